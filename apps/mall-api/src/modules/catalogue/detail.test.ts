// Goods detail, recommendations, category info, brands, full reduction, evaluations, collection,
// footprint, shops and CMS pages: contract answers, login rules and bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@mall/rest-contract';
import { buildSeedData } from '../../db/seed-data';
import { buildCatalogueExtras } from '../../db/seed-catalogue';
import { SEEDED_VERIFIER } from '../../db/seed-verify';
import { callOk, login, post, testAppPerFile } from '../../test/harness';

let token: string;
const seed = buildSeedData();
/** The verification desk's seed adds one on-shelf virtual goods to its shop. */
const virtualGoodsOf = (siteId: number) => (siteId === SEEDED_VERIFIER.shopId ? 1 : 0);
const extras = buildCatalogueExtras(seed);
const onShelf = seed.goods.find((g) => g.isOnShelf && seed.skus.filter((s) => s.goodsId === g.goodsId).length >= 2)!;
const skusOf = (goodsId: number) => seed.skus.filter((s) => s.goodsId === goodsId);
const offShelf = seed.goods.find((g) => !g.isOnShelf)!;
const t = testAppPerFile();
beforeAll(async () => {
  token = await login(t.app);
});

const code = async (path: string, body: Record<string, unknown>) => (await post(t.app, path, body)).json;

describe('goods detail', () => {
  it('has everything the detail page needs, with sibling skus to switch between', async () => {
    const sku = skusOf(onShelf.goodsId)[1];
    const d = await callOk(t.app, '/api/goodssku/detail', { sku_id: sku.skuId });
    expect(d).toMatchObject({ sku_id: sku.skuId, goods_id: onShelf.goodsId, goods_name: onShelf.goodsName, is_on_shelf: true, site_id: onShelf.siteId });
    expect(d.sku_name).toBe(`${onShelf.goodsName} ${sku.specName}`);
    expect(d.price).toMatch(/^\d+\.\d{2}$/);
    expect(d.goods_image).toEqual(onShelf.goodsImage);
    expect(d.shop.site_id).toBe(onShelf.siteId);
    expect(d.sku_list.map((s) => s.sku_id)).toEqual(skusOf(onShelf.goodsId).map((s) => s.skuId));
    expect(d.spec_list[0].values.filter((v) => v.selected).map((v) => v.sku_id)).toEqual([sku.skuId]);
    expect(d.evaluate_num).toBe(extras.evaluations.filter((e) => e.goodsId === onShelf.goodsId).length);
  });

  it('introduction is rich HTML, sanitised on write', async () => {
    const d = await callOk(t.app, '/api/goodssku/detail', { sku_id: skusOf(onShelf.goodsId)[0].skuId });
    expect(d.introduction).toContain('<table>');
    expect(d.introduction).toContain('<img src="/upload/');
    expect(d.introduction).not.toMatch(/<script|onerror|\son\w+=/i);
    const stored = (await t.database.db.execute(`select content from goods where goods_id = ${onShelf.goodsId}`)) as unknown as { rows: { content: string }[] };
    expect(stored.rows[0].content).not.toMatch(/<script|onerror/i);
  });

  it('a missing sku is NOT_FOUND, an off-shelf one says so', async () => {
    expect(await code('/api/goodssku/detail', { sku_id: 9_999_999 })).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '商品不存在' });
    const off = skusOf(offShelf.goodsId)[0];
    expect(await code('/api/goodssku/detail', { sku_id: off.skuId })).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '该商品已下架' });
  });

  it('refuses bad sku ids', async () => {
    for (const sku_id of ['abc', 0, -3, 1.5, undefined]) {
      const json = await code('/api/goodssku/detail', sku_id === undefined ? {} : { sku_id });
      expect(json.code).toBe(ErrorCode.INVALID_INPUT);
      expect(json.message).toContain('sku_id');
    }
  });
});

