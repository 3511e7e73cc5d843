// Adverts and ad positions, home floors and the float layer through the console calls: each platform
// role and a shop's account as ROLE_DEFINITIONS says; bad input refused with a Chinese message and
// nothing changed; what a save stores is what the storefront's own calls answer (/api/adv/detail,
// /api/pc/floors, /api/pc/floatLayer); each write leaves an audit row; the content picture upload.
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  ConsoleErrorCode,
  displayEndpoints,
  ErrorCode,
  PLATFORM_ROLES,
  ROLE_DEFINITIONS,
  type ConsoleRole,
} from '@mall/rest-contract';
import { adv, advPosition, floor, goods, goodsSku, shop, siteConfig } from '../../db/schema';
import { callOk, post, tempDirPerFile, testAppPerFile } from '../../test/harness';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';
import { ONE_PIXEL_PNG, signIn, signInShop, uploadAs, type Signed } from '../console/test-support';

const t = testAppPerFile({ uploadDir: tempDirPerFile('content-upload') });
const db = () => t.database.db;
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
let shopOwner: ConsoleCaller;
let op: ConsoleCaller;
let shopId: number;
beforeAll(async () => {
  for (const role of PLATFORM_ROLES) callers[role] = await consoleCaller(t.app, db(), role);
  op = callers.operator;
  [{ id: shopId }] = await db().select({ id: shop.siteId }).from(shop).limit(1);
  shopOwner = await consoleCaller(t.app, db(), 'shop_owner', shopId);
});

const IMAGE = '/upload/adv/index_1.png';
const tableRows = async (table: typeof adv | typeof floor) => Number((await db().select({ n: count() }).from(table))[0].n);
const carousel = async () => (await callOk(t.app, '/api/adv/detail', { keyword: 'NS_PC_INDEX' })).adv_list.map((a) => a.adv_title);
const carouselPosition = async () => {
  const [p] = await db().select().from(advPosition).where(eq(advPosition.keyword, 'NS_PC_INDEX'));
  return p;
};

/** A valid body of each write (with an id nobody has, so an allowed role gets 不存在). */
const BODIES: Record<string, Record<string, unknown>> = {
  '/admin/api/content/ad-positions/save': { ap_name: '测试广告位', enabled: true, ap_width: 1, ap_height: 1 },
  '/admin/api/content/advs/save': { ap_id: 1, title: '测试广告', image: IMAGE, url: '/' },
  '/admin/api/content/advs/show': { is_show: true },
  '/admin/api/content/floors/save': { title: '测试楼层', is_show: true, sku_ids: [1] },
};

