// The goods columns that search matches (modules/search): written with every goods write from the
// name and keywords (searchFields in modules/search/text.ts), since pinyin cannot be computed in SQL.
import { sql } from 'drizzle-orm';
import { index, smallint, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

export const goodsSearchColumns = () => ({
  /** name|keywords|initials of both, NFKC and lower-cased: the gram postings index it. */
  searchText: text('search_text').notNull().default(''),
  /** Full pinyin of name|keywords (pg_trgm indexes it for pinyin of 3+ letters). */
  searchPinyin: text('search_pinyin').notNull().default(''),
  /** 0 until search_text and search_pinyin are computed: a write that skips them is filled later. */
  searchVersion: smallint('search_version').notNull().default(0),
});

export const goodsSearchIndexes = (t: {
  goodsId: ExtraConfigColumn;
  searchText: ExtraConfigColumn;
  searchPinyin: ExtraConfigColumn;
  searchVersion: ExtraConfigColumn;
  isOnShelf: ExtraConfigColumn;
}) => [
  index('goods_search_pinyin_trgm_idx').using('gin', t.searchPinyin.op('gin_trgm_ops')),
  /** The name's part of search_text: several words rank first the goods named exactly so. */
  index('goods_search_name_idx').on(sql`split_part(${t.searchText}, E'\\t', 1)`).where(sql`${t.isOnShelf}`),
  index('goods_search_stale_idx').on(t.goodsId).where(sql`${t.searchVersion} = 0`),
];
