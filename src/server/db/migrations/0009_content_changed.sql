-- Issue 13: every change to what a learner page shows from the catalogue (categories, topics,
-- subtopics, problems) is announced on the channel "content_changed" when it commits, so a server
-- that keeps published content in memory (src/server/db/content-changes.ts) drops it at once,
-- whichever server, script or psql session made the change. NOTIFY is sent only on commit and
-- once per transaction and table. A problem's open_reports (a counter a report's trigger keeps,
-- shown to admins only) is not content: an update that changes nothing else announces nothing.
CREATE FUNCTION "content_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "topics_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topics"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "subtopics_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subtopics"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "problems_content_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "problems"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "problems_content_updated" AFTER UPDATE ON "problems"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'open_reports') IS DISTINCT FROM (to_jsonb(NEW) - 'open_reports'))
  EXECUTE FUNCTION "content_changed_notify"();
