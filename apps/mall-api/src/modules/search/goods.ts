// The goods list and goods search on PostgreSQL (PGlite and a server alike): filters, the keyword's
// terms (match.ts), relevance, the sorts, and the facet counts of the same query.
import { sql, type SQL } from 'drizzle-orm';
import { PRICE_BANDS, type GoodsFacets, type GoodsListItem, type GoodsSort, type Paged } from '@mall/rest-contract';
import { keywordTerms, normalizeKeyword } from '@mall/rest-contract/keyword';
import type { Db } from '../../db/client';
import { fenToYuan } from '@mall/rest-contract/money';
import { candidateFilter, isLatinKeyTerm, isMixedKeyTerm, isPostingTerm, latinKeyRange, matchesAll, relevance } from './match';
import { mixedForms } from './text';
import { gramFacetCounts, gramGoodsCounts, type GramFacet } from './facets';
import { rowsOf } from './rows';

export interface GoodsQuery {
  keyword?: string;
  categoryId?: number;
  level?: number;
  brandId?: number;
  siteId?: number;
  /** A shop's own category (shop_goods_category): a top one includes its children. */
  shopCategoryId?: number;
  searchType: number;
  minPrice?: number;
  maxPrice?: number;
  tagType?: number;
  tagLevel?: number;
  sort: GoodsSort;
  page: number;
  pageSize: number;
  /** Also count the filter bar's values (GoodsFacets). */
  facets?: boolean;
}

export type GoodsSearchResult = Paged<GoodsListItem> & { facets?: GoodsFacets };

const CATEGORY_COLUMN: Record<number, string> = { 1: 'category_id_1', 2: 'category_id_2', 3: 'category_id' };

// Without a keyword each order is one of goods' indexes, written as the index is (drizzle's desc is
// `desc nulls last`), so with a category the walk of goods_cat<level>_<sort>_idx stops after one page
// (migration 0015). Price is goods.default_price: the default sku's price, mirrored by a trigger.
const ORDER: Record<GoodsSort, string> = {
  composite: 'sort asc, goods_id asc',
  sales: 'sale_num desc nulls last, goods_id asc',
  price_asc: 'default_price asc, goods_id asc',
  price_desc: 'default_price desc, goods_id desc',
  newest: 'create_time desc nulls last, goods_id asc',
};
/** The default order of a search: relevance (match.ts), then sales. */
const RELEVANCE_ORDER = 'rank asc, sale_num desc nulls last, goods_id asc';

const orderOf = (sort: GoodsSort, searching: boolean, alias = '') => {
  const order = sort === 'composite' && searching ? RELEVANCE_ORDER : ORDER[sort];
  return sql.raw(alias ? order.replace(/(\w+) (asc|desc)/g, `${alias}.$1 $2`) : order);
};

const bandFen = PRICE_BANDS.map((b) => Math.round(Number(b.min) * 100));

/** The category level the facet counts: the chosen one's children, or leaves without a choice. */
const facetLevel = (q: GoodsQuery) => (q.categoryId === undefined ? 3 : (q.level ?? 3) < 3 ? (q.level ?? 3) + 1 : null);

