ALTER TABLE "users" ADD COLUMN "questions_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_questions" ADD COLUMN "answered_at" timestamp with time zone;