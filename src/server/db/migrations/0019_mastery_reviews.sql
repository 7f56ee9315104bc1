CREATE TABLE "learner_subtopic_stats" (
	"user_id" text NOT NULL,
	"subtopic_id" integer NOT NULL,
	"attempted" integer DEFAULT 0 NOT NULL,
	"solved" integer DEFAULT 0 NOT NULL,
	"first_tries" integer DEFAULT 0 NOT NULL,
	"recent_first_tries" smallint DEFAULT 0 NOT NULL,
	"recent_first_try_bits" smallint DEFAULT 0 NOT NULL,
	"delayed_reviews" integer DEFAULT 0 NOT NULL,
	"delayed_correct" integer DEFAULT 0 NOT NULL,
	"last_delayed_correct" boolean,
	CONSTRAINT "learner_subtopic_stats_user_id_subtopic_id_pk" PRIMARY KEY("user_id","subtopic_id"),
	CONSTRAINT "learner_subtopic_stats_recent_check" CHECK ("learner_subtopic_stats"."recent_first_tries" between 0 and 5 and "learner_subtopic_stats"."recent_first_try_bits" between 0 and 31)
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"user_id" text NOT NULL,
	"problem_id" integer NOT NULL,
	"reason" varchar(8) NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "review_cards_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id"),
	CONSTRAINT "review_cards_reason_check" CHECK ("review_cards"."reason" in ('retry', 'confirm'))
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"problem_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"is_correct" boolean NOT NULL,
	"rating" smallint NOT NULL,
	"state_before" smallint NOT NULL,
	"due_before" timestamp with time zone NOT NULL,
	"next_due" timestamp with time zone NOT NULL,
	"is_delayed" boolean NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_subtopic_stats" ADD CONSTRAINT "learner_subtopic_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_subtopic_stats" ADD CONSTRAINT "learner_subtopic_stats_subtopic_id_subtopics_id_fk" FOREIGN KEY ("subtopic_id") REFERENCES "public"."subtopics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_subtopic_stats_subtopic_idx" ON "learner_subtopic_stats" USING btree ("subtopic_id");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "review_cards_problem_idx" ON "review_cards" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "review_logs_user_problem_reviewed_idx" ON "review_logs" USING btree ("user_id","problem_id","reviewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_logs_user_correct_reviewed_idx" ON "review_logs" USING btree ("user_id","reviewed_at") WHERE "review_logs"."is_correct";--> statement-breakpoint
