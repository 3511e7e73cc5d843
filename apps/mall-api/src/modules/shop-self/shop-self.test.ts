// The shop itself through the console's REST calls: info and pictures, shop categories (offered by the
// goods editor, refused deletion while in use), offline stores (the storefront's 门店 tab and pickup
// follow) and the shop's own coupons. Each shop role, the platform roles, another shop's ids (不存在
// and a refused audit row) and bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ConsoleErrorCode, ErrorCode } from '@mall/rest-contract';
import { goods, goodsCategory, shop } from '../../db/schema';
import { consoleAudit } from '../../db/schema-console';
import { shopStore } from '../../db/schema-order';
import { couponType } from '../../db/schema-promotion';
import { shopGoodsCategory } from '../../db/schema-shop-self';
import { callOk, testAppPerFile, tempDirPerFile } from '../../test/harness';
import { ONE_PIXEL_PNG, signIn, signInShopCast, uploadAs, type Signed } from '../console/test-support';

const uploadDir = tempDirPerFile('shop-self-upload');
const t = testAppPerFile({ uploadDir });
const db = () => t.database.db;

let owner: Signed;
let clerk: Signed;
let verifier: Signed;
let otherOwner: Signed;
let operator: Signed;

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  ({ owner, clerk, verifier, otherOwner, operator } = await signInShopCast(t.app));
});

const lastAudit = async (username: string) =>
  (
    await db()
      .select()
      .from(consoleAudit)
      .where(eq(consoleAudit.username, username))
      .orderBy(consoleAudit.id)
  ).at(-1);

describe('roles', () => {
  it('店主 holds info, stores and coupons; 店员 only the categories; 核销员 and platform accounts none', async () => {
    const ownerOnly = ['/admin/api/shop/self/info', '/admin/api/shop/store/list', '/admin/api/shop/coupon/list'];
    for (const path of ownerOnly) {
      expect((await owner.call(path, {})).code, path).toBe(0);
      expect((await clerk.call(path, {})).code, path).toBe(ConsoleErrorCode.FORBIDDEN);
      expect((await verifier.call(path, {})).code, path).toBe(ConsoleErrorCode.FORBIDDEN);
    }
    expect((await clerk.call('/admin/api/shop/category/list', {})).code).toBe(0);
    expect((await verifier.call('/admin/api/shop/category/list', {})).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await verifier.call('/admin/api/shop/category/save', { name: '茶叶' })).code).toBe(ConsoleErrorCode.FORBIDDEN);
    for (const path of [...ownerOnly, '/admin/api/shop/category/list']) expect((await operator.call(path, {})).code, path).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await (await signIn(t.app, 'admin')).call('/admin/api/shop/self/info/save', { site_name: '平台改名' })).code).toBe(ConsoleErrorCode.FORBIDDEN);
  });
});

