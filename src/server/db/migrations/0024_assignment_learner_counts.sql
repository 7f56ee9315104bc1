CREATE TABLE "assignment_learner_counts" (
	"user_id" text NOT NULL,
	"assignment_id" uuid NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"after_due" integer DEFAULT 0 NOT NULL,
	"attempted" integer DEFAULT 0 NOT NULL,
	"first_try" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignment_learner_counts_user_id_assignment_id_pk" PRIMARY KEY("user_id","assignment_id")
);
--> statement-breakpoint
ALTER TABLE "assignment_learner_counts" ADD CONSTRAINT "assignment_learner_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_learner_counts" ADD CONSTRAINT "assignment_learner_counts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_learner_counts_assignment_idx" ON "assignment_learner_counts" USING btree ("assignment_id");--> statement-breakpoint
-- Decision 061 (issue 35): the class page's per learner and assignment counts, kept here instead
-- of counted from the class's progress rows on every page (12 ms of Postgres for 41 learners x 20
-- assignments of 10). Every (member, assignment) pair of a class has a row; its figures count the
-- learner's progress on all of the assignment's problems, published or not.
--
-- Fresh counts of the given assignments for the members of their classes (or for one of them),
-- written over what the rows held: a member joining, an assignment added, its problems changed,
-- and the backfill below. Idempotent, so the order in which these triggers fire does not matter.
CREATE FUNCTION "assignment_learner_counts_count"(assignment_ids uuid[], learner text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "assignment_learner_counts" AS c ("user_id", "assignment_id", "on_time", "after_due", "attempted", "first_try")
  SELECT m."user_id", a."id",
    count(*) FILTER (WHERE up."is_correct" AND up."updated_at" <= a."due_at"),
    count(*) FILTER (WHERE up."is_correct" AND up."updated_at" > a."due_at"),
    count(*) FILTER (WHERE up."attempts_count" > 0),
    count(*) FILTER (WHERE up."is_correct" AND up."attempts_count" = 1)
  FROM "assignments" a
  JOIN "class_members" m ON m."class_id" = a."class_id" AND (learner IS NULL OR m."user_id" = learner)
  LEFT JOIN "assignment_problems" ap ON ap."assignment_id" = a."id"
  LEFT JOIN "user_progress" up ON up."user_id" = m."user_id" AND up."problem_id" = ap."problem_id"
  WHERE a."id" = ANY(assignment_ids)
  GROUP BY m."user_id", a."id"
  ON CONFLICT ("user_id", "assignment_id") DO UPDATE SET "on_time" = excluded."on_time", "after_due" = excluded."after_due",
    "attempted" = excluded."attempted", "first_try" = excluded."first_try"
$$;
--> statement-breakpoint
-- An answer (the check's upsert), a reset or a deleted row: what the row counted comes out of the
-- learner's rows of every assignment holding the problem and what it counts now goes in, in one
-- UPDATE. A learner in no class has no rows: the UPDATE finds none by the primary key's first
-- column. A wrong answer that changes nothing counted (a second wrong try) writes nothing.
CREATE FUNCTION "assignment_learner_counts_follow_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learner text;
  problem integer;
  o_correct boolean := false;
  o_attempts integer := 0;
  o_at timestamptz;
  n_correct boolean := false;
  n_attempts integer := 0;
  n_at timestamptz;
  passes integer := 1;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    learner := OLD."user_id"; problem := OLD."problem_id";
    o_correct := OLD."is_correct"; o_attempts := OLD."attempts_count"; o_at := OLD."updated_at";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    learner := NEW."user_id"; problem := NEW."problem_id";
    n_correct := NEW."is_correct"; n_attempts := NEW."attempts_count"; n_at := NEW."updated_at";
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD."user_id" <> NEW."user_id" OR OLD."problem_id" <> NEW."problem_id") THEN
    passes := 2; -- moved to another learner or problem (no path of the app does this): out, then in
  ELSIF o_correct = n_correct AND (o_attempts > 0) = (n_attempts > 0) AND (o_correct AND o_attempts = 1) = (n_correct AND n_attempts = 1)
    AND (NOT n_correct OR o_at = n_at) THEN
    RETURN NULL;
  END IF;
  FOR pass IN 1..passes LOOP
    IF passes = 2 AND pass = 1 THEN
      learner := OLD."user_id"; problem := OLD."problem_id"; n_correct := false; n_attempts := 0; n_at := NULL;
    ELSIF passes = 2 THEN
      learner := NEW."user_id"; problem := NEW."problem_id"; o_correct := false; o_attempts := 0; o_at := NULL;
      n_correct := NEW."is_correct"; n_attempts := NEW."attempts_count"; n_at := NEW."updated_at";
    END IF;
    UPDATE "assignment_learner_counts" c SET
      "on_time" = c."on_time" + (n_correct AND n_at <= a."due_at")::int - (o_correct AND o_at <= a."due_at")::int,
      "after_due" = c."after_due" + (n_correct AND n_at > a."due_at")::int - (o_correct AND o_at > a."due_at")::int,
      "attempted" = c."attempted" + (n_attempts > 0)::int - (o_attempts > 0)::int,
      "first_try" = c."first_try" + (n_correct AND n_attempts = 1)::int - (o_correct AND o_attempts = 1)::int
    FROM "assignment_problems" ap JOIN "assignments" a ON a."id" = ap."assignment_id"
    WHERE c."user_id" = learner AND ap."problem_id" = problem AND c."assignment_id" = ap."assignment_id";
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_progress_assignment_learner_counts" AFTER INSERT OR UPDATE OR DELETE ON "user_progress"
  FOR EACH ROW EXECUTE FUNCTION "assignment_learner_counts_follow_progress"();
--> statement-breakpoint
-- A learner joins a class: their rows for its assignments, counted from the progress they already
-- have (a problem solved before counts, decision 053); leaves it: their rows go.
CREATE FUNCTION "assignment_learner_counts_follow_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "assignment_learner_counts" c USING "assignments" a
    WHERE c."user_id" = OLD."user_id" AND a."id" = c."assignment_id" AND a."class_id" = OLD."class_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "assignment_learner_counts_count"(array(SELECT "id" FROM "assignments" WHERE "class_id" = NEW."class_id"), NEW."user_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "class_members_assignment_learner_counts" AFTER INSERT OR UPDATE OR DELETE ON "class_members"
  FOR EACH ROW EXECUTE FUNCTION "assignment_learner_counts_follow_member"();
--> statement-breakpoint
-- An assignment added (its members' rows), moved to another class or given another due time
-- (counted again). A deleted one's rows go by the foreign key's cascade.
CREATE FUNCTION "assignment_learner_counts_follow_assignment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."class_id" <> NEW."class_id" THEN
    DELETE FROM "assignment_learner_counts" WHERE "assignment_id" = NEW."id";
  END IF;
  PERFORM "assignment_learner_counts_count"(ARRAY[NEW."id"], NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "assignments_assignment_learner_counts" AFTER INSERT OR UPDATE OF "class_id", "due_at" ON "assignments"
  FOR EACH ROW EXECUTE FUNCTION "assignment_learner_counts_follow_assignment"();
--> statement-breakpoint
-- An assignment's problems written (its creation inserts them all in one statement), removed or a
-- problem deleted: the assignments touched are counted again, once per statement.
CREATE FUNCTION "assignment_learner_counts_follow_problems"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "assignment_id") INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "assignment_id") INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT r."assignment_id") INTO touched FROM (SELECT "assignment_id" FROM new_rows UNION SELECT "assignment_id" FROM old_rows) r;
  END IF;
  IF touched IS NOT NULL THEN
    PERFORM "assignment_learner_counts_count"(touched, NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "assignment_problems_counts_insert" AFTER INSERT ON "assignment_problems"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "assignment_learner_counts_follow_problems"();
--> statement-breakpoint
CREATE TRIGGER "assignment_problems_counts_update" AFTER UPDATE ON "assignment_problems"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "assignment_learner_counts_follow_problems"();
--> statement-breakpoint
CREATE TRIGGER "assignment_problems_counts_delete" AFTER DELETE ON "assignment_problems"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "assignment_learner_counts_follow_problems"();
--> statement-breakpoint
-- Every progress row or every assignment's problems gone at once: nothing is counted any more.
CREATE FUNCTION "assignment_learner_counts_zero"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "assignment_learner_counts" SET "on_time" = 0, "after_due" = 0, "attempted" = 0, "first_try" = 0
  WHERE "on_time" <> 0 OR "after_due" <> 0 OR "attempted" <> 0 OR "first_try" <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_progress_assignment_learner_counts_truncate" AFTER TRUNCATE ON "user_progress"
  FOR EACH STATEMENT EXECUTE FUNCTION "assignment_learner_counts_zero"();
--> statement-breakpoint
CREATE TRIGGER "assignment_problems_counts_truncate" AFTER TRUNCATE ON "assignment_problems"
  FOR EACH STATEMENT EXECUTE FUNCTION "assignment_learner_counts_zero"();
--> statement-breakpoint
-- Every membership gone at once: so are the rows.
CREATE FUNCTION "assignment_learner_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "assignment_learner_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "class_members_assignment_learner_counts_truncate" AFTER TRUNCATE ON "class_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "assignment_learner_counts_clear"();
--> statement-breakpoint
-- The classes already there. Once, here: never on read.
SELECT "assignment_learner_counts_count"(array(SELECT "id" FROM "assignments"), NULL);
