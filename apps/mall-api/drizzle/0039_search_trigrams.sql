-- Every distinct trigram of search_text is a posting too, so a 3-character keyword (黄金茶, 猕猴桃, 土鸡蛋)
-- is one key of goods_keyword_gram_term_idx and a one-term search of it is listed, counted and faceted
-- from that index alone, as 1 and 2 characters are (migration 0038); a longer term intersects its
-- trigrams, fewer and rarer than its bigrams. No query term holds white space or a bar (keywordTerms
-- splits on them), so grams that do are not stored. Widening varchar(2) to varchar(3) keeps the rows
-- and indexes as they are.
ALTER TABLE "goods_keyword_gram" ALTER COLUMN "gram" SET DATA TYPE varchar(3) COLLATE "C";--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_search_grams(doc text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT g FROM (
    SELECT substr(lower(doc), i, n) AS g
    FROM generate_series(1, 3) AS n CROSS JOIN LATERAL generate_series(1, char_length(doc) - n + 1) AS i
  ) s WHERE g <> '' AND g !~ '[[:space:]|]'
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS "goods_keyword_gram_term_idx";--> statement-breakpoint
INSERT INTO goods_keyword_gram (gram, goods_id, rank, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, default_price, sale_num)
SELECT g, goods.goods_id, goods_search_rank(goods.search_text, g), goods.category_id_1, goods.category_id_2, goods.category_id, goods.brand_id, goods.tag_type, goods.tag_level, goods.default_price, goods.sale_num
FROM goods CROSS JOIN LATERAL goods_search_grams(goods.search_text) AS g
WHERE goods.is_on_shelf AND char_length(g) = 3;--> statement-breakpoint
CREATE INDEX "goods_keyword_gram_term_idx" ON "goods_keyword_gram" USING btree ("gram", "rank", "sale_num" DESC NULLS LAST, "goods_id")
  INCLUDE ("category_id_1", "category_id_2", "category_id", "brand_id", "tag_type", "tag_level", "default_price");
--> statement-breakpoint
-- A query of several words ranks first the goods whose name is exactly those words: one lookup here.
CREATE INDEX IF NOT EXISTS "goods_search_name_idx" ON "goods" (split_part("search_text", E'\t', 1)) WHERE "is_on_shelf";--> statement-breakpoint
ANALYZE goods_keyword_gram;
