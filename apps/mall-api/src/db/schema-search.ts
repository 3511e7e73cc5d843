// Search's own tables (modules/search). The goods and shop columns that search matches are in
// search-columns.ts and schema.ts.
import { integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

/**
 * What the header's search box suggests as the shopper types: each goods name's product phrase (the
 * name's first word, 赣南脐橙), each merchant keyword and each category name, with the number of
 * on-shelf goods it finds and their sales. Rebuilt in one statement (refreshSuggestTerms) after seeding,
 * on start and every few minutes: a few thousand rows, so a suggestion is a scan of a small table.
 */
export const searchSuggestTerm = pgTable('search_suggest_term', {
  term: varchar('term', { length: 64 }).primaryKey(),
  /** 1 a goods name's product phrase, 2 a merchant keyword, 3 a category name. */
  source: smallint('source').notNull(),
  goodsCount: integer('goods_count').notNull(),
  sales: integer('sales').notNull().default(0),
  /** The level-1 category holding most of its goods (「脐橙 在 水果 分类」); 0 for none. */
  categoryId: integer('category_id').notNull().default(0),
  /** Full pinyin|initials of the term. */
  pinyin: text('pinyin').notNull().default(''),
});
