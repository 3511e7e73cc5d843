// Friendly links, search words and agreements through the console calls: each platform role is
// answered as ROLE_DEFINITIONS says (a shop's account refused); bad input is refused with a Chinese
// message and changes nothing; what a save stores is what the storefront's own calls answer
// (/api/pc/friendlyLink, /api/pc/hotSearchWords, /api/pc/defaultSearchWords, /api/register/aggrement*);
// each write leaves an audit row.
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  ConsoleErrorCode,
  contentSiteEndpoints,
  ErrorCode,
  PLATFORM_ROLES,
  ROLE_DEFINITIONS,
} from '@mall/rest-contract';
import { friendlyLink, searchWord } from '../../db/schema';
import { agreement } from '../../db/schema-account';
import { callOk, testAppPerFile } from '../../test/harness';
import { auditRows } from '../admin-review/test-support';
import { callersPerFile } from './test-support';

const t = testAppPerFile();
const callers = callersPerFile(t);
const rowsOf = async (table: typeof friendlyLink | typeof searchWord) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0].n);

/** A body each call accepts from an allowed role, on an id nobody has (a write then answers 不存在). */
const BODIES: Record<keyof typeof contentSiteEndpoints, Record<string, unknown>> = {
  '/admin/api/content/links/list': {},
  '/admin/api/content/links/save': { id: 999_999, link_title: '中国扶贫网', link_url: 'https://www.cpad.gov.cn' },
  '/admin/api/content/links/delete': { id: 999_999 },
  '/admin/api/content/search-words/list': {},
  '/admin/api/content/search-words/save': { id: 999_999, word: '脐橙', kind: 'hot' },
  '/admin/api/content/search-words/delete': { id: 999_999 },
  '/admin/api/content/agreements/list': {},
  '/admin/api/content/agreements/detail': { key: 'register' },
  '/admin/api/content/agreements/save': { key: 'register', title: '注册协议', content: '<p>正文</p>' },
};

