import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TSubmittedAnswer } from '../../../problem-types';
import { REVIEW_REASONS, type ReviewReason } from '../../../core/reviews';
import { users } from './auth.table';
import { oneOfCheck } from './checks';
import { problems, subtopics } from './content.table';

// Issue 34 (decision 050): the small counters a learner's level in a subtopic is computed from
// (src/core/mastery.ts), never from a scan of their attempts. Written by the answer check and the
// review answer (learning/answer-writer.ts, learning.repository.ts's answerReview) and by an
// admin's change of problems (learning/learner-state.ts), with the rules of core/learner-counters.ts
// (issue 50; migrations 0019-0027 kept them by triggers).
export const learnerSubtopicStats = pgTable(
  'learner_subtopic_stats',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subtopicId: integer('subtopic_id')
      .notNull()
      .references(() => subtopics.id, { onDelete: 'cascade' }),
    // Progress rows of the subtopic's problems with attempts_count > 0, and those correct.
    attempted: integer('attempted').notNull().default(0),
    solved: integer('solved').notNull().default(0),
    // First tries on distinct problems, ever; the last (at most 5) as bits, bit 0 the latest (1 = right).
    firstTries: integer('first_tries').notNull().default(0),
    recentFirstTries: smallint('recent_first_tries').notNull().default(0),
    recentFirstTryBits: smallint('recent_first_try_bits').notNull().default(0),
    // Reviews answered at least 7 of the learner's days after their card entered the queue.
    delayedReviews: integer('delayed_reviews').notNull().default(0),
    delayedCorrect: integer('delayed_correct').notNull().default(0),
    lastDelayedCorrect: boolean('last_delayed_correct'),
    // The dashboard's statistics for one category (spec 9), summed over its subtopics' rows, as
    // learner_stats holds them for all (migration 0022): attempts of the subtopic's progress rows,
    // and the problems solved on the 1st, 2nd, 3rd and 4th-or-later attempt.
    totalAttempts: integer('total_attempts').notNull().default(0),
    solvedIn1: integer('solved_in_1').notNull().default(0),
    solvedIn2: integer('solved_in_2').notNull().default(0),
    solvedIn3: integer('solved_in_3').notNull().default(0),
    solvedIn4Plus: integer('solved_in_4_plus').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.subtopicId] }),
    index('learner_subtopic_stats_subtopic_idx').on(table.subtopicId),
    check('learner_subtopic_stats_recent_check', sql`${table.recentFirstTries} between 0 and 5 and ${table.recentFirstTryBits} between 0 and 31`),
  ],
);

// A learner's review queue (decision 051): one card per problem, its FSRS state as ts-fsrs has
// it (Card: due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps,
// lapses, state, last_review). A deleted problem's card goes with it; an unpublished one is
// skipped on every read.
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 8 }).$type<ReviewReason>().notNull(),
    // The problem's subtopic and whether it is published, written with the card and moved by an
    // admin's change of the problem (learning/learner-state.ts): the due count is then read from the
    // index alone, not from a lookup of each problem.
    subtopicId: integer('subtopic_id').notNull(),
    problemVisible: boolean('problem_visible').notNull().default(true),
    // When the problem entered the queue: a review is delayed when at least 7 of the learner's days later.
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.problemId] }),
    oneOfCheck('review_cards_reason_check', table.reason, REVIEW_REASONS),
    // The due list and count, earliest first; the count from this index alone (index-only scan).
    index('review_cards_user_due_idx').on(table.userId, table.due, table.subtopicId, table.problemVisible),
    index('review_cards_problem_idx').on(table.problemId),
  ],
);

// Every review answered (never an attempt: user_progress, problem_attempts and XP stay as they are).
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<TSubmittedAnswer>().notNull(),
    isCorrect: boolean('is_correct').notNull(),
    // ts-fsrs's Rating (1 Again, 3 Good) and the card's state and due before, and due after.
    rating: smallint('rating').notNull(),
    stateBefore: smallint('state_before').notNull(),
    dueBefore: timestamp('due_before', { withTimezone: true }).notNull(),
    nextDue: timestamp('next_due', { withTimezone: true }).notNull(),
    isDelayed: boolean('is_delayed').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A learner's last review of a problem (the double-click test).
    index('review_logs_user_problem_reviewed_idx').on(table.userId, table.problemId, table.reviewedAt.desc()),
    // The dashboard's streak probes: a correct review is a day practised.
    index('review_logs_user_correct_reviewed_idx').on(table.userId, table.reviewedAt).where(sql`${table.isCorrect}`),
    index('review_logs_problem_idx').on(table.problemId),
  ],
);
