-- Latin postings: a latin query term of 3+ letters (pinyin qiyiguo, initials qyg, a latin word) is
-- answered from an index like a Chinese one, not by reading and checking every candidate goods row.
-- A posting is a key: the run of [a-z0-9] that starts at a letter of LATIN_KEY_LETTERS in search_text
-- or search_pinyin, up to 10 characters. A term whose first letter is one of them and that is at most
-- 10 long occurs in a goods exactly when one of its keys starts with the term (every occurrence starts
-- at such a letter, and a term has no character that ends a run), so a range scan of the keys is the
-- match set with nothing to check. The letters are the pinyin initials that never end a syllable
-- (b c d f h j k l m p q r s t w x y z: not n and g, which also end one, nor vowels), so there is about
-- one key per syllable; a term starting otherwise (an, gan…, ni…) keeps the checked path.
-- text_rank and pinyin_rank are the relevance of a term that starts the key, by where the key is
-- (match.ts relevance(); 0, the name is the term, is the name index's): 1 it starts search_text (the
-- name starts with it), 2 it is in the name's part (before the bar), 3 in the keywords', 9 not in
-- that column. Kept apart because a mixed term (qy果) wants its initials in search_text and its full
-- pinyin in search_pinyin. The listed columns mirror goods, as goods_keyword_gram's do (migration
-- 0038), in the goods write's transaction.
CREATE TABLE "goods_latin_gram" (
	"gram" varchar(10) COLLATE "C" NOT NULL,
	"goods_id" integer NOT NULL,
	"text_rank" smallint DEFAULT 9 NOT NULL,
	"pinyin_rank" smallint DEFAULT 9 NOT NULL,
	"category_id_1" integer DEFAULT 0 NOT NULL,
	"category_id_2" integer DEFAULT 0 NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"brand_id" integer,
	"tag_type" smallint DEFAULT 0 NOT NULL,
	"tag_level" smallint DEFAULT 0 NOT NULL,
	"default_price" integer DEFAULT 0 NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Keys of one part of a document with the rank of a key inside it (a run at the part's start has
-- `first`, the others `other`); none shorter than 3, the shortest term they serve.
CREATE OR REPLACE FUNCTION goods_latin_part_grams(part text, first smallint, other smallint) RETURNS TABLE (gram text, rank smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(r.run[1], i, 10), (CASE WHEN r.n = 1 AND i = 1 AND left(part, 1) = left(r.run[1], 1) THEN first ELSE other END)::smallint
  FROM regexp_matches(part, '[a-z0-9]+', 'g') WITH ORDINALITY AS r(run, n)
  CROSS JOIN LATERAL generate_series(1, char_length(r.run[1])) AS i
  WHERE substr(r.run[1], i, 1) IN ('b', 'c', 'd', 'f', 'h', 'j', 'k', 'l', 'm', 'p', 'q', 'r', 's', 't', 'w', 'x', 'y', 'z')
    AND char_length(r.run[1]) - i >= 2
$$;
--> statement-breakpoint
-- Every distinct key of a goods' search columns with its best rank in each. A part after the bar
-- ranks 3; a column without a bar (not computed yet) has no name part, as relevance() sees it.
CREATE OR REPLACE FUNCTION goods_latin_grams(search_text text, search_pinyin text) RETURNS TABLE (gram text, text_rank smallint, pinyin_rank smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k.gram, coalesce(min(k.rank) FILTER (WHERE k.pinyin = 0), 9)::smallint, coalesce(min(k.rank) FILTER (WHERE k.pinyin = 1), 9)::smallint FROM (
    SELECT 0 AS pinyin, p.gram, p.rank FROM goods_latin_part_grams(
      CASE WHEN strpos(search_text, '|') > 0 THEN split_part(search_text, '|', 1) ELSE '' END, 1::smallint, 2::smallint) p
    UNION ALL
    SELECT 0, p.gram, p.rank FROM goods_latin_part_grams(
      CASE WHEN strpos(search_text, '|') > 0 THEN substr(search_text, strpos(search_text, '|') + 1) ELSE search_text END, 3::smallint, 3::smallint) p
    UNION ALL
    SELECT 1, p.gram, p.rank FROM goods_latin_part_grams(
      CASE WHEN strpos(search_pinyin, '|') > 0 THEN split_part(search_pinyin, '|', 1) ELSE '' END, 2::smallint, 2::smallint) p
    UNION ALL
    SELECT 1, p.gram, p.rank FROM goods_latin_part_grams(
      CASE WHEN strpos(search_pinyin, '|') > 0 THEN substr(search_pinyin, strpos(search_pinyin, '|') + 1) ELSE search_pinyin END, 3::smallint, 3::smallint) p
  ) k GROUP BY k.gram
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_latin_gram_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_latin_gram (gram, goods_id, text_rank, pinyin_rank, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, default_price, sale_num)
  SELECT l.gram, n.goods_id, l.text_rank, l.pinyin_rank, n.category_id_1, n.category_id_2, n.category_id, n.brand_id, n.tag_type, n.tag_level, n.default_price, n.sale_num
  FROM new_goods n CROSS JOIN LATERAL goods_latin_grams(n.search_text, n.search_pinyin) AS l
  WHERE n.is_on_shelf;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A changed text, pinyin or shelf state rewrites the goods' keys; a change of a listed column alone
-- updates them in place.
CREATE OR REPLACE FUNCTION goods_latin_gram_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_latin_gram p USING old_goods o
  WHERE p.goods_id = o.goods_id
    AND NOT EXISTS (SELECT 1 FROM new_goods n WHERE n.goods_id = o.goods_id AND n.search_text = o.search_text
      AND n.search_pinyin = o.search_pinyin AND n.is_on_shelf = o.is_on_shelf);
  INSERT INTO goods_latin_gram (gram, goods_id, text_rank, pinyin_rank, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, default_price, sale_num)
  SELECT l.gram, n.goods_id, l.text_rank, l.pinyin_rank, n.category_id_1, n.category_id_2, n.category_id, n.brand_id, n.tag_type, n.tag_level, n.default_price, n.sale_num
  FROM new_goods n CROSS JOIN LATERAL goods_latin_grams(n.search_text, n.search_pinyin) AS l
  WHERE n.is_on_shelf
    AND NOT EXISTS (SELECT 1 FROM old_goods o WHERE o.goods_id = n.goods_id AND o.search_text = n.search_text
      AND o.search_pinyin = n.search_pinyin AND o.is_on_shelf = n.is_on_shelf);
  UPDATE goods_latin_gram p
  SET category_id_1 = n.category_id_1, category_id_2 = n.category_id_2, category_id = n.category_id, brand_id = n.brand_id,
    tag_type = n.tag_type, tag_level = n.tag_level, default_price = n.default_price, sale_num = n.sale_num
  FROM new_goods n JOIN old_goods o ON o.goods_id = n.goods_id
  WHERE p.goods_id = n.goods_id AND n.is_on_shelf AND o.is_on_shelf AND n.search_text = o.search_text AND n.search_pinyin = o.search_pinyin
    AND (n.category_id_1, n.category_id_2, n.category_id, n.brand_id, n.tag_type, n.tag_level, n.default_price, n.sale_num)
      IS DISTINCT FROM (o.category_id_1, o.category_id_2, o.category_id, o.brand_id, o.tag_type, o.tag_level, o.default_price, o.sale_num);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_latin_gram_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_latin_gram p USING old_goods o WHERE p.goods_id = o.goods_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_latin_gram_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE goods_latin_gram;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_latin_gram_insert AFTER INSERT ON goods
  REFERENCING NEW TABLE AS new_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_latin_gram_on_insert();
--> statement-breakpoint
CREATE TRIGGER goods_latin_gram_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_goods NEW TABLE AS new_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_latin_gram_on_update();
--> statement-breakpoint
CREATE TRIGGER goods_latin_gram_delete AFTER DELETE ON goods
  REFERENCING OLD TABLE AS old_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_latin_gram_on_delete();
--> statement-breakpoint
CREATE TRIGGER goods_latin_gram_truncate AFTER TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION goods_latin_gram_on_truncate();
--> statement-breakpoint
INSERT INTO goods_latin_gram (gram, goods_id, text_rank, pinyin_rank, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, default_price, sale_num)
SELECT l.gram, goods.goods_id, l.text_rank, l.pinyin_rank, goods.category_id_1, goods.category_id_2, goods.category_id, goods.brand_id, goods.tag_type, goods.tag_level, goods.default_price, goods.sale_num
FROM goods CROSS JOIN LATERAL goods_latin_grams(goods.search_text, goods.search_pinyin) AS l
WHERE goods.is_on_shelf
-- In key order, so a key's rows share heap pages and an index-only scan of a range checks one
-- visibility-map page, not one per row (goods written later append in goods order).
ORDER BY 1;--> statement-breakpoint
CREATE INDEX "goods_latin_gram_goods_idx" ON "goods_latin_gram" USING btree ("goods_id");--> statement-breakpoint
-- A term's keys are one range of this index (gram >= term and < term || '{'), read index-only.
CREATE INDEX "goods_latin_gram_term_idx" ON "goods_latin_gram" USING btree ("gram")
  INCLUDE ("goods_id", "text_rank", "pinyin_rank", "sale_num", "category_id_1", "category_id_2", "category_id", "brand_id", "tag_type", "tag_level", "default_price");
--> statement-breakpoint
ANALYZE goods_latin_gram;
