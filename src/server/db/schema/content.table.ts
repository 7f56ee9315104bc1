import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_ANSWER_CATEGORIES,
  PROBLEM_TYPES,
  type ProblemType,
  type TProblemOptions,
  type TStoredAnswer,
} from '../../../problem-types';
import { QUESTION_TEXT_MAX_LENGTH, SOLUTION_TEXT_MAX_LENGTH, TAG_MAX_LENGTH, VIDEO_LINK_MAX_LENGTH } from '../../../core/problem-editor';
import { THEORY_CONTENT_MAX_LENGTH } from '../../../core/theories';
import { ANSWER_MODES, type TAnswerMode } from '../../../core/answer-mode';
import { jsonbLiteral, oneOfCheck, publicCodeCheck, theoryListNameCheck } from './checks';


export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: varchar('category_id', { length: 11 }).notNull().unique(),
    categoryName: varchar('category_name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    // Issue 31: the spec's 'List Teori', which holds the theories. At most one row is marked (a
    // unique partial index), and a row has that name exactly when it is the marked one, so it is
    // never renamed and never has a namesake (decision 034).
    isTheoryList: boolean('is_theory_list').notNull().default(false),
  },
  (table) => [
    publicCodeCheck('categories_code_check', table.categoryId, 'category'),
    index('categories_sort_idx').on(table.sortOrder, table.id),
    uniqueIndex('categories_theory_list_key').on(table.isTheoryList).where(sql`${table.isTheoryList}`),
    theoryListNameCheck('categories_theory_list_name', table.categoryName, table.isTheoryList),
  ],
);

export const topics = pgTable(
  'topics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    topicId: varchar('topic_id', { length: 11 }).notNull().unique(),
    topicName: varchar('topic_name', { length: 200 }).notNull(),
    // RESTRICT everywhere in the hierarchy: deleting a parent never silently takes learners'
    // problems and progress with it; the admin empties it first.
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
  },
  (table) => [
    publicCodeCheck('topics_code_check', table.topicId, 'topic'),
    index('topics_category_sort_idx').on(table.categoryId, table.sortOrder, table.id),
  ],
);

export const subtopics = pgTable(
  'subtopics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subtopicId: varchar('subtopic_id', { length: 11 }).notNull().unique(),
    subtopicName: varchar('subtopic_name', { length: 200 }).notNull(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
  },
  (table) => [
    publicCodeCheck('subtopics_code_check', table.subtopicId, 'subtopic'),
    index('subtopics_topic_sort_idx').on(table.topicId, table.sortOrder, table.id),
  ],
);

export const problems = pgTable(
  'problems',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    problemId: varchar('problem_id', { length: 11 }).notNull().unique(),
    subtopicId: integer('subtopic_id')
      .notNull()
      .references(() => subtopics.id, { onDelete: 'restrict' }),
    type: varchar('type', { length: 8 }).$type<ProblemType>().notNull(),
    questionText: text('question_text').notNull(),
    answer: jsonb('answer').$type<TStoredAnswer>().notNull(),
    solutionText: text('solution_text'),
    videoLink: varchar('video_link', { length: VIDEO_LINK_MAX_LENGTH }),
    options: jsonb('options').$type<TProblemOptions>(),
    tag: varchar('tag', { length: TAG_MAX_LENGTH }).notNull().default(''),
    answerCategories: jsonb('answer_categories').$type<string[]>().notNull().default(jsonbLiteral(DEFAULT_ANSWER_CATEGORIES)),
    // Input problems only (issue 14): how the answer is compared, and for `number` an optional
    // absolute tolerance (null = exact). Other types keep 'text' and null.
    answerMode: varchar('answer_mode', { length: 6 }).$type<TAnswerMode>().notNull().default('text'),
    answerTolerance: numeric('answer_tolerance'),
    // Position in its subtopic (issue 15: authors order a subtopic from easy to hard); ties, and
    // problems never ordered (0), go by id, the spec's order.
    sortOrder: integer('sort_order').notNull().default(0),
    hasSolution: boolean('has_solution').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    // Issue 31: a problem is a draft until an author publishes it; learners and guests never see
    // a draft. Problems that existed before the column are published (migration 0013).
    isPublished: boolean('is_published').notNull().default(false),
    // The problem's markup rendered when it is saved (issue 13: no rendering on read), by the
    // renderer of MARKUP_RENDERER_VERSION (core/markup.ts); null or older = render it again.
    questionHtml: text('question_html'),
    optionsHtml: jsonb('options_html').$type<{ key: string; html: string }[]>(),
    previewHtml: text('preview_html'),
    solutionHtml: text('solution_html'),
    // Issue 52: 0-3 hint steps ('Petunjuk') in the solution's markup, and their renderings (made at
    // save, as the solution's). A learner opens them one at a time after a wrong answer.
    hints: jsonb('hints').$type<string[]>().notNull().default(jsonbLiteral([])),
    hintsHtml: jsonb('hints_html').$type<string[]>(),
    renderedVersion: integer('rendered_version'),
    // Bumped by every admin save: a save that names an older version is refused, so two
    // admins editing one problem never silently overwrite each other.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    publicCodeCheck('problems_code_check', table.problemId, 'problem'),
    oneOfCheck('problems_type_check', table.type, PROBLEM_TYPES),
    oneOfCheck('problems_answer_mode_check', table.answerMode, ANSWER_MODES),
    check('problems_answer_tolerance_check', sql`${table.answerTolerance} >= 0 and (${table.answerTolerance} is null or ${table.answerMode} = 'number')`),
    check('problems_question_length_check', sql`char_length(${table.questionText}) <= ${sql.raw(String(QUESTION_TEXT_MAX_LENGTH))}`),
    check('problems_hints_check', sql`jsonb_typeof(${table.hints}) = 'array' and jsonb_array_length(${table.hints}) <= 3`),
    check('problems_solution_length_check', sql`char_length(${table.solutionText}) <= ${sql.raw(String(SOLUTION_TEXT_MAX_LENGTH))}`),
    index('problems_subtopic_sort_idx').on(table.subtopicId, table.sortOrder, table.id),
    index('problems_stale_rendering_idx').on(table.id).where(sql`${table.renderedVersion} is null`),
  ],
);

export const theories = pgTable(
  'theories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    theoryId: varchar('theory_id', { length: 11 }).notNull().unique(),
    subtopicId: integer('subtopic_id')
      .notNull()
      .references(() => subtopics.id, { onDelete: 'restrict' }),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    publicCodeCheck('theories_code_check', table.theoryId, 'theory'),
    check('theories_content_length_check', sql`char_length(${table.content}) <= ${sql.raw(String(THEORY_CONTENT_MAX_LENGTH))}`),
    index('theories_subtopic_sort_idx').on(table.subtopicId, table.sortOrder, table.id),
  ],
);

export const problemTheories = pgTable(
  'problem_theories',
  {
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    theoryId: integer('theory_id')
      .notNull()
      .references(() => theories.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.problemId, table.theoryId] }),
    index('problem_theories_theory_idx').on(table.theoryId),
  ],
);

export const problemImages = pgTable(
  'problem_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    imageId: varchar('image_id', { length: 11 }).notNull().unique(),
    imageUrl: text('image_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [publicCodeCheck('problem_images_code_check', table.imageId, 'image')],
);
