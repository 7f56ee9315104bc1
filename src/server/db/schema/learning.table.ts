import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.table';
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
    lastAnswer: jsonb('last_answer'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_progress_user_problem_unique').on(table.userId, table.problemId),
    check('user_progress_attempts_check', sql`${table.attemptsCount} >= 0`),
    index('user_progress_user_updated_idx').on(table.userId, table.updatedAt.desc()),
    index('user_progress_problem_idx').on(table.problemId),
  ],
);

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
    answer: jsonb('answer').notNull(),
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
    index('problem_attempts_problem_idx').on(table.problemId),
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
    reportType: varchar('report_type', { length: 40 }).notNull(),
    reportContent: text('report_content').notNull(),
    reportStatus: varchar('report_status', { length: 16 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('problem_reports_code_check', sql`${table.reportId} ~ '^RE-[A-Z0-9]{8}$'`),
    check(
      'problem_reports_type_check',
      sql`${table.reportType} in ('Kesalahan Jawaban', 'Soal Kurang Jelas', 'Link Video Rusak', 'Saran Umum')`,
    ),
    check(
      'problem_reports_status_check',
      sql`${table.reportStatus} in ('open', 'in_progress', 'resolved', 'non_issue')`,
    ),
    check('problem_reports_content_length_check', sql`char_length(${table.reportContent}) between 10 and 2000`),
    index('problem_reports_created_idx').on(table.createdAt.desc()),
    index('problem_reports_problem_idx').on(table.problemId),
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
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    adminReason: text('admin_reason'),
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    simpleAnswer: text('simple_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_questions_code_check', sql`${table.userQuestionId} ~ '^UQ-[A-Z0-9]{8}$'`),
    check(
      'user_questions_status_check',
      sql`${table.status} in ('pending', 'answerable', 'not_answerable', 'resolved')`,
    ),
    check('user_questions_reason_length_check', sql`char_length(${table.adminReason}) <= 2000`),
    check('user_questions_answer_length_check', sql`char_length(${table.simpleAnswer}) <= 2000`),
    index('user_questions_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('user_questions_status_created_idx').on(table.status, table.createdAt),
    index('user_questions_problem_idx').on(table.problemId),
  ],
);
