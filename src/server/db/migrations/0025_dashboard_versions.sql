ALTER TABLE "learner_stats" ADD COLUMN "dashboard_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "dashboard_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issues 34 and 35 (decision 064): a learner's dashboard is held in memory and served again only
-- while nothing it shows has changed. What it shows of the learner's own moves on
-- learner_stats.dashboard_version; what it shows of their classes, on classes.dashboard_version.
-- Both take the writing transaction's id (pg_current_xact_id(): never the same for two
-- transactions, not even across a TRUNCATE or a restore, unlike a counter that starts again), so
-- a held dashboard matches only the state it was read from. Content (categories, topics,
-- subtopics, problems) is heard on "content_changed" (migration 0009) and time is the server's.
CREATE FUNCTION "dashboard_version_now"() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT pg_current_xact_id()::text::bigint
$$;
--> statement-breakpoint
-- The learner's progress: learner_stats follows it as before (migration 0007), and every write
-- moves the version on, even one that leaves every figure as it was (a new time, say).
CREATE OR REPLACE FUNCTION "learner_stats_follow_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."user_id" = NEW."user_id" AND OLD."attempts_count" = NEW."attempts_count" AND OLD."is_correct" = NEW."is_correct" THEN
    UPDATE "learner_stats" SET "dashboard_version" = "dashboard_version_now"() WHERE "user_id" = NEW."user_id";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND (OLD."attempts_count" > 0 OR OLD."is_correct") THEN
    UPDATE "learner_stats" SET
      "attempted" = "attempted" - (OLD."attempts_count" > 0)::int,
      "correct" = "correct" - OLD."is_correct"::int,
      "total_attempts" = "total_attempts" - OLD."attempts_count",
      "solved_in_1" = "solved_in_1" - (OLD."is_correct" AND OLD."attempts_count" = 1)::int,
      "solved_in_2" = "solved_in_2" - (OLD."is_correct" AND OLD."attempts_count" = 2)::int,
      "solved_in_3" = "solved_in_3" - (OLD."is_correct" AND OLD."attempts_count" = 3)::int,
      "solved_in_4_plus" = "solved_in_4_plus" - (OLD."is_correct" AND OLD."attempts_count" >= 4)::int,
      "dashboard_version" = "dashboard_version_now"()
    WHERE "user_id" = OLD."user_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (NEW."attempts_count" > 0 OR NEW."is_correct") THEN
    INSERT INTO "learner_stats" AS s ("user_id", "attempted", "correct", "total_attempts", "solved_in_1", "solved_in_2", "solved_in_3", "solved_in_4_plus", "dashboard_version")
    VALUES (
      NEW."user_id",
      (NEW."attempts_count" > 0)::int,
      NEW."is_correct"::int,
      NEW."attempts_count",
      (NEW."is_correct" AND NEW."attempts_count" = 1)::int,
      (NEW."is_correct" AND NEW."attempts_count" = 2)::int,
      (NEW."is_correct" AND NEW."attempts_count" = 3)::int,
      (NEW."is_correct" AND NEW."attempts_count" >= 4)::int,
      "dashboard_version_now"())
    ON CONFLICT ("user_id") DO UPDATE SET
      "attempted" = s."attempted" + excluded."attempted",
      "correct" = s."correct" + excluded."correct",
      "total_attempts" = s."total_attempts" + excluded."total_attempts",
      "solved_in_1" = s."solved_in_1" + excluded."solved_in_1",
      "solved_in_2" = s."solved_in_2" + excluded."solved_in_2",
      "solved_in_3" = s."solved_in_3" + excluded."solved_in_3",
      "solved_in_4_plus" = s."solved_in_4_plus" + excluded."solved_in_4_plus",
      "dashboard_version" = excluded."dashboard_version";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A learner's review cards (due, entered, gone), review answers and Tanya Soal questions: their