describe('shop info', () => {
  it('saves name, short name, pictures, introduction and hotline at once; the storefront shows them; the audit row has before and after', async () => {
    const before = await callOk(t.app, '/api/shop/info', { site_id: 1 });
    const saved = await owner.call<{ site_name: string; shortname: string }>('/admin/api/shop/self/info/save', {
      site_name: '  井冈山红色农品旗舰店 ',
      shortname: '井冈农品',
      avatar: '/upload/shop/1.svg',
      banner: '/upload/shop/2.svg',
      introduction: '井冈山脚下的合作社，蜜柚、笋干、茶叶产地直发。',
      telephone: '0796-6551234',
    });
    expect(saved.code, saved.message).toBe(0);
    expect(saved.data).toMatchObject({ site_name: '井冈山红色农品旗舰店', shortname: '井冈农品' });
    const shown = await callOk(t.app, '/api/shop/info', { site_id: 1 });
    expect(shown).toMatchObject({
      site_name: '井冈山红色农品旗舰店',
      shortname: '井冈农品',
      telephone: '0796-6551234',
      banner: '/upload/shop/2.svg',
      introduction: '井冈山脚下的合作社，蜜柚、笋干、茶叶产地直发。',
    });
    const [row] = await db().select().from(shop).where(eq(shop.siteId, 1));
    expect(row).toMatchObject({ banner: '/upload/shop/2.svg', introduction: '井冈山脚下的合作社，蜜柚、笋干、茶叶产地直发。' });
    expect(row.searchPinyin).toContain('jinggangshan');
    const audit = await lastAudit('shop1owner');
    expect(audit).toMatchObject({ action: 'shop.info.update', outcome: 'ok', targetType: 'shop', targetId: '1' });
    expect(audit?.before).toMatchObject({ site_name: before.site_name });
    expect(audit?.after).toMatchObject({ site_name: '井冈山红色农品旗舰店' });
  });

  it.each([
    [{ site_name: '' }, '请填写店铺名称'],
    [{ site_name: '店'.repeat(41) }, '店铺名称不能超过 40 个字'],
    [{ site_name: '好店', avatar: 'https://evil.example/a.png' }, '本站上传的图片'],
    [{ site_name: '好店', banner: '/upload/../x.png' }, '本站上传的图片'],
    [{ site_name: '好店', telephone: '电话123' }, '客服电话'],
    [{ site_name: '好店', introduction: '简'.repeat(501) }, '店铺简介不能超过 500 个字'],
  ])('refuses %j with a message and changes nothing', async (body, message) => {
    const [before] = await db().select().from(shop).where(eq(shop.siteId, 1));
    const res = await owner.call('/admin/api/shop/self/info/save', body);
    expect(res.code).toBe(ErrorCode.INVALID_INPUT);
    expect(res.message).toContain(message);
    expect((await db().select().from(shop).where(eq(shop.siteId, 1)))[0]).toEqual(before);
  });

  it('refuses a name another shop has', async () => {
    const [other] = await db().select({ name: shop.siteName }).from(shop).where(eq(shop.siteId, 3));
    const res = await owner.call('/admin/api/shop/self/info/save', { site_name: other.name });
    expect(res).toMatchObject({ code: ErrorCode.BUSINESS });
    expect(res.message).toContain('已被其他店铺使用');
  });

  it('uploads a re-encoded avatar for the 店主 only', async () => {
    const upload = (who: Signed, file: Buffer) => uploadAs(t.app, who, '/admin/upload/shopinfo', file);
    const res = await upload(owner, ONE_PIXEL_PNG);
    expect(res.code, res.message).toBe(0);
    expect(res.data.path).toMatch(/^\/upload\/shopinfo\/1_[0-9a-f]{16}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: res.data.path })).statusCode).toBe(200);
    expect((await owner.call('/admin/api/shop/self/info/save', { site_name: '井冈山红色农品旗舰店', avatar: res.data.path })).code).toBe(0);
    expect((await upload(owner, Buffer.from('<svg onload="x()"/>'))).message).toContain('只能上传');
    expect((await upload(clerk, ONE_PIXEL_PNG)).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await upload(operator, ONE_PIXEL_PNG)).code).toBe(ConsoleErrorCode.FORBIDDEN);
  });
});

