import { describe, expect, it } from 'vitest';
import { ErrorCode, FOOTER_HELP_CLASSES, FOOTER_HELP_ENTRIES } from '@mall/rest-contract';
import { callOk, post, testAppPerFile } from '../../test/harness';

const t = testAppPerFile();

describe('noticeAndArticle', () => {
  it('returns num of each, newest first', async () => {
    const data = await callOk(t.app, '/api/pc/noticeAndArticle', { num: 4 });
    expect(data.notice).toHaveLength(4);
    expect(data.article).toHaveLength(4);
    for (const list of [data.notice, data.article]) {
      const times = list.map((e) => e.create_time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });
  it('defaults to 5 and refuses num out of range', async () => {
    expect((await callOk(t.app, '/api/pc/noticeAndArticle')).notice).toHaveLength(5);
    expect((await post(t.app, '/api/pc/noticeAndArticle', { num: 0 })).json.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await post(t.app, '/api/pc/noticeAndArticle', { num: 21 })).json.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('helpclass/lists', () => {
  it('cuts classes and entries for the footer', async () => {
    const classes = await callOk(t.app, '/api/helpclass/lists', { class_num: FOOTER_HELP_CLASSES, child_num: FOOTER_HELP_ENTRIES });
    expect(classes).toHaveLength(5);
    expect(classes.every((c) => c.child_list.length === 3)).toBe(true);
    expect(classes[0].class_name).toBe('购物指南');
  });
  it('returns everything by default', async () => {
    const classes = await callOk(t.app, '/api/helpclass/lists');
    expect(classes.length).toBeGreaterThanOrEqual(6);
    expect(classes.every((c) => c.child_list.length >= 4)).toBe(true);
  });
  it('child_num 0 gives empty child lists', async () => {
    const classes = await callOk(t.app, '/api/helpclass/lists', { child_num: 0 });
    expect(classes.every((c) => c.child_list.length === 0)).toBe(true);
  });
  it('refuses a negative class_num', async () => {
    expect((await post(t.app, '/api/helpclass/lists', { class_num: -1 })).json.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('navigation and links', () => {
  it('navList is sorted, with JSON urls and some new-window entries', async () => {
    const nav = await callOk(t.app, '/api/pc/navList');
    expect(nav.map((n) => n.nav_title)).toEqual(expect.arrayContaining(['首页', '消费帮扶', '832平台', '地方馆', '品牌街', '店铺街', '领券中心']));
    expect(nav.map((n) => n.sort)).toEqual([...nav.map((n) => n.sort)].sort((a, b) => a - b));
    expect(nav.every((n) => typeof JSON.parse(n.nav_url).url === 'string')).toBe(true);
    expect(nav.some((n) => n.is_blank === 1)).toBe(true);
  });
  it('friendlyLink lists links with images', async () => {
    const links = await callOk(t.app, '/api/pc/friendlyLink');
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(links.every((l) => l.link_url.startsWith('http') && l.link_pic.startsWith('/upload/'))).toBe(true);
  });
});
