ALTER TABLE "goods" ADD COLUMN "default_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- goods.default_price mirrors the default sku's discount_price (the goods list sorts and
-- filters by price from goods' own category indexes). A row trigger on goods_sku keeps it in the sku
-- write's own transaction; only inserts and changes of the price or the default flag fire it.
UPDATE "goods" g SET "default_price" = s."discount_price" FROM "goods_sku" s WHERE s."goods_id" = g."goods_id" AND s."is_default";--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_default_price_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_default THEN
    UPDATE goods SET default_price = NEW.discount_price WHERE goods_id = NEW.goods_id AND default_price IS DISTINCT FROM NEW.discount_price;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER goods_default_price_sync AFTER INSERT OR UPDATE OF discount_price, is_default ON goods_sku
  FOR EACH ROW EXECUTE FUNCTION goods_default_price_sync();--> statement-breakpoint
CREATE INDEX "goods_cat1_composite_idx" ON "goods" USING btree ("category_id_1","sort","goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat1_sale_idx" ON "goods" USING btree ("category_id_1","sale_num" DESC NULLS LAST,"goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat1_price_idx" ON "goods" USING btree ("category_id_1","default_price","goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat1_new_idx" ON "goods" USING btree ("category_id_1","create_time" DESC NULLS LAST,"goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat2_composite_idx" ON "goods" USING btree ("category_id_2","sort","goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat2_sale_idx" ON "goods" USING btree ("category_id_2","sale_num" DESC NULLS LAST,"goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat2_price_idx" ON "goods" USING btree ("category_id_2","default_price","goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat2_new_idx" ON "goods" USING btree ("category_id_2","create_time" DESC NULLS LAST,"goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat3_composite_idx" ON "goods" USING btree ("category_id","sort","goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat3_sale_idx" ON "goods" USING btree ("category_id","sale_num" DESC NULLS LAST,"goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat3_price_idx" ON "goods" USING btree ("category_id","default_price","goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_cat3_new_idx" ON "goods" USING btree ("category_id","create_time" DESC NULLS LAST,"goods_id") WHERE "goods"."is_on_shelf";--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("default_price","goods_id") WHERE "goods"."is_on_shelf";