-- version moves on (a row of zeros for a learner who has none yet). A card's other changes (its
-- problem hidden or shown, its subtopic) follow content, which is heard on its own.
CREATE FUNCTION "learner_dashboard_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Not for a learner being deleted: their rows go with them (the cascade from users, which has
  -- already taken their learner_stats row), and a user set to null keeps no version.
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."user_id" IS NOT NULL THEN
    INSERT INTO "learner_stats" AS s ("user_id", "dashboard_version")
    SELECT OLD."user_id", "dashboard_version_now"() WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id")
    ON CONFLICT ("user_id") DO UPDATE SET "dashboard_version" = excluded."dashboard_version";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."user_id" IS NOT NULL AND (TG_OP = 'INSERT' OR NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    INSERT INTO "learner_stats" AS s ("user_id", "dashboard_version") VALUES (NEW."user_id", "dashboard_version_now"())
    ON CONFLICT ("user_id") DO UPDATE SET "dashboard_version" = excluded."dashboard_version";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "review_cards_dashboard_version" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "due" ON "review_cards"
  FOR EACH ROW EXECUTE FUNCTION "learner_dashboard_changed"();
--> statement-breakpoint
CREATE TRIGGER "review_logs_dashboard_version" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "is_correct", "reviewed_at" ON "review_logs"
  FOR EACH ROW EXECUTE FUNCTION "learner_dashboard_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_questions_dashboard_version" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "status" ON "user_questions"
  FOR EACH ROW EXECUTE FUNCTION "learner_dashboard_changed"();
--> statement-breakpoint
-- Any of those tables emptied at once (tests, scripts): every learner's version moves on.
CREATE FUNCTION "learner_dashboards_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "learner_stats" SET "dashboard_version" = "dashboard_version_now"();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_progress_dashboard_versions_truncate" AFTER TRUNCATE ON "user_progress"
  FOR EACH STATEMENT EXECUTE FUNCTION "learner_dashboards_changed"();
--> statement-breakpoint
CREATE TRIGGER "review_cards_dashboard_versions_truncate" AFTER TRUNCATE ON "review_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "learner_dashboards_changed"();
--> statement-breakpoint
CREATE TRIGGER "review_logs_dashboard_versions_truncate" AFTER TRUNCATE ON "review_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "learner_dashboards_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_questions_dashboard_versions_truncate" AFTER TRUNCATE ON "user_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "learner_dashboards_changed"();
--> statement-breakpoint
-- A class: any change to its row (name, zone, archived) moves its version on, and so does any
-- change to its assignments or to their problems. Joining or leaving is seen in the list of the
-- learner's classes itself.
CREATE FUNCTION "classes_dashboard_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."dashboard_version" := "dashboard_version_now"();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "classes_dashboard_version" BEFORE UPDATE ON "classes"
  FOR EACH ROW EXECUTE FUNCTION "classes_dashboard_version"();
--> statement-breakpoint
CREATE FUNCTION "assignments_class_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "classes" SET "dashboard_version" = "dashboard_version_now"() WHERE "id" = OLD."class_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "classes" SET "dashboard_version" = "dashboard_version_now"() WHERE "id" = NEW."class_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "assignments_dashboard_version" AFTER INSERT OR UPDATE OR DELETE ON "assignments"
  FOR EACH ROW EXECUTE FUNCTION "assignments_class_changed"();
--> statement-breakpoint
-- An assignment's problems written, moved or removed: its class's version, once per statement.
CREATE FUNCTION "assignment_problems_class_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "classes" SET "dashboard_version" = "dashboard_version_now"()
    WHERE "id" IN (SELECT a."class_id" FROM "assignments" a WHERE a."id" IN (SELECT "assignment_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "classes" SET "dashboard_version" = "dashboard_version_now"()
    WHERE "id" IN (SELECT a."class_id" FROM "assignments" a WHERE a."id" IN (SELECT "assignment_id" FROM old_rows));
  ELSE
    UPDATE "classes" SET "dashboard_version" = "dashboard_version_now"()
    WHERE "id" IN (SELECT a."class_id" FROM "assignments" a WHERE a."id" IN (SELECT "assignment_id" FROM new_rows UNION SELECT "assignment_id" FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "assignment_problems_dashboard_version_insert" AFTER INSERT ON "assignment_problems"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "assignment_problems_class_changed"();
--> statement-breakpoint
CREATE TRIGGER "assignment_problems_dashboard_version_update" AFTER UPDATE ON "assignment_problems"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "assignment_problems_class_changed"();
--> statement-breakpoint
CREATE TRIGGER "assignment_problems_dashboard_version_delete" AFTER DELETE ON "assignment_problems"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "assignment_problems_class_changed"();
--> statement-breakpoint
CREATE FUNCTION "classes_dashboard_versions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "classes" SET "dashboard_version" = "dashboard_version_now"();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "assignments_dashboard_versions_truncate" AFTER TRUNCATE ON "assignments"
  FOR EACH STATEMENT EXECUTE FUNCTION "classes_dashboard_versions_changed"();
--> statement-breakpoint
CREATE TRIGGER "assignment_problems_dashboard_versions_truncate" AFTER TRUNCATE ON "assignment_problems"
  FOR EACH STATEMENT EXECUTE FUNCTION "classes_dashboard_versions_changed"();
