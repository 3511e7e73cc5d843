// Zones, the fresh hall, projects, news and meal packages through the console calls: 运营 and
// 超级管理员 edit them, every other role (and the county site's account) is refused; bad input changes
// nothing; what is saved is what /api/GoodsSpecial, /api/fresh, /api/project and /api/Xgh answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleErrorCode, ErrorCode, ROLE_DEFINITIONS, zonesEndpoints, type ConsoleRole } from '@mall/rest-contract';
import { callOk, post, testAppPerFile } from '../../test/harness';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';

const t = testAppPerFile();
const ROLES: ConsoleRole[] = ['super_admin', 'operator', 'finance', 'service_lead', 'shop_owner', 'site_editor'];
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
beforeAll(async () => {
  for (const role of ROLES) callers[role] = await consoleCaller(t.app, t.database.db, role, role === 'shop_owner' ? 1 : null, role === 'site_editor' ? 3 : null);
});

const skus = async (n: number) => (await callOk(t.app, '/api/goodssku/page', { page: 1, page_size: n })).list;

describe('zones in the console', () => {
  it('each call answers each role as ROLE_DEFINITIONS says', async () => {
    const bodies: Record<string, Record<string, unknown>> = {
      '/admin/api/zones/detail': { code: 'fresh' },
      '/admin/api/zones/save': { code: 'nozone', title: '测试' },
      '/admin/api/zones/goods/set': { code: 'nozone', goods: [] },
      '/admin/api/projects/detail': { project_id: 999_999 },
      '/admin/api/projects/save': { project_id: 999_999, title: '测试项目', place: '测试地点', target_amount: '100', raised_amount: 0, status: 1 },
      '/admin/api/news/detail': { news_id: 999_999 },
      '/admin/api/news/save': { news_id: 999_999, title: '测试资讯', content: '<p>正文</p>' },
      '/admin/api/news/delete': { news_id: 999_999 },
      '/admin/api/projects/show': { project_id: 999_999, is_show: false },
      '/admin/api/meals/save': { package_id: 999_999, title: '测试套餐', people: 2, package_price: '1', items: [{ sku_id: 999_999, num: 1 }] },
    };
    for (const [path, call] of Object.entries(zonesEndpoints)) {
      for (const role of ROLES) {
        const answer = await callers[role].call(path, bodies[path] ?? {});
        if (!ROLE_DEFINITIONS[role].actions.includes(call.permission as never)) expect(answer.code, `${role} ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
        else expect([0, ErrorCode.NOT_FOUND, ErrorCode.BUSINESS, ErrorCode.INVALID_INPUT], `${role} ${path} ${answer.message}`).toContain(answer.code);
      }
    }
  });

  it('the fresh hall’s goods and notice are set in the console and the storefront follows', async () => {
    const op = callers.operator;
    const list = await skus(3);
    const goods = list.map((g, i) => ({ sku_id: g.sku_id, tab: i === 0 ? '当季水果' : '肉禽蛋品' }));
    const set = await op.call<{ goods: { sku_id: number }[] }>('/admin/api/zones/goods/set', { code: 'fresh', goods });
    expect(set.code, set.message).toBe(0);
    const info = await callOk(t.app, '/api/fresh/info', {});
    expect(info.tabs.map((tab) => tab.name)).toEqual(['当季水果', '肉禽蛋品']);
    expect((await callOk(t.app, '/api/fresh/goods', { page: 1, page_size: 10 })).list.map((g) => g.sku_id)).toEqual(list.map((g) => g.sku_id));
    const saved = await op.call('/admin/api/zones/save', { code: 'fresh', title: '生鲜馆', subtitle: '产地直采 新鲜到家', notice: '年前最后发货日：腊月二十六', banner: '/upload/zone/fresh_banner.svg' });
    expect(saved.code, saved.message).toBe(0);
    expect((await callOk(t.app, '/api/fresh/info', {})).notice).toBe('年前最后发货日：腊月二十六');
    for (const [body, message] of [
      [{ code: 'fresh', goods: [goods[0], goods[0]] }, /重复/],
      [{ code: 'fresh', goods: [{ sku_id: list[0]!.sku_id, tab: '' }] }, /分类标签/],
      [{ code: 'nozone', goods: [] }, /专区不存在/],
    ] as const) {
      expect(await op.call('/admin/api/zones/goods/set', body)).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(message) });
    }
    expect(await op.call('/admin/api/zones/goods/set', { code: 'fresh', goods: [{ sku_id: 999_999, tab: '水果' }] })).toMatchObject({ code: ErrorCode.BUSINESS, message: '商品规格 999999 不存在' });
    expect(await op.call('/admin/api/zones/goods/set', { code: 'redarea', goods: [{ sku_id: list[0]!.sku_id, tab: '江西' }] })).toMatchObject({ code: ErrorCode.BUSINESS, message: expect.stringMatching(/须填写省份/) });
    expect((await callOk(t.app, '/api/fresh/goods', { page: 1, page_size: 10 })).list).toHaveLength(3);
    expect((await auditRows(t.database.db, op.accountId, 'zones.goods.set')).at(-1)).toMatchObject({ after: { sku_ids: list.map((g) => g.sku_id) } });
  });

  it('a project with its progress and a news item are created and shown; the rules are checked', async () => {
    const op = callers.operator;
    const base = { title: '十八洞村猕猴桃冷库建设', place: '湖南湘西花垣县十八洞村', beneficiaries: 320, target_amount: '200000', raised_amount: '50000.50', status: 1, content: '<p onclick="x()">建设 500 吨冷库<script>1</script></p>' };
    expect(await op.call('/admin/api/projects/save', { ...base, status: 0 })).toMatchObject({ code: ErrorCode.BUSINESS, message: '筹备中的项目还没有开始筹款，已筹金额应为 0' });
    expect(await op.call('/admin/api/projects/save', { ...base, status: 2 })).toMatchObject({ code: ErrorCode.BUSINESS, message: '已筹金额未达到目标金额，项目不能标记为已完成' });
    expect(await op.call('/admin/api/projects/save', { ...base, target_amount: '-5' })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/目标金额/) });
    const made = await op.call<{ project_id: number; progress: number; content: string }>('/admin/api/projects/save', base);
    // The project's goods: existing skus only, answered in order with their names (the console's goods picker shows them).
    const [first, second] = await skus(2);
    expect(await op.call('/admin/api/projects/save', { ...base, sku_ids: [999_999] })).toMatchObject({ code: ErrorCode.BUSINESS, message: '商品规格 999999 不存在' });
    const withGoods = await op.call<{ project_id: number; goods: { sku_id: number; sku_name: string }[] }>('/admin/api/projects/save', { ...base, title: '十八洞村猕猴桃分拣中心', sku_ids: [second!.sku_id, first!.sku_id] });
    expect(withGoods.data.goods.map((g) => g.sku_id)).toEqual([second!.sku_id, first!.sku_id]);
    expect(withGoods.data.goods[0]!.sku_name).toContain(second!.goods_name);
    expect((await callOk(t.app, '/api/project/info', { id: withGoods.data.project_id })).goods.map((g) => g.sku_id)).toEqual([second!.sku_id, first!.sku_id]);
    expect(made.code, made.message).toBe(0);
    expect(made.data.progress).toBe(25);
    expect(made.data.content).not.toMatch(/script|onclick/);
    const shown = await callOk(t.app, '/api/project/info', { id: made.data.project_id });
    expect(shown).toMatchObject({ raised_amount: '50000.50', progress: 25 });

    expect(await op.call('/admin/api/news/save', { title: '空正文', content: '<script>1</script>' })).toMatchObject({ code: ErrorCode.BUSINESS, message: '正文清理后为空，请填写文字内容' });
    const news = await op.call<{ news_id: number }>('/admin/api/news/save', { title: '湘西猕猴桃丰收 消费帮扶助农增收', source: '湘西日报', content: '<p>今年十八洞村猕猴桃喜获丰收。</p>' });
    expect(news.code, news.message).toBe(0);
    expect((await callOk(t.app, '/api/project/newsPage', { page: 1, page_size: 5 })).list[0]?.id).toBe(news.data.news_id);
    expect((await op.call('/admin/api/news/delete', { news_id: news.data.news_id })).code).toBe(0);
    expect((await post(t.app, '/api/project/newsInfo', { id: news.data.news_id })).json.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a meal package must cost less than its goods and the meal hall shows it', async () => {
    const op = callers.operator;
    const [a, b] = await skus(2);
    const sum = (Math.round(Number(a!.discount_price) * 100) + Math.round(Number(b!.discount_price) * 100) * 2) / 100;
    const items = [
      { sku_id: a!.sku_id, num: 1 },
      { sku_id: b!.sku_id, num: 2 },
    ];
    expect(await op.call('/admin/api/meals/save', { title: '三口之家年夜饭', people: 3, package_price: String(sum), items })).toMatchObject({ code: ErrorCode.BUSINESS, message: expect.stringMatching(/套餐价须低于/) });
    expect(await op.call('/admin/api/meals/save', { title: '三口之家年夜饭', people: 0, package_price: '1', items })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/用餐人数至少 1 人/) });
    expect(await op.call('/admin/api/meals/save', { title: '三口之家年夜饭', people: 3, package_price: '1', items: [] })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/至少包含 1 件/) });
    const made = await op.call<{ package_id: number }>('/admin/api/meals/save', { title: '三口之家年夜饭', people: 3, package_price: (sum - 1).toFixed(2), items });
    expect(made.code, made.message).toBe(0);
    expect((await callOk(t.app, '/api/Xgh/mealPlan', { people: 3 })).map((p) => p.package_id)).toContain(made.data.package_id);
    await op.call('/admin/api/meals/save', { package_id: made.data.package_id, title: '三口之家年夜饭', people: 3, package_price: (sum - 1).toFixed(2), items, is_show: false });
    expect((await callOk(t.app, '/api/Xgh/mealPlan', { people: 3 })).map((p) => p.package_id)).not.toContain(made.data.package_id);
  });

  it('显示 switch of a project: hidden, it leaves /promotion/projectList and its page answers 404; bad ids change nothing', async () => {
    const op = callers.operator;
    const made = await op.call<{ project_id: number; is_show: boolean }>('/admin/api/projects/save', { title: '保靖黄金茶加工厂扩建', place: '湖南湘西保靖县吕洞山镇', target_amount: '80000', raised_amount: 0, status: 0 });
    expect(made.code, made.message).toBe(0);
    expect(made.data.is_show).toBe(true);
    const id = made.data.project_id;
    const listed = async () => (await callOk(t.app, '/api/project/page', { page: 1, page_size: 100 })).list.map((p) => p.project_id);
    expect(await listed()).toContain(id);
    const countBefore = (await callOk(t.app, '/api/project/page', { page: 1, page_size: 1 })).count;
    expect(await op.call('/admin/api/projects/show', { project_id: id, is_show: false })).toMatchObject({ code: 0, data: { project_id: id, is_show: false } });
    expect(await listed()).not.toContain(id);
    expect((await callOk(t.app, '/api/project/page', { page: 1, page_size: 1 })).count).toBe(countBefore - 1);
    expect((await post(t.app, '/api/project/info', { id })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await op.call<{ list: { project_id: number; is_show: boolean }[] }>('/admin/api/projects/list', { keyword: '保靖黄金茶加工厂' })).data.list).toEqual([expect.objectContaining({ project_id: id, is_show: false })]);
    expect((await auditRows(t.database.db, op.accountId, 'projects.show')).at(-1)).toMatchObject({ targetId: String(id), before: { is_show: true }, after: { is_show: false } });
    for (const [body, code] of [
      [{ project_id: 999_999, is_show: true }, ErrorCode.NOT_FOUND],
      [{ project_id: 'x', is_show: true }, ErrorCode.INVALID_INPUT],
      [{ project_id: id, is_show: 1 }, ErrorCode.INVALID_INPUT],
    ] as const) {
      expect((await op.call('/admin/api/projects/show', body)).code, JSON.stringify(body)).toBe(code);
    }
    for (const role of ['finance', 'service_lead', 'shop_owner', 'site_editor'] as const) expect((await callers[role].call('/admin/api/projects/show', { project_id: id, is_show: true })).code, role).toBe(ConsoleErrorCode.FORBIDDEN);
    expect(await listed()).not.toContain(id);
    expect((await callers.super_admin.call('/admin/api/projects/show', { project_id: id, is_show: true })).code).toBe(0);
    expect(await listed()).toContain(id);
  });
});