describe('roles', () => {
  it('each call answers each role as ROLE_DEFINITIONS says (运营 edits, 财务 and a shop are refused)', async () => {
    for (const [path, call] of Object.entries(displayEndpoints)) {
      const reads = path.endsWith('/list') || path.endsWith('/get');
      const body = reads ? {} : path.endsWith('float-layer/save') ? { is_show: true, title: '新人专享', img_url: IMAGE, url: '/coupon', number: 3 } : { id: 999_999_999, ...BODIES[path] };
      for (const role of PLATFORM_ROLES) {
        const answer = await callers[role].call(path, body);
        if (ROLE_DEFINITIONS[role].actions.includes(call.permission as never))
          expect(answer.code, `${role} ${path} ${answer.message}`).toBe(reads || path.endsWith('float-layer/save') ? 0 : ErrorCode.NOT_FOUND);
        else expect(answer.code, `${role} ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
      }
      expect((await shopOwner.call(path, body)).code, `shop_owner ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
    }
  });
});

describe('adverts and positions', () => {
  it('refuses bad input and changes nothing', async () => {
    const before = await tableRows(adv);
    const good = { ap_id: 2, title: '五常大米 新米尝鲜', image: IMAGE, url: '/list?keyword=五常大米' };
    for (const [body, message] of [
      [{ ...good, image: 'https://evil.example/a.png' }, /广告图片必须是本站上传的图片/],
      [{ ...good, url: 'javascript:alert(1)' }, /链接必须是 http\(s\) 地址或本站路径/],
      [{ ...good, url: '//evil.example' }, /链接必须是 http\(s\) 地址或本站路径/],
      [{ ...good, title: '' }, /请填写广告标题/],
      [{ ...good, background: 'red' }, /背景色须为 #rrggbb/],
      [{ ...good, start_time: 2_000_000_000, end_time: 1_900_000_000 }, /结束时间须晚于开始时间/],
      [{ ...good, sort: -1 }, /排序不能小于 0/],
    ] as const) {
      expect(await op.call('/admin/api/content/advs/save', body), JSON.stringify(body)).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(message) });
    }
    expect(await op.call('/admin/api/content/advs/save', { ...good, ap_id: 999_999 })).toMatchObject({ code: ErrorCode.BUSINESS, message: '所选广告位不存在，请重新选择' });
    expect(await op.call('/admin/api/content/ad-positions/save', { id: 1, ap_name: '顶部通栏', enabled: true, ap_width: -5, ap_height: 80 })).toMatchObject({
      code: ErrorCode.INVALID_INPUT,
      message: expect.stringMatching(/宽度不能小于 0/),
    });
    expect(await tableRows(adv)).toBe(before);
  });

  it('a saved advert is on the carousel; hidden, scheduled or ended it is not; a disabled position says so', async () => {
    const saved = await op.call<{ id: number; phase: string; url: string }>('/admin/api/content/advs/save', {
      ap_id: 2,
      title: '湘西椪柑 冬日鲜甜',
      image: IMAGE,
      url: '/list?keyword=椪柑',
      background: '#ef6c00',
      sort: 0,
    });
    expect(saved).toMatchObject({ code: 0, data: { phase: 'running', url: '/list?keyword=椪柑' } });
    const id = saved.data.id;
    const stored = (await callOk(t.app, '/api/adv/detail', { keyword: 'NS_PC_INDEX' })).adv_list.find((a) => a.adv_id === id);
    expect(stored).toMatchObject({ adv_title: '湘西椪柑 冬日鲜甜', background: '#ef6c00' });
    expect(JSON.parse(stored!.adv_url)).toEqual({ url: '/list?keyword=椪柑' });
    expect(await carousel()).not.toContain('年货节 消费帮扶特产满减'); // the seed's scheduled advert

    expect((await op.call<{ phase: string }>('/admin/api/content/advs/show', { id, is_show: false })).data.phase).toBe('hidden');
    expect(await carousel()).not.toContain('湘西椪柑 冬日鲜甜');
    expect(await op.call('/admin/api/content/advs/show', { id, is_show: false })).toMatchObject({ code: ErrorCode.BUSINESS, message: '该广告已隐藏' });
    expect((await op.call('/admin/api/content/advs/show', { id, is_show: true })).code).toBe(0);
    expect(await carousel()).toContain('湘西椪柑 冬日鲜甜');

    const now = Math.floor(Date.now() / 1000);
    const later = await op.call<{ phase: string }>('/admin/api/content/advs/save', { id, ap_id: 2, title: '湘西椪柑 冬日鲜甜', image: IMAGE, url: '/list?keyword=椪柑', start_time: now + 86_400 });
    expect(later.data.phase).toBe('scheduled');
    expect(await carousel()).not.toContain('湘西椪柑 冬日鲜甜');
    const ended = await op.call<{ phase: string }>('/admin/api/content/advs/save', { id, ap_id: 2, title: '湘西椪柑 冬日鲜甜', image: IMAGE, url: '/list?keyword=椪柑', start_time: now - 86_400, end_time: now - 60 });
    expect(ended.data.phase).toBe('ended');
    expect(await carousel()).not.toContain('湘西椪柑 冬日鲜甜');

    const hidden = await op.call<{ list: { id: number }[] }>('/admin/api/content/advs/list', { ap_id: 2, keyword: '椪柑' });
    expect(hidden.data.list.map((a) => a.id)).toEqual([id]);
    expect((await auditRows(db(), op.accountId, 'content.adv.hide')).at(-1)).toMatchObject({ targetId: String(id), before: { is_show: true }, after: { is_show: false } });
    expect((await auditRows(db(), op.accountId, 'content.adv.update')).at(-1)).toMatchObject({ after: { end_time: now - 60 } });

    const position = await carouselPosition();
    const off = await op.call<{ enabled: boolean; adv_count: number; kind: string }>('/admin/api/content/ad-positions/save', {
      id: position.apId,
      ap_name: position.apName,
      enabled: false,
      ap_width: position.apWidth,
      ap_height: position.apHeight,
      background: position.background,
    });
    expect(off.data).toMatchObject({ enabled: false, kind: 'carousel' });
    expect(off.data.adv_count).toBeGreaterThan(1);
    expect((await callOk(t.app, '/api/adv/detail', { keyword: 'NS_PC_INDEX' })).adv_position?.is_state).toBe(0);
    expect((await auditRows(db(), op.accountId, 'content.ad_position.update')).at(-1)).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    await op.call('/admin/api/content/ad-positions/save', { id: position.apId, ap_name: position.apName, enabled: true, ap_width: position.apWidth, ap_height: position.apHeight, background: position.background });

    expect((await op.call('/admin/api/content/advs/delete', { id })).code).toBe(0);
    expect((await op.call('/admin/api/content/advs/detail', { id })).code).toBe(ErrorCode.NOT_FOUND);
    expect(await auditRows(db(), op.accountId, 'content.adv.delete')).toHaveLength(1);
  });
});

describe('floors', () => {
  const onShelfSkus = async (n: number, onShelf = true) =>
    (
      await db()
        .select({ id: goodsSku.skuId })
        .from(goodsSku)
        .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
        .where(eq(goods.isOnShelf, onShelf))
        .orderBy(goodsSku.skuId)
        .limit(n)
    ).map((r) => r.id);

  it('refuses bad goods and the other style’s parts, changing nothing', async () => {
    const [style1] = await db().select().from(floor).where(eq(floor.style, 1)).orderBy(floor.blockId).limit(1);
    const [style3] = await db().select().from(floor).where(eq(floor.style, 3)).orderBy(floor.blockId).limit(1);
    const base1 = { id: style1.blockId, title: style1.title, is_show: true, sort: 1, left_img: style1.value.leftImg, bottom_img: style1.value.bottomImg };
    const [offShelf] = await onShelfSkus(1, false);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...base1, sku_ids: [] }, ErrorCode.INVALID_INPUT, /请至少选择 1 件商品/],
      [{ ...base1, sku_ids: [1, 1] }, ErrorCode.INVALID_INPUT, /商品有重复/],
      [{ ...base1, sku_ids: [999_999] }, ErrorCode.BUSINESS, /商品 #999999 不存在/],
      [{ ...base1, sku_ids: await onShelfSkus(9) }, ErrorCode.BUSINESS, /最多放 8 件商品/],
      [{ ...base1, sku_ids: await onShelfSkus(2), category_ids: [1] }, ErrorCode.BUSINESS, /样式 1 的楼层只有/],
      [{ ...base1, sku_ids: await onShelfSkus(2), left_img: { url: 'https://evil.example/x.png', link: '' } }, ErrorCode.INVALID_INPUT, /左侧图片必须是本站上传的图片/],
      [{ id: style3.blockId, title: style3.title, is_show: true, sku_ids: await onShelfSkus(2), images: style3.value.images, category_ids: [] }, ErrorCode.BUSINESS, /请至少选择 1 个分类/],
      [{ id: style3.blockId, title: style3.title, is_show: true, sku_ids: await onShelfSkus(2), images: style3.value.images, category_ids: [999_999] }, ErrorCode.BUSINESS, /分类 #999999 不存在/],
    ];
    if (offShelf) cases.push([{ ...base1, sku_ids: [offShelf] }, ErrorCode.BUSINESS, /已下架/]);
    for (const [body, code, message] of cases) expect(await op.call('/admin/api/content/floors/save', body), JSON.stringify(body)).toMatchObject({ code, message: expect.stringMatching(message) });
    const [after1] = await db().select().from(floor).where(eq(floor.blockId, style1.blockId));
    expect(after1).toEqual(style1);
  });

  it('a saved floor is the home’s: title, goods in the chosen order, pictures; hidden it is gone', async () => {
    const [style3] = await db().select().from(floor).where(eq(floor.style, 3)).orderBy(floor.blockId).limit(1);
    const skus = (await onShelfSkus(3)).reverse();
    const saved = await op.call<{ sku_ids: number[]; goods_count: number }>('/admin/api/content/floors/save', {
      id: style3.blockId,
      title: '湘西土特产',
      is_show: true,
      sort: 0,
      sku_ids: skus,
      images: [{ url: IMAGE, link: '/list?keyword=湘西' }],
      category_ids: style3.value.categoryIds!.slice(0, 2),
      brand_ids: [],
    });
    expect(saved).toMatchObject({ code: 0, data: { sku_ids: skus, goods_count: 3 } });
    const home = (await callOk(t.app, '/api/pc/floors', {})).find((f) => f.block_id === style3.blockId);
    expect(home).toMatchObject({ title: '湘西土特产', style: 3, images: [{ url: IMAGE, link: '/list?keyword=湘西' }] });
    expect(home!.goods_list.map((g) => g.sku_id)).toEqual(skus);
    expect((await auditRows(db(), op.accountId, 'content.floor.update')).at(-1)).toMatchObject({ before: { title: style3.title }, after: { title: '湘西土特产', sku_ids: skus } });

    await op.call('/admin/api/content/floors/save', { id: style3.blockId, title: '湘西土特产', is_show: false, sku_ids: skus, images: [{ url: IMAGE, link: '' }], category_ids: style3.value.categoryIds!.slice(0, 2) });
    expect((await callOk(t.app, '/api/pc/floors', {})).some((f) => f.block_id === style3.blockId)).toBe(false);
    const listed = await op.call<{ list: { id: number; is_show: boolean }[] }>('/admin/api/content/floors/list', {});
    expect(listed.data.list.find((f) => f.id === style3.blockId)?.is_show).toBe(false);
  });
});

