// Completes what a write left for later: goods whose search columns are not computed yet
// (search_version 0: the migration, or a write that changed the name or keywords without them; or
// computed by an older SEARCH_FIELDS_VERSION), and
// the pinyin of shops and branch sites. Batched, each batch its own statement; safe to run anywhere.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './rows';
import { namesPinyin, SEARCH_FIELDS_VERSION, searchFields } from './text';

const BATCH = 1000;

export async function fillSearchFields(db: Db): Promise<{ goods: number; shops: number; sites: number }> {
  let goods = 0;
  // One pass in id order (keyset): rows computed by an older SEARCH_FIELDS_VERSION are done again too.
  for (let after = 0; ; ) {
    const rows = await rowsOf<{ goods_id: number; goods_name: string; keywords: string }>(
      db.execute(sql`select goods_id, goods_name, keywords from goods where search_version < ${SEARCH_FIELDS_VERSION} and goods_id > ${after}
        order by goods_id limit ${BATCH}`),
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1].goods_id;
    const values = sql.join(
      rows.map((r) => {
        const f = searchFields(r.goods_name, r.keywords);
        return sql`(${r.goods_id}::int, ${f.searchText}, ${f.searchPinyin}, ${f.searchVersion}::smallint, ${r.goods_name}, ${r.keywords})`;
      }),
      sql`, `,
    );
    // Only rows still as read: a concurrent rename keeps its own (newer) state for the next pass.
    await db.execute(sql`update goods g set search_text = v.t, search_pinyin = v.p, search_version = v.ver
      from (values ${values}) as v(id, t, p, ver, name, kw) where g.goods_id = v.id and g.goods_name = v.name and g.keywords = v.kw`);
    goods += rows.length;
    if (rows.length < BATCH) break;
  }
  const shops = await rowsOf<{ site_id: number; site_name: string; shortname: string }>(
    db.execute(sql`select site_id, site_name, shortname from shop where search_pinyin = ''`),
  );
  for (const s of shops) await db.execute(sql`update shop set search_pinyin = ${namesPinyin(s.site_name, s.shortname)} where site_id = ${s.site_id}`);
  const sites = await rowsOf<{ site_id: number; title: string; shortname: string }>(
    db.execute(sql`select p.site_id, w.title, p.shortname from website_profile p join website w on w.site_id = p.site_id where p.pinyin = ''`),
  );
  for (const s of sites) await db.execute(sql`update website_profile set pinyin = ${namesPinyin(s.title, s.shortname).slice(0, 255)} where site_id = ${s.site_id}`);
  return { goods, shops: shops.length, sites: sites.length };
}