describe('who may call', () => {
  it('each call answers each role as ROLE_DEFINITIONS says; a shop account is refused; a refused write changes nothing', async () => {
    const [terms] = await t.database.db.select().from(agreement).where(eq(agreement.key, 'register'));
    for (const [path, call] of Object.entries(contentSiteEndpoints)) {
      const body = BODIES[path as keyof typeof contentSiteEndpoints];
      for (const role of PLATFORM_ROLES) {
        const answer = await callers[role].call(path, body);
        if (!ROLE_DEFINITIONS[role].actions.includes(call.permission as never)) {
          expect(answer.code, `${role} ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
          continue;
        }
        const writesAnId = call.kind === 'write' && 'id' in body;
        expect(answer.code, `${role} ${path} ${answer.message}`).toBe(writesAnId ? ErrorCode.NOT_FOUND : 0);
      }
      expect((await callers.shop_owner.call(path, body)).code, `shop_owner ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
    }
    // 运营 and the super admin saved the register agreement above; 财务's and 客服主管's tries left no row.
    const saves = await t.database.db.select().from(agreement).where(eq(agreement.key, 'register'));
    expect(saves[0].title).toBe('注册协议');
    expect(terms.title).not.toBe('');
    for (const role of PLATFORM_ROLES.filter((r) => !ROLE_DEFINITIONS[r].actions.includes('content.manage' as never)))
      expect(await auditRows(t.database.db, callers[role].accountId, 'content.agreement.update'), role).toHaveLength(0);
  });
});

describe('friendly links', () => {
  it('refuses bad input; a saved link with a picture is the footer’s; hidden, it is gone', async () => {
    const before = await rowsOf(friendlyLink);
    for (const [body, message] of [
      [{ link_title: '', link_url: 'https://www.cpad.gov.cn' }, /网站名称/],
      [{ link_title: '中国扶贫网', link_url: 'javascript:alert(1)' }, /链接地址必须是 http\(s\) 地址或本站路径/],
      [{ link_title: '中国扶贫网', link_url: '//evil.example' }, /链接地址必须是/],
      [{ link_title: '中国扶贫网', link_url: 'https://www.cpad.gov.cn', link_pic: 'https://evil.example/a.png' }, /链接图片必须是本站上传的图片/],
      [{ link_title: '中国扶贫网', link_url: 'https://www.cpad.gov.cn', sort: 10_000 }, /排序不能超过 9999/],
    ] as const) {
      expect(await callers.operator.call('/admin/api/content/links/save', body)).toMatchObject({
        code: ErrorCode.INVALID_INPUT,
        message: expect.stringMatching(message),
      });
    }
    expect(await rowsOf(friendlyLink)).toBe(before);

    const saved = await callers.operator.call<{ id: number; is_blank: boolean }>('/admin/api/content/links/save', {
      link_title: '国家乡村振兴局',
      link_url: 'https://nrra.gov.cn',
      link_pic: '/upload/link/nrra.png',
      sort: 1,
    });
    expect(saved).toMatchObject({ code: 0, data: { is_blank: true } });
    expect((await callOk(t.app, '/api/pc/friendlyLink', {})).find((l) => l.id === saved.data.id)).toMatchObject({
      link_title: '国家乡村振兴局',
      link_url: 'https://nrra.gov.cn',
      link_pic: '/upload/link/nrra.png',
      is_blank: 1,
    });
    expect(
      (
        await callers.operator.call('/admin/api/content/links/save', {
          id: saved.data.id,
          link_title: '国家乡村振兴局',
          link_url: 'https://nrra.gov.cn',
          is_show: false,
        })
      ).code,
    ).toBe(0);
    expect((await callOk(t.app, '/api/pc/friendlyLink', {})).some((l) => l.id === saved.data.id)).toBe(false);
    const hidden = await callers.operator.call<{ list: { id: number }[] }>('/admin/api/content/links/list', { state: 'hidden', keyword: '乡村振兴局' });
    expect(hidden.data.list.map((l) => l.id)).toEqual([saved.data.id]);
    expect((await auditRows(t.database.db, callers.operator.accountId, 'content.link.update')).at(-1)).toMatchObject({
      before: { is_show: true, link_pic: '/upload/link/nrra.png' },
      after: { is_show: false, link_pic: '' },
    });
    expect((await callers.operator.call('/admin/api/content/links/delete', { id: saved.data.id })).code).toBe(0);
    expect(await rowsOf(friendlyLink)).toBe(before);
    expect(await auditRows(t.database.db, callers.operator.accountId, 'content.link.delete')).toHaveLength(1);
  });
});

describe('search words', () => {
  it('refuses bad input; a hot word joins the header’s list in its order; the first default word is the placeholder', async () => {
    const before = await rowsOf(searchWord);
    for (const [body, message] of [
      [{ word: '', kind: 'hot' }, /请填写搜索词/],
      [{ word: '脐'.repeat(51), kind: 'hot' }, /搜索词不能超过 50 个字/],
      [{ word: '脐橙', kind: 'top' }, /请选择热门搜索词或默认搜索词/],
    ] as const) {
      expect(await callers.operator.call('/admin/api/content/search-words/save', body)).toMatchObject({
        code: ErrorCode.INVALID_INPUT,
        message: expect.stringMatching(message),
      });
    }
    expect(await rowsOf(searchWord)).toBe(before);

    const hot = await callers.operator.call<{ id: number }>('/admin/api/content/search-words/save', { word: '十八洞猕猴桃', kind: 'hot', sort: 0 });
    expect(hot.code).toBe(0);
    expect((await callOk(t.app, '/api/pc/hotSearchWords', {})).words[0]).toBe('十八洞猕猴桃');
    const placeholder = await callers.operator.call<{ id: number }>('/admin/api/content/search-words/save', {
      word: '搜索湘西腊肉',
      kind: 'default',
      sort: 0,
    });
    expect((await callOk(t.app, '/api/pc/defaultSearchWords', {})).words).toBe('搜索湘西腊肉');
    const listed = await callers.operator.call<{ list: { id: number; kind: string }[] }>('/admin/api/content/search-words/list', {
      kind: 'default',
    });
    expect(listed.data.list.every((w) => w.kind === 'default')).toBe(true);
    expect(listed.data.list.map((w) => w.id)).toContain(placeholder.data.id);

    // Moved to the hot list: no longer the placeholder.
    await callers.operator.call('/admin/api/content/search-words/save', { id: placeholder.data.id, word: '搜索湘西腊肉', kind: 'hot', sort: 99 });
    expect((await callOk(t.app, '/api/pc/defaultSearchWords', {})).words).not.toBe('搜索湘西腊肉');
    expect((await auditRows(t.database.db, callers.operator.accountId, 'content.search_word.update')).at(-1)).toMatchObject({
      before: { kind: 'default' },
      after: { kind: 'hot' },
    });
    for (const id of [hot.data.id, placeholder.data.id])
      expect((await callers.operator.call('/admin/api/content/search-words/delete', { id })).code).toBe(0);
    expect(await rowsOf(searchWord)).toBe(before);
    expect(await auditRows(t.database.db, callers.operator.accountId, 'content.search_word.delete')).toHaveLength(2);
  });
});

describe('agreements', () => {
  it('lists the four; a save goes through the sanitizer and is what /api/register/aggrementPrivacy answers; bad input changes nothing', async () => {
    const listed = await callers.operator.call<{ key: string }[]>('/admin/api/content/agreements/list', {});
    expect(listed.data.map((a) => a.key)).toEqual(['register', 'company', 'privacy', 'safeguard']);
    const [before] = await t.database.db.select().from(agreement).where(eq(agreement.key, 'privacy'));
    for (const [body, message] of [
      [{ key: 'terms', title: '隐私政策', content: '<p>正文</p>' }, /协议不存在/],
      [{ key: 'privacy', title: '隐', content: '<p>正文</p>' }, /协议标题/],
      [{ key: 'privacy', title: '隐私政策', content: '' }, /请填写协议内容/],
    ] as const) {
      expect(await callers.operator.call('/admin/api/content/agreements/save', body)).toMatchObject({
        code: ErrorCode.INVALID_INPUT,
        message: expect.stringMatching(message),
      });
    }
    expect(
      await callers.operator.call('/admin/api/content/agreements/save', {
        key: 'privacy',
        title: '隐私政策',
        content: '<script>alert(1)</script>',
      }),
    ).toMatchObject({ code: ErrorCode.BUSINESS, message: '正文清理后为空，请填写文字内容' });
    const [unchanged] = await t.database.db.select().from(agreement).where(eq(agreement.key, 'privacy'));
    expect(unchanged).toEqual(before);

    const saved = await callers.operator.call<{ content: string; title: string }>('/admin/api/content/agreements/save', {
      key: 'privacy',
      title: '隐私政策（2026 年修订）',
      content: '<p onclick="steal()">我们只收集下单所需的信息。<a href="javascript:alert(1)">详情</a></p>',
    });
    expect(saved.code).toBe(0);
    expect(saved.data.content).not.toMatch(/onclick|javascript:/);
    const shown = await callOk(t.app, '/api/register/aggrementPrivacy', {});
    expect(shown).toMatchObject({ title: '隐私政策（2026 年修订）' });
    expect(shown.content).toBe(saved.data.content);
    expect((await auditRows(t.database.db, callers.operator.accountId, 'content.agreement.update')).at(-1)).toMatchObject({
      targetId: 'privacy',
      before: { title: before.title },
      after: { title: '隐私政策（2026 年修订）' },
    });
  });
});
