import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TSubmittedAnswer } from '../../../problem-types';
import {
  TRYOUT_DESCRIPTION_MAX_LENGTH,
  TRYOUT_JOB_KINDS,
  TRYOUT_JOB_STATUSES,
  TRYOUT_SCORE_STAGES,
  TRYOUT_SECTION_DURATION_SECONDS,
  TRYOUT_SECTION_ENDINGS,
  TRYOUT_SECTION_NAME_MAX_LENGTH,
  TRYOUT_TITLE_MAX_LENGTH,
} from '../../../core/tryouts';
import { users } from './auth.table';
import { oneOfCheck } from './checks';
import { problems } from './content.table';

// Issue 36: tryouts built by admins, learners' sittings with the server's clock, and scores by IRT
// (decisions 056, 057 and the ones this issue adds).

export const tryouts = pgTable(
  'tryouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: TRYOUT_TITLE_MAX_LENGTH }).notNull(),
    description: varchar('description', { length: TRYOUT_DESCRIPTION_MAX_LENGTH }).notNull().default(''),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    // Null while a draft: learners see a tryout once it is published.
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Set when the first sitting starts: from then on its sections and problems cannot change.
    firstStartedAt: timestamp('first_started_at', { withTimezone: true }),
    // The parameter version the final scores were computed with (null until finalized).
    finalVersionId: bigint('final_version_id', { mode: 'number' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('tryouts_title_check', sql`char_length(btrim(${table.title})) between 1 and ${sql.raw(String(TRYOUT_TITLE_MAX_LENGTH))}`),
    check('tryouts_window_check', sql`${table.closesAt} > ${table.opensAt}`),
    index('tryouts_opens_idx').on(table.opensAt),
  ],
);

export const tryoutSections = pgTable(
  'tryout_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tryoutId: uuid('tryout_id')
      .notNull()
      .references(() => tryouts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: varchar('name', { length: TRYOUT_SECTION_NAME_MAX_LENGTH }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (table) => [
    unique('tryout_sections_position_key').on(table.tryoutId, table.position),
    check('tryout_sections_name_check', sql`char_length(btrim(${table.name})) between 1 and ${sql.raw(String(TRYOUT_SECTION_NAME_MAX_LENGTH))}`),
    check(
      'tryout_sections_duration_check',
      sql`${table.durationSeconds} between ${sql.raw(String(TRYOUT_SECTION_DURATION_SECONDS.min))} and ${sql.raw(String(TRYOUT_SECTION_DURATION_SECONDS.max))}`,
    ),
  ],
);

// A problem appears once per tryout (tryout_id is kept here for that unique key). Deleting a problem
// a tryout uses is refused (restrict): its sittings' answers refer to it.
export const tryoutSectionProblems = pgTable(
  'tryout_section_problems',
  {
    sectionId: uuid('section_id')
      .notNull()
      .references(() => tryoutSections.id, { onDelete: 'cascade' }),
    tryoutId: uuid('tryout_id')
      .notNull()
      .references(() => tryouts.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sectionId, table.problemId] }),
    unique('tryout_section_problems_tryout_problem_key').on(table.tryoutId, table.problemId),
    unique('tryout_section_problems_position_key').on(table.sectionId, table.position),
    index('tryout_section_problems_problem_idx').on(table.problemId),
  ],
);

// One sitting per learner per tryout: two tabs and a double-clicked start are the same sitting.
export const tryoutSittings = pgTable(
  'tryout_sittings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tryoutId: uuid('tryout_id')
      .notNull()
      .references(() => tryouts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the last section ends (submitted or closed at its deadline): 'terkirim'.
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    unique('tryout_sittings_tryout_user_key').on(table.tryoutId, table.userId),
    index('tryout_sittings_user_idx').on(table.userId),
  ],
);

// A section of a sitting, from the moment it started: its deadline is stored then and never moves.
export const tryoutSittingSections = pgTable(
  'tryout_sitting_sections',
  {
    sittingId: uuid('sitting_id')
      .notNull()
      .references(() => tryoutSittings.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => tryoutSections.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ending: varchar('ending', { length: 16 }),
  },
  (table) => [
    primaryKey({ columns: [table.sittingId, table.sectionId] }),
    check('tryout_sitting_sections_deadline_check', sql`${table.deadlineAt} > ${table.startedAt}`),
    check('tryout_sitting_sections_ended_check', sql`(${table.endedAt} is null) = (${table.ending} is null)`),
    oneOfCheck('tryout_sitting_sections_ending_check', table.ending, TRYOUT_SECTION_ENDINGS),
  ],
);

// The learner's current answer to each problem of a sitting. `correct` is graded by the server when
// the answer is saved and never sent during the sitting.
export const tryoutAnswers = pgTable(
  'tryout_answers',
  {
    sittingId: uuid('sitting_id')
      .notNull()
      .references(() => tryoutSittings.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => tryoutSections.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'restrict' }),
    // Null: cleared (or only flagged).
    answer: jsonb('answer').$type<TSubmittedAnswer>(),
    correct: boolean('correct'),
    flagged: boolean('flagged').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sittingId, table.problemId] }),
    check('tryout_answers_graded_check', sql`(${table.answer} is null) = (${table.correct} is null)`),
    // Calibration reads a problem's answers across tryouts (first answers under tryout conditions).
    index('tryout_answers_problem_idx').on(table.problemId),
  ],
);

