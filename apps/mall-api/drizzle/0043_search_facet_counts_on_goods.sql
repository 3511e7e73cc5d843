-- A sale updates sale_num in every posting of the goods; the statement trigger on the postings'
-- updates (migration 0041) captured those rows and found no facet change, ≈ 1 ms of CPU on every
-- sale. The goods trigger knows which goods changed a faceted column (leaf category, brand, tags,
-- price band) and appends their facet change itself; the postings' update trigger goes.
DROP TRIGGER IF EXISTS goods_gram_facet_update ON goods_keyword_gram;--> statement-breakpoint
DROP FUNCTION IF EXISTS goods_gram_facet_on_update();--> statement-breakpoint
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
  -- value to the new (the deletes and inserts above count themselves through goods_gram_facet's triggers).
  INSERT INTO goods_gram_facet (gram, facet, value, goods)
  SELECT p.gram, f.facet, f.value, sum(f.d)
  FROM new_goods n JOIN old_goods o ON o.goods_id = n.goods_id
  JOIN goods_keyword_gram p ON p.goods_id = n.goods_id
  CROSS JOIN LATERAL (VALUES ('c'::"char", o.category_id, -1), ('c', n.category_id, 1), ('b', o.brand_id, -1), ('b', n.brand_id, 1),
    ('t', o.tag_type::int, -1), ('t', n.tag_type::int, 1), ('l', o.tag_level::int, -1), ('l', n.tag_level::int, 1),
    ('p', goods_price_band(o.default_price)::int, -1), ('p', goods_price_band(n.default_price)::int, 1)) AS f(facet, value, d)
  WHERE n.is_on_shelf AND o.is_on_shelf AND n.search_text = o.search_text
    AND (n.category_id, n.brand_id, n.tag_type, n.tag_level, goods_price_band(n.default_price))
      IS DISTINCT FROM (o.category_id, o.brand_id, o.tag_type, o.tag_level, goods_price_band(o.default_price))
    AND f.value IS NOT NULL
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