describe('recommend, category info, brands', () => {
  it('recommended goods are recommend_way 3, best sellers first', async () => {
    const list = await callOk(t.app, '/api/goodssku/recommend', { page_size: 8 });
    expect(list).toHaveLength(8);
    expect(list.every((g) => g.recommend_way === 3)).toBe(true);
    expect(list.map((g) => g.sale_num)).toEqual([...list.map((g) => g.sale_num)].sort((a, b) => b - a));
    expect((await code('/api/goodssku/recommend', { page_size: 101 })).code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('category info gives the breadcrumb path and children', async () => {
    const leaf = seed.categories.find((c) => c.level === 3)!;
    const info = await callOk(t.app, '/api/goodscategory/info', { category_id: leaf.categoryId });
    expect(info.path.map((c) => c.level)).toEqual([1, 2, 3]);
    expect(info.path[2].category_id).toBe(leaf.categoryId);
    const top = await callOk(t.app, '/api/goodscategory/info', { category_id: info.path[0].category_id });
    expect(top.child_list.length).toBeGreaterThan(0);
    expect((await code('/api/goodscategory/info', { category_id: 99999 })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('brand wall pages, recommended first, optional category', async () => {
    const page1 = await callOk(t.app, '/api/goodsbrand/page', { page: 1, page_size: 10 });
    expect(page1.count).toBe(seed.brands.length);
    expect(page1.page_count).toBe(Math.ceil(seed.brands.length / 10));
    expect(page1.list[0].is_recommend).toBe(true);
    const page3 = await callOk(t.app, '/api/goodsbrand/page', { page: 3, page_size: 10 });
    expect(page3.list).toHaveLength(seed.brands.length - 20);
    const inCat = await callOk(t.app, '/api/goodsbrand/page', { category_id: 1, page_size: 100 });
    expect(inCat.count).toBeGreaterThan(0);
    expect(inCat.count).toBeLessThanOrEqual(seed.brands.length);
    expect((await code('/api/goodsbrand/page', { page_size: 1000 })).code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('full reduction', () => {
  it('a shop-wide rule applies to the shop and its goods', async () => {
    const m = extras.manjians.find((x) => x.type === 0 && x.rules.length === 2)!;
    const info = await callOk(t.app, '/manjian/api/manjian/info', { site_id: m.siteId });
    expect(info?.rule_list.map((r) => r.text)).toEqual(['满99减10', '满199减25']);
    expect(info?.rule_list[0]).toMatchObject({ money: '99.00', discount_money: '10.00' });
    const g = seed.goods.find((x) => x.siteId === m.siteId)!;
    expect((await callOk(t.app, '/manjian/api/manjian/info', { goods_id: g.goodsId }))?.manjian_id).toBe(m.manjianId);
  });
  it('a listed-goods rule covers only those goods; none gives null', async () => {
    const m = extras.manjians.find((x) => x.type === 1)!;
    expect((await callOk(t.app, '/manjian/api/manjian/info', { goods_id: m.goodsIds[0] }))?.manjian_id).toBe(m.manjianId);
    const other = seed.goods.find((x) => x.siteId === m.siteId && !m.goodsIds.includes(x.goodsId));
    if (other) expect(await callOk(t.app, '/manjian/api/manjian/info', { goods_id: other.goodsId })).toBeNull();
    const noRule = seed.shops.find((s) => !extras.manjians.some((x) => x.siteId === s.siteId))!;
    expect(await callOk(t.app, '/manjian/api/manjian/info', { site_id: noRule.siteId })).toBeNull();
    expect((await code('/manjian/api/manjian/info', {})).code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('evaluations', () => {
  const goodsId = [...new Set(extras.evaluations.map((e) => e.goodsId))].sort(
    (a, b) => extras.evaluations.filter((e) => e.goodsId === b).length - extras.evaluations.filter((e) => e.goodsId === a).length,
  )[0];
  const mine = extras.evaluations.filter((e) => e.goodsId === goodsId);
  it('pages newest first with images and counts by kind', async () => {
    const page = await callOk(t.app, '/api/goodsevaluate/page', { goods_id: goodsId, page: 1, page_size: 3 });
    expect(page.count).toBe(mine.length);
    expect(page.page_count).toBe(Math.ceil(mine.length / 3));
    expect(page.counts).toEqual({
      total: mine.length,
      good: mine.filter((e) => e.explainType === 1).length,
      medium: mine.filter((e) => e.explainType === 2).length,
      bad: mine.filter((e) => e.explainType === 3).length,
      image: mine.filter((e) => e.hasImage).length,
      // The average score over all of them (the goods page's aggregateRating), not just this page's.
      score: (mine.reduce((s, e) => s + e.scores, 0) / mine.length).toFixed(1),
    });
    const times = page.list.map((e) => e.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const withImages = await callOk(t.app, '/api/goodsevaluate/page', { goods_id: goodsId, has_image: 1, page_size: 100 });
    expect(withImages.list.every((e) => e.images.length > 0 && e.images.every((i) => i.startsWith('/upload/')))).toBe(true);
    const good = await callOk(t.app, '/api/goodsevaluate/page', { goods_id: goodsId, explain_type: 1, page_size: 100 });
    expect(good.count).toBe(page.counts.good);
    expect(good.list.every((e) => e.explain_type === 1)).toBe(true);
  });
  it('refuses bad filters', async () => {
    expect((await code('/api/goodsevaluate/page', { goods_id: goodsId, explain_type: 5 })).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await code('/api/goodsevaluate/page', {})).code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('collection and footprint (login)', () => {
  const sku = skusOf(onShelf.goodsId)[0];
  it('need a login', async () => {
    for (const [path, body] of [
      ['/api/goodscollect/add', { sku_id: sku.skuId }],
      ['/api/goodscollect/page', {}],
      ['/api/goodsbrowse/add', { sku_id: sku.skuId }],
      ['/api/goodsbrowse/page', {}],
      ['/api/goodsbrowse/delete', { ids: [1] }],
    ] as const) {
      expect((await code(path, body)).code).toBe(ErrorCode.TOKEN_ERROR);
    }
    expect(await callOk(t.app, '/api/goodscollect/iscollect', { goods_id: onShelf.goodsId })).toBe(false);
  });
  it('collect, check, list and remove', async () => {
    expect(await callOk(t.app, '/api/goodscollect/add', { token, sku_id: sku.skuId })).toBe(true);
    expect(await callOk(t.app, '/api/goodscollect/add', { token, sku_id: sku.skuId })).toBe(true);
    expect(await callOk(t.app, '/api/goodscollect/iscollect', { token, goods_id: onShelf.goodsId })).toBe(true);
    const page = await callOk(t.app, '/api/goodscollect/page', { token });
    expect(page.count).toBe(1);
    expect(page.list[0]).toMatchObject({ sku_id: sku.skuId, goods_id: onShelf.goodsId, is_on_shelf: true });
    expect(await callOk(t.app, '/api/goodscollect/delete', { token, goods_id: onShelf.goodsId })).toBe(true);
    expect(await callOk(t.app, '/api/goodscollect/iscollect', { token, goods_id: onShelf.goodsId })).toBe(false);
    const off = skusOf(offShelf.goodsId)[0];
    expect((await code('/api/goodscollect/add', { token, sku_id: off.skuId })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await code('/api/goodscollect/add', { token, sku_id: 9_999_999 })).code).toBe(ErrorCode.NOT_FOUND);
  });
  it('footprint keeps the latest visit per goods, newest first, and deletes own rows only', async () => {
    const other = seed.goods.find((g) => g.isOnShelf && g.goodsId !== onShelf.goodsId)!;
    await callOk(t.app, '/api/goodsbrowse/add', { token, sku_id: sku.skuId });
    await callOk(t.app, '/api/goodsbrowse/add', { token, sku_id: skusOf(other.goodsId)[0].skuId });
    await callOk(t.app, '/api/goodsbrowse/add', { token, sku_id: skusOf(onShelf.goodsId)[1].skuId });
    const page = await callOk(t.app, '/api/goodsbrowse/page', { token, page_size: 10 });
    expect(page.count).toBe(2);
    expect(page.list[0]).toMatchObject({ goods_id: onShelf.goodsId, sku_id: skusOf(onShelf.goodsId)[1].skuId });
    expect(await callOk(t.app, '/api/goodsbrowse/delete', { token, ids: [page.list[1].id, 999999] })).toBe(1);
    expect((await callOk(t.app, '/api/goodsbrowse/page', { token })).count).toBe(1);
    expect((await code('/api/goodsbrowse/delete', { token, ids: [] })).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await code('/api/goodsbrowse/delete', { token, ids: 'x' })).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await code('/api/goodsbrowse/page', { token, page: 0 })).code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('shops', () => {
  it('info with goods and fan counts; follow and unfollow', async () => {
    const info = await callOk(t.app, '/api/shop/info', { site_id: 1 });
    expect(info.site_name).toBe(seed.shops[0].siteName);
    expect(info.goods_num).toBe(seed.goods.filter((g) => g.siteId === 1 && g.isOnShelf).length + virtualGoodsOf(1));
    expect(info.fans_num).toBe(0);
    expect((await code('/api/shopmember/add', { site_id: 1 })).code).toBe(ErrorCode.TOKEN_ERROR);
    expect(await callOk(t.app, '/api/shopmember/issubscribe', { site_id: 1 })).toBe(false);
    expect(await callOk(t.app, '/api/shopmember/add', { token, site_id: 1 })).toBe(true);
    expect(await callOk(t.app, '/api/shopmember/add', { token, site_id: 1 })).toBe(true);
    expect(await callOk(t.app, '/api/shopmember/issubscribe', { token, site_id: 1 })).toBe(true);
    expect((await callOk(t.app, '/api/shop/info', { site_id: 1 })).fans_num).toBe(1);
    expect(await callOk(t.app, '/api/shopmember/delete', { token, site_id: 1 })).toBe(true);
    expect(await callOk(t.app, '/api/shopmember/issubscribe', { token, site_id: 1 })).toBe(false);
    expect((await code('/api/shop/info', { site_id: 999 })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await code('/api/shopmember/add', { token, site_id: 999 })).code).toBe(ErrorCode.NOT_FOUND);
  });
  it('batch summaries keep the asked order', async () => {
    expect((await callOk(t.app, '/api/shop/lists', { site_ids: [3, 1, 999, 3] })).map((s) => s.site_id)).toEqual([3, 1]);
    expect((await code('/api/shop/lists', { site_ids: Array.from({ length: 101 }, (_, i) => i + 1) })).code).toBe(ErrorCode.INVALID_INPUT);
  });
  it('shop street search pages with goods counts', async () => {
    const all = await callOk(t.app, '/api/shop/page2_0', { page_size: 100 });
    expect(all.count).toBe(seed.shops.length);
    const hit = await callOk(t.app, '/api/shop/page2_0', { keyword: '湘西' });
    expect(hit.count).toBe(seed.shops.filter((s) => s.siteName.includes('湘西') || s.shortname.includes('湘西')).length);
    expect(hit.list[0].goods_num).toBe(seed.goods.filter((g) => g.siteId === hit.list[0].site_id && g.isOnShelf).length + virtualGoodsOf(hit.list[0].site_id));
    const p2 = await callOk(t.app, '/api/shop/page2_0', { page: 2, page_size: 8 });
    expect(p2.list).toHaveLength(8);
    expect(p2.page_count).toBe(Math.ceil(seed.shops.length / 8));
    expect((await code('/api/shop/page2_0', { keyword: 'x'.repeat(51) })).code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('help, notice, article', () => {
  it('help by class, detail with previous and next within the class', async () => {
    const page = await callOk(t.app, '/api/help/page', { class_id: 2 });
    expect(page.list.map((h) => h.id)).toEqual(seed.helps.filter((h) => h.classId === 2).map((h) => h.id));
    expect(page.list[0].class_name).toBe('配送方式');
    const [first, second] = page.list;
    const d = await callOk(t.app, '/api/help/info', { id: second.id });
    expect(d.prev).toEqual({ id: first.id, title: first.title });
    expect(d.next?.id).toBe(page.list[2].id);
    expect((await callOk(t.app, '/api/help/info', { id: first.id })).prev).toBeNull();
    expect(d.content).toContain('<ol>');
    expect((await callOk(t.app, '/api/help/page', { page_size: 100 })).count).toBe(seed.helps.length);
    expect((await code('/api/help/info', { id: 9999 })).code).toBe(ErrorCode.NOT_FOUND);
  });
  it('notices: top first then newest, detail neighbours follow the list', async () => {
    const page = await callOk(t.app, '/api/notice/page', { page_size: 100 });
    expect(page.count).toBe(seed.notices.length);
    expect(page.list[0].is_top).toBe(true);
    for (let i = 0; i < page.list.length; i++) {
      const d = await callOk(t.app, '/api/notice/info', { id: page.list[i].id });
      expect(d.prev?.id ?? null).toBe(i > 0 ? page.list[i - 1].id : null);
      expect(d.next?.id ?? null).toBe(i < page.list.length - 1 ? page.list[i + 1].id : null);
      expect(d.content).not.toMatch(/style=|<script/);
    }
  });
  it('articles: newest first, detail neighbours, pagination', async () => {
    const p1 = await callOk(t.app, '/api/article/page', { page: 1, page_size: 4 });
    const p2 = await callOk(t.app, '/api/article/page', { page: 2, page_size: 4 });
    expect(p1.page_count).toBe(Math.ceil(seed.articles.length / 4));
    const ids = [...p1.list, ...p2.list].map((a) => a.id);
    expect(new Set(ids).size).toBe(8);
    const d = await callOk(t.app, '/api/article/info', { id: p1.list[1].id });
    expect(d.prev?.id).toBe(p1.list[0].id);
    expect(d.next?.id).toBe(p1.list[2].id);
    expect(d.content).toContain('<blockquote>');
    expect((await code('/api/article/info', { id: 'x' })).code).toBe(ErrorCode.INVALID_INPUT);
  });
});