describe('shop categories', () => {
  type Node = { id: number; pid: number; name: string; goods_num: number };
  let tea: Node;
  let green: Node;

  it('店员 builds a two-level tree; the goods editor offers it; a third level and duplicates are refused', async () => {
    const top = await clerk.call<Node>('/admin/api/shop/category/save', { name: '茶叶', sort: 1 });
    expect(top.code, top.message).toBe(0);
    tea = top.data;
    const child = await clerk.call<Node>('/admin/api/shop/category/save', { name: '绿茶', pid: tea.id });
    expect(child.code, child.message).toBe(0);
    green = child.data;
    const tree = await clerk.call<Node[]>('/admin/api/shop/category/list', {});
    const ours = tree.data.filter((c) => c.id === tea.id || c.id === green.id);
    expect(ours.map((c) => [c.name, c.pid])).toEqual([
      ['茶叶', 0],
      ['绿茶', tea.id],
    ]);
    // Each child follows its parent.
    tree.data.forEach((c, i) => c.pid !== 0 && expect(tree.data.slice(0, i).some((p) => p.id === c.pid)).toBe(true));
    const options = await clerk.call<{ shop_categories: { id: number; name: string }[] }>('/admin/api/shop/goods/options', {});
    expect(options.data.shop_categories).toEqual(
      expect.arrayContaining([
        { id: tea.id, name: '茶叶' },
        { id: green.id, name: '茶叶 / 绿茶' },
      ]),
    );
    expect(options.data.shop_categories).toHaveLength(tree.data.length);
    expect((await clerk.call('/admin/api/shop/category/save', { name: '明前龙井', pid: green.id })).message).toContain('最多两级');
    expect((await clerk.call('/admin/api/shop/category/save', { name: '绿茶', pid: tea.id })).message).toContain('已有分类「绿茶」');
    expect((await clerk.call('/admin/api/shop/category/save', { name: '' })).message).toContain('请填写分类名称');
    expect((await clerk.call('/admin/api/shop/category/save', { name: '分'.repeat(21) })).message).toContain('不能超过 20 个字');
    expect(await lastAudit('shop1clerk')).toMatchObject({ action: 'shop.category.create', outcome: 'ok', targetType: 'shop_category', targetId: String(green.id) });
  });

  it('the seed files two goods under the first shop’s 黄金茶 / 明前春茶, which is not deleted', async () => {
    const tree = await clerk.call<Node[]>('/admin/api/shop/category/list', {});
    const spring = tree.data.find((c) => c.name === '明前春茶')!;
    const filed = await db().select({ id: goods.goodsId }).from(goods).where(eq(goods.shopCategoryId, spring.id));
    expect(filed.length).toBeGreaterThanOrEqual(2);
    expect(spring.goods_num).toBe(filed.length);
    expect(tree.data.find((c) => c.id === spring.pid)).toMatchObject({ name: '黄金茶', goods_num: filed.length });
    expect((await clerk.call('/admin/api/shop/category/delete', { id: spring.id })).message).toBe(`分类「明前春茶」下有 ${filed.length} 件商品，请先把它们改到其他分类后再删除`);
  });

  it('refuses deleting a category with goods or children, and deletes it once empty', async () => {
    const [own] = await db()
      .select({ id: goods.goodsId })
      .from(goods)
      .where(and(eq(goods.siteId, 1), isNull(goods.shopCategoryId)))
      .limit(1);
    await db().update(goods).set({ shopCategoryId: green.id }).where(eq(goods.goodsId, own.id));
    const inUse = await clerk.call('/admin/api/shop/category/delete', { id: green.id });
    expect(inUse.code).toBe(ErrorCode.BUSINESS);
    expect(inUse.message).toBe('分类「绿茶」下有 1 件商品，请先把它们改到其他分类后再删除');
    const tree = await clerk.call<Node[]>('/admin/api/shop/category/list', {});
    expect(tree.data.find((c) => c.id === tea.id)?.goods_num).toBe(1);
    expect((await clerk.call('/admin/api/shop/category/delete', { id: tea.id })).message).toContain('还有二级分类');
    await db().update(goods).set({ shopCategoryId: null }).where(eq(goods.goodsId, own.id));
    expect((await clerk.call('/admin/api/shop/category/delete', { id: green.id })).code).toBe(0);
    expect(await db().select().from(shopGoodsCategory).where(eq(shopGoodsCategory.categoryId, green.id))).toEqual([]);
    expect(await lastAudit('shop1clerk')).toMatchObject({ action: 'shop.category.delete', outcome: 'ok', before: { name: '绿茶' } });
  });

  it('another shop’s category answers 不存在 on edit, delete and as a parent, changes nothing and is audited as refused', async () => {
    for (const body of [{ id: tea.id, name: '改名' }, { name: '乌龙', pid: tea.id }]) {
      const res = await otherOwner.call('/admin/api/shop/category/save', body);
      expect(res).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '店内分类不存在' });
      expect(await lastAudit('shop3owner')).toMatchObject({ outcome: 'refused', targetType: 'shop_category', targetId: String(tea.id) });
    }
    expect(await otherOwner.call('/admin/api/shop/category/delete', { id: tea.id })).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '店内分类不存在' });
    expect(await db().select({ name: shopGoodsCategory.categoryName }).from(shopGoodsCategory).where(eq(shopGoodsCategory.categoryId, tea.id))).toEqual([{ name: '茶叶' }]);
    const [leaf] = await db().select({ id: goodsCategory.categoryId }).from(goodsCategory).where(eq(goodsCategory.level, 3)).limit(1);
    const foreignGoods = { goods_name: '别家茶叶', category_id: leaf.id, images: ['/upload/goods/1.svg'], shop_category_id: tea.id, skus: [{ spec_name: '一盒', price: '10', discount_price: '9' }] };
    expect(await otherOwner.call('/admin/api/shop/goods/create', foreignGoods)).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '店内分类不存在' });
  });
});

