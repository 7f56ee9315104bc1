-- pg_trgm (trusted since PostgreSQL 13) for the admin user search index below.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "open_reports" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "question_html" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "options_html" jsonb;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "preview_html" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "solution_html" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "rendered_version" integer;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "problems_open_reports_idx" ON "problems" USING btree ("open_reports","id") WHERE "problems"."open_reports" > 0;--> statement-breakpoint
CREATE INDEX "problems_stale_rendering_idx" ON "problems" USING btree ("id") WHERE "problems"."rendered_version" is null;--> statement-breakpoint
-- Issue 15: problems.open_reports counts the problem's reports that are open or in progress
-- (UNRESOLVED_REPORT_STATUSES in src/core/item-analytics.ts; src/server/db/open-reports.test.ts
-- checks this trigger against it). Every write to problem_reports keeps it, whoever makes it.
CREATE FUNCTION "problem_reports_count_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."report_status" IN ('open', 'in_progress') THEN
    UPDATE "problems" SET "open_reports" = "open_reports" - 1 WHERE "id" = OLD."problem_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."report_status" IN ('open', 'in_progress') THEN
    UPDATE "problems" SET "open_reports" = "open_reports" + 1 WHERE "id" = NEW."problem_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "problem_reports_open_count" AFTER INSERT OR DELETE OR UPDATE OF "report_status", "problem_id" ON "problem_reports"
  FOR EACH ROW EXECUTE FUNCTION "problem_reports_count_open"();
--> statement-breakpoint
UPDATE "problems" p SET "open_reports" = r."n"
FROM (SELECT "problem_id", count(*)::int AS "n" FROM "problem_reports" WHERE "report_status" IN ('open', 'in_progress') GROUP BY "problem_id") r
WHERE r."problem_id" = p."id";