describe('float layer', () => {
  it('refuses bad input; a save is what /api/pc/floatLayer answers, audited', async () => {
    const [before] = await db().select().from(siteConfig).where(eq(siteConfig.key, 'float_layer'));
    const good = { is_show: true, title: '新人专享消费帮扶券', img_url: IMAGE, url: '/coupon', number: 3 };
    for (const [body, message] of [
      [{ ...good, number: 0 }, /显示次数至少 1 次/],
      [{ ...good, img_url: 'http://evil.example/a.png' }, /浮层图片必须是本站上传的图片/],
      [{ ...good, url: 'javascript:alert(1)' }, /链接必须是/],
      [{ ...good, title: '新' }, /请填写浮层标题/],
    ] as const)
      expect(await op.call('/admin/api/content/float-layer/save', body)).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(message) });
    const [unchanged] = await db().select().from(siteConfig).where(eq(siteConfig.key, 'float_layer'));
    expect(unchanged.value).toEqual(before.value);

    const saved = await op.call<{ url: string; number: number }>('/admin/api/content/float-layer/save', { ...good, title: '年货节专享券', url: '/promotion/special', number: 5, is_show: false });
    expect(saved.data).toMatchObject({ url: '/promotion/special', number: 5 });
    const shown = await callOk(t.app, '/api/pc/floatLayer', {});
    expect(shown).toMatchObject({ is_show: false, title: '年货节专享券', number: 5 });
    expect(JSON.parse(shown!.url)).toEqual({ url: '/promotion/special' });
    expect((await op.call<{ title: string }>('/admin/api/content/float-layer/get', {})).data.title).toBe('年货节专享券');
    expect((await auditRows(db(), op.accountId, 'content.float_layer.update')).at(-1)).toMatchObject({
      before: { is_show: true, number: 3 },
      after: { is_show: false, number: 5, title: '年货节专享券' },
    });
  });
});

