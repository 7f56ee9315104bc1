CREATE TABLE "list_status_counts" (
	"list" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_status_counts_list_status_pk" PRIMARY KEY("list","status")
);
--> statement-breakpoint
-- Issue 13: list_status_counts holds how many rows of problem_reports and user_questions each
-- status has (the admin lists' counts; src/server/db/list-status-counts.test.ts holds them to a
-- fresh count). Statement triggers with transition tables keep it, so a bulk insert, a cascade
-- from a deleted problem or user, and TRUNCATE all count. Counters change in status order, so two
-- writers never wait on each other's rows the other way round.
CREATE FUNCTION "list_status_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  list_name text := TG_TABLE_NAME;
  status_column text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "list_status_counts" WHERE "list" = list_name;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO "list_status_counts" AS c ("list", "status", "rows")
       SELECT $1, "status", sum("delta") FROM (%s) AS d
       GROUP BY "status" HAVING sum("delta") <> 0 ORDER BY "status"
     ON CONFLICT ("list", "status") DO UPDATE SET "rows" = c."rows" + excluded."rows"',
    CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT %I AS "status", 1 AS "delta" FROM new_rows', status_column)
      WHEN 'DELETE' THEN format('SELECT %I AS "status", -1 AS "delta" FROM old_rows', status_column)
      ELSE format('SELECT %I AS "status", 1 AS "delta" FROM new_rows UNION ALL SELECT %I, -1 FROM old_rows', status_column, status_column)
    END)
  USING list_name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "problem_reports_counts_insert" AFTER INSERT ON "problem_reports"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_status_counts_follow"('report_status');
--> statement-breakpoint
CREATE TRIGGER "problem_reports_counts_update" AFTER UPDATE ON "problem_reports"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_status_counts_follow"('report_status');
--> statement-breakpoint
CREATE TRIGGER "problem_reports_counts_delete" AFTER DELETE ON "problem_reports"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_status_counts_follow"('report_status');
--> statement-breakpoint
CREATE TRIGGER "problem_reports_counts_truncate" AFTER TRUNCATE ON "problem_reports"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_status_counts_follow"('report_status');
--> statement-breakpoint
CREATE TRIGGER "user_questions_counts_insert" AFTER INSERT ON "user_questions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_status_counts_follow"('status');
--> statement-breakpoint
CREATE TRIGGER "user_questions_counts_update" AFTER UPDATE ON "user_questions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_status_counts_follow"('status');
--> statement-breakpoint
CREATE TRIGGER "user_questions_counts_delete" AFTER DELETE ON "user_questions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_status_counts_follow"('status');
--> statement-breakpoint
CREATE TRIGGER "user_questions_counts_truncate" AFTER TRUNCATE ON "user_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_status_counts_follow"('status');
--> statement-breakpoint
INSERT INTO "list_status_counts" ("list", "status", "rows")
  SELECT 'problem_reports', "report_status", count(*) FROM "problem_reports" GROUP BY "report_status";
--> statement-breakpoint
INSERT INTO "list_status_counts" ("list", "status", "rows")
  SELECT 'user_questions', "status", count(*) FROM "user_questions" GROUP BY "status";
