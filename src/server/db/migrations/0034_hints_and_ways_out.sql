ALTER TABLE "review_cards" DROP CONSTRAINT "review_cards_reason_check";--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "hints" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "hints_html" jsonb;--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "hints_opened" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_hints_check" CHECK (jsonb_typeof("problems"."hints") = 'array' and jsonb_array_length("problems"."hints") <= 3);--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_hints_opened_check" CHECK ("user_progress"."hints_opened" between 0 and 3);--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_reason_check" CHECK ("review_cards"."reason" in ('retry', 'confirm', 'mistake', 'reveal'));