describe('content picture upload', () => {
  const upload = (who: Signed, url: string, file: Buffer) => uploadAs(t.app, who, url, file);

  it('运营 uploads content pictures, the super admin settings pictures; others and non-pictures are refused', async () => {
    const [operator, finance, admin] = [await signIn(t.app, 'operator'), await signIn(t.app, 'finance'), await signIn(t.app, 'admin')];
    const made = await upload(operator, '/admin/upload/content', ONE_PIXEL_PNG);
    expect(made.code, made.message).toBe(0);
    expect(made.data.path).toMatch(/^\/upload\/content\/\d+_[0-9a-f]{16}\.png$/);
    // What the upload answers is what an advert accepts.
    expect((await operator.call('/admin/api/content/advs/save', { ap_id: 2, title: '上传的广告图', image: made.data.path, url: '/' })).code).toBe(0);
    expect((await upload(admin, '/admin/upload/settings', ONE_PIXEL_PNG)).code).toBe(0);
    expect((await upload(operator, '/admin/upload/settings', ONE_PIXEL_PNG)).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await upload(finance, '/admin/upload/content', ONE_PIXEL_PNG)).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await upload(await signInShop(t.app, shopId, 'owner'), '/admin/upload/content', ONE_PIXEL_PNG)).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await upload(operator, '/admin/upload/content', Buffer.from('<svg onload="x()"/>'))).message).toContain('只能上传');
    expect((await post(t.app, '/admin/upload/content', {})).json.code).not.toBe(0);
  });
});
