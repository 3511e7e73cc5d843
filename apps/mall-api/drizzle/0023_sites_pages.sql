ALTER TABLE "console_account" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "console_account" ADD CONSTRAINT "console_account_site_id_website_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."website"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_account_site_idx" ON "console_account" USING btree ("site_id");--> statement-breakpoint
ALTER TABLE "diy_page" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "diy_page" ADD COLUMN "published_time" timestamp with time zone;--> statement-breakpoint
UPDATE "diy_page" SET "published_time" = "create_time" WHERE "is_show";