function filters(q: GoodsQuery): SQL[] {
  const where: SQL[] = [sql`g.is_on_shelf`];
  if (q.categoryId !== undefined) where.push(sql`${sql.raw(`g.${CATEGORY_COLUMN[q.level ?? 3]}`)} = ${q.categoryId}`);
  if (q.brandId !== undefined) where.push(sql`g.brand_id = ${q.brandId}`);
  if (q.siteId !== undefined) where.push(sql`g.site_id = ${q.siteId}`);
  if (q.shopCategoryId !== undefined) {
    where.push(sql`g.shop_category_id in (select c.category_id from shop_goods_category c where c.category_id = ${q.shopCategoryId} or c.pid = ${q.shopCategoryId})`);
  }
  if (q.searchType > 0) where.push(sql`g.recommend_way = ${q.searchType}`);
  if (q.tagType !== undefined) where.push(sql`g.tag_type = ${q.tagType}`);
  if (q.tagLevel !== undefined) where.push(sql`g.tag_level = ${q.tagLevel}`);
  if (q.minPrice !== undefined) where.push(sql`g.default_price >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) where.push(sql`g.default_price <= ${q.maxPrice}`);
  return where;
}

/**
 * Every facet's counts over `source` (rows with g.* facet columns): one hash pass over the rows by all
 * five columns together, then grouping sets over those few groups (five hash keys over every row
 * cost twice as much). `cube`: the rows are goods_gram_cube's, each counting `goods` goods of its band.
 */
function facetQuery(q: GoodsQuery, source: SQL, cube = false): SQL {
  const level = facetLevel(q);
  const cat = level === null ? sql`null::int` : sql.raw(`g.${CATEGORY_COLUMN[level]}`);
  const band = cube
    ? sql`g.band`
    : sql.raw(`case ${bandFen.map((fen, i) => [fen, i] as const).reverse().map(([fen, i]) => `when g.default_price >= ${fen} then ${i}`).join(' ')} else 0 end`);
  // The cube's appended rows may be negative until folded: a combination whose rows cancel is no group.
  const counted = cube ? sql`sum(g.goods) as n from ${source} group by 1, 2, 3, 4, 5 having sum(g.goods) <> 0` : sql`count(*) as n from ${source} group by 1, 2, 3, 4, 5`;
  return sql`select grouping(cat)::int as g_cat, grouping(brand_id)::int as g_brand, grouping(tag_type)::int as g_tag,
      grouping(tag_level)::int as g_level, grouping(band)::int as g_band, cat, brand_id, tag_type, tag_level, band, sum(n)::int as n
    from (select ${cat} as cat, g.brand_id, g.tag_type, g.tag_level, ${band} as band, ${counted}) f
    group by grouping sets ((cat), (brand_id), (tag_type), (tag_level), (band))`;
}

interface FacetRow {
  g_cat: number;
  g_brand: number;
  g_tag: number;
  g_level: number;
  g_band: number;
  cat: number | null;
  brand_id: number | null;
  tag_type: number | null;
  tag_level: number | null;
  band: number | null;
  n: number;
}

async function facetsOf(db: Db, q: GoodsQuery, rows: FacetRow[]): Promise<GoodsFacets> {
  const top = (pick: (r: FacetRow) => number | null, inSet: (r: FacetRow) => boolean, max: number) =>
    rows
      .filter((r) => inSet(r) && pick(r) !== null)
      .sort((a, b) => b.n - a.n || pick(a)! - pick(b)!)
      .slice(0, max);
  const cats = facetLevel(q) === null ? [] : top((r) => r.cat, (r) => r.g_cat === 0, 12);
  const brands = top((r) => r.brand_id, (r) => r.g_brand === 0, 20);
  const names =
    cats.length + brands.length === 0
      ? []
      : await rowsOf<{ kind: string; id: number; name: string; level: number }>(
          db.execute(sql`select 'c' as kind, category_id as id, category_name as name, level from goods_category
              where category_id = any(${sql.raw(`'{${cats.map((c) => Number(c.cat)).join(',')}}'::int[]`)}) and is_show
            union all select 'b', brand_id, brand_name, 0 from brand where brand_id = any(${sql.raw(`'{${brands.map((b) => Number(b.brand_id)).join(',')}}'::int[]`)})`),
        );
  const name = (kind: string, id: number | null) => names.find((n) => n.kind === kind && n.id === id);
  const count = (inSet: (r: FacetRow) => boolean) => rows.find(inSet)?.n ?? 0;
  return {
    categories: cats.flatMap((c) => {
      const n = name('c', c.cat);
      return n ? [{ category_id: n.id, category_name: n.name, level: Number(n.level), count: c.n }] : [];
    }),
    brands: brands.flatMap((b) => {
      const n = name('b', b.brand_id);
      return n ? [{ brand_id: n.id, brand_name: n.name, count: b.n }] : [];
    }),
    tag_832: count((r) => r.g_tag === 0 && r.tag_type === 1),
    tag_levels: [2, 3, 4].map((level) => ({ tag_level: level, count: count((r) => r.g_level === 0 && r.tag_level === level) })),
    price_bands: PRICE_BANDS.map((b, i) => ({ min_price: b.min, max_price: b.max, count: count((r) => r.g_band === 0 && r.band === i) })),
  };
}

/** Filters and an order the postings carry: not shop, shop category, recommendation or newest. */
const postingFilters = (q: GoodsQuery) => q.siteId === undefined && q.shopCategoryId === undefined && q.searchType === 0 && q.sort !== 'newest';

/**
 * A search the postings answer alone: one posting term (match.ts isPostingTerm), filters on the
 * columns the postings carry and an order their index or a top-N sort of them gives; shop, shop
 * category, recommendation and newest read goods rows instead.
 */
const answeredByPostings = (q: GoodsQuery, terms: string[]) => terms.length === 1 && isPostingTerm(terms[0]) && postingFilters(q);

/** One latin or mixed term the postings answer (match.ts isLatinKeyTerm, isMixedKeyTerm), under the same filters. */
const answeredByLatinPostings = (q: GoodsQuery, terms: string[]) =>
  terms.length === 1 && (isLatinKeyTerm(terms[0]) || isMixedKeyTerm(terms[0])) && postingFilters(q);

/** The query's filters on a posting table's row `g` (its columns are named as goods' are). */
function postingWhere(q: GoodsQuery): SQL[] {
  const where: SQL[] = [];
  if (q.categoryId !== undefined) where.push(sql`${sql.raw(`g.${CATEGORY_COLUMN[q.level ?? 3]}`)} = ${q.categoryId}`);
  if (q.brandId !== undefined) where.push(sql`g.brand_id = ${q.brandId}`);
  if (q.tagType !== undefined) where.push(sql`g.tag_type = ${q.tagType}`);
  if (q.tagLevel !== undefined) where.push(sql`g.tag_level = ${q.tagLevel}`);
  if (q.minPrice !== undefined) where.push(sql`g.default_price >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) where.push(sql`g.default_price <= ${q.maxPrice}`);
  return where;
}

