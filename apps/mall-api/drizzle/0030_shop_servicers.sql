ALTER TABLE "chat_servicer" ADD COLUMN "console_account_id" integer REFERENCES "console_account"("account_id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "chat_servicer" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_servicer_console_account_uq" ON "chat_servicer" USING btree ("console_account_id") WHERE "console_account_id" IS NOT NULL;
