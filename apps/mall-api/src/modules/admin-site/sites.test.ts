// Branch sites through the console calls (fastify inject): every call with each role; the county
// site's account (site_editor of 保靖县分站, site 3) edits only its own banners and recommended goods —
// another site's ids answer "不存在" and leave a refused audit row; bad input changes nothing; what is
// saved is what the storefront's /city/api and /fupin/api calls answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ConsoleErrorCode, ErrorCode, ROLE_DEFINITIONS, sitesEndpoints, type ConsoleRole } from '@mall/rest-contract';
import { consoleAudit } from '../../db/schema-console';
import { callOk, post, testAppPerFile } from '../../test/harness';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';

const t = testAppPerFile();
const OWN = 3;
const OTHER = 1;
const ROLES: ConsoleRole[] = ['super_admin', 'operator', 'finance', 'service_lead', 'shop_owner', 'site_editor'];
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
beforeAll(async () => {
  for (const role of ROLES) callers[role] = await consoleCaller(t.app, t.database.db, role, role === 'shop_owner' ? 1 : null, role === 'site_editor' ? OWN : null);
});

const banners = (siteId: number) => callOk(t.app, '/city/api/WebsiteBanner/bannerList', { site_id: siteId });
const refusedRows = (accountId: number) =>
  t.database.db.select().from(consoleAudit).where(and(eq(consoleAudit.accountId, accountId), eq(consoleAudit.outcome, 'refused'))).orderBy(consoleAudit.id);

