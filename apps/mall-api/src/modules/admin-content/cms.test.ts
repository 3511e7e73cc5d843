// Articles, help and navigation through the console calls: bad input is refused with a Chinese
// message and changes nothing; what a save stores is what the storefront's own calls answer
// (/cms/help*, /cms/article*, the header's nav); each write leaves an audit row.
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import { article, articleClass, help, helpClass, nav } from '../../db/schema';
import { callOk, post, testAppPerFile } from '../../test/harness';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';

const t = testAppPerFile();
let op: ConsoleCaller;
beforeAll(async () => {
  op = await consoleCaller(t.app, t.database.db, 'operator');
});
const rowsOf = async (table: typeof article | typeof articleClass | typeof help | typeof helpClass | typeof nav) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0].n);

describe('help classes and entries', () => {
  it('refuses bad input and changes nothing', async () => {
    const [helps, classes] = [await rowsOf(help), await rowsOf(helpClass)];
    for (const [path, body, message] of [
      ['/admin/api/content/help-classes/save', { class_name: '' }, /分类名称/],
      ['/admin/api/content/help-classes/save', { class_name: '购物指南', sort: -1 }, /排序不能小于 0/],
      [
        '/admin/api/content/helps/save',
        { class_id: 'x', title: '如何下单', content: '<p>正文</p>' },
        /帮助分类/,
      ],
      ['/admin/api/content/helps/save', { class_id: 1, title: '', content: '<p>正文</p>' }, /标题/],
      ['/admin/api/content/helps/save', { class_id: 1, title: '如何下单', content: '' }, /请填写正文/],
      ['/admin/api/content/helps/list', { sort: 'price' }, /排序方式不正确/],
    ] as const) {
      expect(await op.call(path, body), path).toMatchObject({
        code: ErrorCode.INVALID_INPUT,
        message: expect.stringMatching(message),
      });
    }
    expect(
      await op.call('/admin/api/content/helps/save', {
        class_id: 999_999,
        title: '如何下单',
        content: '<p>正文</p>',
      }),
    ).toMatchObject({ code: ErrorCode.BUSINESS, message: '所选帮助分类不存在，请重新选择' });
    expect(
      await op.call('/admin/api/content/helps/save', {
        class_id: 1,
        title: '如何下单',
        content: '<script>alert(1)</script>',
      }),
    ).toMatchObject({ code: ErrorCode.BUSINESS, message: '正文清理后为空，请填写文字内容' });
    expect([await rowsOf(help), await rowsOf(helpClass)]).toEqual([helps, classes]);
  });

  it('a new class and entry show on /cms/help at once; a class with entries is not deleted', async () => {
    const made = await op.call<{ class_id: number }>('/admin/api/content/help-classes/save', {
      class_name: '扶贫认证说明',
      sort: 99,
    });
    expect(made.code).toBe(0);
    const classId = made.data.class_id;
    const entry = await op.call<{ id: number; content: string; class_name: string }>(
      '/admin/api/content/helps/save',
      {
        class_id: classId,
        title: '如何申请扶贫认证',
        content: '<p onclick="x()">上传身份证与帮扶证明<script>alert(1)</script></p>',
      },
    );
    expect(entry.code).toBe(0);
    expect(entry.data.class_name).toBe('扶贫认证说明');
    expect(entry.data.content).not.toMatch(/script|onclick/);
    const classes = await callOk(t.app, '/api/helpclass/lists', { class_num: 50, child_num: 10 });
    expect(classes.find((c) => c.class_id === classId)?.child_list.map((h) => h.title)).toEqual([
      '如何申请扶贫认证',
    ]);
    expect((await callOk(t.app, '/api/help/info', { id: entry.data.id })).content).toContain(
      '上传身份证与帮扶证明',
    );

    expect(
      (
        await op.call('/admin/api/content/helps/save', {
          id: entry.data.id,
          class_id: classId,
          title: '如何申请扶贫认证（新）',
          content: '<p>上传证明</p>',
        })
      ).code,
    ).toBe(0);
    expect((await callOk(t.app, '/api/help/info', { id: entry.data.id })).title).toBe(
      '如何申请扶贫认证（新）',
    );
    expect(await op.call('/admin/api/content/help-classes/delete', { id: classId })).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: expect.stringMatching(/还有 1 篇帮助文章/),
    });
    const listed = await op.call<{ list: { id: number }[]; count: number }>('/admin/api/content/helps/list', {
      class_id: classId,
      keyword: '扶贫认证',
    });
    expect(listed.data.list.map((h) => h.id)).toEqual([entry.data.id]);

    expect((await op.call('/admin/api/content/helps/delete', { id: entry.data.id })).code).toBe(0);
    expect((await post(t.app, '/api/help/info', { id: entry.data.id })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await op.call('/admin/api/content/help-classes/delete', { id: classId })).code).toBe(0);
    expect(await auditRows(t.database.db, op.accountId, 'content.help.create')).toHaveLength(1);
    expect((await auditRows(t.database.db, op.accountId, 'content.help.update')).at(-1)).toMatchObject({
      before: { title: '如何申请扶贫认证' },
      after: { title: '如何申请扶贫认证（新）' },
    });
    expect(await auditRows(t.database.db, op.accountId, 'content.help_class.delete')).toHaveLength(1);
  });
});