/**
 * The query's filters on a goods_gram_cube row `g`, or null when one is not a condition on its
 * columns: a price range must be whole bands (PRICE_BANDS, as the facet offers them).
 */
function cubeWhere(q: GoodsQuery): SQL[] | null {
  const where = postingWhere({ ...q, minPrice: undefined, maxPrice: undefined });
  if (q.minPrice !== undefined) {
    const from = bandFen.indexOf(q.minPrice);
    if (from < 0) return null;
    where.push(sql`g.band >= ${from}`);
  }
  if (q.maxPrice !== undefined) {
    const to = bandFen.findIndex((fen, i) => i > 0 && fen - 1 === q.maxPrice) - 1;
    if (to < 0) return null;
    where.push(sql`g.band <= ${to}`);
  }
  return where;
}

/** The term's postings under the query's filters, as `g` (the columns are named as goods' are). */
function postingSource(q: GoodsQuery, term: string): SQL {
  const where: SQL[] = [sql`g.gram = ${term}`, ...postingWhere(q)];
  return sql`goods_keyword_gram g where ${sql.join(where, sql` and `)}`;
}

/**
 * The goods holding every one of several posting terms under the query's filters: the first term's
 * postings (they carry the listed columns), each kept when its goods is in every further term's
 * postings, one row per goods with the listed columns and `rank` (postingsRank when `composite`).
 * A further term is two hashed sets of goods, its postings of rank up to 2 (every term in the name:
 * relevance 2) and the rest, each built once from its range of the term index and probed per posting
 * of the first term: the postings are read once each, and neither side is sorted by goods (a merge
 * join sorted both, and its plan was the planner's: with a filter it once probed the further term's
 * postings goods by goods). The sets are expressions, not joins, so there is no join order to choose;
 * the fence (`offset 0`) keeps each set's membership one probe that both the rank and the filter read.
 * The query's filters apply after the fence, before the second set's probe.
 */
