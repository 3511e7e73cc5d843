// Micro pages through the console calls (fastify inject): 运营 and 超级管理员 build them, every other
// role is refused; a block the storefront's renderer does not know (or one it would misread) refuses
// the save with a message and changes nothing; a draft is invisible at /api/pcDiy/getView until
// published, and the storefront then answers exactly the published blocks; every write is audited.
import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleErrorCode, ErrorCode, pagesEndpoints, ROLE_DEFINITIONS, type ConsoleRole } from '@mall/rest-contract';
import { callOk, post, testAppPerFile } from '../../test/harness';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';

const t = testAppPerFile();
const ROLES: ConsoleRole[] = ['super_admin', 'operator', 'finance', 'service_lead', 'shop_owner', 'site_editor'];
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
beforeAll(async () => {
  for (const role of ROLES) callers[role] = await consoleCaller(t.app, t.database.db, role, role === 'shop_owner' ? 1 : null, role === 'site_editor' ? 1 : null);
});

const THREE_BLOCKS = [
  { type: 'notice', text: '年货节期间全场包邮，1 月 20 日前下单春节前送达。', link: '/cms/notice' },
  { type: 'richText', html: '<p onclick="steal()">每一单都是<strong>帮扶</strong><script>alert(1)</script></p>' },
  { type: 'blank', size: 'lg' },
];

