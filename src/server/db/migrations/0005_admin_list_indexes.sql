DROP INDEX "problem_reports_created_idx";--> statement-breakpoint
DROP INDEX "user_questions_status_created_idx";--> statement-breakpoint
CREATE INDEX "problem_reports_created_id_idx" ON "problem_reports" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "problem_reports_status_created_id_idx" ON "problem_reports" USING btree ("report_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_questions_created_id_idx" ON "user_questions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_questions_status_created_id_idx" ON "user_questions" USING btree ("status","created_at","id");