function joinedPostings(q: GoodsQuery, terms: string[], composite: boolean): SQL {
  const further = terms.slice(1).map((term, i) => ({ term, named: sql.raw(`in${i + 1}`) }));
  const inName = further.map(({ term, named }) => sql`t.goods_id in (select p.goods_id from goods_keyword_gram p where p.gram = ${term} and p.rank <= 2) as ${named}`);
  const postings = sql`select ${columnsOf('t')}, t.rank, ${sql.join(inName, sql`, `)} from goods_keyword_gram t where t.gram = ${terms[0]} offset 0`;
  const holds = further.map(
    ({ term, named }) => sql`(g.${named} or g.goods_id in (select p.goods_id from goods_keyword_gram p where p.gram = ${term} and p.rank > 2))`,
  );
  const rank = composite ? postingsRank(terms, further.map(({ named }) => sql`g.${named}`)) : sql`0`;
  return sql`select ${columnsOf('g')}, ${rank} as rank from (${postings}) g where ${sql.join([...postingWhere(q), ...holds], sql` and `)}`;
}

/** `rows` (as `g`) under `filters` applied behind a fence (`offset 0`), so the planner sizes the rows before the filters. */
function filteredBehindFence(rows: SQL, filters: SQL[]): SQL {
  return filters.length === 0 ? rows : sql`select * from (${rows} offset 0) g where ${sql.join(filters, sql` and `)}`;
}

/**
 * How several posting terms are intersected. Joining their postings reads every posting of every
 * term (cheap per row, in the index); the grams' GIN index finds the goods holding all of them from
 * the rarest term's entries, then reads each such goods row (a heap page each, several times a
 * posting's cost). So the join when the terms' postings add up to less than JOIN_RATIO times the
 * rarest's (the goods rows could be as many as that), else the GIN index.
 */
export const JOIN_RATIO = 4;

async function joinsPostings(db: Db, terms: string[]): Promise<boolean> {
  const counts = (await gramGoodsCounts(db, terms)).map((n) => Math.max(n, 1));
  return counts.reduce((a, b) => a + b, 0) < JOIN_RATIO * Math.min(...counts);
}

/**
 * relevance() of several posting terms from the first term's rank (its rank alone) and whether each
 * further term's posting has rank up to 2 (`inName`): the name is the phrase (one lookup of
 * goods_search_name_idx), the name starts with the first term (its rank 0 or 1), every term is in the
 * name (every rank up to 2), or a keyword matched. A goods has one posting per gram.
 */
function postingsRank(terms: string[], inName: SQL[]): SQL {
  return sql`case when ${nameIsPhrase(terms)} then 0
    when g.rank <= 1 then 1 when g.rank <= 2 and ${sql.join(inName, sql` and `)} then 2 else 3 end`;
}

/** The name is exactly the query's words (one lookup of goods_search_name_idx): relevance 0. */
const nameIsPhrase = (terms: string[], alias = 'g') =>
  sql`${sql.raw(alias)}.goods_id in (select goods_id from goods where is_on_shelf and split_part(search_text, E'\\t', 1) = ${terms.join(' ')})`;

const FACET_COLUMNS = ['goods_id', 'sale_num', 'default_price', 'category_id_1', 'category_id_2', 'category_id', 'brand_id', 'tag_type', 'tag_level'];
const columnsOf = (alias: string) => sql.raw(FACET_COLUMNS.map((c) => `${alias}.${c}`).join(', '));