describe('articles', () => {
  it('refuses a foreign cover and an empty title; a saved article is the storefront’s', async () => {
    const before = await rowsOf(article);
    expect(
      await op.call('/admin/api/content/articles/save', {
        title: '十八洞村的猕猴桃',
        cover: 'https://evil.example/a.png',
        content: '<p>正文</p>',
      }),
    ).toMatchObject({
      code: ErrorCode.INVALID_INPUT,
      message: expect.stringMatching(/封面必须是本站上传的图片/),
    });
    expect(
      await op.call('/admin/api/content/articles/save', { title: '十', content: '<p>正文</p>' }),
    ).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/标题/) });
    expect(await rowsOf(article)).toBe(before);

    const saved = await op.call<{ id: number }>('/admin/api/content/articles/save', {
      title: '十八洞村的猕猴桃丰收了',
      summary: '村里的猕猴桃今年亩产过千斤',
      content: '<p>九月，<a href="javascript:x()">十八洞村</a>的猕猴桃进入采摘季。</p>',
    });
    expect(saved.code).toBe(0);
    const shown = await callOk(t.app, '/api/article/info', { id: saved.data.id });
    expect(shown).toMatchObject({ title: '十八洞村的猕猴桃丰收了', summary: '村里的猕猴桃今年亩产过千斤' });
    expect(shown.content).not.toContain('javascript:');
    const listed = await op.call<{ list: { id: number }[] }>('/admin/api/content/articles/list', {
      keyword: '猕猴桃丰收',
      sort: 'time_desc',
    });
    expect(listed.data.list.map((a) => a.id)).toEqual([saved.data.id]);
    expect((await op.call('/admin/api/content/articles/delete', { id: saved.data.id })).code).toBe(0);
    expect((await post(t.app, '/api/article/info', { id: saved.data.id })).json.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(await auditRows(t.database.db, op.accountId, 'content.article.delete')).toHaveLength(1);
  });
});

describe('navigation', () => {
  it('refuses an unsafe link; a saved entry is in the storefront’s nav list as {"url"}; hiding removes it', async () => {
    const before = await rowsOf(nav);
    for (const url of ['javascript:alert(1)', '//evil.example', 'help page']) {
      expect(
        await op.call('/admin/api/content/navs/save', { nav_title: '帮助中心', nav_url: url }),
        url,
      ).toMatchObject({
        code: ErrorCode.INVALID_INPUT,
        message: expect.stringMatching(/链接必须是 http\(s\) 地址或本站路径/),
      });
    }
    expect(await rowsOf(nav)).toBe(before);

    const saved = await op.call<{ id: number; nav_url: string }>('/admin/api/content/navs/save', {
      nav_title: '帮扶故事',
      nav_url: '/cms/article',
      is_blank: true,
      sort: 98,
    });
    expect(saved.data.nav_url).toBe('/cms/article');
    const [stored] = await t.database.db.select().from(nav).where(eq(nav.id, saved.data.id));
    expect(JSON.parse(stored.navUrl)).toEqual({ url: '/cms/article' });
    expect((await callOk(t.app, '/api/pc/navList', {})).find((n) => n.id === saved.data.id)).toMatchObject({
      nav_title: '帮扶故事',
      is_blank: 1,
    });

    expect(
      (
        await op.call('/admin/api/content/navs/save', {
          id: saved.data.id,
          nav_title: '帮扶故事',
          nav_url: '/cms/article',
          is_show: false,
          sort: 98,
        })
      ).code,
    ).toBe(0);
    expect((await callOk(t.app, '/api/pc/navList', {})).some((n) => n.id === saved.data.id)).toBe(false);
    const hidden = await op.call<{ list: { id: number }[] }>('/admin/api/content/navs/list', {
      state: 'hidden',
      keyword: '帮扶故事',
    });
    expect(hidden.data.list.map((n) => n.id)).toEqual([saved.data.id]);
    expect((await auditRows(t.database.db, op.accountId, 'content.nav.update')).at(-1)).toMatchObject({
      before: { is_show: true },
      after: { is_show: false },
    });
  });
});

