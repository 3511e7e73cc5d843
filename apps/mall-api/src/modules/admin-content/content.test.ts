// Content through the console calls (fastify inject): 运营 and 超级管理员 edit every kind, the other
// roles (and a shop's account) are refused; for notices: the body goes through the house sanitizer; an unpublished notice is nowhere on the
// storefront (home list, notice list, detail, sitemap) until it is published; each write is audited.
import { describe, expect, it } from 'vitest';
import {
  ConsoleErrorCode,
  contentEndpoints,
  ErrorCode,
  PLATFORM_ROLES,
  ROLE_DEFINITIONS,
} from '@mall/rest-contract';
import { callOk, post, testAppPerFile } from '../../test/harness';
import { auditRows } from '../admin-review/test-support';
import { callersPerFile } from './test-support';

const t = testAppPerFile();
const callers = callersPerFile(t);

/** A valid body of each save call (sent with an id nobody has: an allowed role gets 不存在). */
const SAVE_BODIES: Record<string, Record<string, unknown>> = {
  '/admin/api/content/notices/save': { title: '测试公告', content: '<p>正文</p>' },
  '/admin/api/content/help-classes/save': { class_name: '测试分类' },
  '/admin/api/content/helps/save': { class_id: 1, title: '测试帮助', content: '<p>正文</p>' },
  '/admin/api/content/article-classes/save': { class_name: '测试分类' },
  '/admin/api/content/articles/save': { title: '测试文章', content: '<p>正文</p>' },
  '/admin/api/content/navs/save': { nav_title: '测试导航', nav_url: '/help' },
};

const onHome = async (id: number) =>
  (await callOk(t.app, '/api/pc/noticeAndArticle', { num: 20 })).notice.some((n) => n.id === id);
const onList = async (id: number) =>
  (await callOk(t.app, '/api/notice/page', { page: 1, page_size: 50 })).list.some((n) => n.id === id);

describe('notices', () => {
  it('each call answers each role as ROLE_DEFINITIONS says (运营 edits, 财务 is refused)', async () => {
    for (const [path, call] of Object.entries(contentEndpoints)) {
      const body = path.endsWith('/list')
        ? {}
        : path.endsWith('/save')
          ? { id: 999_999_999, ...SAVE_BODIES[path] }
          : path.endsWith('/publish')
            ? { id: 999_999_999, is_show: true }
            : { id: 999_999_999 };
      for (const role of PLATFORM_ROLES) {
        const answer = await callers[role].call(path, body);
        if (ROLE_DEFINITIONS[role].actions.includes(call.permission as never))
          expect(answer.code, `${role} ${path} ${answer.message}`).toBe(
            path.endsWith('/list') ? 0 : ErrorCode.NOT_FOUND,
          );
        else expect(answer.code, `${role} ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
      }
      expect((await callers.shop_owner.call(path, body)).code, `shop_owner ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
    }
  });

  it('a draft is sanitised and hidden; publishing shows it on the storefront; withdrawing hides it again', async () => {
    const op = callers.operator;
    for (const [body, message] of [
      [{ title: '', content: '<p>正文</p>' }, /标题/],
      [{ title: '春节期间发货安排', content: '' }, /正文/],
      [{ title: '春节期间发货安排', content: 'x'.repeat(50_001) }, /正文不能超过/],
    ] as const) {
      expect(await op.call('/admin/api/content/notices/save', body)).toMatchObject({
        code: ErrorCode.INVALID_INPUT,
        message: expect.stringMatching(message),
      });
    }
    const draft = await op.call<{ id: number; content: string; is_show: boolean }>(
      '/admin/api/content/notices/save',
      {
        title: '春节期间发货安排',
        content:
          '<p onclick="steal()">腊月二十八起暂停发货<script>alert(1)</script></p><a href="javascript:alert(1)">详情</a>',
      },
    );
    expect(draft.code).toBe(0);
    expect(draft.data.is_show).toBe(false);
    expect(draft.data.content).toContain('腊月二十八起暂停发货');
    expect(draft.data.content).not.toMatch(/script|onclick|javascript:/);
    const id = draft.data.id;
    expect(await onHome(id)).toBe(false);
    expect(await onList(id)).toBe(false);
    expect((await post(t.app, '/api/notice/info', { id })).json.code).toBe(ErrorCode.NOT_FOUND);

    expect((await op.call('/admin/api/content/notices/publish', { id, is_show: true })).code).toBe(0);
    expect(await onHome(id)).toBe(true);
    expect(await onList(id)).toBe(true);
    expect((await callOk(t.app, '/api/notice/info', { id })).title).toBe('春节期间发货安排');
    expect(await op.call('/admin/api/content/notices/publish', { id, is_show: true })).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: '该公告已发布',
    });

    const edited = await op.call<{ title: string }>('/admin/api/content/notices/save', {
      id,
      title: '春节期间发货安排（更新）',
      content: '<p>腊月二十九起暂停发货</p>',
      is_show: true,
    });
    expect(edited.data.title).toBe('春节期间发货安排（更新）');
    expect((await op.call('/admin/api/content/notices/publish', { id, is_show: false })).code).toBe(0);
    expect(await onHome(id)).toBe(false);

    const listed = await op.call<{ list: { id: number; is_show: boolean }[] }>(
      '/admin/api/content/notices/list',
      { keyword: '春节期间', state: 'hidden' },
    );
    expect(listed.data.list.map((n) => n.id)).toContain(id);
    expect(await auditRows(t.database.db, op.accountId, 'content.notice.create')).toHaveLength(1);
    expect((await auditRows(t.database.db, op.accountId, 'content.notice.update')).at(-1)).toMatchObject({
      before: { title: '春节期间发货安排' },
      after: { title: '春节期间发货安排（更新）' },
    });
    expect(await auditRows(t.database.db, op.accountId, 'content.notice.withdraw')).toHaveLength(1);
  });
});