/**
 * The matches of one latin key term, or one mixed key term, from the postings alone, each goods once
 * with its relevance (relevance(): 0 the name is the term, else the best of its postings' ranks).
 * A latin term: the goods whose latin keys start with it, in search_text or search_pinyin. A mixed
 * term (match.ts termRule): search_text holds it (its goods_keyword_gram key), or its initials are in
 * search_text or its full pinyin in search_pinyin (latin keys) and each Chinese run is in search_text
 * (their keys, joined by goods); the latter rank 2 when both are in the name's part, else 3.
 * A goods has a row per key of the range it holds; one row per goods is kept by sorting them by goods
 * (DISTINCT ON): grouping them in a hash by goods cost three to four times the sort (the hash table
 * holds every match), and a mixed term grouped twice, before and after its join.
 */
function latinMatches(q: GoodsQuery, term: string): SQL {
  const filters = postingWhere(q);
  const where = (...conditions: SQL[]) => sql.join([...conditions, ...filters], sql` and `);
  let rows: SQL;
  if (isLatinKeyTerm(term)) {
    rows = sql`select ${columnsOf('g')}, least(g.text_rank, g.pinyin_rank) as r from goods_latin_gram g where ${where(latinKeyRange(term))}`;
  } else {
    const m = mixedForms(term);
    const han = m.han.map((h, i) => ({ h, alias: sql.raw(`h${i}`) }));
    const joins = sql.join(
      han.map(({ h, alias }) => sql` join goods_keyword_gram ${alias} on ${alias}.gram = ${h} and ${alias}.goods_id = l.goods_id`),
      sql``,
    );
    const hanRank = sql.join(
      han.map(({ alias }) => sql`${alias}.rank`),
      sql`, `,
    );
    // Each key row of the initials or full pinyin joins the runs' postings (one per goods) as it is: a
    // goods with several keys is several rows here, and its best one is kept below (rank 2 when any key
    // is in the name's part and so is every run).
    // The filters apply after the join with the Chinese runs' postings, behind a fence: on the keys they
    // shrank the planner's estimate (a filter nearly every match meets, as a category does) until it
    // probed the runs' postings goods by goods (100k, qy果 in its category: 25 ms).
    const joined = sql`select ${columnsOf('l')}, case when l.r <= 2 and greatest(${hanRank}) <= 2 then 2 else 3 end as r
      from (select ${columnsOf('g')}, g.text_rank as r from goods_latin_gram g where ${latinKeyRange(m.initials)} and g.text_rank < 9
          union all
          select ${columnsOf('g')}, g.pinyin_rank from goods_latin_gram g where ${latinKeyRange(m.full)} and g.pinyin_rank < 9) l${joins}`;
    rows = sql`select ${columnsOf('g')}, g.rank as r from goods_keyword_gram g where ${where(sql`g.gram = ${term}`)}
      union all
      ${filteredBehindFence(joined, filters)}`;
  }
  const best = sql`select distinct on (b.goods_id) ${columnsOf('b')}, b.r from (${rows}) b order by b.goods_id, b.r`;
  const rank = q.sort === 'composite' ? sql`case when ${nameIsPhrase([term], 'a')} then 0 else a.r end` : sql`0`;
  return sql`select ${columnsOf('a')}, ${rank} as rank from (${best}) a`;
}

/**
 * The page's ids, the count and the facets of a one-term search its postings answer, from their index
 * alone: the postings' rank is the relevance, and the index is in relevance order already.
 */
