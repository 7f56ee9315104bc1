-- Issue 13: a server may hold the admin lists' pages in memory (src/server/http/held-lists.ts):
-- the problem list, the reports and the Tanya Soal questions. Beside the catalogue (announced on
-- "content_changed", migration 0009) and the users' emails (on "session_changed", migration 0010),
-- they show the reports, the uploaded questions and the item figures' refresh, whose every
-- committed change is announced here on "admin_lists_changed", so every server drops those pages
-- at once, whichever server, script or psql session made the change. A problem's open_reports
-- counter moves only with its reports. NOTIFY is sent only on commit and once per transaction and
-- table: a learner's report or upload sends one.
CREATE FUNCTION "admin_lists_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admin_lists_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "problem_reports_admin_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "problem_reports"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_lists_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "user_questions_admin_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_lists_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "item_stats_refreshes_admin_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_stats_refreshes"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_lists_changed_notify"();
