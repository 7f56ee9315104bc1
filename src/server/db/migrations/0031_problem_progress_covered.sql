-- Decision 078: a teacher's class page counts its learners' progress on the assigned problems from
-- this index alone (an index-only scan); the figures it counts join the problem in the key. Built in
-- the migration's transaction: writes to user_progress wait for it (about 2 s per million rows here).
DROP INDEX "user_progress_problem_idx";--> statement-breakpoint
CREATE INDEX "user_progress_problem_idx" ON "user_progress" USING btree ("problem_id","user_id","is_correct","attempts_count","updated_at");