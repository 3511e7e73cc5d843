import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@mall/rest-contract';
import { callOk, post, testAppPerFile } from '../../test/harness';

const t = testAppPerFile();

describe('GoodsSpecial', () => {
  it('answers a zone with tabs by region and its goods in order', async () => {
    const info = await callOk(t.app, '/api/GoodsSpecial/info', { code: 'redarea' });
    expect(info.title).toBe('红色专区');
    expect(info.tab_kind).toBe('region');
    expect(info.tabs.map((x) => x.name)).toEqual(expect.arrayContaining(['江西', '湖南']));
    const page = await callOk(t.app, '/api/GoodsSpecial/goods', { code: 'redarea', page: 1, page_size: 10 });
    expect(page.list).toHaveLength(10);
    expect(page.count).toBe(info.tabs.reduce((s, x) => s + x.count, 0));
  });
  it('filters by province and by tab', async () => {
    const hunan = await callOk(t.app, '/api/GoodsSpecial/info', { code: 'redarea', province: '湖南' });
    expect(hunan.tabs.map((x) => x.name)).toEqual(['湖南']);
    const page = await callOk(t.app, '/api/GoodsSpecial/goods', { code: 'redarea', province: '江西', page_size: 100 });
    expect(page.count).toBeGreaterThan(0);
    const special = await callOk(t.app, '/api/GoodsSpecial/info', { code: 'special' });
    expect(special.tab_kind).toBe('category');
    const tab = special.tabs[0];
    const tabbed = await callOk(t.app, '/api/GoodsSpecial/goods', { code: 'special', tab: tab.name, page_size: 100 });
    expect(tabbed.count).toBe(tab.count);
    expect(tabbed.list.every((g) => g.tag_type === 1)).toBe(true);
    const none = await callOk(t.app, '/api/GoodsSpecial/goods', { code: 'special', tab: '不存在的分类' });
    expect(none).toEqual({ list: [], count: 0, page_count: 0 });
  });
  it('refuses bad input', async () => {
    expect((await post(t.app, '/api/GoodsSpecial/info', { code: 'nowhere' })).json.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await post(t.app, '/api/GoodsSpecial/info', {})).json.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await post(t.app, '/api/GoodsSpecial/goods', { code: 'special', page: 0 })).json.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await post(t.app, '/api/GoodsSpecial/goods', { code: 'special', page_size: 101 })).json.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await post(t.app, '/api/GoodsSpecial/goods', { code: 'special', tab: 'x'.repeat(33) })).json.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('fresh hall', () => {
  it('has a delivery note, category tabs and goods', async () => {
    const info = await callOk(t.app, '/api/fresh/info');
    expect(info.notice).toContain('冷链');
    expect(info.tabs.length).toBeGreaterThanOrEqual(2);
    const page = await callOk(t.app, '/api/fresh/goods', { tab: info.tabs[1].name });
    expect(page.count).toBe(info.tabs[1].count);
  });
});

describe('projects and news', () => {
  it('lists projects with progress and shows one with its goods', async () => {
    const page = await callOk(t.app, '/api/project/page', { page: 1, page_size: 10 });
    expect(page.count).toBe(6);
    const done = page.list.find((p) => p.status === 2);
    expect(done?.progress).toBe(100);
    const detail = await callOk(t.app, '/api/project/info', { id: page.list[0].project_id });
    expect(detail.images.length).toBeGreaterThan(0);
    expect(detail.goods.length).toBeGreaterThan(0);
    expect(detail.content).toContain('<p>');
  });
  it('answers NOT_FOUND and refuses bad ids', async () => {
    expect((await post(t.app, '/api/project/info', { id: 999_999 })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/api/project/info', { id: 2_147_483_648 })).json.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await post(t.app, '/api/project/info', { id: 'x' })).json.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await post(t.app, '/api/project/newsInfo', { id: -1 })).json.code).toBe(ErrorCode.INVALID_INPUT);
  });
  it('news: newest first, previous and next follow the list', async () => {
    const page = await callOk(t.app, '/api/project/newsPage', { page: 1, page_size: 20 });
    const times = page.list.map((n) => n.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await callOk(t.app, '/api/project/newsInfo', { id: page.list[1].id });
    expect(second.prev?.id).toBe(page.list[0].id);
    expect(second.next?.id).toBe(page.list[2].id);
    const first = await callOk(t.app, '/api/project/newsInfo', { id: page.list[0].id });
    expect(first.prev).toBeNull();
  });
});

describe('meal plan', () => {
  it('answers packages whose price is below the items', async () => {
    const list = await callOk(t.app, '/api/Xgh/mealPlan');
    expect(list.length).toBe(4);
    for (const p of list) {
      expect(p.items.length).toBeGreaterThan(0);
      expect(Number(p.package_price)).toBeLessThan(Number(p.original_price));
    }
    expect((await callOk(t.app, '/api/Xgh/mealPlan', { people: 3 })).map((p) => p.people)).toEqual([3]);
    expect((await post(t.app, '/api/Xgh/mealPlan', { people: 0 })).json.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('pcDiy/getView', () => {
  it('answers valid components, resolves goods lists and skips unknown ones', async () => {
    const page = await callOk(t.app, '/api/pcDiy/getView', { id: 1 });
    const types = page.components.map((c) => (c as { type: string }).type);
    expect(types).toContain('goodsList');
    const list = page.components.find((c) => (c as { type: string }).type === 'goodsList') as { skuIds: number[] };
    expect(list.skuIds.length).toBe(8);
    expect(page.goods.map((g) => g.sku_id)).toEqual(expect.arrayContaining(list.skuIds));
    const second = await callOk(t.app, '/api/pcDiy/getView', { id: 2 });
    expect(second.components.map((c) => (c as { type: string }).type)).not.toContain('liveStream');
  });
  it('answers NOT_FOUND for a missing page and refuses a bad id', async () => {
    expect((await post(t.app, '/api/pcDiy/getView', { id: 404 })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/api/pcDiy/getView', {})).json.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('home links', () => {
  it('the navigation and the floors reach the zones and the fresh hall', async () => {
    const nav = await callOk(t.app, '/api/pc/navList');
    expect(nav.map((n) => n.nav_url).join(' ')).toContain('/promotion/redarea');
    const links = JSON.stringify(await callOk(t.app, '/api/pc/floors'));
    for (const href of ['/ourfresh', '/promotion/redarea', '/promotion/special', '/promotion/eastwest']) expect(links).toContain(href);
  });
});
