// Branch sites, regions, shop storefront extras and support units: contract answers on the
// seeded database, and bad input that answers a negative code with a Chinese message.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import { callOk, login, post, testAppPerFile } from '../../test/harness';
import { rowsOf } from '../search/rows';
import { REGION_MEMBER, REGION_SITES } from '../../db/seed-region';

const t = testAppPerFile();

const answer = async (path: string, body: Record<string, unknown>) => (await post(t.app, path, body)).json;

describe('branch sites', () => {
  it('lists 3+ city sites and 6+ district sites with province and initial', async () => {
    const all = await callOk(t.app, '/city/api/Website/lists', {});
    expect(all.filter((w) => w.website_type === 1).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((w) => w.website_type === 2).length).toBeGreaterThanOrEqual(6);
    expect(all.find((w) => w.site_id === 3)).toMatchObject({ title: '保靖县分站', province_name: '湖南省', initial: 'B', parent_site_id: 1 });
    const cities = await callOk(t.app, '/city/api/Website/lists', { website_type: 1 });
    expect(cities.every((w) => w.website_type === 1)).toBe(true);
    const found = await callOk(t.app, '/city/api/Website/lists', { keyword: '恩施' });
    expect(new Set(found.map((w) => w.title))).toEqual(new Set(['恩施市分站', '恩施州分站']));
  });

  it('answers a city detail with web_domain, and the site type', async () => {
    expect(await callOk(t.app, '/city/api/Website/detail', { site_id: 2 })).toMatchObject({ site_id: 2, type: 1, web_domain: 'ganzhou', is_back_index: 1 });
    expect(await callOk(t.app, '/city/api/website/websiteType', { site_id: 3 })).toEqual({ type: 2 });
  });

  it('every site has banners and 8 recommended goods', async () => {
    for (const s of REGION_SITES) {
      expect((await callOk(t.app, '/city/api/WebsiteBanner/bannerList', { site_id: s.siteId })).length).toBe(3);
      const page = await callOk(t.app, '/city/api/WebsiteRecommendGoods/recommendGoodsList', { site_id: s.siteId, page_size: 4 });
      expect(page.count).toBe(8);
      expect(page.list).toHaveLength(4);
      expect(page.page_count).toBe(2);
    }
  });

  it('the home carousel gives each site its first goods', async () => {
    const items = await callOk(t.app, '/city/api/Website/carousel', { site_num: 10, goods_num: 4 });
    expect(items.length).toBe(REGION_SITES.length);
    expect(items.every((i) => i.goods_list.length === 4)).toBe(true);
  });

  it('refuses bad input and unknown sites', async () => {
    expect(await answer('/city/api/Website/detail', { site_id: 'abc' })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('站点编号') });
    expect(await answer('/city/api/Website/detail', { site_id: 2_147_483_648 })).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    expect(await answer('/city/api/Website/detail', { site_id: 9999 })).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '分站不存在' });
    expect(await answer('/city/api/WebsiteBanner/bannerList', { site_id: -1 })).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    expect(await answer('/city/api/Website/lists', { website_type: 3 })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('站点类型只能是 0、1 或 2') });
    expect(await answer('/city/api/Website/lists', { keyword: '长'.repeat(51) })).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    expect(await answer('/city/api/Website/carousel', { site_num: 21 })).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    expect(await answer('/city/api/WebsiteRecommendGoods/recommendGoodsList', { site_id: 1, page_size: 1000 })).toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });
});

describe('regions', () => {
  it('lists regions with shop and goods counts; a city region includes its districts', async () => {
    const regions = await callOk(t.app, '/fupin/api/Region/lists', {});
    const xiangxi = regions.find((r) => r.site_id === 1)!;
    const baojing = regions.find((r) => r.site_id === 3)!;
    expect(baojing.shop_num).toBeGreaterThanOrEqual(1);
    expect(xiangxi.shop_num).toBeGreaterThan(baojing.shop_num);
  });

  it('region info has a category tree of up to 3 levels and the district sites', async () => {
    const info = await callOk(t.app, '/fupin/api/Region/info', { site_id: 1 });
    expect(info.site).toMatchObject({ title: '湘西州分站', shortname: '湘西馆' });
    expect(info.site.welcome).not.toBe('');
    expect(info.category_tree.length).toBeGreaterThan(0);
    expect(info.category_tree[0].child_list[0].child_list[0].level).toBe(3);
    expect(info.children.map((c) => c.site_id).sort()).toEqual([3, 5]);
  });

  it('filters region goods by district and category', async () => {
    const all = await callOk(t.app, '/fupin/api/Region/goodsPage', { site_id: 1 });
    const district = await callOk(t.app, '/fupin/api/Region/goodsPage', { site_id: 1, district_id: 3 });
    expect(all.count).toBeGreaterThan(district.count);
    expect(district.count).toBeGreaterThan(0);
    const info = await callOk(t.app, '/fupin/api/Region/info', { site_id: 1 });
    const top = info.category_tree[0];
    const byCategory = await callOk(t.app, '/fupin/api/Region/goodsPage', { site_id: 1, shop_category_id: top.category_id, category_level: 1 });
    expect(byCategory.count).toBeGreaterThan(0);
    expect(byCategory.count).toBeLessThanOrEqual(all.count);
  });

  it('refuses a district of another region and bad levels', async () => {
    expect(await answer('/fupin/api/Region/goodsPage', { site_id: 1, district_id: 6 })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '该城市或区县不属于此地区' });
    expect(await answer('/fupin/api/Region/goodsPage', { site_id: 1, shop_category_id: 1, category_level: 4 })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('分类级别只能是 1 到 3') });
    expect(await answer('/fupin/api/Region/info', { site_id: 0 })).toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });
});

