ALTER TABLE "seckill_goods" ADD COLUMN "rolls_forward" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groupbuy" ADD COLUMN "rolls_forward" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "combo" ADD COLUMN "rolls_forward" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "topic" ADD COLUMN "rolls_forward" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_type" ADD COLUMN "rolls_forward" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "seckill_goods_goods_idx" ON "seckill_goods" USING btree ("goods_id");
