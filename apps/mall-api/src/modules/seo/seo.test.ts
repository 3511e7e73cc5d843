import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode, SITEMAP_MAX_URLS } from '@mall/rest-contract';
import { callOk, post, testAppPerFile } from '../../test/harness';

const t = testAppPerFile();

const scalar = async (query: ReturnType<typeof sql>) => Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n);

describe('/api/seo/sitemap', () => {
  it('lists the default sku of every on-shelf goods of an open shop, ascending, paged', async () => {
    const expected = await scalar(sql`select count(*)::int as n from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default
      join shop p on p.site_id = g.site_id where g.is_on_shelf and p.is_open`);
    const all = await callOk(t.app, '/api/seo/sitemap', { kind: 'goods' });
    expect(all.total).toBe(expected);
    expect(all.list).toHaveLength(expected);
    const ids = all.list.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.list.every((r) => r.update_time > 1_000_000_000)).toBe(true);
    // The ids are /sku-{id} pages: default skus of on-shelf goods only.
    const notDefault = await scalar(sql`select count(*)::int as n from goods_sku s join goods g on g.goods_id = s.goods_id
      where s.sku_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and (not s.is_default or not g.is_on_shelf)`);
    expect(notDefault).toBe(0);

    const second = await callOk(t.app, '/api/seo/sitemap', { kind: 'goods', page: 2, page_size: 3 });
    expect(second.total).toBe(expected);
    expect(second.list.map((r) => r.id)).toEqual(ids.slice(3, 6));
  });

  it('leaves out goods taken off the shelf', async () => {
    const before = await callOk(t.app, '/api/seo/sitemap', { kind: 'goods' });
    const [first] = before.list;
    await t.database.db.execute(sql`update goods set is_on_shelf = false where goods_id = (select goods_id from goods_sku where sku_id = ${first.id})`);
    try {
      const after = await callOk(t.app, '/api/seo/sitemap', { kind: 'goods' });
      expect(after.total).toBe(before.total - 1);
      expect(after.list.map((r) => r.id)).not.toContain(first.id);
    } finally {
      await t.database.db.execute(sql`update goods set is_on_shelf = true where goods_id = (select goods_id from goods_sku where sku_id = ${first.id})`);
    }
  });

  it('lists shops, notices, articles and help entries', async () => {
    for (const [kind, table] of [
      ['shop', sql`shop where is_open`],
      ['notice', sql`notice`],
      ['article', sql`article`],
      ['help', sql`help`],
    ] as const) {
      const page = await callOk(t.app, '/api/seo/sitemap', { kind });
      expect(page.total, kind).toBe(await scalar(sql`select count(*)::int as n from ${table}`));
      expect(page.total, kind).toBeGreaterThan(0);
      expect(page.list, kind).toHaveLength(Math.min(page.total, SITEMAP_MAX_URLS));
    }
  });

  it('lists region halls, projects and news, and only the running seckill, group-buy and topic activities', async () => {
    for (const kind of ['region', 'project', 'news', 'seckill', 'groupbuy', 'topic'] as const) {
      expect((await callOk(t.app, '/api/seo/sitemap', { kind })).total, kind).toBeGreaterThan(0);
    }
    const groupbuys = await callOk(t.app, '/api/seo/sitemap', { kind: 'groupbuy' });
    const ended = await scalar(sql`select count(*)::int as n from groupbuy where end_time <= now()`);
    expect(ended).toBeGreaterThan(0);
    expect(groupbuys.total).toBe(await scalar(sql`select count(*)::int as n from groupbuy where status = 1 and start_time <= now() and end_time > now()`));
    // A switched-off kind has no pages, so none in the sitemap.
    await t.database.db.execute(sql`update promotion_switch set enabled = false where kind = 'topic'`);
    try {
      expect((await callOk(t.app, '/api/seo/sitemap', { kind: 'topic' })).total).toBe(0);
    } finally {
      await t.database.db.execute(sql`update promotion_switch set enabled = true where kind = 'topic'`);
    }
  });

  it('refuses an unknown kind and a page larger than a sitemap file, in Chinese', async () => {
    const kind = await post(t.app, '/api/seo/sitemap', { kind: 'member' });
    expect(kind.json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(kind.json.message).toContain('站点地图类型');
    const size = await post(t.app, '/api/seo/sitemap', { kind: 'goods', page_size: SITEMAP_MAX_URLS + 1 });
    expect(size.json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(size.json.message).toContain('每页数量');
  });
});