// A set of item parameters for a tryout: version 1 is written when the tryout is first scored,
// each recalibration adds one. Scores keep the version they were computed with.
export const tryoutParamVersions = pgTable(
  'tryout_param_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tryoutId: uuid('tryout_id')
      .notNull()
      .references(() => tryouts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    // Sittings (and answers) the calibration used; 0 when every item is provisional.
    sittings: integer('sittings').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('tryout_param_versions_tryout_version_key').on(table.tryoutId, table.version)],
);

export const tryoutItemParams = pgTable(
  'tryout_item_params',
  {
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => tryoutParamVersions.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    a: doublePrecision('a').notNull(),
    b: doublePrecision('b').notNull(),
    seA: doublePrecision('se_a'),
    seB: doublePrecision('se_b'),
    // Fewer than MIN_TRYOUT_ANSWERS tryout answers (or no interior estimate): from practice, decision 057.
    provisional: boolean('provisional').notNull(),
    // Tryout answers the estimate used, and the right ones among them.
    answers: integer('answers').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.problemId] })],
);

// A sitting's score at one stage; `sections` holds each section's { sectionId, theta, sd, score, plusMinus }.
export const tryoutScores = pgTable(
  'tryout_scores',
  {
    sittingId: uuid('sitting_id')
      .notNull()
      .references(() => tryoutSittings.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 16 }).notNull(),
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => tryoutParamVersions.id, { onDelete: 'cascade' }),
    theta: doublePrecision('theta').notNull(),
    sd: doublePrecision('sd').notNull(),
    score: smallint('score').notNull(),
    plusMinus: smallint('plus_minus').notNull(),
    // Among the tryout's participants at the same stage (final only).
    percentile: doublePrecision('percentile'),
    sections: jsonb('sections').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sittingId, table.stage] }), oneOfCheck('tryout_scores_stage_check', table.stage, TRYOUT_SCORE_STAGES)],
);

// Background work (recalibration, final scoring), taken by any instance with FOR UPDATE SKIP LOCKED;
// at most one queued or running job per tryout.
export const tryoutJobs = pgTable(
  'tryout_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tryoutId: uuid('tryout_id')
      .notNull()
      .references(() => tryouts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    // 0–100, written as the job goes.
    progress: smallint('progress').notNull().default(0),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    oneOfCheck('tryout_jobs_kind_check', table.kind, TRYOUT_JOB_KINDS),
    oneOfCheck('tryout_jobs_status_check', table.status, TRYOUT_JOB_STATUSES),
    check('tryout_jobs_progress_check', sql`${table.progress} between 0 and 100`),
    uniqueIndex('tryout_jobs_active_key').on(table.tryoutId).where(sql`${table.status} in ('queued', 'running')`),
    index('tryout_jobs_queue_idx').on(table.createdAt).where(sql`${table.status} = 'queued'`),
  ],
);
