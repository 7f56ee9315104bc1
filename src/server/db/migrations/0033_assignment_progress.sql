CREATE TABLE "assignment_progress" (
	"assignment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"attempted" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"after_due" integer DEFAULT 0 NOT NULL,
	"first_try" integer DEFAULT 0 NOT NULL,
	"first_try_on_time" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignment_progress_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "assignment_progress" ADD CONSTRAINT "assignment_progress_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_progress" ADD CONSTRAINT "assignment_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_progress_user_idx" ON "assignment_progress" USING btree ("user_id");--> statement-breakpoint
-- Decision 083: the current members' rows on their classes' assignments, counted from their progress
-- as learning/assignment-progress.ts counts them; from here on the answers keep them.
INSERT INTO "assignment_progress" ("assignment_id", "user_id", "attempted", "on_time", "after_due", "first_try", "first_try_on_time")
SELECT a.id, m.user_id,
  count(*) FILTER (WHERE up.attempts_count > 0)::int,
  count(*) FILTER (WHERE up.is_correct AND up.updated_at <= a.due_at)::int,
  count(*) FILTER (WHERE up.is_correct AND up.updated_at > a.due_at)::int,
  count(*) FILTER (WHERE up.is_correct AND up.attempts_count = 1)::int,
  count(*) FILTER (WHERE up.is_correct AND up.attempts_count = 1 AND up.updated_at <= a.due_at)::int
FROM "class_members" m
JOIN "assignments" a ON a.class_id = m.class_id
JOIN "assignment_problems" ap ON ap.assignment_id = a.id
JOIN "user_progress" up ON up.user_id = m.user_id AND up.problem_id = ap.problem_id
GROUP BY a.id, m.user_id;
