-- goods_gram_cube counts by the postings' rank too. With a filter, the page of a one-term search
-- walks its key in relevance order until it has a page, and a filter whose goods all lie at the
-- key's lower ranks (米's 12,698 postings at 100k: 10,199 of rank 2, the 1,897 of category 63 all of
-- rank 3) walked past every posting of the higher ones first. The lowest rank with goods meeting
-- the filter, read from the cube, starts the walk there. A posting's rank follows from the goods'
-- name and keywords, which mostly follow its category and brand: the rows barely grow (100k:
-- 2,806,349 → 2,834,578).
ALTER TABLE "goods_gram_cube" ADD COLUMN "rank" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "goods_gram_cube_gram_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_gram_facet_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_gram_facet (gram, facet, value, goods)
  SELECT p.gram, f.facet, f.value, count(*)
  FROM new_postings p CROSS JOIN LATERAL goods_facet_keys(p.category_id, p.brand_id, p.tag_type, p.tag_level, p.default_price) AS f
  GROUP BY 1, 2, 3;
  INSERT INTO goods_gram_cube (gram, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, band, rank, goods)
  SELECT p.gram, p.category_id_1, p.category_id_2, p.category_id, p.brand_id, p.tag_type, p.tag_level, goods_price_band(p.default_price), p.rank, count(*)
  FROM new_postings p
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_gram_facet_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_gram_facet (gram, facet, value, goods)
  SELECT p.gram, f.facet, f.value, -count(*)
  FROM old_postings p CROSS JOIN LATERAL goods_facet_keys(p.category_id, p.brand_id, p.tag_type, p.tag_level, p.default_price) AS f
  GROUP BY 1, 2, 3;
  INSERT INTO goods_gram_cube (gram, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, band, rank, goods)
  SELECT p.gram, p.category_id_1, p.category_id_2, p.category_id, p.brand_id, p.tag_type, p.tag_level, goods_price_band(p.default_price), p.rank, -count(*)
  FROM old_postings p
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
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
  INSERT INTO goods_keyword_gram (gram, goods_id, rank, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, default_price, sale_num)
  SELECT g, n.goods_id, goods_search_rank(n.search_text, g), n.category_id_1, n.category_id_2, n.category_id, n.brand_id, n.tag_type, n.tag_level, n.default_price, n.sale_num
  FROM new_goods n CROSS JOIN LATERAL goods_search_grams(n.search_text) AS g
  WHERE n.is_on_shelf
    AND NOT EXISTS (SELECT 1 FROM old_goods o WHERE o.goods_id = n.goods_id AND o.search_text = n.search_text AND o.is_on_shelf = n.is_on_shelf);
  -- Goods whose postings stay but a faceted value changes: each of their grams moves from the old
  -- values to the new, in both count tables (the deletes and inserts above count themselves through
  -- goods_gram_facet's triggers). The row comparisons only pick those goods, so a sale joins no
  -- postings here.
  INSERT INTO goods_gram_facet (gram, facet, value, goods)
  SELECT p.gram, f.facet, f.value, sum(f.d)
  FROM new_goods n JOIN old_goods o ON o.goods_id = n.goods_id
  JOIN goods_keyword_gram p ON p.goods_id = n.goods_id
  CROSS JOIN LATERAL (
    SELECT k.facet, k.value, -1 AS d FROM goods_facet_keys(o.category_id, o.brand_id, o.tag_type, o.tag_level, o.default_price) AS k
    UNION ALL
    SELECT k.facet, k.value, 1 FROM goods_facet_keys(n.category_id, n.brand_id, n.tag_type, n.tag_level, n.default_price) AS k
  ) AS f
  WHERE n.is_on_shelf AND o.is_on_shelf AND n.search_text = o.search_text
    AND (n.category_id, n.brand_id, n.tag_type, n.tag_level, goods_price_band(n.default_price))
      IS DISTINCT FROM (o.category_id, o.brand_id, o.tag_type, o.tag_level, goods_price_band(o.default_price))
  GROUP BY 1, 2, 3
  HAVING sum(f.d) <> 0;
  INSERT INTO goods_gram_cube (gram, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, band, rank, goods)
  SELECT p.gram, v.c1, v.c2, v.c, v.b, v.t, v.l, goods_price_band(v.price), p.rank, sum(v.d)
  FROM new_goods n JOIN old_goods o ON o.goods_id = n.goods_id
  JOIN goods_keyword_gram p ON p.goods_id = n.goods_id
  CROSS JOIN LATERAL (VALUES (-1, o.category_id_1, o.category_id_2, o.category_id, o.brand_id, o.tag_type, o.tag_level, o.default_price),
    (1, n.category_id_1, n.category_id_2, n.category_id, n.brand_id, n.tag_type, n.tag_level, n.default_price)) AS v(d, c1, c2, c, b, t, l, price)
  WHERE n.is_on_shelf AND o.is_on_shelf AND n.search_text = o.search_text
    AND (n.category_id_1, n.category_id_2, n.category_id, n.brand_id, n.tag_type, n.tag_level, goods_price_band(n.default_price))
      IS DISTINCT FROM (o.category_id_1, o.category_id_2, o.category_id, o.brand_id, o.tag_type, o.tag_level, goods_price_band(o.default_price))
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  HAVING sum(v.d) <> 0;
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
-- Counted again from the postings, with their rank, folded, in gram order.
TRUNCATE goods_gram_cube;--> statement-breakpoint
INSERT INTO goods_gram_cube (gram, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, band, rank, goods, folded)
SELECT p.gram, p.category_id_1, p.category_id_2, p.category_id, p.brand_id, p.tag_type, p.tag_level, goods_price_band(p.default_price), p.rank, count(*), true
FROM goods_keyword_gram p
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
CREATE INDEX "goods_gram_cube_gram_idx" ON "goods_gram_cube" USING btree ("gram")
  INCLUDE ("category_id_1", "category_id_2", "category_id", "brand_id", "tag_type", "tag_level", "band", "rank", "goods");--> statement-breakpoint
ANALYZE goods_gram_cube;
