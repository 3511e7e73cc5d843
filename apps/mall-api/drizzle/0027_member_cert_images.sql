ALTER TABLE "member_cert" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;