describe('offline stores', () => {
  type Store = { store_id: number; store_name: string; enabled: boolean };
  let store: Store;

  it('店主 adds a store: the storefront lists and counts it; disabling hides it there', async () => {
    const countBefore = (await callOk(t.app, '/api/shop/stat', { site_id: 1 })).store_num;
    const res = await owner.call<Store>('/admin/api/shop/store/save', { store_name: '茨坪红军街门店', address: '江西省吉安市井冈山市茨坪镇红军北路 8 号', telephone: '0796-6552233', open_time: '08:30-21:00' });
    expect(res.code, res.message).toBe(0);
    store = res.data;
    expect(store.enabled).toBe(true);
    expect((await callOk(t.app, '/api/shop/stat', { site_id: 1 })).store_num).toBe(countBefore + 1);
    const page = await callOk(t.app, '/api/store/page2_0', { site_id: 1, page: 1, page_size: 50 });
    expect(page.list.map((s) => s.store_name)).toContain('茨坪红军街门店');
    expect(await lastAudit('shop1owner')).toMatchObject({ action: 'shop.store.create', outcome: 'ok', targetType: 'store', targetId: String(store.store_id) });

    const off = await owner.call<Store>('/admin/api/shop/store/enable', { store_id: store.store_id, enabled: false });
    expect(off.data.enabled).toBe(false);
    expect((await callOk(t.app, '/api/shop/stat', { site_id: 1 })).store_num).toBe(countBefore);
    const after = await callOk(t.app, '/api/store/page2_0', { site_id: 1, page: 1, page_size: 50 });
    expect(after.list.map((s) => s.store_name)).not.toContain('茨坪红军街门店');
    expect(await lastAudit('shop1owner')).toMatchObject({ action: 'shop.store.disable', after: { enabled: false } });
    expect((await owner.call<Store[]>('/admin/api/shop/store/list', {})).data.find((s) => s.store_id === store.store_id)?.enabled).toBe(false);
  });

  it('edits a store; bad input changes nothing', async () => {
    const edited = await owner.call<Store>('/admin/api/shop/store/save', { store_id: store.store_id, store_name: '茨坪挹翠湖门店', address: '江西省吉安市井冈山市茨坪镇挹翠湖路 1 号' });
    expect(edited.data.store_name).toBe('茨坪挹翠湖门店');
    for (const [body, message] of [
      [{ store_name: '店', address: '江西省吉安市井冈山市' }, '门店名称至少 2 个字'],
      [{ store_name: '新门店', address: '井冈' }, '门店地址至少 5 个字'],
      [{ store_name: '新门店', address: '江西省吉安市井冈山市', telephone: 'abc' }, '门店电话'],
    ] as const) {
      const count = (await db().select().from(shopStore).where(eq(shopStore.siteId, 1))).length;
      const res = await owner.call('/admin/api/shop/store/save', body);
      expect(res.code).toBe(ErrorCode.INVALID_INPUT);
      expect(res.message).toContain(message);
      expect((await db().select().from(shopStore).where(eq(shopStore.siteId, 1))).length).toBe(count);
    }
  });

  it('another shop’s store answers 门店不存在 and is audited as refused', async () => {
    for (const [path, body] of [
      ['/admin/api/shop/store/save', { store_id: store.store_id, store_name: '别家改名', address: '江西省吉安市井冈山市' }],
      ['/admin/api/shop/store/enable', { store_id: store.store_id, enabled: true }],
    ] as const) {
      expect(await otherOwner.call(path, body)).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '门店不存在' });
      expect(await lastAudit('shop3owner')).toMatchObject({ outcome: 'refused', targetType: 'store', targetId: String(store.store_id) });
    }
    const [row] = await db().select().from(shopStore).where(eq(shopStore.storeId, store.store_id));
    expect(row).toMatchObject({ storeName: '茨坪挹翠湖门店', enabled: false });
  });
});

