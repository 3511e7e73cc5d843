ALTER TABLE "adv" ADD COLUMN "is_show" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "adv" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adv" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adv" ADD CONSTRAINT "adv_time_chk" CHECK ("start_time" IS NULL OR "end_time" IS NULL OR "start_time" < "end_time");
--> statement-breakpoint
ALTER TABLE "adv_position" ADD COLUMN "kind" varchar(16) DEFAULT 'carousel' NOT NULL;--> statement-breakpoint
UPDATE "adv_position" SET "kind" = 'banner' WHERE "keyword" = 'NS_PC_INDEX_TOP';
