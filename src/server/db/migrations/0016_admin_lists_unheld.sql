-- Issue 32: the admin lists are no longer held in memory (decision 041): an admin's list is read
-- when asked, so nothing listens for "admin_lists_changed" any more. Migration 0011's triggers
-- and their function go.
DROP TRIGGER IF EXISTS "problem_reports_admin_lists_changed" ON "problem_reports";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_questions_admin_lists_changed" ON "user_questions";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "item_stats_refreshes_admin_lists_changed" ON "item_stats_refreshes";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "admin_lists_changed_notify"();
