-- Issue 32: the admin problem list is no longer held in memory (migration 0016), and its pager's
-- total ('1–25 dari 100.000') counted every problem on every request: an index-only scan of
-- problems_pkey, 10-50 ms of Postgres's CPU at the national scale, five times what the rest of the
-- list costs. list_status_counts (migration 0008) now keeps that total too, as one row
-- ('problems', 'all'), by statement triggers with transition tables, so a bulk insert, a cascade
-- from a deleted subtopic and TRUNCATE all count (src/server/db/list-status-counts.test.ts holds
-- it to a fresh count). A filtered list still counts its matches: they are few, read by index.
CREATE FUNCTION "problem_total_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "list_status_counts" WHERE "list" = 'problems';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSE
    SELECT -count(*) INTO delta FROM old_rows;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO "list_status_counts" AS c ("list", "status", "rows") VALUES ('problems', 'all', delta)
      ON CONFLICT ("list", "status") DO UPDATE SET "rows" = c."rows" + excluded."rows";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "problems_total_insert" AFTER INSERT ON "problems"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "problem_total_follow"();
--> statement-breakpoint
CREATE TRIGGER "problems_total_delete" AFTER DELETE ON "problems"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "problem_total_follow"();
--> statement-breakpoint
CREATE TRIGGER "problems_total_truncate" AFTER TRUNCATE ON "problems"
  FOR EACH STATEMENT EXECUTE FUNCTION "problem_total_follow"();
--> statement-breakpoint
INSERT INTO "list_status_counts" ("list", "status", "rows") SELECT 'problems', 'all', count(*)::int FROM "problems" HAVING count(*) > 0;