async function searchPostings(db: Db, q: GoodsQuery, term: string): Promise<{ ids: number[]; count: number; facets?: GoodsFacets }> {
  // Without filters the count and facets are the term's rows of goods_gram_facet (a few hundred), not
  // a scan of every posting of its key (a common character's is a tenth of the catalogue); with
  // filters on faceted columns, its rows of goods_gram_cube that meet them (a few thousand at most).
  const summary = postingWhere(q).length === 0;
  const cubeFilters = summary ? null : cubeWhere(q);
  const cube = cubeFilters && sql`goods_gram_cube g where ${sql.join([sql`g.gram = ${term}`, ...cubeFilters], sql` and `)}`;
  // The walk of the key starts at the lowest rank with goods meeting the filters (none: no page), so
  // goods that all lie at the key's lower ranks are not found after every posting of the higher ones.
  // The first such row in the index's rank order: one an unfolded negative row cancels only starts
  // the walk earlier.
  const source = cube
    ? sql`${postingSource(q, term)} and g.rank >= (select g.rank from ${cube} order by g.rank limit 1)`
    : postingSource(q, term);
  const page = rowsOf<{ goods_id: number }>(
    db.execute(sql`select g.goods_id from ${source} order by ${orderOf(q.sort, true, 'g')} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  );
  if (!q.facets && !summary) {
    const counting = cube ? sql`select coalesce(sum(g.goods), 0)::int as n from ${cube}` : sql`select count(*)::int as n from ${source}`;
    const [pageRows, count] = await Promise.all([page, countOf(db, counting)]);
    return { ids: pageRows.map((r) => r.goods_id), count };
  }
  const [pageRows, facetRows] = await Promise.all([
    page,
    summary
      ? gramFacetCounts(db, term).then((rows) => rows.map(facetRowOf))
      : rowsOf<FacetRow>(db.execute(cube ? facetQuery(q, cube, true) : facetQuery(q, source))),
  ]);
  const rows = facetRows.map((r) => ({ ...r, n: Number(r.n) }));
  // Every posting has a price band: the band set's counts add up to the matches.
  const count = rows.filter((r) => r.g_band === 0).reduce((sum, r) => sum + r.n, 0);
  return { ids: pageRows.map((r) => r.goods_id), count, ...(q.facets ? { facets: await facetsOf(db, q, rows) } : {}) };
}

/** A goods_gram_facet count as the facet query's row: one grouping set, its value, its goods. */
function facetRowOf(r: { facet: GramFacet; value: number; n: number | string }): FacetRow {
  const row: FacetRow = { g_cat: 1, g_brand: 1, g_tag: 1, g_level: 1, g_band: 1, cat: null, brand_id: null, tag_type: null, tag_level: null, band: null, n: Number(r.n) };
  const value = Number(r.value);
  if (r.facet === 'c') Object.assign(row, { g_cat: 0, cat: value });
  else if (r.facet === 'b') Object.assign(row, { g_brand: 0, brand_id: value });
  else if (r.facet === 't') Object.assign(row, { g_tag: 0, tag_type: value });
  else if (r.facet === 'l') Object.assign(row, { g_level: 0, tag_level: value });
  else Object.assign(row, { g_band: 0, band: value });
  return row;
}

const emptyFacets = (q: GoodsQuery) => facetsOf(null as unknown as Db, { ...q, categoryId: 0, level: 3 }, []);

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

async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db.execute(query));
  return Number(row?.n ?? 0);
}

/**
 * The page, count and facets of a search from one materialised set of its matches (`matches` selects
 * goods_id, rank and the sorted and faceted columns): one statement, each match read once. The page
 * is a top-N sort of the set (a window function over it sorted every match); with the facets, the count is their price bands'.
 */
async function searchMatches(db: Db, q: GoodsQuery, matches: SQL): Promise<{ ids: number[]; count: number; facets?: GoodsFacets }> {
  const order = orderOf(q.sort, true);
  const [row] = await rowsOf<{ ids: number[] | string; total: number; facets: FacetRow[] | string | null }>(
    db.execute(sql`with m as materialized (${matches})
      select
        (select coalesce(json_agg(goods_id order by ${order}), '[]'::json) from
          (select * from m order by ${order} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}) p) as ids,
        ${q.facets ? sql`null` : sql`(select count(*)::int from m)`} as total,
        ${q.facets ? sql`(select coalesce(json_agg(f), '[]'::json) from (${facetQuery(q, sql`m g`)}) f)` : sql`null`} as facets`),
  );
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const facetRows = q.facets ? (json(row.facets ?? '[]') as FacetRow[]).map((r) => ({ ...r, n: Number(r.n) })) : [];
  return {
    ids: json(row.ids).map(Number),
    // Every match has one price band: with the facets the band set's counts add up to the matches (one scan of them fewer).
    count: q.facets ? facetRows.filter((r) => r.g_band === 0).reduce((sum, r) => sum + r.n, 0) : Number(row.total),
    ...(q.facets ? { facets: await facetsOf(db, q, facetRows) } : {}),
  };
}

export async function searchGoods(db: Db, q: GoodsQuery): Promise<GoodsSearchResult> {
  const terms = keywordTerms(q.keyword);
  const where = filters(q);
  const offset = (q.page - 1) * q.pageSize;
  let ids: number[];
  let count: number;
  let facets: GoodsFacets | undefined;
  if (normalizeKeyword(q.keyword) && terms.length === 0) {
    // Only punctuation, symbols or emoji: nothing can match.
    return { list: [], count: 0, page_count: 0, ...(q.facets ? { facets: await emptyFacets(q) } : {}) };
  }
  if (answeredByPostings(q, terms)) {
    ({ ids, count, facets } = await searchPostings(db, q, terms[0]));
  } else if (terms.length > 1 && terms.every(isPostingTerm) && postingFilters(q) && (await joinsPostings(db, terms))) {
    ({ ids, count, facets } = await searchMatches(db, q, joinedPostings(q, terms, q.sort === 'composite')));
  } else if (answeredByLatinPostings(q, terms)) {
    ({ ids, count, facets } = await searchMatches(db, q, latinMatches(q, terms[0])));
  } else if (terms.length > 0) {
    // The candidates of every term (indexes only: the grams' GIN index, ids by primary key — `=
    // any(array(…))` keeps the planner from walking a sort index and checking every row — or a pinyin
    // trigram bitmap), checked against the rule unless the grams are the rule (terms of 1 to 3
    // characters), then sorted, counted and faceted from the one materialised set.
    const filter = sql.join([candidateFilter(terms), ...where, ...(terms.every(isPostingTerm) ? [] : [matchesAll(terms)])], sql` and `);
    const rank = q.sort === 'composite' ? relevance(terms) : sql`0`;
    ({ ids, count, facets } = await searchMatches(
      db,
      q,
      sql`select g.goods_id, g.sort, g.sale_num, g.default_price, g.create_time, g.category_id_1, g.category_id_2, g.category_id,
            g.brand_id, g.tag_type, g.tag_level, ${rank} as rank
          from goods g where ${filter}`,
    ));
  } else {
    // Without a keyword the sort index can stop after one page. The total of a category alone, or of
    // every on-shelf goods, is goods_category_count's (exact: kept in each goods write's transaction);
    // other filters count their matches.
    const filter = sql.join(where, sql` and `);
    const counting =
      where.length === 1
        ? sql`select coalesce(sum(goods), 0)::int as n from goods_category_count where level = 1`
        : where.length === 2 && q.categoryId !== undefined
          ? sql`select coalesce((select goods from goods_category_count where level = ${q.level ?? 3} and category_id = ${q.categoryId}), 0) as n`
          : sql`select count(*)::int as n from goods g where ${filter}`;
    const page = db.execute(sql`select g.goods_id from goods g where ${filter} order by ${orderOf(q.sort, false, 'g')} limit ${q.pageSize} offset ${offset}`);
    const facetRows = q.facets ? rowsOf<FacetRow>(db.execute(facetQuery(q, sql`goods g where ${filter}`))) : Promise.resolve([]);
    const [pageRows, total, fr] = await Promise.all([rowsOf<{ goods_id: number }>(page), countOf(db, counting), facetRows]);
    ids = pageRows.map((r) => r.goods_id);
    count = total;
    if (q.facets) facets = await facetsOf(db, q, fr.map((r) => ({ ...r, n: Number(r.n) })));
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
      price: fenToYuan(Number(r.price)),
      discount_price: fenToYuan(Number(r.discount_price)),
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
    ...(facets ? { facets } : {}),
  };
}
