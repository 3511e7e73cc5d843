ALTER TABLE "voucher_invoice" ADD COLUMN "invoice_no" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_invoice" ADD COLUMN "review_remark" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_invoice" ADD COLUMN "review_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "voucher_invoice_status_idx" ON "voucher_invoice" USING btree ("status","create_time");