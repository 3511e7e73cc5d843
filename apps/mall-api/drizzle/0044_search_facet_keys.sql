-- The facet values a goods (or one of its postings) counts in goods_gram_facet, said once: 'c' leaf
-- category, 'b' brand (none without one), 't' tag_type, 'l' tag_level, 'p' price band. The postings'
-- insert and delete triggers, the goods update trigger and the rebuild (modules/search/facets.ts) all
-- read it. A one-SELECT SQL function that is neither STRICT nor VOLATILE and sets nothing is inlined
-- into the query calling it, so it costs what the VALUES list it replaces cost.
CREATE OR REPLACE FUNCTION goods_facet_keys(category_id integer, brand_id integer, tag_type integer, tag_level integer, price integer)
RETURNS TABLE (facet "char", value integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT f.facet, f.value
  FROM (VALUES ('c'::"char", category_id), ('b', brand_id), ('t', tag_type), ('l', tag_level), ('p', goods_price_band(price)::int)) AS f(facet, value)
  WHERE f.value IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_gram_facet_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_gram_facet (gram, facet, value, goods)
  SELECT p.gram, f.facet, f.value, count(*)
  FROM new_postings p CROSS JOIN LATERAL goods_facet_keys(p.category_id, p.brand_id, p.tag_type, p.tag_level, p.default_price) AS f
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
  FROM old_postings p CROSS JOIN LATERAL goods_facet_keys(p.category_id, p.brand_id, p.tag_type, p.tag_level, p.default_price) AS f
  GROUP BY 1, 2, 3;
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
  -- values to the new (the deletes and inserts above count themselves through goods_gram_facet's
  -- triggers). The row comparison only picks those goods, so a sale joins no postings here.
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
