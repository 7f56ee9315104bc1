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
-- learner_stats's trigger as migration 0007 made it, without the version 0025 gave it; only where
-- it is still there (issue 50 moves learner_stats into the answer check's own write).
DO $do$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'user_progress_learner_stats') THEN
    CREATE OR REPLACE FUNCTION "learner_stats_follow_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- An update that leaves every figure as it was (a new last answer, a new time) writes nothing,
      -- and neither does a row without an attempt or a correct answer (it counts for nothing).
      IF TG_OP = 'UPDATE' AND OLD."user_id" = NEW."user_id" AND OLD."attempts_count" = NEW."attempts_count" AND OLD."is_correct" = NEW."is_correct" THEN
        RETURN NULL;
      END IF;
      -- A plain UPDATE: a learner has a row once a row of theirs counted, and a cascade from a
      -- deleted user must not insert one back.
      IF TG_OP IN ('UPDATE', 'DELETE') AND (OLD."attempts_count" > 0 OR OLD."is_correct") THEN
        UPDATE "learner_stats" SET
          "attempted" = "attempted" - (OLD."attempts_count" > 0)::int,
          "correct" = "correct" - OLD."is_correct"::int,
          "total_attempts" = "total_attempts" - OLD."attempts_count",
          "solved_in_1" = "solved_in_1" - (OLD."is_correct" AND OLD."attempts_count" = 1)::int,
          "solved_in_2" = "solved_in_2" - (OLD."is_correct" AND OLD."attempts_count" = 2)::int,
          "solved_in_3" = "solved_in_3" - (OLD."is_correct" AND OLD."attempts_count" = 3)::int,
          "solved_in_4_plus" = "solved_in_4_plus" - (OLD."is_correct" AND OLD."attempts_count" >= 4)::int
        WHERE "user_id" = OLD."user_id";
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND (NEW."attempts_count" > 0 OR NEW."is_correct") THEN
        INSERT INTO "learner_stats" AS s ("user_id", "attempted", "correct", "total_attempts", "solved_in_1", "solved_in_2", "solved_in_3", "solved_in_4_plus")
        VALUES (
          NEW."user_id",
          (NEW."attempts_count" > 0)::int,
          NEW."is_correct"::int,
          NEW."attempts_count",
          (NEW."is_correct" AND NEW."attempts_count" = 1)::int,
          (NEW."is_correct" AND NEW."attempts_count" = 2)::int,
          (NEW."is_correct" AND NEW."attempts_count" = 3)::int,
          (NEW."is_correct" AND NEW."attempts_count" >= 4)::int)
        ON CONFLICT ("user_id") DO UPDATE SET
          "attempted" = s."attempted" + excluded."attempted",
          "correct" = s."correct" + excluded."correct",
          "total_attempts" = s."total_attempts" + excluded."total_attempts",
          "solved_in_1" = s."solved_in_1" + excluded."solved_in_1",
          "solved_in_2" = s."solved_in_2" + excluded."solved_in_2",
          "solved_in_3" = s."solved_in_3" + excluded."solved_in_3",
          "solved_in_4_plus" = s."solved_in_4_plus" + excluded."solved_in_4_plus";
      END IF;
      RETURN NULL;
    END
    $$;
  END IF;
END
$do$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS "dashboard_version_now"();--> statement-breakpoint
ALTER TABLE "learner_stats" DROP COLUMN "dashboard_version";--> statement-breakpoint
ALTER TABLE "classes" DROP COLUMN "dashboard_version";
