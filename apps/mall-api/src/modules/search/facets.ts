// goods_gram_facet (migrations 0041, 0043, 0044): per gram, the on-shelf goods with each facet value. The
// triggers append every write's net change as rows; a reader sums a gram's rows, and the
// search refresh folds what the writes appended into one row per value, so a gram keeps a few hundred.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './rows';

/** The facets a row counts: leaf category, brand, tag_type, tag_level, price band (goods_facet_keys, migration 0044). */
export type GramFacet = 'c' | 'b' | 't' | 'l' | 'p';

/** Every facet value of a gram with its number of on-shelf goods (none with 0). */
export const gramFacetCounts = (db: Db, gram: string) =>
  rowsOf<{ facet: GramFacet; value: number; n: number | string }>(
    db.execute(sql`select facet::text as facet, value, sum(goods)::int as n from goods_gram_facet where gram = ${gram}
      group by facet, value having sum(goods) <> 0`),
  );

/** The on-shelf goods holding each gram (its price bands' counts: every goods has one), in the order given. */
export async function gramGoodsCounts(db: Db, grams: string[]): Promise<number[]> {
  const rows = await rowsOf<{ gram: string; n: number | string }>(
    db.execute(sql`select gram, sum(goods)::int as n from goods_gram_facet
      where gram in (${sql.join(
        grams.map((g) => sql`${g}`),
        sql`, `,
      )}) and facet = 'p' group by gram`),
  );
  return grams.map((g) => Number(rows.find((r) => r.gram === g)?.n ?? 0));
}

const FOLD_BATCH = 2000;

/**
 * Folds the rows writes appended into one row per gram, facet and value, a batch of grams per
 * transaction. One statement deletes what its snapshot sees of those grams and inserts the sums, so
 * a row that a write still in progress appends is neither deleted nor counted twice; the advisory
 * lock keeps two refreshes from folding the same rows. Returns the grams folded.
 */
export async function foldGramFacets(db: Db): Promise<number> {
  let folded = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('goods_gram_facet'))`);
      const [row] = await rowsOf<{ n: number }>(
        tx.execute(sql`with grams as (select distinct gram from goods_gram_facet where not folded limit ${FOLD_BATCH}),
          gone as (delete from goods_gram_facet f using grams where f.gram = grams.gram returning f.gram, f.facet, f.value, f.goods),
          kept as (insert into goods_gram_facet (gram, facet, value, goods, folded)
            select gram, facet, value, sum(goods), true from gone group by gram, facet, value having sum(goods) <> 0 returning 1)
          select (select count(*) from grams)::int as n, (select count(*) from kept)::int as kept`),
      );
      return Number(row.n);
    });
    folded += n;
    if (n < FOLD_BATCH) return folded;
  }
}

/**
 * Writes goods_gram_facet again from goods_keyword_gram, folded: for a bulk load that filled the
 * postings with the facet triggers off. Under the fold's lock.
 */
export async function rebuildGramFacets(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('goods_gram_facet'))`);
    // One statement, one snapshot: a write committed after it keeps its appended rows and is not counted.
    await tx.execute(sql`with gone as (delete from goods_gram_facet)
      insert into goods_gram_facet (gram, facet, value, goods, folded)
      select p.gram, f.facet, f.value, count(*), true
      from goods_keyword_gram p cross join lateral goods_facet_keys(p.category_id, p.brand_id, p.tag_type, p.tag_level, p.default_price) as f
      group by 1, 2, 3
      order by 1, 2, 3`);
  });
}
