-- What the storefront shows can be switched off in the console without deleting it: a branch site (its
-- pages and the city chooser), its region hall (/region), a support unit and an assistance project.
ALTER TABLE "website" ADD COLUMN "is_show" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "website_profile" ADD COLUMN "hall_show" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "support_unit" ADD COLUMN "is_show" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "assist_project" ADD COLUMN "is_show" boolean DEFAULT true NOT NULL;
