-- Shops propose goods for seckill slots and group-buys as they do for topics: the topic proposals become
-- campaign proposals of a kind, with the seckill and group-buy fields; an operator can stop a seckill slot.
ALTER TABLE "topic_proposal" RENAME TO "campaign_proposal";--> statement-breakpoint
ALTER TABLE "campaign_proposal" RENAME COLUMN "topic_price" TO "price";--> statement-breakpoint
ALTER TABLE "campaign_proposal" ALTER COLUMN "topic_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD COLUMN "kind" varchar(16) DEFAULT 'topic' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD COLUMN "slot_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD COLUMN "total_stock" integer;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD COLUMN "limit_num" integer;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD COLUMN "min_num" integer;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD CONSTRAINT "campaign_proposal_slot_id_seckill_slot_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."seckill_slot"("slot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "topic_proposal_pending_uq";--> statement-breakpoint
ALTER INDEX "topic_proposal_topic_idx" RENAME TO "campaign_proposal_topic_idx";--> statement-breakpoint
ALTER INDEX "topic_proposal_site_idx" RENAME TO "campaign_proposal_site_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_proposal_pending_uq" ON "campaign_proposal" USING btree ("kind",coalesce("topic_id", "slot_id", 0),"sku_id") WHERE "campaign_proposal"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "seckill_slot" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;
