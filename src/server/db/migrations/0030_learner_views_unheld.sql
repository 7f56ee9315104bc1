-- Issue 50 (decision 073): a learner's dashboard and review list are read on each request, so the
-- versions that told whether a held one was still right, and the 14 triggers of migration 0025 that
-- moved them on, go.
DROP TRIGGER IF EXISTS "review_cards_dashboard_version" ON "review_cards";--> statement-breakpoint
DROP TRIGGER IF EXISTS "review_logs_dashboard_version" ON "review_logs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_questions_dashboard_version" ON "user_questions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_progress_dashboard_versions_truncate" ON "user_progress";--> statement-breakpoint
DROP TRIGGER IF EXISTS "review_cards_dashboard_versions_truncate" ON "review_cards";--> statement-breakpoint
DROP TRIGGER IF EXISTS "review_logs_dashboard_versions_truncate" ON "review_logs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_questions_dashboard_versions_truncate" ON "user_questions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "classes_dashboard_version" ON "classes";--> statement-breakpoint
DROP TRIGGER IF EXISTS "assignments_dashboard_version" ON "assignments";--> statement-breakpoint
DROP TRIGGER IF EXISTS "assignment_problems_dashboard_version_insert" ON "assignment_problems";--> statement-breakpoint
DROP TRIGGER IF EXISTS "assignment_problems_dashboard_version_update" ON "assignment_problems";--> statement-breakpoint
DROP TRIGGER IF EXISTS "assignment_problems_dashboard_version_delete" ON "assignment_problems";--> statement-breakpoint
DROP TRIGGER IF EXISTS "assignments_dashboard_versions_truncate" ON "assignments";--> statement-breakpoint
DROP TRIGGER IF EXISTS "assignment_problems_dashboard_versions_truncate" ON "assignment_problems";--> statement-breakpoint
DROP FUNCTION IF EXISTS "learner_dashboard_changed"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "learner_dashboards_changed"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "classes_dashboard_version"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "assignments_class_changed"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "assignment_problems_class_changed"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "classes_dashboard_versions_changed"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "dashboard_version_now"();--> statement-breakpoint
ALTER TABLE "learner_stats" DROP COLUMN "dashboard_version";--> statement-breakpoint
ALTER TABLE "classes" DROP COLUMN "dashboard_version";
