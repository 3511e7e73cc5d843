// A shop's goods through the console's REST calls: each shop role and the platform roles, another
// shop's ids (不存在 and a refused audit row), bad input, the platform's review of new goods and of
// edits (name, price, tags wait; stock and shelf apply at once), the storefront's search, list and
// category counts following, and the picture upload.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ConsoleErrorCode, ErrorCode } from '@mall/rest-contract';
import { goods, goodsCategory, goodsCategoryCount, goodsSku } from '../../db/schema';
import { consoleAudit } from '../../db/schema-console';
import { goodsReview } from '../../db/schema-shop-console';
import { callOk, testAppPerFile, tempDirPerFile } from '../../test/harness';
import { ONE_PIXEL_PNG, signIn, signInShopCast, uploadAs, type Signed } from '../console/test-support';

const uploadDir = tempDirPerFile('shop-goods-upload');
const t = testAppPerFile({ uploadDir });
const db = () => t.database.db;

let owner: Signed;
let clerk: Signed;
let verifier: Signed;
let otherOwner: Signed;
let operator: Signed;
let leafCategory: { id: number; level1: number };
let otherShopGoods: number;
let otherShopSku: number;

const newGoods = (over: Record<string, unknown> = {}) => ({
  goods_name: '峒河野生岩耳',
  introduction: '湘西深山岩壁采摘',
  content: '<p>岩耳<script>alert(1)</script><img src="/upload/goods/1.svg" onerror="x()"></p>',
  keywords: '石耳',
  category_id: leafCategory.id,
  images: ['/upload/goods/1.svg', '/upload/goods/2.svg'],
  recommend_way: 1,
  tag_type: 1,
  tag_level: 4,
  skus: [
    { spec_name: '100克装', price: '68.00', discount_price: '59.90', stock: 40, is_default: true },
    { spec_name: '250克礼盒', price: '158', discount_price: '139.5', stock: 12 },
  ],
  ...over,
});

const storefrontList = (query: Record<string, unknown>) => callOk(t.app, '/api/goodssku/page', { page: 1, page_size: 50, ...query });

beforeAll(async () => {
  ({ owner, clerk, verifier, otherOwner, operator } = await signInShopCast(t.app));
  const [leaf] = await db()
    .select({ id: goodsCategory.categoryId, pid: goodsCategory.pid })
    .from(goodsCategory)
    .where(eq(goodsCategory.level, 3))
    .limit(1);
  const [parent] = await db().select({ pid: goodsCategory.pid }).from(goodsCategory).where(eq(goodsCategory.categoryId, leaf.pid));
  leafCategory = { id: leaf.id, level1: parent.pid };
  const [other] = await db().select({ goodsId: goods.goodsId, skuId: goodsSku.skuId }).from(goods).innerJoin(goodsSku, eq(goodsSku.goodsId, goods.goodsId)).where(eq(goods.siteId, 3)).limit(1);
  otherShopGoods = other.goodsId;
  otherShopSku = other.skuId;
});

const refusedAudits = (username: string) =>
  db()
    .select()
    .from(consoleAudit)
    .where(and(eq(consoleAudit.username, username), eq(consoleAudit.outcome, 'refused')))
    .orderBy(consoleAudit.id);

describe('roles', () => {
  it('店主 and 店员 read and write goods; 核销员 and every platform role are refused', async () => {
    for (const who of [owner, clerk]) expect((await who.call('/admin/api/shop/goods/list', { tab: 'selling' })).code).toBe(0);
    expect((await verifier.call('/admin/api/shop/goods/list', {})).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await verifier.call('/admin/api/shop/goods/create', newGoods())).code).toBe(ConsoleErrorCode.FORBIDDEN);
    for (const name of ['admin', 'operator', 'finance', 'servicelead']) {
      const platform = name === 'operator' ? operator : await signIn(t.app, name);
      expect((await platform.call('/admin/api/shop/goods/list', {})).code, name).toBe(ConsoleErrorCode.FORBIDDEN);
    }
    // The platform's goods review: the operator and admin only.
    expect((await operator.call('/admin/api/review/goods/list', {})).code).toBe(0);
    expect((await owner.call('/admin/api/review/goods/list', {})).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await (await signIn(t.app, 'finance')).call('/admin/api/review/goods/list', {})).code).toBe(ConsoleErrorCode.FORBIDDEN);
  });

  it('lists only the shop’s own goods, with the four tab counts', async () => {
    const list = await owner.call<{ list: { goods_id: number }[]; tab_counts: Record<string, number>; count: number }>('/admin/api/shop/goods/list', { tab: 'selling', page_size: 100 });
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(goods).where(and(eq(goods.siteId, 1), eq(goods.isOnShelf, true)));
    expect(list.data.count).toBe(Number(n));
    expect(list.data.tab_counts.selling).toBe(Number(n));
    const ids = list.data.list.map((g) => g.goods_id);
    const foreign = await db().select({ id: goods.goodsId }).from(goods).where(sql`${goods.goodsId} in ${ids} and ${goods.siteId} <> 1`);
    expect(foreign).toEqual([]);
  });
});

