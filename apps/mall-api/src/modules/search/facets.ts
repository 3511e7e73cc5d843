// goods_gram_facet (migrations 0041, 0043, 0044): per gram, the on-shelf goods with each facet value;
// goods_gram_cube (0045, 0046): per gram, the on-shelf goods of each combination of the faceted columns
// and the postings' rank. The
// triggers append every write's net change as rows; a reader sums a gram's rows, and the search
// refresh folds what the writes appended into one row per value or combination.
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

/** The two count tables a write appends to, each with the columns its rows are counted by. */
const COUNT_TABLES = [
  { table: 'goods_gram_facet', keys: 'gram, facet, value' },
  { table: 'goods_gram_cube', keys: 'gram, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, band, rank' },
] as const;

/**
 * Folds the rows writes appended into one row per gram and counted value, a batch of grams per
 * transaction. One statement deletes what its snapshot sees of those grams and inserts the sums, so
 * a row that a write still in progress appends is neither deleted nor counted twice; the advisory
 * lock keeps two refreshes from folding the same rows. Returns the grams folded (in both tables).
 */
export async function foldGramFacets(db: Db): Promise<number> {
  let folded = 0;
  for (const { table, keys } of COUNT_TABLES) {
    for (;;) {
      const n = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('goods_gram_facet'))`);
        const [row] = await rowsOf<{ n: number }>(
          tx.execute(sql`with grams as (select distinct gram from ${sql.raw(table)} where not folded limit ${FOLD_BATCH}),
            gone as (delete from ${sql.raw(table)} f using grams where f.gram = grams.gram returning f.*),
            kept as (insert into ${sql.raw(table)} (${sql.raw(keys)}, goods, folded)
              select ${sql.raw(keys)}, sum(goods), true from gone group by ${sql.raw(keys)} having sum(goods) <> 0 returning 1)
            select (select count(*) from grams)::int as n, (select count(*) from kept)::int as kept`),
        );
        return Number(row.n);
      });
      folded += n;
      if (n < FOLD_BATCH) break;
    }
  }
  return folded;
}

/**
 * Writes goods_gram_facet and goods_gram_cube again from goods_keyword_gram, folded: for a bulk load
 * that filled the postings with the facet triggers off. Under the fold's lock.
 */
export async function rebuildGramFacets(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('goods_gram_facet'))`);
    // One statement each, one snapshot: a write committed after it keeps its appended rows and is not counted.
    await tx.execute(sql`with gone as (delete from goods_gram_facet)
      insert into goods_gram_facet (gram, facet, value, goods, folded)
      select p.gram, f.facet, f.value, count(*), true
      from goods_keyword_gram p cross join lateral goods_facet_keys(p.category_id, p.brand_id, p.tag_type, p.tag_level, p.default_price) as f
      group by 1, 2, 3
      order by 1, 2, 3`);
    await tx.execute(sql`with gone as (delete from goods_gram_cube)
      insert into goods_gram_cube (gram, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, band, rank, goods, folded)
      select p.gram, p.category_id_1, p.category_id_2, p.category_id, p.brand_id, p.tag_type, p.tag_level, goods_price_band(p.default_price), p.rank, count(*), true
      from goods_keyword_gram p
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9
      order by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  });
}
