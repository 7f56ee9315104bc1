CREATE TABLE "learner_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"attempted" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"total_attempts" integer DEFAULT 0 NOT NULL,
	"solved_in_1" integer DEFAULT 0 NOT NULL,
	"solved_in_2" integer DEFAULT 0 NOT NULL,
	"solved_in_3" integer DEFAULT 0 NOT NULL,
	"solved_in_4_plus" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_progress_user_correct_updated_idx" ON "user_progress" USING btree ("user_id","updated_at") WHERE "user_progress"."is_correct";--> statement-breakpoint
-- Issue 13: learner_stats holds the figures of a learner's dashboard summary over all their
-- user_progress rows (src/server/modules/dashboard; src/server/db/learner-stats.test.ts holds it
-- to a fresh aggregate). Every write to user_progress keeps it, whatever statement makes it: each
-- row's old figures leave its learner's counters and its new ones enter them.
CREATE FUNCTION "learner_stats_follow_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "user_progress_learner_stats" AFTER INSERT OR UPDATE OR DELETE ON "user_progress"
  FOR EACH ROW EXECUTE FUNCTION "learner_stats_follow_progress"();
--> statement-breakpoint
INSERT INTO "learner_stats" ("user_id", "attempted", "correct", "total_attempts", "solved_in_1", "solved_in_2", "solved_in_3", "solved_in_4_plus")
SELECT "user_id",
  count(*) FILTER (WHERE "attempts_count" > 0),
  count(*) FILTER (WHERE "is_correct"),
  sum("attempts_count"),
  count(*) FILTER (WHERE "is_correct" AND "attempts_count" = 1),
  count(*) FILTER (WHERE "is_correct" AND "attempts_count" = 2),
  count(*) FILTER (WHERE "is_correct" AND "attempts_count" = 3),
  count(*) FILTER (WHERE "is_correct" AND "attempts_count" >= 4)
FROM "user_progress"
GROUP BY "user_id";
