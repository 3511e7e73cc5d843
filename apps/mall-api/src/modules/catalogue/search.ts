// The goods list and keyword search (SPEC §7 /api/goodssku/page).
//
// Keyword search finds substrings of goods names with no word segmentation, for every keyword length:
// goods_keyword_gram (migration 0003) holds each goods name's distinct bigrams plus its last
// character, maintained by statement triggers in the goods write's own transaction. A keyword of
//  - 2+ characters: the goods holding all of (up to MAX_GRAMS of) its bigrams — one btree lookup per
//    bigram on the posting table's primary key, intersected with GROUP BY … HAVING count = n;
//  - 1 character: a btree range scan over grams starting with it (collation "C": code point order).
// Only on-shelf goods are indexed. For 1 and 2 characters the postings are exact (a count needs no
// goods row); longer keywords are verified with strpos on the lower-cased name, so the answer is
// exactly a naive `lower(goods_name) LIKE '%keyword%'` over on-shelf goods. pg_trgm needs 3 characters; this serves 1 and 2 as well, on
// PGlite and PostgreSQL alike.
import { sql, type SQL } from 'drizzle-orm';
import type { GoodsListItem, GoodsSort, Paged } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { yuan } from '../../http/envelope';

/** Bigrams looked up for a long keyword; the rest of the keyword is checked by strpos. */
const MAX_GRAMS = 6;

export interface GoodsQuery {
  keyword?: string;
  categoryId?: number;
  level?: number;
  brandId?: number;
  siteId?: number;
  searchType: number;
  minPrice?: number;
  maxPrice?: number;
  tagType?: number;
  tagLevel?: number;
  sort: GoodsSort;
  page: number;
  pageSize: number;
}

/** Lower-cases as the index does; the characters of a keyword as code points. */
export const normaliseKeyword = (keyword: string) => keyword.trim().toLowerCase();

/** The distinct bigrams to look up for a keyword of 2+ characters: first, last and evenly between. */
export function keywordGrams(keyword: string): string[] {
  const chars = [...keyword];
  const all = [...new Set(chars.slice(0, -1).map((c, i) => c + chars[i + 1]))];
  if (all.length <= MAX_GRAMS) return all;
  const picked = new Set<string>();
  for (let k = 0; k < MAX_GRAMS; k++) picked.add(all[Math.round((k * (all.length - 1)) / (MAX_GRAMS - 1))]);
  return [...picked];
}

/** Goods ids whose name may contain the keyword (exact after the strpos check). */
function candidates(keyword: string): SQL {
  const chars = [...keyword];
  if (chars.length === 1) {
    const cp = chars[0].codePointAt(0)!;
    if (cp >= 0x10ffff) return sql`select distinct goods_id from goods_keyword_gram where left(gram, 1) = ${keyword}`;
    const next = String.fromCodePoint(cp + 1 === 0xd800 ? 0xe000 : cp + 1);
    return sql`select distinct goods_id from goods_keyword_gram where gram >= ${keyword} and gram < ${next}`;
  }
  const grams = keywordGrams(keyword);
  if (grams.length === 1) return sql`select goods_id from goods_keyword_gram where gram = ${grams[0]}`;
  const list = sql.join(
    grams.map((g) => sql`${g}`),
    sql`, `,
  );
  return sql`select goods_id from goods_keyword_gram where gram in (${list}) group by goods_id having count(*) = ${grams.length}`;
}

const CATEGORY_COLUMN: Record<number, SQL> = { 1: sql`g.category_id_1`, 2: sql`g.category_id_2`, 3: sql`g.category_id` };

// Each order is one of goods' indexes, written as the index is (drizzle's desc is `desc nulls last`),
// so with a category the walk of goods_cat<level>_<sort>_idx stops after one page (migration 0015).
// Price is goods.default_price: the default sku's price, mirrored by a goods_sku trigger.
const ORDER: Record<GoodsSort, SQL> = {
  composite: sql`g.sort asc, g.goods_id asc`,
  sales: sql`g.sale_num desc nulls last, g.goods_id asc`,
  price_asc: sql`g.default_price asc, g.goods_id asc`,
  price_desc: sql`g.default_price desc, g.goods_id desc`,
  newest: sql`g.create_time desc nulls last, g.goods_id asc`,
};

interface Row {
  sku_id: number;
  goods_id: number;
  goods_name: string;
  spec_name: string;
  sku_image: string;
  price: number;
  discount_price: number;
  stock: number;
  recommend_way: number;
  tag_type: number;
  tag_level: number;
  site_id: number;
  site_name: string;
  sale_num: number;
  goods_image: string[];
}

export const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;

