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
-- read and older than a few minutes (src/server/item-stats). One row per problem (learners 0 and
-- null rates when nobody tried it), so the list can walk an index of any figure. Rates are fractions.
CREATE MATERIALIZED VIEW "problem_item_stats" AS
SELECT p."id" AS "problem_id",
       count(up."user_id")::int AS "learners",
       (count(*) FILTER (WHERE up."is_correct" AND up."attempts_count" = 1))::int AS "first_try_solvers",
       (count(*) FILTER (WHERE up."is_correct"))::int AS "solvers",
       (count(*) FILTER (WHERE up."is_correct" AND up."attempts_count" = 1))::float8 / nullif(count(up."user_id"), 0) AS "first_try_rate",
       (count(*) FILTER (WHERE up."is_correct"))::float8 / nullif(count(up."user_id"), 0) AS "eventual_rate",
       avg(up."attempts_count") FILTER (WHERE up."is_correct")::float8 AS "mean_attempts"
FROM "problems" p
LEFT JOIN "user_progress" up ON up."problem_id" = p."id" AND up."attempts_count" > 0
GROUP BY p."id";
--> statement-breakpoint
-- Unique, so that REFRESH ... CONCURRENTLY keeps the list readable while it runs.
CREATE UNIQUE INDEX "problem_item_stats_problem_idx" ON "problem_item_stats" ("problem_id");
--> statement-breakpoint
-- The list sorted by a figure, either way, problems without it last (admin-problems.repository.ts).
CREATE INDEX "problem_item_stats_learners_idx" ON "problem_item_stats" ("learners", "problem_id");
--> statement-breakpoint
CREATE INDEX "problem_item_stats_first_try_asc_idx" ON "problem_item_stats" ("first_try_rate" ASC NULLS LAST, "problem_id" ASC);
--> statement-breakpoint
CREATE INDEX "problem_item_stats_first_try_desc_idx" ON "problem_item_stats" ("first_try_rate" DESC NULLS LAST, "problem_id" DESC);
--> statement-breakpoint
CREATE INDEX "problem_item_stats_eventual_asc_idx" ON "problem_item_stats" ("eventual_rate" ASC NULLS LAST, "problem_id" ASC);
--> statement-breakpoint
CREATE INDEX "problem_item_stats_eventual_desc_idx" ON "problem_item_stats" ("eventual_rate" DESC NULLS LAST, "problem_id" DESC);
--> statement-breakpoint
CREATE INDEX "problem_item_stats_mean_attempts_asc_idx" ON "problem_item_stats" ("mean_attempts" ASC NULLS LAST, "problem_id" ASC);
--> statement-breakpoint
CREATE INDEX "problem_item_stats_mean_attempts_desc_idx" ON "problem_item_stats" ("mean_attempts" DESC NULLS LAST, "problem_id" DESC);
--> statement-breakpoint
INSERT INTO "item_stats_refreshes" ("id", "refreshed_at") VALUES (1, now());
