-- The gram postings carry what a one-term search lists, so a 1- or 2-character keyword (the ones that
-- match a tenth of the catalogue) is answered from one index without reading goods rows: the page in
-- index order (rank, sales), the count and the facet counts from an index-only scan of the term.
-- Every distinct character is a posting of its own beside every distinct bigram, so a 1-character
-- term is one key, not a range of bigrams to de-duplicate. rank is the relevance of the posting's
-- text as the whole query (modules/search/match.ts relevance()); the other columns mirror goods and
-- follow every goods write in its own transaction (a sale moves sale_num here too).
ALTER TABLE "goods_keyword_gram" DROP CONSTRAINT "goods_keyword_gram_pk";--> statement-breakpoint
ALTER TABLE "goods_keyword_gram" ADD COLUMN "rank" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_keyword_gram" ADD COLUMN "category_id_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_keyword_gram" ADD COLUMN "category_id_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_keyword_gram" ADD COLUMN "category_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_keyword_gram" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "goods_keyword_gram" ADD COLUMN "tag_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_keyword_gram" ADD COLUMN "tag_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_keyword_gram" ADD COLUMN "default_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_keyword_gram" ADD COLUMN "sale_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_search_grams(doc text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT g FROM (
    SELECT substr(lower(doc), i, 2) AS g FROM generate_series(1, char_length(doc) - 1) AS i
    UNION ALL
    SELECT substr(lower(doc), i, 1) FROM generate_series(1, char_length(doc)) AS i
  ) s WHERE g <> ''
$$;
--> statement-breakpoint
-- 0 the name is the term, 1 the name starts with it, 2 the name part (name and its initials, before
-- the bar) holds it, 3 only the keywords do: relevance() for a query of this one term.
CREATE OR REPLACE FUNCTION goods_search_rank(doc text, term text) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN split_part(doc, E'\t', 1) = term THEN 0
    WHEN left(doc, char_length(term)) = term THEN 1
    WHEN strpos(doc, term) BETWEEN 1 AND strpos(doc, '|') THEN 2
    ELSE 3 END)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_keyword_gram_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_keyword_gram (gram, goods_id, rank, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, default_price, sale_num)
  SELECT g, n.goods_id, goods_search_rank(n.search_text, g), n.category_id_1, n.category_id_2, n.category_id, n.brand_id, n.tag_type, n.tag_level, n.default_price, n.sale_num
  FROM new_goods n CROSS JOIN LATERAL goods_search_grams(n.search_text) AS g
  WHERE n.is_on_shelf;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A changed text or shelf state rewrites the goods' postings; a change of a listed column alone
-- updates them in place.
CREATE OR REPLACE FUNCTION goods_keyword_gram_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_keyword_gram p USING old_goods o
  WHERE p.goods_id = o.goods_id
    AND NOT EXISTS (SELECT 1 FROM new_goods n WHERE n.goods_id = o.goods_id AND n.search_text = o.search_text AND n.is_on_shelf = o.is_on_shelf);
  INSERT INTO goods_keyword_gram (gram, goods_id, rank, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, default_price, sale_num)
  SELECT g, n.goods_id, goods_search_rank(n.search_text, g), n.category_id_1, n.category_id_2, n.category_id, n.brand_id, n.tag_type, n.tag_level, n.default_price, n.sale_num
  FROM new_goods n CROSS JOIN LATERAL goods_search_grams(n.search_text) AS g
  WHERE n.is_on_shelf
    AND NOT EXISTS (SELECT 1 FROM old_goods o WHERE o.goods_id = n.goods_id AND o.search_text = n.search_text AND o.is_on_shelf = n.is_on_shelf);
  UPDATE goods_keyword_gram p
  SET category_id_1 = n.category_id_1, category_id_2 = n.category_id_2, category_id = n.category_id, brand_id = n.brand_id,
    tag_type = n.tag_type, tag_level = n.tag_level, default_price = n.default_price, sale_num = n.sale_num
  FROM new_goods n JOIN old_goods o ON o.goods_id = n.goods_id
  WHERE p.goods_id = n.goods_id AND n.is_on_shelf AND o.is_on_shelf AND n.search_text = o.search_text
    AND (n.category_id_1, n.category_id_2, n.category_id, n.brand_id, n.tag_type, n.tag_level, n.default_price, n.sale_num)
      IS DISTINCT FROM (o.category_id_1, o.category_id_2, o.category_id, o.brand_id, o.tag_type, o.tag_level, o.default_price, o.sale_num);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS "goods_keyword_gram_goods_idx";--> statement-breakpoint
TRUNCATE goods_keyword_gram;--> statement-breakpoint
INSERT INTO goods_keyword_gram (gram, goods_id, rank, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, default_price, sale_num)
SELECT g, goods.goods_id, goods_search_rank(goods.search_text, g), goods.category_id_1, goods.category_id_2, goods.category_id, goods.brand_id, goods.tag_type, goods.tag_level, goods.default_price, goods.sale_num
FROM goods CROSS JOIN LATERAL goods_search_grams(goods.search_text) AS g
WHERE goods.is_on_shelf;--> statement-breakpoint
CREATE INDEX "goods_keyword_gram_goods_idx" ON "goods_keyword_gram" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_keyword_gram_term_idx" ON "goods_keyword_gram" USING btree ("gram", "rank", "sale_num" DESC NULLS LAST, "goods_id")
  INCLUDE ("category_id_1", "category_id_2", "category_id", "brand_id", "tag_type", "tag_level", "default_price");
--> statement-breakpoint
-- Fresh statistics for the new rows (the search plans depend on them); VACUUM, which index-only scans
-- also want, cannot run in a migration's transaction: autovacuum's insert threshold or the seed does it.
ANALYZE goods_keyword_gram;
