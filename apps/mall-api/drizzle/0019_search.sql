CREATE TABLE "search_suggest_term" (
	"term" varchar(64) PRIMARY KEY NOT NULL,
	"source" smallint NOT NULL,
	"goods_count" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "keywords" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "search_pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_profile" ADD COLUMN "pinyin" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_search_pinyin_trgm_idx" ON "goods" USING gin ("search_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_search_stale_idx" ON "goods" USING btree ("goods_id") WHERE "goods"."search_version" = 0;--> statement-breakpoint
-- Search matches name⇥initials|keywords⇥initials (goods.search_text) and full pinyin (goods.search_pinyin),
-- both computed with every goods write by modules/search/text.ts (pinyin needs a dictionary, not
-- SQL). A write that changes the name or keywords without them gets the literal part here and
-- search_version 0, which the search fill completes (modules/search/fill.ts).
CREATE OR REPLACE FUNCTION goods_search_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.search_version = 0 OR NEW.search_text = '' THEN
      NEW.search_text := lower(translate(NEW.goods_name, E'|\t', '  ')) || E'\t|' || lower(translate(NEW.keywords, E'|\t', '  ')) || E'\t';
      NEW.search_version := 0;
    END IF;
  ELSIF (NEW.goods_name IS DISTINCT FROM OLD.goods_name OR NEW.keywords IS DISTINCT FROM OLD.keywords)
    AND NEW.search_text IS NOT DISTINCT FROM OLD.search_text THEN
    NEW.search_text := lower(translate(NEW.goods_name, E'|\t', '  ')) || E'\t|' || lower(translate(NEW.keywords, E'|\t', '  ')) || E'\t';
    NEW.search_pinyin := '';
    NEW.search_version := 0;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_search_fields BEFORE INSERT OR UPDATE ON goods FOR EACH ROW EXECUTE FUNCTION goods_search_fields();
--> statement-breakpoint
UPDATE goods SET search_text = lower(translate(goods_name, E'|\t', '  ')) || E'\t|' || lower(translate(keywords, E'|\t', '  ')) || E'\t', search_version = 0;
--> statement-breakpoint
-- The gram postings (0003) now index search_text instead of the bare name.
CREATE OR REPLACE FUNCTION goods_search_grams(doc text) RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  SELECT DISTINCT g FROM (
    SELECT substr(lower(doc), i, 2) AS g FROM generate_series(1, char_length(doc) - 1) AS i
    UNION ALL
    SELECT right(lower(doc), 1)
  ) s WHERE g <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_keyword_gram_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_keyword_gram (gram, goods_id)
  SELECT g, n.goods_id FROM new_goods n CROSS JOIN LATERAL goods_search_grams(n.search_text) AS g
  WHERE n.is_on_shelf
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_keyword_gram_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_keyword_gram p USING old_goods o
  WHERE p.goods_id = o.goods_id
    AND NOT EXISTS (SELECT 1 FROM new_goods n WHERE n.goods_id = o.goods_id AND n.search_text = o.search_text AND n.is_on_shelf = o.is_on_shelf);
  INSERT INTO goods_keyword_gram (gram, goods_id)
  SELECT g, n.goods_id FROM new_goods n CROSS JOIN LATERAL goods_search_grams(n.search_text) AS g
  WHERE n.is_on_shelf
    AND NOT EXISTS (SELECT 1 FROM old_goods o WHERE o.goods_id = n.goods_id AND o.search_text = n.search_text AND o.is_on_shelf = n.is_on_shelf)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
TRUNCATE goods_keyword_gram;
--> statement-breakpoint
INSERT INTO goods_keyword_gram (gram, goods_id)
SELECT g, goods.goods_id FROM goods CROSS JOIN LATERAL goods_search_grams(goods.search_text) AS g
WHERE goods.is_on_shelf
ON CONFLICT DO NOTHING;
