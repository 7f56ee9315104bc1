ALTER TABLE "problems" ADD COLUMN "answer_mode" varchar(6) DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "answer_tolerance" numeric;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_answer_mode_check" CHECK ("problems"."answer_mode" in ('text', 'number'));--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_answer_tolerance_check" CHECK ("problems"."answer_tolerance" >= 0 and ("problems"."answer_tolerance" is null or "problems"."answer_mode" = 'number'));--> statement-breakpoint
-- Issue 14: existing input problems whose stored answer is written as a number are graded by value
-- from now on. The pattern is deliberately a subset of what src/core/numeric-answer.ts reads
-- (integers, one decimal comma or dot, dot thousands, plain fractions): a problem is only switched
-- when its own key is certainly readable; anything else keeps today's text comparison.
UPDATE "problems" SET "answer_mode" = 'number'
WHERE "type" = 'input' AND jsonb_typeof("answer") = 'string' AND char_length("answer" #>> '{}') <= 60
  AND ("answer" #>> '{}') ~ '^[-+]?([0-9]+|[0-9]*,[0-9]+|[0-9]+\.[0-9]+|[1-9][0-9]{0,2}(\.[0-9]{3})+(,[0-9]+)?|[0-9]+/[0-9]*[1-9][0-9]*)$';