describe('branch sites in the console', () => {
  it('each call answers each role as ROLE_DEFINITIONS says', async () => {
    const bodies: Record<string, Record<string, unknown>> = {
      '/admin/api/sites/detail': { site_id: OWN },
      '/admin/api/sites/save': { site_id: 999_999, title: '测试分站', website_type: 1, site_area_id: 433100, web_domain: 'zz-test-roles', province_id: 430000, province_name: '湖南省', initial: 'C' },
      '/admin/api/sites/banners/list': { site_id: OWN },
      '/admin/api/sites/banners/save': { banner_id: 999_999, site_id: OWN, title: '测试', image: '/upload/website/1.svg' },
      '/admin/api/sites/banners/delete': { banner_id: 999_999 },
      '/admin/api/sites/recommend/list': { site_id: OWN },
      '/admin/api/sites/recommend/set': { site_id: 999_999, goods_ids: [] },
      '/admin/api/support/detail': { support_id: 999_999 },
      '/admin/api/support/save': { support_id: 999_999, support_name: '测试单位', category_id: 999_999 },
      '/admin/api/sites/show': { site_id: 999_999, is_show: false },
      '/admin/api/sites/hall/show': { site_id: 999_999, is_show: false },
      '/admin/api/support/show': { support_id: 999_999, is_show: false },
    };
    for (const [path, call] of Object.entries(sitesEndpoints)) {
      for (const role of ROLES) {
        const answer = await callers[role].call(path, bodies[path] ?? {});
        const allowed = ROLE_DEFINITIONS[role].actions.includes(call.permission as never);
        if (!allowed) expect(answer.code, `${role} ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
        else expect([0, ErrorCode.NOT_FOUND, ErrorCode.BUSINESS], `${role} ${path} ${answer.message}`).toContain(answer.code);
      }
    }
  });

  it('the county account sees and edits only its own site; another site’s ids are refused and audited', async () => {
    const county = callers.site_editor;
    const list = await county.call<{ list: { site_id: number }[]; count: number }>('/admin/api/sites/list', {});
    expect(list.data.list.map((s) => s.site_id)).toEqual([OWN]);

    const refusedBefore = (await refusedRows(county.accountId)).length;
    const otherBanner = (await banners(OTHER))[0]!;
    const before = await banners(OTHER);
    for (const [path, body] of [
      ['/admin/api/sites/banners/list', { site_id: OTHER }],
      ['/admin/api/sites/banners/save', { site_id: OTHER, title: '越权', image: '/upload/website/1.svg' }],
      ['/admin/api/sites/banners/save', { banner_id: otherBanner.banner_id, site_id: OWN, title: '搬到本站', image: '/upload/website/1.svg' }],
      ['/admin/api/sites/banners/delete', { banner_id: otherBanner.banner_id }],
      ['/admin/api/sites/recommend/list', { site_id: OTHER }],
      ['/admin/api/sites/recommend/set', { site_id: OTHER, goods_ids: [1] }],
    ] as const) {
      const answer = await county.call(path, body);
      expect(answer.code, `${path} ${JSON.stringify(body)}`).toBe(ErrorCode.NOT_FOUND);
      expect(answer.message).toMatch(/不存在$/);
    }
    expect(await banners(OTHER)).toEqual(before);
    const refused = await refusedRows(county.accountId);
    expect(refused.length - refusedBefore).toBe(6);
    expect(refused.slice(refusedBefore).map((r) => r.after)).toEqual(Array.from({ length: 6 }, () => ({ reason: 'other_site' })));
    expect((await county.call('/admin/api/sites/save', { site_id: OWN, title: '改名', website_type: 2, site_area_id: 433125, web_domain: 'baojing', province_id: 430000, province_name: '湖南省', initial: 'B', parent_site_id: 1 })).code).toBe(ConsoleErrorCode.FORBIDDEN);
  });

  it('the county account changes its banner and the county site’s banner list shows it', async () => {
    const county = callers.site_editor;
    const mine = await county.call<{ banner_id: number; title: string }[]>('/admin/api/sites/banners/list', { site_id: OWN });
    const first = mine.data[0]!;
    const saved = await county.call('/admin/api/sites/banners/save', { banner_id: first.banner_id, site_id: OWN, title: '保靖黄金茶 春茶上新', image: '/upload/website/3.svg', url: '/promotion/special', sort: 0 });
    expect(saved.code, saved.message).toBe(0);
    expect((await banners(OWN)).find((b) => b.banner_id === first.banner_id)).toMatchObject({ title: '保靖黄金茶 春茶上新', url: '/promotion/special' });
    const added = await county.call<{ banner_id: number }>('/admin/api/sites/banners/save', { site_id: OWN, title: '吕洞山茶园', image: '/upload/website/3.svg', sort: 9 });
    expect((await banners(OWN)).map((b) => b.banner_id)).toContain(added.data.banner_id);
    expect((await county.call('/admin/api/sites/banners/delete', { banner_id: added.data.banner_id })).code).toBe(0);
    expect((await banners(OWN)).map((b) => b.banner_id)).not.toContain(added.data.banner_id);
    expect((await auditRows(t.database.db, county.accountId, 'sites.banner.update')).at(-1)).toMatchObject({ before: { title: first.title }, after: { title: '保靖黄金茶 春茶上新' } });

    for (const [body, message] of [
      [{ site_id: OWN, title: '', image: '/upload/website/3.svg' }, /轮播图标题/],
      [{ site_id: OWN, title: '外链', image: 'https://evil.example/x.png' }, /本站上传的图片/],
      [{ site_id: OWN, title: '脚本', image: '/upload/website/3.svg', url: 'javascript:alert(1)' }, /站内路径/],
      [{ site_id: OWN, title: '协议相对', image: '/upload/website/3.svg', url: '//evil.example' }, /站内路径/],
      [{ site_id: 'abc', title: '编号', image: '/upload/website/3.svg' }, /分站编号/],
    ] as const) {
      expect(await county.call('/admin/api/sites/banners/save', body)).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(message) });
    }
  });

  it('recommended goods are set as a whole list, in order, and the site’s recommended goods follow', async () => {
    const county = callers.site_editor;
    const shelf = await callOk(t.app, '/api/goodssku/page', { page: 1, page_size: 3 });
    const ids = shelf.list.map((g) => g.goods_id).reverse();
    const set = await county.call<{ goods_id: number }[]>('/admin/api/sites/recommend/set', { site_id: OWN, goods_ids: ids });
    expect(set.code, set.message).toBe(0);
    expect(set.data.map((g) => g.goods_id)).toEqual(ids);
    expect((await callOk(t.app, '/city/api/WebsiteRecommendGoods/recommendGoodsList', { site_id: OWN, page: 1, page_size: 10 })).list.map((g) => g.goods_id)).toEqual(ids);
    expect(await county.call('/admin/api/sites/recommend/set', { site_id: OWN, goods_ids: [ids[0], ids[0]] })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/重复/) });
    expect(await county.call('/admin/api/sites/recommend/set', { site_id: OWN, goods_ids: [999_999] })).toMatchObject({ code: ErrorCode.BUSINESS, message: '商品 999999 不存在' });
    expect((await callOk(t.app, '/city/api/WebsiteRecommendGoods/recommendGoodsList', { site_id: OWN, page: 1, page_size: 10 })).list.map((g) => g.goods_id)).toEqual(ids);
  });

  it('the super admin makes a site account bound to one site from the accounts call; it needs an existing site and only the super admin may', async () => {
    const admin = callers.super_admin;
    const body = { username: 'baojingeditor2', real_name: '彭小梅', role: 'site_editor', password: 'baojing2026edit' };
    expect((await admin.call('/admin/api/accounts/create', body)).message).toBe('分站角色须指定所属分站');
    expect((await admin.call('/admin/api/accounts/create', { ...body, site_id: 999_999 })).code).toBeLessThan(0);
    expect((await admin.call('/admin/api/accounts/create', { ...body, role: 'operator', site_id: OWN })).message).toBe('只有分站角色能属于分站');
    for (const role of ['operator', 'site_editor', 'shop_owner'] as const)
      expect((await callers[role].call('/admin/api/accounts/create', { ...body, site_id: OWN })).code).toBe(ConsoleErrorCode.FORBIDDEN);
    const made = await admin.call<{ account_id: number; site_id: number | null; shop_id: number | null; role: string }>('/admin/api/accounts/create', { ...body, site_id: OWN });
    expect(made.code, made.message).toBe(0);
    expect(made.data).toMatchObject({ role: 'site_editor', site_id: OWN, shop_id: null });
    const listed = await admin.call<{ list: { account_id: number; site_id: number | null }[] }>('/admin/api/accounts/list', { keyword: 'baojingeditor2' });
    expect(listed.data.list).toEqual([expect.objectContaining({ account_id: made.data.account_id, site_id: OWN })]);
    expect(await auditRows(t.database.db, admin.accountId, 'accounts.create')).toHaveLength(1);
  });

  it('an operator makes a county site under a city site; the rules of SPEC §3 are checked', async () => {
    const op = callers.operator;
    const base = { title: '花垣县分站', website_type: 2, site_area_id: 433124, web_domain: 'huayuan', province_id: 430000, province_name: '湖南省', initial: 'h', parent_site_id: 1, welcome: '十八洞村精准扶贫首倡地', shortname: '花垣馆' };
    for (const [body, code, message] of [
      [{ ...base, web_domain: 'baojing' }, ErrorCode.BUSINESS, '二级域名 baojing 已被其他分站使用'],
      [{ ...base, parent_site_id: 0 }, ErrorCode.BUSINESS, '区县分站须选择所属的市级分站'],
      [{ ...base, parent_site_id: 3 }, ErrorCode.BUSINESS, '所属分站必须是已有的市级分站'],
      [{ ...base, website_type: 1 }, ErrorCode.BUSINESS, '市级分站不属于其他分站，所属市级分站请留空'],
      [{ ...base, website_type: 3 }, ErrorCode.INVALID_INPUT, /分站类型只能是/],
      [{ ...base, web_domain: 'Hua Yuan!' }, ErrorCode.INVALID_INPUT, /二级域名只能用小写字母/],
      [{ ...base, initial: '花' }, ErrorCode.INVALID_INPUT, /首字母/],
      [{ ...base, logo: 'javascript:alert(1)' }, ErrorCode.INVALID_INPUT, /分站标志/],
    ] as const) {
      expect(await op.call('/admin/api/sites/save', body), JSON.stringify(body).slice(0, 80)).toMatchObject({ code, message: typeof message === 'string' ? message : expect.stringMatching(message) });
    }
    const made = await op.call<{ site_id: number; initial: string }>('/admin/api/sites/save', base);
    expect(made.code, made.message).toBe(0);
    expect(made.data.initial).toBe('H');
    const id = made.data.site_id;
    expect((await callOk(t.app, '/city/api/Website/detail', { site_id: id })).title).toBe('花垣县分站');
    expect((await callOk(t.app, '/fupin/api/Region/info', { site_id: 1 })).children.map((c) => c.site_id)).toContain(id);
    expect((await callOk(t.app, '/city/api/Website/lists', { website_type: 0, keyword: 'huayuan' })).map((s) => s.site_id)).toContain(id);
    const edited = await op.call('/admin/api/sites/save', { ...base, site_id: id, is_back_index: 0, welcome: '苗绣与猕猴桃' });
    expect(edited.code).toBe(0);
    expect((await callOk(t.app, '/city/api/Website/detail', { site_id: id })).is_back_index).toBe(0);
    expect((await auditRows(t.database.db, op.accountId, 'sites.update')).at(-1)).toMatchObject({ after: { is_back_index: 0, welcome: '苗绣与猕猴桃' } });
    expect(await op.call('/admin/api/sites/save', { ...base, site_id: 1, website_type: 2, parent_site_id: 2, web_domain: 'xiangxi' })).toMatchObject({ code: ErrorCode.BUSINESS, message: '该分站下还有区县分站，不能改为区县分站' });
  });

  it('support units: name, logo, category and goods are saved and the storefront shows them', async () => {
    const op = callers.operator;
    const categories = (await op.call<{ category_id: number; level: number }[]>('/admin/api/support/categories')).data;
    const leaf = categories.find((c) => c.level === 2)!;
    const goodsIds = (await callOk(t.app, '/api/goodssku/page', { page: 1, page_size: 2 })).list.map((g) => g.goods_id);
    expect(await op.call('/admin/api/support/save', { support_name: '长沙市总工会', category_id: 999_999 })).toMatchObject({ code: ErrorCode.BUSINESS, message: '单位分类不存在' });
    expect(await op.call('/admin/api/support/save', { support_name: '长', category_id: leaf.category_id })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/单位名称至少 2 个字/) });
    const made = await op.call<{ support_id: number; goods: { goods_id: number }[] }>('/admin/api/support/save', { support_name: '长沙市总工会', category_id: leaf.category_id, introduction: '工会福利采购湘西农特产品。', goods_ids: goodsIds });
    expect(made.code, made.message).toBe(0);
    expect(made.data.goods.map((g) => g.goods_id)).toEqual(goodsIds);
    const info = await callOk(t.app, '/fupin/api/Support/info', { support_id: made.data.support_id });
    expect(info.support_name).toBe('长沙市总工会');
    const listed = await op.call<{ list: { support_id: number; goods_count: number }[] }>('/admin/api/support/list', { keyword: '总工会' });
    expect(listed.data.list.find((u) => u.support_id === made.data.support_id)?.goods_count).toBe(2);
    await op.call('/admin/api/support/save', { support_id: made.data.support_id, support_name: '长沙市总工会', category_id: leaf.category_id, goods_ids: [] });
    expect((await auditRows(t.database.db, op.accountId, 'support.update')).at(-1)).toMatchObject({ before: { goods_ids: goodsIds }, after: { goods_ids: [] } });
  });

  it('显示 switches: an operator hides a site, its region hall or a support unit and the storefront leaves it out (404 at its address); bad ids change nothing', async () => {
    const op = callers.operator;
    const made = await op.call<{ site_id: number }>('/admin/api/sites/save', { title: '泸溪县分站', website_type: 1, site_area_id: 433122, web_domain: 'luxi', province_id: 430000, province_name: '湖南省', initial: 'L', welcome: '椪柑之乡', shortname: '泸溪馆' });
    expect(made.code, made.message).toBe(0);
    const id = made.data.site_id;
    const chooser = async () => (await callOk(t.app, '/city/api/Website/lists', {})).map((s) => s.site_id);
    const halls = async () => (await callOk(t.app, '/fupin/api/Region/lists', {})).map((s) => s.site_id);
    expect(await chooser()).toContain(id);
    expect(await halls()).toContain(id);

    // The region hall alone: /region leaves it out and its pages are 404s; the site itself stays.
    expect(await op.call('/admin/api/sites/hall/show', { site_id: id, is_show: false })).toMatchObject({ code: 0, data: { site_id: id, is_show: false } });
    expect(await halls()).not.toContain(id);
    expect(await chooser()).toContain(id);
    expect((await post(t.app, '/fupin/api/Region/info', { site_id: id })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/fupin/api/Region/goodsPage', { site_id: id })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await callOk(t.app, '/city/api/Website/detail', { site_id: id })).title).toBe('泸溪县分站');
    expect((await op.call<{ list: { site_id: number; is_show: boolean; hall_show: boolean }[] }>('/admin/api/sites/list', { keyword: 'luxi' })).data.list).toEqual([expect.objectContaining({ site_id: id, is_show: true, hall_show: false })]);
    expect((await auditRows(t.database.db, op.accountId, 'sites.hall.show')).at(-1)).toMatchObject({ targetId: String(id), before: { hall_show: true }, after: { hall_show: false } });

    // The site: gone from the city chooser, its detail, banners and recommended goods answer 404.
    expect((await op.call('/admin/api/sites/show', { site_id: id, is_show: false })).code).toBe(0);
    expect(await chooser()).not.toContain(id);
    for (const path of ['/city/api/Website/detail', '/city/api/WebsiteBanner/bannerList', '/city/api/WebsiteRecommendGoods/recommendGoodsList'])
      expect((await post(t.app, path, { site_id: id })).json.code, path).toBe(ErrorCode.NOT_FOUND);
    expect((await auditRows(t.database.db, op.accountId, 'sites.show')).at(-1)).toMatchObject({ before: { is_show: true }, after: { is_show: false } });
    // Shown again, both come back.
    await op.call('/admin/api/sites/show', { site_id: id, is_show: true });
    await op.call('/admin/api/sites/hall/show', { site_id: id, is_show: true });
    expect(await chooser()).toContain(id);
    expect(await halls()).toContain(id);

    // A support unit: gone from /support lists (with or without its category) and its page.
    const leaf = (await op.call<{ category_id: number; level: number }[]>('/admin/api/support/categories')).data.find((c) => c.level === 2)!;
    const unit = await op.call<{ support_id: number }>('/admin/api/support/save', { support_name: '泸溪县供销合作社', category_id: leaf.category_id });
    const units = async (body: Record<string, unknown>) => (await callOk(t.app, '/fupin/api/Support/page', { page_size: 100, ...body })).list.map((u) => u.support_id);
    expect(await units({})).toContain(unit.data.support_id);
    expect(await op.call('/admin/api/support/show', { support_id: unit.data.support_id, is_show: false })).toMatchObject({ code: 0, data: { is_show: false } });
    expect(await units({})).not.toContain(unit.data.support_id);
    expect(await units({ category_id: leaf.category_id })).not.toContain(unit.data.support_id);
    expect((await post(t.app, '/fupin/api/Support/info', { support_id: unit.data.support_id })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/fupin/api/Support/goodsPage', { support_id: unit.data.support_id })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await op.call<{ is_show: boolean }>('/admin/api/support/detail', { support_id: unit.data.support_id })).data.is_show).toBe(false);
    expect((await auditRows(t.database.db, op.accountId, 'support.show')).at(-1)).toMatchObject({ before: { is_show: true }, after: { is_show: false } });

    // Bad ids and values: refused with a message, nothing changes; the county account may not switch even its own site.
    for (const [path, body, code] of [
      ['/admin/api/sites/show', { site_id: 999_999, is_show: false }, ErrorCode.NOT_FOUND],
      ['/admin/api/sites/show', { site_id: 'x', is_show: false }, ErrorCode.INVALID_INPUT],
      ['/admin/api/sites/show', { site_id: id, is_show: 'no' }, ErrorCode.INVALID_INPUT],
      ['/admin/api/sites/show', { site_id: id }, ErrorCode.INVALID_INPUT],
      ['/admin/api/sites/hall/show', { site_id: 0, is_show: false }, ErrorCode.INVALID_INPUT],
      ['/admin/api/sites/hall/show', { site_id: 999_999, is_show: false }, ErrorCode.NOT_FOUND],
      ['/admin/api/support/show', { support_id: 999_999, is_show: true }, ErrorCode.NOT_FOUND],
      ['/admin/api/support/show', { support_id: -1, is_show: true }, ErrorCode.INVALID_INPUT],
    ] as const) {
      const answer = await op.call(path, body);
      expect(answer.code, `${path} ${JSON.stringify(body)}`).toBe(code);
      expect(answer.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await chooser()).toContain(id);
    expect((await callers.site_editor.call('/admin/api/sites/show', { site_id: OWN, is_show: false })).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect(await chooser()).toContain(OWN);
  });
});
