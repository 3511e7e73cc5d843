ALTER TABLE "groupbuy" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groupbuy" ADD COLUMN "total_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groupbuy" ADD CONSTRAINT "groupbuy_stock_nonneg" CHECK ("groupbuy"."stock" >= 0);--> statement-breakpoint
-- Group-buys seeded before this column existed get a stock, so they do not show as sold out.
UPDATE "groupbuy" SET "stock" = 200, "total_stock" = 200 WHERE "total_stock" = 0;