describe('shop storefront', () => {
  it("answers the shop's own categories (店内分类), whose ids filter its goods; stores only for shops that have them", async () => {
    const tree = await callOk(t.app, '/api/shopgoodscategory/tree', { site_id: 1 });
    // seed-shop-self's tree of shop 1, in the shop's order: not the platform's categories.
    expect(tree.map((c) => c.category_name)).toEqual(['黄金茶', '茶礼盒', '湘西山货']);
    expect(tree[0]).toMatchObject({ level: 1, child_list: [expect.objectContaining({ category_name: '明前春茶', level: 2 }), expect.objectContaining({ category_name: '夏秋茶', level: 2 })] });
    // A shop without its own categories answers an empty tree.
    expect(await callOk(t.app, '/api/shopgoodscategory/tree', { site_id: 5 })).toEqual([]);
    // The seed files goods of shop 1 under 明前春茶: the child and its top category find them, a sibling none.
    const child = tree[0].child_list[0].category_id;
    const [own] = await rowsOf<{ n: number }>(t.database.db.execute(sql`select count(*)::int as n from goods where site_id = 1 and is_on_shelf and shop_category_id = ${child}`));
    const filed = await callOk(t.app, '/api/goodssku/page', { site_id: 1, shop_category_id: child });
    expect(filed.count).toBeGreaterThan(0);
    expect(filed.count).toBe(Number(own.n));
    expect((await callOk(t.app, '/api/goodssku/page', { site_id: 1, shop_category_id: tree[0].category_id })).list.map((g) => g.goods_id).sort()).toEqual(filed.list.map((g) => g.goods_id).sort());
    expect((await callOk(t.app, '/api/goodssku/page', { site_id: 1, shop_category_id: tree[0].child_list[1].category_id })).count).toBe(0);
    expect(await answer('/api/goodssku/page', { shop_category_id: 'x' })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('店内分类编号') });
    expect((await callOk(t.app, '/api/store/page2_0', { site_id: 1 })).count).toBe(2);
    expect((await callOk(t.app, '/api/store/page2_0', { site_id: 5 })).count).toBe(0);
    expect(await callOk(t.app, '/api/shop/stat', { site_id: 1 })).toMatchObject({ store_num: 2, score: expect.stringMatching(/^\d\.\d$/) });
  });

  it('lists shops by branch site and category', async () => {
    const all = await callOk(t.app, '/api/shop/listPage', { page_size: 100 });
    const region = await callOk(t.app, '/api/shop/listPage', { site_id: 1 });
    expect(region.count).toBeGreaterThan(0);
    expect(region.count).toBeLessThan(all.count);
    const [goods1] = await rowsOf<{ category_id_1: number }>(t.database.db.execute(sql`select category_id_1 from goods where site_id = 1 and is_on_shelf limit 1`));
    const byCat = await callOk(t.app, '/api/shop/listPage', { shop_category_id: Number(goods1.category_id_1), category_level: 1, page_size: 100 });
    expect(byCat.list.map((s) => s.site_id)).toContain(1);
  });

  it('refuses bad input', async () => {
    expect(await answer('/api/shopgoodscategory/tree', { site_id: 'x' })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('店铺编号') });
    expect(await answer('/api/store/page2_0', { site_id: 99999 })).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await answer('/api/shop/listPage', { category_level: 0, shop_category_id: 1 })).toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });

  it('the region member can follow and unfollow a shop', async () => {
    const token = await login(t.app, REGION_MEMBER.username, REGION_MEMBER.password);
    expect((await post(t.app, '/api/shopmember/add', { site_id: 1, token })).json).toMatchObject({ code: 0, data: true });
    expect((await post(t.app, '/api/shopmember/issubscribe', { site_id: 1, token })).json).toMatchObject({ code: 0, data: true });
    expect((await post(t.app, '/api/shopmember/delete', { site_id: 1, token })).json).toMatchObject({ code: 0, data: true });
    expect((await post(t.app, '/api/shopmember/issubscribe', { site_id: 1, token })).json).toMatchObject({ code: 0, data: false });
  });
});

describe('support units', () => {
  it('has a category tree and six units, filtered by category including descendants', async () => {
    const tree = await callOk(t.app, '/fupin/api/Support/categoryTree', {});
    expect(tree.map((c) => c.category_name)).toEqual(['中央单位', '地方单位']);
    expect(tree[0].child_list.length).toBe(2);
    expect((await callOk(t.app, '/fupin/api/Support/page', {})).count).toBe(6);
    expect((await callOk(t.app, '/fupin/api/Support/page', { category_id: 1 })).count).toBe(4);
    expect((await callOk(t.app, '/fupin/api/Support/page', { category_id: 6 })).count).toBe(1);
  });

  it('answers a unit and the goods it supports', async () => {
    const unit = await callOk(t.app, '/fupin/api/Support/info', { support_id: 1 });
    expect(unit.support_name).toContain('帮扶');
    const goods = await callOk(t.app, '/fupin/api/Support/goodsPage', { support_id: 1 });
    expect(goods.count).toBe(unit.goods_num);
    expect(goods.count).toBeGreaterThan(0);
  });

  it('refuses bad input and unknown units', async () => {
    expect(await answer('/fupin/api/Support/info', { support_id: 99 })).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '帮扶单位不存在' });
    expect(await answer('/fupin/api/Support/info', {})).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    expect(await answer('/fupin/api/Support/page', { page: 0 })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('页码必须大于等于 1') });
  });
});
