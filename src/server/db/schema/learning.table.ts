import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgMaterializedView,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { UNRESOLVED_REPORT_STATUSES } from '../../../core/item-analytics';
import type { TSubmittedAnswer } from '../../../problem-types';
import { INITIAL_QUESTION_STATUS, QUESTION_STATUSES, type QuestionStatus } from '../../../core/question-status';
import {
  INITIAL_REPORT_STATUS,
  REPORT_MAX_LENGTH,
  REPORT_MIN_LENGTH,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportStatus,
  type ReportType,
} from '../../../core/reports';
import { users } from './auth.table';
import { isOneOf, oneOfCheck, publicCodeCheck } from './checks';
import { problems } from './content.table';

export const userProgress = pgTable(
  'user_progress',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    isCorrect: boolean('is_correct').notNull().default(false),
    attemptsCount: integer('attempts_count').notNull().default(0),
    // The latest attempt's answer, kept on the locked summary row so grading needs no extra read.
    lastAnswer: jsonb('last_answer').$type<TSubmittedAnswer>(),
    // Issue 52: how many hint steps the learner opened, and when they chose to see the key and the
    // solution ('Lihat pembahasan'; null: never).
    hintsOpened: smallint('hints_opened').notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_progress_user_problem_unique').on(table.userId, table.problemId),
    check('user_progress_attempts_check', sql`${table.attemptsCount} >= 0`),
    check('user_progress_hints_opened_check', sql`${table.hintsOpened} between 0 and 3`),
    index('user_progress_user_updated_idx').on(table.userId, table.updatedAt.desc()),
    // The dashboard's streak probes, one calendar day each: an index-only scan of correct rows.
    index('user_progress_user_correct_updated_idx').on(table.userId, table.updatedAt).where(sql`${table.isCorrect}`),
    // A problem's progress rows; with the figures a teacher's class page counts in the key, its
    // counts read the index alone (decision 078).
    index('user_progress_problem_idx').on(table.problemId, table.userId, table.isCorrect, table.attemptsCount, table.updatedAt),
  ],
);

// The figures of a learner's unfiltered dashboard summary, over all their user_progress rows
// (issue 13: read, not aggregated, per request). Written with the progress by the answer check
// (learning/answer-writer.ts) and moved by an admin's delete of problems (learning/learner-state.ts);
// progress written by hand is counted with recountLearners. No row yet means all zeros.
export const learnerStats = pgTable('learner_stats', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Progress rows with attempts_count > 0.
  attempted: integer('attempted').notNull().default(0),
  correct: integer('correct').notNull().default(0),
  totalAttempts: integer('total_attempts').notNull().default(0),
  // Correct rows by their attempts_count.
  solvedIn1: integer('solved_in_1').notNull().default(0),
  solvedIn2: integer('solved_in_2').notNull().default(0),
  solvedIn3: integer('solved_in_3').notNull().default(0),
  solvedIn4Plus: integer('solved_in_4_plus').notNull().default(0),
});

// Append-only log of every graded attempt by a signed-in learner (ARCHITECTURE.md section 4).
export const problemAttempts = pgTable(
  'problem_attempts',
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
    attemptNumber: integer('attempt_number').notNull(),
    xpAwarded: integer('xp_awarded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('problem_attempts_user_problem_number_unique').on(table.userId, table.problemId, table.attemptNumber),
    check('problem_attempts_number_check', sql`${table.attemptNumber} >= 1`),
    check('problem_attempts_xp_check', sql`${table.xpAwarded} >= 0`),
    index('problem_attempts_user_created_idx').on(table.userId, table.createdAt.desc()),
    // A problem's attempts, and those of its last 30 days (item analytics, issue 15).
    index('problem_attempts_problem_created_idx').on(table.problemId, table.createdAt),
  ],
);

export const userBookmarks = pgTable(
  'user_bookmarks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_bookmarks_user_problem_unique').on(table.userId, table.problemId),
    index('user_bookmarks_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('user_bookmarks_problem_idx').on(table.problemId),
  ],
);

