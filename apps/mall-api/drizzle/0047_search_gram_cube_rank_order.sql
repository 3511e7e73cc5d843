-- The lowest rank with goods meeting a filter (migration 0046) is read as the first row of the gram
-- in rank order that meets it, not by grouping every row of the gram that meets it (新鲜: 7,917 rows
-- at 100k, against the one or few read in this order).
DROP INDEX IF EXISTS "goods_gram_cube_gram_idx";--> statement-breakpoint
CREATE INDEX "goods_gram_cube_gram_idx" ON "goods_gram_cube" USING btree ("gram", "rank")
  INCLUDE ("category_id_1", "category_id_2", "category_id", "brand_id", "tag_type", "tag_level", "band", "goods");
