import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { categories, problems, subtopics, topics } from '../../db/schema';
import { createError } from '../../http/app-error';

// The one definition of what learners may see (decision 076); no other file spells it. A category,
// topic or subtopic is visible when it and every level above it are published; a problem when it
// is published (not a draft, issue 31) and its subtopic, topic and category are. A visible problem
// that a tryout holds (published, not finally scored) stays out of practice (decision 068). Queries
// take the rule from here in one of three forms: conditions on the tables (drizzle), values for
// lists that show an item either way, and SQL text over a raw statement's own aliases.

const LEVELS = ['problem', 'subtopic', 'topic', 'category'] as const;
export type TLevelAliases = Partial<Record<(typeof LEVELS)[number], string>>;

/**
 * The rule as SQL text over the aliases a statement gives the levels it names (`{ problem: 'p' }`:
 * the problem's own flag, for a statement that checks its path another way, such as the held
 * outline's hidden subtopics, decision 055).
 */
export function visibleToLearners(aliases: TLevelAliases): string {
  return `(${LEVELS.filter((level) => aliases[level]).map((level) => `${aliases[level]}.is_published`).join(' and ')})`;
}

/** The same, for a drizzle statement over the tables by their names. */
const visibleOver = (aliases: TLevelAliases) => sql.raw(visibleToLearners(aliases));

/** A problem as the read model reads it (content/problems: its path's rule applied, a draft read for an admin's preview). */
export const isVisibleToLearners = <T extends { isPublished: boolean }>(problem: T | undefined): problem is T => problem?.isPublished === true;

// Each level alone, for a query on its table.
export const isVisible = {
  category: visibleOver({ category: 'categories' }),
  topic: visibleOver({ topic: 'topics' }),
  subtopic: visibleOver({ subtopic: 'subtopics' }),
  problem: visibleOver({ problem: 'problems' }),
};

const PATH = { subtopic: 'subtopics', topic: 'topics', category: 'categories' };

// The path alone: where an admin may preview a draft (the problem page, practice module).
export const isProblemPathVisible = visibleOver(PATH);

export const isProblemVisible = visibleOver({ problem: 'problems', ...PATH });

// The path's rule as a value, for admin lists that link a problem's learner page (an admin may
// open a draft there).
export const problemPathVisibility = sql<boolean>`${isProblemPathVisible}`;

// The learners' rule as a value, for their lists that show an item either way (with or without a link).
export const problemVisibility = sql<boolean>`${isProblemVisible}`;

// The codes and names of a problem's path, as lists with a deep link show them (with joinProblemPath).
export const problemPathColumns = {
  categoryId: categories.categoryId,
  categoryName: categories.categoryName,
  topicId: topics.topicId,
  topicName: topics.topicName,
  subtopicId: subtopics.subtopicId,
  subtopicName: subtopics.subtopicName,
};

// Joins a query on problems up through subtopic, topic and category.
export function joinProblemPath<T extends PgSelect>(query: T) {
  return query
    .innerJoin(subtopics, eq(subtopics.id, problems.subtopicId))
    .innerJoin(topics, eq(topics.id, subtopics.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId));
}

// Problems joined up through subtopic, topic and category, for raw statements (the tables by their
// names, as the fragments above need them).
export const problemsWithPath = sql`problems join subtopics on subtopics.id = problems.subtopic_id
  join topics on topics.id = subtopics.topic_id join categories on categories.id = topics.category_id`;

// core/tryout-state.ts's keepsProblemsOutOfPractice as SQL (decision 068): a tryout published and
// not finally scored keeps the problems it lists out of practice. One fragment for every query that
// reads a problem for practice, its check, its review or its figures (raw statements name the
// tables). tryout-holds.test.ts checks it against the rule.
export const tryoutKeepsProblemsOutOfPractice = sql`(tryouts.published_at is not null and tryouts.final_version_id is null)`;

/** Whether a tryout keeps the problem whose internal id is `problemId` (a column or an expression) out of practice. */
export const isHeldByTryout = (problemId: SQL) =>
  sql<boolean>`exists (select 1 from tryout_section_problems held join tryouts on tryouts.id = held.tryout_id where held.problem_id = ${problemId} and ${tryoutKeepsProblemsOutOfPractice})`;

/** The same, for a statement on the problems table. */
export const problemHeldByTryout = isHeldByTryout(sql`${problems.id}`);

// The refusal of a check, a review or a review's answer of such a problem (the SPA says why).
export const problemInTryout = () =>
  createError({ code: 'practice.problem_in_tryout', status: 409, message: 'This problem is in a tryout that has not been finally scored; it returns to practice then' });