export const problemReports = pgTable(
  'problem_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: varchar('report_id', { length: 11 }).notNull().unique(),
    // A deleted learner's reports stay, shown as 'User Dihapus'.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    reportType: varchar('report_type', { length: 40 }).$type<ReportType>().notNull(),
    reportContent: text('report_content').notNull(),
    reportStatus: varchar('report_status', { length: 16 }).$type<ReportStatus>().notNull().default(INITIAL_REPORT_STATUS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    publicCodeCheck('problem_reports_code_check', table.reportId, 'report'),
    oneOfCheck('problem_reports_type_check', table.reportType, REPORT_TYPES),
    oneOfCheck('problem_reports_status_check', table.reportStatus, REPORT_STATUSES),
    check(
      'problem_reports_content_length_check',
      sql`char_length(${table.reportContent}) between ${sql.raw(String(REPORT_MIN_LENGTH))} and ${sql.raw(String(REPORT_MAX_LENGTH))}`,
    ),
    // The admin reports list, newest first, all or by status (issue 13: walked, not sorted). NULLS
    // FIRST, as ORDER BY ... DESC has it: otherwise the planner cannot walk the index.
    index('problem_reports_created_id_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('problem_reports_status_created_id_idx').on(table.reportStatus, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('problem_reports_problem_idx').on(table.problemId),
    // A problem's reports an admin has not closed, which the admin problem list counts, filters and
    // sorts by when it is read (content/item-stats/open-reports.ts): as few as the open reports, however many
    // were ever closed.
    index('problem_reports_unresolved_problem_idx').on(table.problemId).where(isOneOf(table.reportStatus, UNRESOLVED_REPORT_STATUSES)),
    index('problem_reports_user_idx').on(table.userId),
  ],
);

export const userQuestions = pgTable(
  'user_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userQuestionId: varchar('user_question_id', { length: 11 }).notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Storage key (questions/{user_question_id}.{ext}); served only through an authorised route.
    imageUrl: text('image_url').notNull(),
    status: varchar('status', { length: 16 }).$type<QuestionStatus>().notNull().default(INITIAL_QUESTION_STATUS),
    adminReason: text('admin_reason'),
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    simpleAnswer: text('simple_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the learner was last given an answer (resolved or refused); null while open.
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // When the photo was deleted with the learner's account (issue 30): the row stays, its file
    // is gone from storage or listed in storage_deletions until it is.
    imageDeletedAt: timestamp('image_deleted_at', { withTimezone: true }),
  },
  (table) => [
    publicCodeCheck('user_questions_code_check', table.userQuestionId, 'userQuestion'),
    oneOfCheck('user_questions_status_check', table.status, QUESTION_STATUSES),
    check('user_questions_reason_length_check', sql`char_length(${table.adminReason}) <= 2000`),
    check('user_questions_answer_length_check', sql`char_length(${table.simpleAnswer}) <= 2000`),
    index('user_questions_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The admin Tanya Soal list, oldest first, all or by status (issue 13: walked, not sorted).
    index('user_questions_created_id_idx').on(table.createdAt, table.id),
    index('user_questions_status_created_id_idx').on(table.status, table.createdAt, table.id),
    index('user_questions_problem_idx').on(table.problemId),
  ],
);

// Item analytics of the admin problem list (issue 15): one row per problem (as of the last
// refresh), from user_progress (a solver's attempts_count is what it took: the answer locks once correct).
// Created by migration 0004 (drizzle-kit does not manage it) and refreshed, at most every few
// minutes and only when read, by src/server/content/item-stats; item_stats_refreshes says when.
export const problemItemStats = pgMaterializedView('problem_item_stats', {
  problemId: integer('problem_id').notNull(),
  learners: integer('learners').notNull(),
  firstTrySolvers: integer('first_try_solvers').notNull(),
  solvers: integer('solvers').notNull(),
  firstTryRate: doublePrecision('first_try_rate'),
  eventualRate: doublePrecision('eventual_rate'),
  meanAttempts: doublePrecision('mean_attempts'),
}).existing();

export const itemStatsRefreshes = pgTable(
  'item_stats_refreshes',
  {
    id: integer('id').primaryKey(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('item_stats_refreshes_one_row_check', sql`${table.id} = 1`)],
);
