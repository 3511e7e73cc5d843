-- Keyword search over goods names without segmentation (modules/catalogue/search.ts).
-- goods_keyword_gram holds every distinct bigram of lower(goods_name) plus its last character alone,
-- for on-shelf goods only (the searchable set: a 1- or 2-character keyword is counted from it alone).
-- Statement-level triggers with transition tables keep it in the same transaction as the goods write
-- (one set-based INSERT per statement, so batch inserts stay fast); then existing rows are indexed.
CREATE OR REPLACE FUNCTION goods_name_grams(name text) RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  SELECT DISTINCT g FROM (
    SELECT substr(lower(name), i, 2) AS g FROM generate_series(1, char_length(name) - 1) AS i
    UNION ALL
    SELECT right(lower(name), 1)
  ) s WHERE g <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_keyword_gram_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_keyword_gram (gram, goods_id)
  SELECT g, n.goods_id FROM new_goods n CROSS JOIN LATERAL goods_name_grams(n.goods_name) AS g
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
    AND NOT EXISTS (SELECT 1 FROM new_goods n WHERE n.goods_id = o.goods_id AND n.goods_name = o.goods_name AND n.is_on_shelf = o.is_on_shelf);
  INSERT INTO goods_keyword_gram (gram, goods_id)
  SELECT g, n.goods_id FROM new_goods n CROSS JOIN LATERAL goods_name_grams(n.goods_name) AS g
  WHERE n.is_on_shelf
    AND NOT EXISTS (SELECT 1 FROM old_goods o WHERE o.goods_id = n.goods_id AND o.goods_name = n.goods_name AND o.is_on_shelf = n.is_on_shelf)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_keyword_gram_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_keyword_gram p USING old_goods o WHERE p.goods_id = o.goods_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_keyword_gram_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE goods_keyword_gram;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_keyword_gram_insert AFTER INSERT ON goods
  REFERENCING NEW TABLE AS new_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_keyword_gram_on_insert();
--> statement-breakpoint
CREATE TRIGGER goods_keyword_gram_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_goods NEW TABLE AS new_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_keyword_gram_on_update();
--> statement-breakpoint
CREATE TRIGGER goods_keyword_gram_delete AFTER DELETE ON goods
  REFERENCING OLD TABLE AS old_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_keyword_gram_on_delete();
--> statement-breakpoint
CREATE TRIGGER goods_keyword_gram_truncate AFTER TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION goods_keyword_gram_on_truncate();
--> statement-breakpoint
INSERT INTO goods_keyword_gram (gram, goods_id)
SELECT g, goods.goods_id FROM goods CROSS JOIN LATERAL goods_name_grams(goods.goods_name) AS g
WHERE goods.is_on_shelf
ON CONFLICT DO NOTHING;
