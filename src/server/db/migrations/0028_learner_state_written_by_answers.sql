-- Issue 50: a learner's counters and review cards are written by the code that changes what they
-- follow, in its own transaction, with the rules of src/core: the answer check and the review
-- answer (src/server/learning/answer-writer.ts), and an admin's delete, move or (un)publish of
-- problems (beforeProblemsChange, src/server/learning/learner-state.ts). The triggers that
-- computed them go, with their functions.
DROP TRIGGER "user_progress_learner_stats" ON "user_progress";--> statement-breakpoint
DROP FUNCTION "learner_stats_follow_progress"();--> statement-breakpoint
DROP TRIGGER "user_progress_learner_subtopic_stats" ON "user_progress";--> statement-breakpoint
DROP FUNCTION "learner_subtopic_stats_follow_progress"();--> statement-breakpoint
DROP TRIGGER "problems_learner_subtopic_stats" ON "problems";--> statement-breakpoint
DROP FUNCTION "learner_subtopic_stats_follow_problem"();--> statement-breakpoint
DROP TRIGGER "problems_review_cards" ON "problems";--> statement-breakpoint
DROP FUNCTION "review_cards_follow_problem"();
