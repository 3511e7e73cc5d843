CREATE TABLE "ranking_order" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(32) DEFAULT '' NOT NULL,
	"mobile" varchar(16) DEFAULT '' NOT NULL,
	"province_id" integer DEFAULT 0 NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"org_id" integer DEFAULT 0 NOT NULL,
	"sku_name" varchar(320) DEFAULT '' NOT NULL,
	"order_money" integer NOT NULL,
	"refund_money" integer DEFAULT 0 NOT NULL,
	"month" varchar(7) NOT NULL,
	"pay_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_total" (
	"dim" varchar(16) NOT NULL,
	"key_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ranking_total_dim_month_key_id_pk" PRIMARY KEY("dim","month","key_id")
);
--> statement-breakpoint
CREATE INDEX "ranking_order_pay_idx" ON "ranking_order" USING btree ("pay_time" DESC NULLS LAST,"order_id" DESC NULLS LAST);