describe('article classes', () => {
  it('the seeded articles have classes; /cms/article/listother-{id} lists only its class; a class with articles is not deleted', async () => {
    const classes = await callOk(t.app, '/api/articleclass/lists', {});
    expect(classes.map((c) => c.class_name)).toEqual(['产业故事', '帮扶动态', '政策解读']);
    const all = await callOk(t.app, '/api/article/page', { page: 1, page_size: 50 });
    for (const c of classes) {
      const listed = await callOk(t.app, '/api/article/page', { class_id: c.class_id, page: 1, page_size: 50 });
      expect(listed.count, c.class_name).toBeGreaterThan(0);
      expect(listed.count).toBeLessThan(all.count);
      const stored = await t.database.db.select({ id: article.id, classId: article.classId }).from(article);
      const ofClass = new Set(stored.filter((a) => a.classId === c.class_id).map((a) => a.id));
      expect(listed.list.every((a) => ofClass.has(a.id))).toBe(true);
      expect(listed.count).toBe(ofClass.size);
    }
    expect((await post(t.app, '/api/article/page', { class_id: 0 })).json.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await callOk(t.app, '/api/article/page', { class_id: 999_999 })).list).toEqual([]);

    const counted = await op.call<{ list: { class_id: number; class_name: string; article_count: number }[] }>(
      '/admin/api/content/article-classes/list',
      {},
    );
    expect(counted.data.list.find((c) => c.class_name === '政策解读')?.article_count).toBeGreaterThan(0);
    const policy = counted.data.list.find((c) => c.class_name === '政策解读')!;
    expect(await op.call('/admin/api/content/article-classes/delete', { id: policy.class_id })).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: expect.stringMatching(/还有 \d+ 篇文章/),
    });
    expect((await callOk(t.app, '/api/articleclass/lists', {})).some((c) => c.class_id === policy.class_id)).toBe(true);
  });

  it('refuses bad input and an unknown class and changes nothing; an article moves between classes and out of any', async () => {
    const [articles, classes] = [await rowsOf(article), await rowsOf(articleClass)];
    for (const [path, body, message] of [
      ['/admin/api/content/article-classes/save', { class_name: '' }, /分类名称/],
      ['/admin/api/content/article-classes/save', { class_name: '乡村振兴', sort: 'x' }, /排序必须是数字/],
      ['/admin/api/content/articles/save', { class_id: -1, title: '十八洞村', content: '<p>正文</p>' }, /文章分类/],
      ['/admin/api/content/articles/list', { class_id: 'x' }, /文章分类编号/],
    ] as const) {
      expect(await op.call(path, body), path).toMatchObject({
        code: ErrorCode.INVALID_INPUT,
        message: expect.stringMatching(message),
      });
    }
    expect(
      await op.call('/admin/api/content/articles/save', { class_id: 999_999, title: '十八洞村', content: '<p>正文</p>' }),
    ).toMatchObject({ code: ErrorCode.BUSINESS, message: '所选文章分类不存在，请重新选择' });
    expect(await op.call('/admin/api/content/article-classes/save', { id: 999_999, class_name: '乡村振兴' })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect([await rowsOf(article), await rowsOf(articleClass)]).toEqual([articles, classes]);

    const made = await op.call<{ class_id: number; article_count: number }>('/admin/api/content/article-classes/save', {
      class_name: '乡村振兴',
      sort: 9,
    });
    expect(made.data.article_count).toBe(0);
    const saved = await op.call<{ id: number; class_id: number | null; class_name: string }>(
      '/admin/api/content/articles/save',
      { class_id: made.data.class_id, title: '乡村振兴的新农人', content: '<p>返乡青年种出了好茶。</p>' },
    );
    expect(saved.data).toMatchObject({ class_id: made.data.class_id, class_name: '乡村振兴' });
    expect((await callOk(t.app, '/api/article/page', { class_id: made.data.class_id })).list.map((a) => a.id)).toEqual([
      saved.data.id,
    ]);
    const filtered = await op.call<{ list: { id: number }[] }>('/admin/api/content/articles/list', {
      class_id: made.data.class_id,
    });
    expect(filtered.data.list.map((a) => a.id)).toEqual([saved.data.id]);

    // Out of any class (the form's empty choice): gone from the class's list, still among all articles.
    const moved = await op.call<{ class_id: number | null; class_name: string }>('/admin/api/content/articles/save', {
      id: saved.data.id,
      class_id: '',
      title: '乡村振兴的新农人',
      content: '<p>返乡青年种出了好茶。</p>',
    });
    expect(moved.data).toMatchObject({ class_id: null, class_name: '' });
    expect((await callOk(t.app, '/api/article/page', { class_id: made.data.class_id })).count).toBe(0);
    expect((await auditRows(t.database.db, op.accountId, 'content.article.update')).at(-1)).toMatchObject({
      before: { class_id: made.data.class_id },
      after: { class_id: null },
    });
    expect((await op.call('/admin/api/content/article-classes/delete', { id: made.data.class_id })).code).toBe(0);
    expect(await auditRows(t.database.db, op.accountId, 'content.article_class.create')).toHaveLength(1);
    expect(await auditRows(t.database.db, op.accountId, 'content.article_class.delete')).toHaveLength(1);
    expect((await op.call('/admin/api/content/articles/delete', { id: saved.data.id })).code).toBe(0);
  });
});