describe('another shop’s ids', () => {
  it.each([
    ['/admin/api/shop/goods/detail', () => ({ goods_id: otherShopGoods }), '商品不存在'],
    ['/admin/api/shop/goods/update', () => ({ ...newGoods(), goods_id: otherShopGoods }), '商品不存在'],
    ['/admin/api/shop/goods/stock', () => ({ sku_id: otherShopSku, seen_stock: 0, stock: 999 }), '商品规格不存在'],
    ['/admin/api/shop/goods/shelf', () => ({ goods_ids: [otherShopGoods], on_shelf: false }), '商品不存在'],
    ['/admin/api/shop/goods/detail', () => ({ goods_id: 99_999_999 }), '商品不存在'],
  ] as const)('%s answers 不存在, changes nothing and is audited as refused', async (path, body, message) => {
    const before = await db().select().from(goods).where(eq(goods.goodsId, otherShopGoods));
    const stock = await db().select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.skuId, otherShopSku));
    const res = await owner.call(path, body());
    expect(res).toMatchObject({ code: ErrorCode.NOT_FOUND, message });
    expect(await db().select().from(goods).where(eq(goods.goodsId, otherShopGoods))).toEqual(before);
    expect(await db().select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.skuId, otherShopSku))).toEqual(stock);
    const last = (await refusedAudits('shop1owner')).at(-1);
    expect(last).toMatchObject({ outcome: 'refused', role: 'shop_owner' });
  });

  it('an edit naming another shop’s sku is refused', async () => {
    const [own] = await db().select({ goodsId: goods.goodsId }).from(goods).where(and(eq(goods.siteId, 1), eq(goods.isOnShelf, true))).limit(1);
    const detail = await owner.call<{ skus: { sku_id: number }[] }>('/admin/api/shop/goods/detail', { goods_id: own.goodsId });
    const res = await owner.call('/admin/api/shop/goods/update', {
      ...newGoods(),
      goods_id: own.goodsId,
      skus: [...detail.data.skus.map((s) => ({ sku_id: s.sku_id, spec_name: `规格${s.sku_id}`, price: '10', discount_price: '9' })), { sku_id: otherShopSku, spec_name: '别家', price: '1', discount_price: '1' }],
    });
    expect(res).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '商品规格不存在' });
    expect(await db().select().from(goodsReview).where(eq(goodsReview.goodsId, own.goodsId))).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    [{ goods_name: '' }, '请填写商品名称'],
    [{ images: [] }, '请至少上传一张商品图片'],
    [{ images: ['https://evil.example/x.png'] }, '本站上传的图片'],
    [{ images: ['/upload/../etc/passwd.png'] }, '本站上传的图片'],
    [{ skus: [] }, '请至少添加一个规格'],
    [{ skus: [{ spec_name: '一斤', price: '10', discount_price: '12' }] }, '折扣价不能高于价格'],
    [{ skus: [{ spec_name: '一斤', price: '-1', discount_price: '1' }] }, '价格'],
    [{ skus: [{ spec_name: '一斤', price: '1.234', discount_price: '1' }] }, '最多两位小数'],
    [{ skus: [{ spec_name: '一斤', price: '10', discount_price: '9', stock: -1 }] }, '库存不能小于 0'],
    [{ skus: [{ spec_name: '一斤', price: '10', discount_price: '9' }, { spec_name: '一斤', price: '10', discount_price: '9' }] }, '规格名称「一斤」重复'],
    [{ tag_level: 5 }, '扶贫认证级别不正确'],
    [{ category_id: 'abc' }, '商品分类必须是数字'],
  ])('%j is refused with a clear message and writes nothing', async (over, message) => {
    const [{ n: before }] = await db().select({ n: sql<number>`count(*)::int` }).from(goods);
    const res = await clerk.call('/admin/api/shop/goods/create', newGoods(over));
    expect(res.code).toBe(ErrorCode.INVALID_INPUT);
    expect(res.message).toContain(message);
    const [{ n: after }] = await db().select({ n: sql<number>`count(*)::int` }).from(goods);
    expect(after).toBe(before);
  });

  it('a level-1 category, an unknown brand or a shop category the shop does not have is refused', async () => {
    expect((await clerk.call('/admin/api/shop/goods/create', newGoods({ category_id: leafCategory.level1 }))).message).toBe('请选择第三级商品分类');
    expect((await clerk.call('/admin/api/shop/goods/create', newGoods({ brand_id: 99_999 }))).message).toBe('品牌不存在');
    expect((await clerk.call('/admin/api/shop/goods/create', newGoods({ shop_category_id: 99_999 }))).message).toBe('店内分类不存在');
  });
});

