-- Facet counts per gram: a one-term search of 1 to 3 characters without filters takes its count and
-- facet counts from a few hundred rows here instead of reading every posting of its key (a common
-- character has a tenth of the catalogue). goods_gram_facet holds, per gram, the number of on-shelf
-- goods with each value of each facet: 'c' leaf category, 'b' brand (goods with one), 't' tag_type,
-- 'l' tag_level, 'p' price band (goods_price_band). Statement triggers on goods_keyword_gram append
-- each statement's net change as rows (possibly negative) in the same transaction, so concurrent goods
-- writes never wait on one another's counter rows; a reader sums a gram's rows. Appended rows have
-- folded = false; the search refresh folds them into one row per value (modules/search/facets.ts).
-- The grams of a text, as before (migration 0039), in one pass over its characters: substr(doc, i, n)
-- walks the string from its start each time, which made a 470-character search_text cost 4 times as
-- much (every goods write, the bulk fill and the GIN index below compute it).
CREATE OR REPLACE FUNCTION goods_search_grams(doc text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT v.g FROM (
    SELECT t.ch, lead(t.ch, 1) OVER w AS c2, lead(t.ch, 2) OVER w AS c3
    FROM unnest(string_to_array(lower(doc), NULL)) WITH ORDINALITY AS t(ch, i) WINDOW w AS (ORDER BY t.i)
  ) s CROSS JOIN LATERAL (VALUES (s.ch), (s.ch || s.c2), (s.ch || s.c2 || s.c3)) AS v(g)
  WHERE v.g IS NOT NULL AND v.g !~ '[[:space:]|]'
$$;
--> statement-breakpoint
CREATE TABLE "goods_gram_facet" (
	"gram" varchar(3) COLLATE "C" NOT NULL,
	"facet" "char" NOT NULL,
	"value" integer NOT NULL,
	"goods" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "goods_gram_facet_gram_idx" ON "goods_gram_facet" USING btree ("gram") INCLUDE ("facet", "value", "goods");--> statement-breakpoint
CREATE INDEX "goods_gram_facet_unfolded_idx" ON "goods_gram_facet" USING btree ("gram") WHERE NOT "folded";--> statement-breakpoint
-- The index of a price in PRICE_BANDS (libs/rest-contract/src/search.ts; search.test.ts holds them
-- equal): 0 below 50 yuan, 1 from 50, 2 from 100, 3 from 200, 4 from 500.
CREATE OR REPLACE FUNCTION goods_price_band(price integer) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(price, ARRAY[5000, 10000, 20000, 50000])::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_gram_facet_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_gram_facet (gram, facet, value, goods)
  SELECT p.gram, f.facet, f.value, count(*)
  FROM new_postings p CROSS JOIN LATERAL (VALUES ('c'::"char", p.category_id), ('b', p.brand_id), ('t', p.tag_type::int),
    ('l', p.tag_level::int), ('p', goods_price_band(p.default_price)::int)) AS f(facet, value)
  WHERE f.value IS NOT NULL
  GROUP BY 1, 2, 3;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_gram_facet_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_gram_facet (gram, facet, value, goods)
  SELECT p.gram, f.facet, f.value, -count(*)
  FROM old_postings p CROSS JOIN LATERAL (VALUES ('c'::"char", p.category_id), ('b', p.brand_id), ('t', p.tag_type::int),
    ('l', p.tag_level::int), ('p', goods_price_band(p.default_price)::int)) AS f(facet, value)
  WHERE f.value IS NOT NULL
  GROUP BY 1, 2, 3;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A sale rewrites sale_num in every posting of the goods: old and new cancel out and nothing is added.
CREATE OR REPLACE FUNCTION goods_gram_facet_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_gram_facet (gram, facet, value, goods)
  SELECT p.gram, f.facet, f.value, sum(p.d)
  FROM (SELECT n.gram, n.category_id, n.brand_id, n.tag_type, n.tag_level, n.default_price, 1 AS d FROM new_postings n
    UNION ALL SELECT o.gram, o.category_id, o.brand_id, o.tag_type, o.tag_level, o.default_price, -1 FROM old_postings o) p
  CROSS JOIN LATERAL (VALUES ('c'::"char", p.category_id), ('b', p.brand_id), ('t', p.tag_type::int),
    ('l', p.tag_level::int), ('p', goods_price_band(p.default_price)::int)) AS f(facet, value)
  WHERE f.value IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(p.d) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_gram_facet_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE goods_gram_facet;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_gram_facet_insert AFTER INSERT ON goods_keyword_gram
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION goods_gram_facet_on_insert();
--> statement-breakpoint
CREATE TRIGGER goods_gram_facet_update AFTER UPDATE ON goods_keyword_gram
  REFERENCING OLD TABLE AS old_postings NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION goods_gram_facet_on_update();
--> statement-breakpoint
CREATE TRIGGER goods_gram_facet_delete AFTER DELETE ON goods_keyword_gram
  REFERENCING OLD TABLE AS old_postings FOR EACH STATEMENT EXECUTE FUNCTION goods_gram_facet_on_delete();
--> statement-breakpoint
CREATE TRIGGER goods_gram_facet_truncate AFTER TRUNCATE ON goods_keyword_gram
  FOR EACH STATEMENT EXECUTE FUNCTION goods_gram_facet_on_truncate();
--> statement-breakpoint
-- The counts of the postings there are, folded, in gram order.
INSERT INTO goods_gram_facet (gram, facet, value, goods, folded)
SELECT p.gram, f.facet, f.value, count(*), true
FROM goods_keyword_gram p CROSS JOIN LATERAL (VALUES ('c'::"char", p.category_id), ('b', p.brand_id), ('t', p.tag_type::int),
  ('l', p.tag_level::int), ('p', goods_price_band(p.default_price)::int)) AS f(facet, value)
WHERE f.value IS NOT NULL
GROUP BY 1, 2, 3
ORDER BY 1, 2, 3;
--> statement-breakpoint
-- Several words of 1 to 3 characters: the goods holding every one are an intersection of this GIN
-- index's entries (goods_search_grams: every character, bigram and trigram of search_text), which skips
-- through the commoner terms' lists from the rarest, instead of reading every posting of every term.
-- Index builds and vacuum run it with a search_path of pg_catalog alone (PostgreSQL 17, PGlite): it
-- keeps the schema it was created in to find goods_search_grams.
CREATE OR REPLACE FUNCTION goods_search_gram_array(doc text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT array(SELECT goods_search_grams(doc))
$$;
--> statement-breakpoint
CREATE INDEX "goods_search_grams_idx" ON "goods" USING gin (goods_search_gram_array("search_text")) WHERE "is_on_shelf";--> statement-breakpoint
ANALYZE goods_gram_facet;--> statement-breakpoint
ANALYZE goods;