describe('the shop’s own coupons', () => {
  const coupon = (over: Record<string, unknown> = {}) => ({
    name: '井冈农品满 99 减 10',
    site_id: 1,
    type: 'reward',
    money: '10',
    at_least: '99',
    count: 500,
    max_fetch: 2,
    validity_type: 0,
    start_time: now() - 60,
    end_time: now() + 30 * DAY,
    ...over,
  });
  let couponId: number;

  it('店主 creates a coupon of its shop: the coupon centre lists it under the shop; stopping ends it', async () => {
    const res = await owner.call<{ coupon_type_id: number; site_name: string; state: string }>('/admin/api/shop/coupon/save', coupon());
    expect(res.code, res.message).toBe(0);
    couponId = res.data.coupon_type_id;
    expect(res.data.state).toBe('running');
    const [shopRow] = await db().select({ name: shop.siteName }).from(shop).where(eq(shop.siteId, 1));
    expect(res.data.site_name).toBe(shopRow.name);
    expect(await lastAudit('shop1owner')).toMatchObject({ action: 'shop.coupon.create', outcome: 'ok', targetId: String(couponId) });
    const list = await owner.call<{ list: { coupon_type_id: number; site_id: number }[] }>('/admin/api/shop/coupon/list', {});
    expect(list.data.list.every((c) => c.site_id === 1)).toBe(true);
    expect(list.data.list.map((c) => c.coupon_type_id)).toContain(couponId);
    const centre = await callOk(t.app, '/api/coupon/typepagelists', { site_id: 1, page: 1, page_size: 100 });
    expect(centre.list.map((c) => c.coupon_type_id)).toContain(couponId);
    expect((await owner.call('/admin/api/shop/coupon/stop', { id: couponId })).code).toBe(0);
    expect(await lastAudit('shop1owner')).toMatchObject({ action: 'shop.coupon.stop', targetId: String(couponId) });
    const [row] = await db().select({ status: couponType.status }).from(couponType).where(eq(couponType.couponTypeId, couponId));
    expect(row.status).toBe(0);
  });

  it('refuses a platform or another shop’s site_id and another shop’s coupon, audited as refused', async () => {
    for (const siteId of [0, 3]) {
      const before = await db().select().from(couponType);
      expect(await owner.call('/admin/api/shop/coupon/save', coupon({ site_id: siteId }))).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '店铺不存在' });
      expect((await db().select().from(couponType)).length).toBe(before.length);
      expect(await lastAudit('shop1owner')).toMatchObject({ outcome: 'refused', targetType: 'shop', targetId: String(siteId) });
    }
    const [foreign] = await db()
      .select({ id: couponType.couponTypeId })
      .from(couponType)
      .where(and(eq(couponType.siteId, 3)))
      .limit(1);
    const foreignId = foreign?.id ?? couponId;
    const asker = foreign ? owner : otherOwner;
    expect(await asker.call('/admin/api/shop/coupon/stop', { id: foreignId })).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '优惠券不存在' });
    expect(await asker.call('/admin/api/shop/coupon/save', coupon({ coupon_type_id: foreignId, site_id: foreign ? 1 : 3 }))).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '优惠券不存在' });
  });

  it('bad input: threshold below face value, limit above total', async () => {
    expect((await owner.call('/admin/api/shop/coupon/save', coupon({ at_least: '5' }))).message).toContain('使用门槛须高于面额');
    expect((await owner.call('/admin/api/shop/coupon/save', coupon({ count: 1, max_fetch: 2 }))).message).toContain('每人限领不能超过发放总量');
    expect((await clerk.call('/admin/api/shop/coupon/save', coupon())).code).toBe(ConsoleErrorCode.FORBIDDEN);
  });
});
