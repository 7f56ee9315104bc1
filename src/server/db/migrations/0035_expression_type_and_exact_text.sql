ALTER TABLE "problems" DROP CONSTRAINT "problems_type_check";--> statement-breakpoint
ALTER TABLE "problems" DROP CONSTRAINT "problems_answer_mode_check";--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_type_check" CHECK ("problems"."type" in ('input', 'mcq', 'mcma', 'mck', 'expr'));--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_answer_mode_check" CHECK ("problems"."answer_mode" in ('text', 'number', 'exact'));