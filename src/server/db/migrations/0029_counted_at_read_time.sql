-- Issue 50: the admin and teacher pages count when they are read (decision 071). The counters kept
-- beside what they count go, with the triggers that kept them: the reports' and Tanya Soal
-- questions' counts by status and the problems' total (list_status_counts, migrations 0008 and
-- 0018), each problem's open reports (problems.open_reports, migration 0006) and the class page's
-- counts per learner and assignment (assignment_learner_counts, migration 0024).
DROP TRIGGER "problem_reports_open_count" ON "problem_reports";--> statement-breakpoint
DROP FUNCTION "problem_reports_count_open"();--> statement-breakpoint
DROP TRIGGER "problem_reports_counts_insert" ON "problem_reports";--> statement-breakpoint
DROP TRIGGER "problem_reports_counts_update" ON "problem_reports";--> statement-breakpoint
DROP TRIGGER "problem_reports_counts_delete" ON "problem_reports";--> statement-breakpoint
DROP TRIGGER "problem_reports_counts_truncate" ON "problem_reports";--> statement-breakpoint
DROP TRIGGER "user_questions_counts_insert" ON "user_questions";--> statement-breakpoint
DROP TRIGGER "user_questions_counts_update" ON "user_questions";--> statement-breakpoint
DROP TRIGGER "user_questions_counts_delete" ON "user_questions";--> statement-breakpoint
DROP TRIGGER "user_questions_counts_truncate" ON "user_questions";--> statement-breakpoint
DROP FUNCTION "list_status_counts_follow"();--> statement-breakpoint
DROP TRIGGER "problems_total_insert" ON "problems";--> statement-breakpoint
DROP TRIGGER "problems_total_delete" ON "problems";--> statement-breakpoint
DROP TRIGGER "problems_total_truncate" ON "problems";--> statement-breakpoint
DROP FUNCTION "problem_total_follow"();--> statement-breakpoint
DROP TRIGGER "user_progress_assignment_learner_counts" ON "user_progress";--> statement-breakpoint
DROP TRIGGER "user_progress_assignment_learner_counts_truncate" ON "user_progress";--> statement-breakpoint
DROP TRIGGER "class_members_assignment_learner_counts" ON "class_members";--> statement-breakpoint
DROP TRIGGER "class_members_assignment_learner_counts_truncate" ON "class_members";--> statement-breakpoint
DROP TRIGGER "assignments_assignment_learner_counts" ON "assignments";--> statement-breakpoint
DROP TRIGGER "assignment_problems_counts_insert" ON "assignment_problems";--> statement-breakpoint
DROP TRIGGER "assignment_problems_counts_update" ON "assignment_problems";--> statement-breakpoint
DROP TRIGGER "assignment_problems_counts_delete" ON "assignment_problems";--> statement-breakpoint
DROP TRIGGER "assignment_problems_counts_truncate" ON "assignment_problems";--> statement-breakpoint
DROP FUNCTION "assignment_learner_counts_follow_progress"();--> statement-breakpoint
DROP FUNCTION "assignment_learner_counts_follow_member"();--> statement-breakpoint
DROP FUNCTION "assignment_learner_counts_follow_assignment"();--> statement-breakpoint
DROP FUNCTION "assignment_learner_counts_follow_problems"();--> statement-breakpoint
DROP FUNCTION "assignment_learner_counts_zero"();--> statement-breakpoint
DROP FUNCTION "assignment_learner_counts_clear"();--> statement-breakpoint
DROP FUNCTION "assignment_learner_counts_count"(uuid[], text);--> statement-breakpoint
DROP TABLE "list_status_counts";--> statement-breakpoint
DROP TABLE "assignment_learner_counts";--> statement-breakpoint
DROP INDEX "problems_open_reports_idx";--> statement-breakpoint
ALTER TABLE "problems" DROP COLUMN "open_reports";--> statement-breakpoint
CREATE INDEX "problem_reports_unresolved_problem_idx" ON "problem_reports" USING btree ("problem_id") WHERE "problem_reports"."report_status" in ('open', 'in_progress');