describe('new goods wait for the platform’s review', () => {
  let goodsId: number;
  let reviewId: number;

  it('a new goods with two skus is saved off the shelf, in the 审核中 tab, absent from the storefront', async () => {
    const counts = await db().select().from(goodsCategoryCount).where(and(eq(goodsCategoryCount.level, 3), eq(goodsCategoryCount.categoryId, leafCategory.id)));
    const res = await clerk.call<{ goods_id: number; review_id: number }>('/admin/api/shop/goods/create', newGoods());
    expect(res.code, res.message).toBe(0);
    ({ goods_id: goodsId, review_id: reviewId } = res.data);
    const [g] = await db().select().from(goods).where(eq(goods.goodsId, goodsId));
    expect(g).toMatchObject({ siteId: 1, isOnShelf: false, tagType: 1, tagLevel: 4, categoryId: leafCategory.id, categoryId1: leafCategory.level1 });
    // The shared sanitizer ran: no script, no handler.
    expect(g.content).toContain('岩耳');
    expect(g.content).not.toMatch(/script|onerror/);
    const skus = await db().select().from(goodsSku).where(eq(goodsSku.goodsId, goodsId)).orderBy(goodsSku.sort);
    expect(skus.map((s) => [s.specName, s.price, s.discountPrice, s.stock, s.isDefault])).toEqual([
      ['100克装', 6800, 5990, 40, true],
      ['250克礼盒', 15800, 13950, 12, false],
    ]);
    const pending = await owner.call<{ list: { goods_id: number; review: { status: string } }[] }>('/admin/api/shop/goods/list', { tab: 'pending' });
    expect(pending.data.list.find((r) => r.goods_id === goodsId)?.review.status).toBe('pending');
    expect((await storefrontList({ keyword: '岩耳' })).list.some((r: { goods_id: number }) => r.goods_id === goodsId)).toBe(false);
    // Off the shelf: the category's count has not moved.
    expect(await db().select().from(goodsCategoryCount).where(and(eq(goodsCategoryCount.level, 3), eq(goodsCategoryCount.categoryId, leafCategory.id)))).toEqual(counts);
    // Cannot be put on the shelf before approval.
    expect((await owner.call('/admin/api/shop/goods/shelf', { goods_ids: [goodsId], on_shelf: true })).message).toBe('商品审核通过后才能上架');
  });

  it('the operator sees it in the queue with the claimed tags and approves it: on the shelf, searchable, counted', async () => {
    const queue = await operator.call<{ list: { review_id: number; goods_name: string; kind: string; site_name: string }[] }>('/admin/api/review/goods/list', { state: 'pending' });
    expect(queue.data.list.find((r) => r.review_id === reviewId)).toMatchObject({ goods_name: '峒河野生岩耳', kind: 'create', site_name: '湘西保靖黄金茶农民专业合作社' });
    const detail = await operator.call<{ changes: { tag_type: number; tag_level: number; skus: { price: string }[] } }>('/admin/api/review/goods/detail', { id: reviewId });
    expect(detail.data.changes).toMatchObject({ tag_type: 1, tag_level: 4 });
    expect(detail.data.changes.skus.map((s) => s.price)).toEqual(['68.00', '158.00']);
    const [{ goods: before }] = await db().select().from(goodsCategoryCount).where(and(eq(goodsCategoryCount.level, 3), eq(goodsCategoryCount.categoryId, leafCategory.id)));
    expect((await operator.call('/admin/api/review/goods/decide', { id: reviewId, agree: true })).data).toEqual({ id: reviewId, status: 'approved' });
    const [{ goods: after }] = await db().select().from(goodsCategoryCount).where(and(eq(goodsCategoryCount.level, 3), eq(goodsCategoryCount.categoryId, leafCategory.id)));
    expect(after).toBe(before + 1);
    for (const keyword of ['岩耳', '石耳', 'yaner']) {
      const found = await storefrontList({ keyword });
      expect(found.list.some((r: { goods_id: number }) => r.goods_id === goodsId), keyword).toBe(true);
    }
    expect((await operator.call('/admin/api/review/goods/decide', { id: reviewId, agree: false, reason: '再看看' })).message).toContain('已处理');
    const audit = await db().select().from(consoleAudit).where(and(eq(consoleAudit.action, 'review.goods.approve'), eq(consoleAudit.targetId, String(reviewId))));
    expect(audit).toHaveLength(1);
  });

  it('an edit of name and price waits (the goods sells unchanged); pictures and stock apply at once; approval applies the rest', async () => {
    const detail = await owner.call<{ skus: { sku_id: number; stock: number; spec_name: string }[] }>('/admin/api/shop/goods/detail', { goods_id: goodsId });
    const [first, second] = detail.data.skus;
    const res = await owner.call<{ review_id: number; pending_fields: string[] }>('/admin/api/shop/goods/update', {
      ...newGoods({ goods_name: '峒河野生岩耳（特级）', images: ['/upload/goods/3.svg'] }),
      goods_id: goodsId,
      skus: [
        { sku_id: first.sku_id, spec_name: '100克装', price: '68', discount_price: '55', is_default: true },
        { sku_id: second.sku_id, spec_name: '250克礼盒', price: '158', discount_price: '139.5' },
        { spec_name: '500克家庭装', price: '268', discount_price: '249', stock: 5 },
      ],
    });
    expect(res.code, res.message).toBe(0);
    expect(res.data.pending_fields.sort()).toEqual(['goods_name', 'skus']);
    const [g] = await db().select().from(goods).where(eq(goods.goodsId, goodsId));
    expect(g.goodsName).toBe('峒河野生岩耳');
    expect(g.goodsImage).toEqual(['/upload/goods/3.svg']);
    expect(g.isOnShelf).toBe(true);
    expect(await db().select().from(goodsSku).where(eq(goodsSku.goodsId, goodsId))).toHaveLength(2);
    // Stock: from what the merchant saw (40) to 50, while a sale took 3 meanwhile → 47.
    await db().update(goodsSku).set({ stock: sql`${goodsSku.stock} - 3` }).where(eq(goodsSku.skuId, first.sku_id));
    expect((await clerk.call('/admin/api/shop/goods/stock', { sku_id: first.sku_id, seen_stock: 40, stock: 50 })).data).toEqual({ sku_id: first.sku_id, stock: 47 });
    expect((await clerk.call('/admin/api/shop/goods/stock', { sku_id: first.sku_id, seen_stock: 47, stock: -1 })).code).toBe(ErrorCode.INVALID_INPUT);
    // Taking 60 away from 47 would go below 0: refused, unchanged.
    expect((await clerk.call('/admin/api/shop/goods/stock', { sku_id: first.sku_id, seen_stock: 60, stock: 0 })).message).toContain('请刷新后重试');
    const pending = await owner.call<{ pending_changes: { goods_name: string } }>('/admin/api/shop/goods/detail', { goods_id: goodsId });
    expect(pending.data.pending_changes.goods_name).toBe('峒河野生岩耳（特级）');
    expect((await operator.call('/admin/api/review/goods/decide', { id: res.data.review_id, agree: true })).code).toBe(0);
    const [renamed] = await db().select().from(goods).where(eq(goods.goodsId, goodsId));
    expect(renamed.goodsName).toBe('峒河野生岩耳（特级）');
    const skus = await db().select().from(goodsSku).where(eq(goodsSku.goodsId, goodsId)).orderBy(goodsSku.sort);
    expect(skus.map((s) => [s.specName, s.discountPrice, s.stock])).toEqual([
      ['100克装', 5500, 47],
      ['250克礼盒', 13950, 12],
      ['500克家庭装', 24900, 5],
    ]);
    expect(renamed.defaultPrice).toBe(5500);
  });

  it('a refused edit keeps the goods as it sells and shows the reason in 已驳回', async () => {
    const detail = await owner.call<{ skus: { sku_id: number; spec_name: string; price: string; discount_price: string }[] }>('/admin/api/shop/goods/detail', { goods_id: goodsId });
    const res = await owner.call<{ review_id: number }>('/admin/api/shop/goods/update', {
      ...newGoods({ tag_level: 2 }),
      goods_name: '峒河野生岩耳（特级）',
      goods_id: goodsId,
      skus: detail.data.skus.map((s) => ({ sku_id: s.sku_id, spec_name: s.spec_name, price: s.price, discount_price: s.discount_price })),
    });
    expect(res.code, res.message).toBe(0);
    expect((await operator.call('/admin/api/review/goods/decide', { id: res.data.review_id, agree: false })).message).toContain('驳回时请填写原因');
    expect((await operator.call('/admin/api/review/goods/decide', { id: res.data.review_id, agree: false, reason: '省级认证材料不全' })).code).toBe(0);
    const [g] = await db().select().from(goods).where(eq(goods.goodsId, goodsId));
    expect(g.tagLevel).toBe(4);
    const refused = await owner.call<{ list: { goods_id: number; review: { reason: string } }[] }>('/admin/api/shop/goods/list', { tab: 'refused' });
    expect(refused.data.list.find((r) => r.goods_id === goodsId)?.review.reason).toBe('省级认证材料不全');
  });

  it('off the shelf at once: the storefront list and the category count follow', async () => {
    const [{ goods: before }] = await db().select().from(goodsCategoryCount).where(and(eq(goodsCategoryCount.level, 3), eq(goodsCategoryCount.categoryId, leafCategory.id)));
    expect((await clerk.call('/admin/api/shop/goods/shelf', { goods_ids: [goodsId], on_shelf: false })).data).toEqual({ updated: 1 });
    const [{ goods: after }] = await db().select().from(goodsCategoryCount).where(and(eq(goodsCategoryCount.level, 3), eq(goodsCategoryCount.categoryId, leafCategory.id)));
    expect(after).toBe(before - 1);
    expect((await storefrontList({ keyword: '岩耳' })).list.some((r: { goods_id: number }) => r.goods_id === goodsId)).toBe(false);
    const warehouse = await owner.call<{ list: { goods_id: number }[] }>('/admin/api/shop/goods/list', { tab: 'warehouse', keyword: '岩耳' });
    // The refused edit keeps it in 已驳回 until the merchant edits again.
    expect(warehouse.data.list.some((r) => r.goods_id === goodsId)).toBe(false);
    expect((await clerk.call('/admin/api/shop/goods/shelf', { goods_ids: [goodsId], on_shelf: true })).data).toEqual({ updated: 1 });
  });

  it('the shop of another merchant cannot see it', async () => {
    expect((await otherOwner.call('/admin/api/shop/goods/detail', { goods_id: goodsId })).message).toBe('商品不存在');
  });
});

describe('picture upload', () => {
  const upload = (who: Signed, file: Buffer, name?: string) => uploadAs(t.app, who, '/admin/upload/goods', file, name);

  it('stores a re-encoded picture under the shop and answers its path; refuses a non-image and other roles', async () => {
    const res = await upload(clerk, ONE_PIXEL_PNG);
    expect(res.code, res.message).toBe(0);
    expect(res.data.path).toMatch(/^\/upload\/shopgoods\/1_[0-9a-f]{16}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.data.path });
    expect(served.statusCode).toBe(200);
    expect((await upload(clerk, Buffer.from('<html><script>alert(1)</script></html>'), 'x.png')).message).toContain('只能上传');
    expect((await upload(verifier, ONE_PIXEL_PNG)).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await upload(operator, ONE_PIXEL_PNG)).code).toBe(ConsoleErrorCode.FORBIDDEN);
  });
});