CREATE INDEX "review_logs_problem_idx" ON "review_logs" USING btree ("problem_id");--> statement-breakpoint
-- Issue 34 (decision 050): learner_subtopic_stats follows user_progress as learner_stats does
-- (migration 0007): whatever statement writes progress, each row's old figures leave its
-- learner's subtopic counters and its new ones enter them. A row's first attempt (attempts_count
-- leaving 0) is a first try, right when it solved the problem at once: it enters the recent
-- first tries (5 bits, bit 0 the latest). A progress row whose problem is gone (the cascade of
-- a problem's delete) finds no subtopic and changes nothing: the problem's trigger below took
-- its rows out first.
CREATE FUNCTION "learner_subtopic_stats_follow_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subtopic integer;
  is_first boolean;
  first_right boolean;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."user_id" = NEW."user_id" AND OLD."problem_id" = NEW."problem_id"
    AND OLD."attempts_count" = NEW."attempts_count" AND OLD."is_correct" = NEW."is_correct" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND (OLD."attempts_count" > 0 OR OLD."is_correct") THEN
    SELECT "subtopic_id" INTO subtopic FROM "problems" WHERE "id" = OLD."problem_id";
    IF FOUND THEN
      UPDATE "learner_subtopic_stats" SET
        "attempted" = "attempted" - (OLD."attempts_count" > 0)::int,
        "solved" = "solved" - OLD."is_correct"::int
      WHERE "user_id" = OLD."user_id" AND "subtopic_id" = subtopic;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (NEW."attempts_count" > 0 OR NEW."is_correct") THEN
    SELECT "subtopic_id" INTO subtopic FROM "problems" WHERE "id" = NEW."problem_id";
    IF FOUND THEN
      is_first := NEW."attempts_count" > 0 AND (TG_OP = 'INSERT' OR OLD."attempts_count" = 0
        OR OLD."user_id" <> NEW."user_id" OR OLD."problem_id" <> NEW."problem_id");
      first_right := is_first AND NEW."is_correct" AND NEW."attempts_count" = 1;
      INSERT INTO "learner_subtopic_stats" AS s ("user_id", "subtopic_id", "attempted", "solved", "first_tries", "recent_first_tries", "recent_first_try_bits")
      VALUES (NEW."user_id", subtopic, (NEW."attempts_count" > 0)::int, NEW."is_correct"::int, is_first::int, is_first::int, first_right::int)
      ON CONFLICT ("user_id", "subtopic_id") DO UPDATE SET
        "attempted" = s."attempted" + excluded."attempted",
        "solved" = s."solved" + excluded."solved",
        "first_tries" = s."first_tries" + excluded."first_tries",
        "recent_first_tries" = CASE WHEN is_first THEN least(s."recent_first_tries" + 1, 5) ELSE s."recent_first_tries" END,
        "recent_first_try_bits" = CASE WHEN is_first THEN ((s."recent_first_try_bits" << 1) | excluded."recent_first_try_bits") & 31 ELSE s."recent_first_try_bits" END;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_progress_learner_subtopic_stats" AFTER INSERT OR UPDATE OR DELETE ON "user_progress"
  FOR EACH ROW EXECUTE FUNCTION "learner_subtopic_stats_follow_progress"();
--> statement-breakpoint
-- A problem deleted, or moved to another subtopic: its progress rows leave the old subtopic's
-- counters (before the delete, while they are there), and on a move enter the new one's. The
-- recent first tries stay as they were (they are a history).
CREATE FUNCTION "learner_subtopic_stats_follow_problem"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."subtopic_id" = NEW."subtopic_id" THEN
    RETURN NEW;
  END IF;
  UPDATE "learner_subtopic_stats" s SET "attempted" = s."attempted" - d."attempted", "solved" = s."solved" - d."solved"
  FROM (
    SELECT "user_id", count(*) FILTER (WHERE "attempts_count" > 0) AS "attempted", count(*) FILTER (WHERE "is_correct") AS "solved"
    FROM "user_progress" WHERE "problem_id" = OLD."id" AND ("attempts_count" > 0 OR "is_correct") GROUP BY "user_id"
  ) d
  WHERE s."user_id" = d."user_id" AND s."subtopic_id" = OLD."subtopic_id";
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "learner_subtopic_stats" AS s ("user_id", "subtopic_id", "attempted", "solved")
    SELECT "user_id", NEW."subtopic_id", count(*) FILTER (WHERE "attempts_count" > 0), count(*) FILTER (WHERE "is_correct")
    FROM "user_progress" WHERE "problem_id" = OLD."id" AND ("attempts_count" > 0 OR "is_correct") GROUP BY "user_id"
    ON CONFLICT ("user_id", "subtopic_id") DO UPDATE SET
      "attempted" = s."attempted" + excluded."attempted", "solved" = s."solved" + excluded."solved";
    RETURN NEW;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "problems_learner_subtopic_stats" BEFORE DELETE OR UPDATE OF "subtopic_id" ON "problems"
  FOR EACH ROW EXECUTE FUNCTION "learner_subtopic_stats_follow_problem"();
--> statement-breakpoint
-- The counters of the progress already there; the recent first tries from the attempts log
-- (attempt 1 of each problem, the latest 5 per learner and subtopic). Once, here: never on read.
INSERT INTO "learner_subtopic_stats" ("user_id", "subtopic_id", "attempted", "solved", "first_tries")
SELECT up."user_id", p."subtopic_id", count(*) FILTER (WHERE up."attempts_count" > 0), count(*) FILTER (WHERE up."is_correct"), count(*) FILTER (WHERE up."attempts_count" > 0)
FROM "user_progress" up JOIN "problems" p ON p."id" = up."problem_id"
WHERE up."attempts_count" > 0 OR up."is_correct"
GROUP BY up."user_id", p."subtopic_id";
--> statement-breakpoint
UPDATE "learner_subtopic_stats" s SET "recent_first_tries" = b."tries", "recent_first_try_bits" = b."bits"
FROM (
  SELECT "user_id", "subtopic_id", count(*)::smallint AS "tries", coalesce(sum(CASE WHEN "is_correct" THEN 1 << ("rn" - 1)::int ELSE 0 END), 0)::smallint AS "bits"
  FROM (
    SELECT a."user_id", p."subtopic_id", a."is_correct",
      row_number() OVER (PARTITION BY a."user_id", p."subtopic_id" ORDER BY a."created_at" DESC, a."id" DESC) AS "rn"
    FROM "problem_attempts" a JOIN "problems" p ON p."id" = a."problem_id"
    WHERE a."attempt_number" = 1
  ) x
  WHERE "rn" <= 5
  GROUP BY "user_id", "subtopic_id"
) b
WHERE s."user_id" = b."user_id" AND s."subtopic_id" = b."subtopic_id";