describe('micro pages in the console', () => {
  it('each call answers each role as ROLE_DEFINITIONS says', async () => {
    for (const [path, call] of Object.entries(pagesEndpoints)) {
      const body = path.endsWith('/save') ? { id: 999_999, title: '测试页面', blocks: [] } : path.endsWith('/publish') ? { id: 999_999, publish: true } : path.endsWith('/detail') ? { id: 999_999 } : path.endsWith('/preview') ? { blocks: [] } : {};
      for (const role of ROLES) {
        const answer = await callers[role].call(path, body);
        const allowed = call.permission === 'session' || ROLE_DEFINITIONS[role].actions.includes(call.permission as never);
        if (!allowed) expect(answer.code, `${role} ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
        else expect(answer.code, `${role} ${path} ${answer.message}`).toBe(/\/(save|publish|detail)$/.test(path) ? ErrorCode.NOT_FOUND : 0);
      }
    }
  });

  it('refuses bad pages with a message naming the block, and saves nothing', async () => {
    const op = callers.operator;
    const before = (await op.call<{ count: number }>('/admin/api/pages/list', {})).data.count;
    for (const [blocks, message] of [
      [[{ type: 'liveStream', roomId: 12 }], /第 1 个组件的类型「liveStream」前台无法显示/],
      [[THREE_BLOCKS[0], { text: '没有类型' }], /第 2 个组件的类型「无」前台无法显示/],
      [[{ type: 'banner', images: [] }], /第 1 个组件（轮播图）：图片至少 1 项/],
      [[{ type: 'notice', text: '点这里', link: 'javascript:alert(1)' }], /第 1 个组件（公告）：链接只能是站内路径或 http\(s\) 地址/],
      [[{ type: 'goodsList', source: 'pick', skuIds: [0] }], /第 1 个组件（商品列表）：商品不能小于 1/],
      [[{ type: 'blank', size: 'huge' }], /第 1 个组件（辅助空白）：高度不正确/],
      [Array.from({ length: 41 }, () => ({ type: 'blank' })), /最多 40 个组件/],
      ['不是数组', /组件列表必须是数组/],
    ] as const) {
      expect(await op.call('/admin/api/pages/save', { title: '坏页面', blocks }), JSON.stringify(blocks).slice(0, 60)).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(message) });
    }
    expect(await op.call('/admin/api/pages/save', { title: '', blocks: [] })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/页面名称/) });
    expect((await op.call<{ count: number }>('/admin/api/pages/list', {})).data.count).toBe(before);
  });

  it('a draft is hidden from the storefront until published; the storefront then shows the published blocks', async () => {
    const op = callers.operator;
    const saved = await op.call<{ id: number; state: string; blocks: { type: string; html?: string }[]; url: string }>('/admin/api/pages/save', { title: '春节年货节', blocks: THREE_BLOCKS });
    expect(saved.code, saved.message).toBe(0);
    const { id } = saved.data;
    expect(saved.data).toMatchObject({ state: 'draft', url: `/promotion/pcdiy?id=${id}` });
    expect(saved.data.blocks[1].html).toContain('<strong>帮扶</strong>');
    expect(saved.data.blocks[1].html).not.toMatch(/script|onclick/);
    expect((await post(t.app, '/api/pcDiy/getView', { id })).json.code).toBe(ErrorCode.NOT_FOUND);

    expect((await op.call<{ state: string }>('/admin/api/pages/publish', { id, publish: true })).data.state).toBe('published');
    const shown = await callOk(t.app, '/api/pcDiy/getView', { id });
    expect(shown.components.map((c) => (c as { type: string }).type)).toEqual(['notice', 'richText', 'blank']);
    expect(await op.call('/admin/api/pages/publish', { id, publish: true })).toMatchObject({ code: ErrorCode.BUSINESS, message: '该页面已发布，没有新的修改' });

    // A new draft of a published page leaves the storefront on the published blocks until it is published.
    const moved = [THREE_BLOCKS[2], THREE_BLOCKS[0]];
    expect((await op.call<{ state: string }>('/admin/api/pages/save', { id, title: '春节年货节', blocks: moved })).data.state).toBe('changed');
    expect((await callOk(t.app, '/api/pcDiy/getView', { id })).components).toHaveLength(3);
    await op.call('/admin/api/pages/publish', { id, publish: true });
    expect((await callOk(t.app, '/api/pcDiy/getView', { id })).components.map((c) => (c as { type: string }).type)).toEqual(['blank', 'notice']);

    expect((await op.call<{ state: string }>('/admin/api/pages/publish', { id, publish: false })).data.state).toBe('draft');
    expect((await post(t.app, '/api/pcDiy/getView', { id })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect(await op.call('/admin/api/pages/publish', { id, publish: false })).toMatchObject({ code: ErrorCode.BUSINESS, message: '该页面未发布' });

    const listed = await op.call<{ list: { id: number; state: string }[] }>('/admin/api/pages/list', { keyword: '年货节', state: 'draft' });
    expect(listed.data.list.map((p) => p.id)).toContain(id);
    expect(await auditRows(t.database.db, op.accountId, 'pages.create')).toHaveLength(1);
    expect(await auditRows(t.database.db, op.accountId, 'pages.publish')).toHaveLength(2);
    expect((await auditRows(t.database.db, op.accountId, 'pages.save')).at(-1)).toMatchObject({ before: { blocks: ['notice', 'richText', 'blank'] }, after: { blocks: ['blank', 'notice'] } });
    expect(await auditRows(t.database.db, op.accountId, 'pages.withdraw')).toHaveLength(1);
  });

  it('an empty page cannot be published', async () => {
    const op = callers.operator;
    const { data } = await op.call<{ id: number }>('/admin/api/pages/save', { title: '空白页面', blocks: [] });
    expect(await op.call('/admin/api/pages/publish', { id: data.id, publish: true })).toMatchObject({ code: ErrorCode.BUSINESS, message: '页面还没有组件，请先添加组件再发布' });
  });

  it('previews as the storefront reads: a category goods list becomes its goods, an unfinished block is skipped and named', async () => {
    const op = callers.operator;
    const categories = (await op.call<{ category_id: number; level: number }[]>('/admin/api/picker/categories')).data;
    const top = categories.find((c) => c.level === 1)!;
    const preview = await op.call<{ blocks: { type: string; skuIds?: number[] }[]; goods: { sku_id: number }[]; skipped: { index: number; type: string }[] }>('/admin/api/pages/preview', {
      blocks: [{ type: 'goodsList', title: '精选', source: 'rule', rule: { categoryId: top.category_id, sort: 'sales', limit: 4 } }, { type: 'banner', images: [] }],
    });
    expect(preview.code, preview.message).toBe(0);
    expect(preview.data.blocks).toHaveLength(1);
    expect(preview.data.blocks[0].skuIds!.length).toBeGreaterThan(0);
    expect(preview.data.goods.map((g) => g.sku_id)).toEqual(expect.arrayContaining(preview.data.blocks[0].skuIds!));
    expect(preview.data.skipped).toMatchObject([{ index: 1, type: 'banner' }]);
  });

  it('the goods picker finds skus by name and by id, and refuses bad filters', async () => {
    const op = callers.operator;
    const found = await op.call<{ list: { sku_id: number; sku_name: string }[]; count: number }>('/admin/api/picker/skus', { keyword: '猕猴桃', page_size: 5 });
    expect(found.data.count).toBeGreaterThan(0);
    expect(found.data.list.every((s) => s.sku_name.includes('猕猴桃'))).toBe(true);
    const ids = found.data.list.slice(0, 2).map((s) => s.sku_id);
    expect((await op.call<{ list: { sku_id: number }[] }>('/admin/api/picker/skus', { sku_ids: ids })).data.list.map((s) => s.sku_id).sort()).toEqual([...ids].sort());
    expect((await op.call('/admin/api/picker/skus', { sku_ids: [-1] })).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await op.call('/admin/api/picker/skus', { page_size: 1000 })).code).toBe(ErrorCode.INVALID_INPUT);
  });
});