export async function searchGoods(db: Db, q: GoodsQuery): Promise<Paged<GoodsListItem>> {
  const where: SQL[] = [sql`g.is_on_shelf`];
  const keyword = q.keyword ? normaliseKeyword(q.keyword) : '';
  // 1 and 2 characters: the postings are exact; longer keywords are verified.
  const exact = [...keyword].length <= 2;
  if (keyword && !exact) where.push(sql`strpos(lower(g.goods_name), ${keyword}) > 0`);
  if (q.categoryId !== undefined) where.push(sql`${CATEGORY_COLUMN[q.level ?? 3]} = ${q.categoryId}`);
  if (q.brandId !== undefined) where.push(sql`g.brand_id = ${q.brandId}`);
  if (q.siteId !== undefined) where.push(sql`g.site_id = ${q.siteId}`);
  if (q.searchType > 0) where.push(sql`g.recommend_way = ${q.searchType}`);
  if (q.tagType !== undefined) where.push(sql`g.tag_type = ${q.tagType}`);
  if (q.tagLevel !== undefined) where.push(sql`g.tag_level = ${q.tagLevel}`);
  if (q.minPrice !== undefined) where.push(sql`g.default_price >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) where.push(sql`g.default_price <= ${q.maxPrice}`);
  const keywordOnly = where.length === 1; // on-shelf only, which the postings already are
  const filter = sql.join(where, sql` and `);
  const offset = (q.page - 1) * q.pageSize;
  // Two phases: the ids of one page (goods alone: price is goods.default_price), then the full rows of
  // those ≤ page_size goods. Matches beyond the page never touch sku or shop rows.
  const base = sql`goods g`;
  const countFrom = base;
  const pageIds = async (extra: SQL) =>
    (await rowsOf<{ goods_id: number }>(db.execute(sql`select g.goods_id from ${base} where ${filter} ${extra} order by ${ORDER[q.sort]} limit ${q.pageSize} offset ${offset}`))).map((r) => r.goods_id);
  let ids: number[];
  let count: number;
  if (keyword && !exact) {
    // 3+ characters: the intersected candidates (a few thousand at most for a real keyword) are
    // looked up by primary key — `= any(array(…))` keeps the planner from walking a sort index and
    // filtering every goods name — verified, sorted, and counted in the same pass.
    const inCandidates = sql`g.goods_id = any(array(${candidates(keyword)}))`;
    const found = await rowsOf<{ goods_id: number; total: number | string }>(
      db.execute(sql`select g.goods_id, count(*) over () as total from ${base} where ${inCandidates} and ${filter}
        order by ${ORDER[q.sort]} limit ${q.pageSize} offset ${offset}`),
    );
    ids = found.map((r) => r.goods_id);
    count =
      found.length > 0
        ? Number(found[0].total)
        : offset === 0
          ? 0
          : await countMatches(db, sql`select count(*)::int as n from ${countFrom} where ${inCandidates} and ${filter}`);
  } else if (keyword) {
    // 1-2 characters: the postings are exact. The page is a semi-join, so the planner either walks
    // the sort order and stops after one page (frequent keywords) or starts from the few candidates;
    // without other filters the count reads the postings alone.
    const counting = keywordOnly
      ? sql`select count(*)::int as n from (${candidates(keyword)}) cand`
      : sql`select count(*)::int as n from ${countFrom} where g.goods_id = any(array(${candidates(keyword)})) and ${filter}`;
    [ids, count] = await Promise.all([pageIds(sql`and g.goods_id in (${candidates(keyword)})`), countMatches(db, counting)]);
  } else {
    // Without a keyword the sort index can stop after one page. The total of a category alone, or of
    // every on-shelf goods, is goods_category_count's (exact: kept in each goods write's transaction);
    // other filters count their matches.
    const counting =
      where.length === 1
        ? sql`select coalesce(sum(goods), 0)::int as n from goods_category_count where level = 1`
        : where.length === 2 && q.categoryId !== undefined
          ? sql`select coalesce((select goods from goods_category_count where level = ${q.level ?? 3} and category_id = ${q.categoryId}), 0) as n`
          : sql`select count(*)::int as n from ${countFrom} where ${filter}`;
    [ids, count] = await Promise.all([pageIds(sql``), countMatches(db, counting)]);
  }
  const byId = new Map(
    (ids.length === 0
      ? []
      : await rowsOf<Row>(
          db.execute(sql`select s.sku_id, g.goods_id, g.goods_name, s.spec_name, s.sku_image, s.price, s.discount_price, s.stock,
              g.recommend_way, g.tag_type, g.tag_level, g.site_id, sh.site_name, g.sale_num, g.goods_image
            from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default join shop sh on sh.site_id = g.site_id
            where g.goods_id = any(${sql.raw(`'{${ids.map(Number).join(',')}}'::int[]`)})`),
        )
    ).map((r) => [r.goods_id, r]),
  );
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    list: rows.map((r) => ({
      sku_id: r.sku_id,
      goods_id: r.goods_id,
      goods_name: r.goods_name,
      sku_name: `${r.goods_name} ${r.spec_name}`.trim(),
      sku_image: r.sku_image,
      price: yuan(Number(r.price)),
      discount_price: yuan(Number(r.discount_price)),
      stock: r.stock,
      recommend_way: r.recommend_way,
      tag_type: r.tag_type,
      tag_level: r.tag_level,
      site_id: r.site_id,
      site_name: r.site_name,
      sale_num: r.sale_num,
      goods_image: (typeof r.goods_image === 'string' ? (JSON.parse(r.goods_image) as string[]) : r.goods_image)[0] ?? r.sku_image,
    })),
    count,
    page_count: Math.ceil(count / q.pageSize),
  };
}

async function countMatches(db: Db, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db.execute(query));
  return Number(row?.n ?? 0);
}
