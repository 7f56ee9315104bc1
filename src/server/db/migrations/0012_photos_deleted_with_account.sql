CREATE TABLE "storage_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_questions" ADD COLUMN "image_deleted_at" timestamp with time zone;--> statement-breakpoint
-- Issue 30: an account's photos go with it. Those of accounts deleted before this migration
-- (user_id already null) are marked deleted and listed for the app to delete from storage.
INSERT INTO "storage_deletions" ("key") SELECT "image_url" FROM "user_questions" WHERE "user_id" IS NULL ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "user_questions" SET "image_deleted_at" = now() WHERE "user_id" IS NULL;
