CREATE TABLE "item_stats_refreshes" (
	"id" integer PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "item_stats_refreshes_one_row_check" CHECK ("item_stats_refreshes"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "problems_subtopic_idx";--> statement-breakpoint
DROP INDEX "problem_attempts_problem_idx";--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "problems_subtopic_sort_idx" ON "problems" USING btree ("subtopic_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "problem_attempts_problem_created_idx" ON "problem_attempts" USING btree ("problem_id","created_at");--> statement-breakpoint
-- Issue 15: per-problem figures for the admin problem list, refreshed by the app when they are
-- read and older than a few minutes (src/server/item-stats). Rates are fractions.
CREATE MATERIALIZED VIEW "problem_item_stats" AS
SELECT "problem_id",
       count(*)::int AS "learners",
       (count(*) FILTER (WHERE "is_correct" AND "attempts_count" = 1))::int AS "first_try_solvers",
       (count(*) FILTER (WHERE "is_correct"))::int AS "solvers",
       (count(*) FILTER (WHERE "is_correct" AND "attempts_count" = 1))::float8 / count(*) AS "first_try_rate",
       (count(*) FILTER (WHERE "is_correct"))::float8 / count(*) AS "eventual_rate",
       avg("attempts_count") FILTER (WHERE "is_correct")::float8 AS "mean_attempts"
FROM "user_progress"
WHERE "attempts_count" > 0
GROUP BY "problem_id";
--> statement-breakpoint
-- Unique, so that REFRESH ... CONCURRENTLY keeps the list readable while it runs.
CREATE UNIQUE INDEX "problem_item_stats_problem_idx" ON "problem_item_stats" ("problem_id");
--> statement-breakpoint
INSERT INTO "item_stats_refreshes" ("id", "refreshed_at") VALUES (1, now());
