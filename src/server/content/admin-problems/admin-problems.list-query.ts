import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ITEM_ANALYTICS, type ProblemListSort } from '../../../core/item-analytics';
import { categories, problemItemStats, problems, subtopics, topics } from '../../db/schema';
import { hasOpenReports, openReportsOf } from '../item-stats/open-reports';
import { problemSearchCondition, problemSearchValues } from '../problems/problem-search';

// Item-analytics filters (issue 15): rates are fractions; each bound is inclusive.
export type ProblemListFilter = {
  categoryId?: string;
  topicId?: string;
  subtopicId?: string;
  q?: string;
  needsCheck?: boolean;
  hasOpenReports?: boolean;
  minLearners?: number;
  maxFirstTryRate?: number;
  maxEventualRate?: number;
  minMeanAttempts?: number;
  sort?: ProblemListSort;
  dir?: 'asc' | 'desc';
};

export const learnersOf = sql<number>`coalesce(${problemItemStats.learners}, 0)`;
export const openReports = openReportsOf(problems.id);
const isReported = hasOpenReports(problems.id);

// The SQL twin of flagReasons() in core/item-analytics.ts.
const needsCheck = sql`((${learnersOf} >= ${ITEM_ANALYTICS.minLearnersForRates} and (${problemItemStats.firstTryRate} < ${ITEM_ANALYTICS.lowFirstTryRate} or ${problemItemStats.eventualRate} < ${ITEM_ANALYTICS.lowEventualRate})) or ${isReported})`;

// Sorted by a figure, the list holds the problems that have it as of the last refresh (every
// problem then), so Postgres can walk that figure's index; otherwise none is left out.
export const isFigureSort = (filter: ProblemListFilter) => filter.sort !== undefined && filter.sort !== 'newest' && filter.sort !== 'openReports';

// Each figure sort walks its index on problem_item_stats (migration 0004): the figure, problems
// without it last, then the problem id in the same direction. Sorting by open reports lists the
// problems that have them, counted from their reports.
export function listOrder(filter: ProblemListFilter): SQL[] {
  const direction = filter.dir === 'asc' ? 'asc' : 'desc';
  const by = (column: SQL | typeof problemItemStats.learners) => [
    sql`${column} ${sql.raw(direction)} nulls last`,
    sql`${problemItemStats.problemId} ${sql.raw(direction)}`,
  ];
  switch (filter.sort) {
    case 'learners':
      return [sql`${problemItemStats.learners} ${sql.raw(direction)}`, sql`${problemItemStats.problemId} ${sql.raw(direction)}`];
    case 'firstTryRate':
      return by(sql`${problemItemStats.firstTryRate}`);
    case 'eventualRate':
      return by(sql`${problemItemStats.eventualRate}`);
    case 'meanAttempts':
      return by(sql`${problemItemStats.meanAttempts}`);
    case 'openReports':
      return [sql`${openReports} ${sql.raw(direction)}`, sql`${problems.id} ${sql.raw(direction)}`];
    default:
      return [direction === 'asc' ? asc(problems.id) : desc(problems.id)];
  }
}

export type ListValues = ReturnType<typeof listValues>;

// The values of a filter, by the placeholder names listConditions gives them; a filter that is
// not set (or empty) has none, and its condition is left out.
export function listValues(filter: ProblemListFilter) {
  return {
    categoryId: filter.categoryId || undefined,
    topicId: filter.topicId || undefined,
    subtopicId: filter.subtopicId || undefined,
    ...problemSearchValues(filter.q),
    minLearners: filter.minLearners,
    maxFirstTryRate: filter.maxFirstTryRate,
    maxEventualRate: filter.maxEventualRate,
    minMeanAttempts: filter.minMeanAttempts,
  };
}

// Which conditions and which order a filter has; one prepared statement serves every filter of a shape.
export function listShape(filter: ProblemListFilter, values: ListValues): string {
  const present = Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [name]));
  if (filter.needsCheck) present.push('needsCheck');
  if (filter.hasOpenReports) present.push('hasOpenReports');
  return [...present, filter.sort ?? 'newest', filter.dir === 'asc' ? 'asc' : 'desc'].join(':');
}

type ValueOf = (name: keyof ListValues) => SQL | Placeholder;

// Placeholders for a prepared statement, filled by execute(values).
export const placeholderOf: ValueOf = (name) => sql.placeholder(name);
// The values bound in place, for a statement run once (a bulk action on every matching problem).
export const boundValueOf =
  (values: ListValues): ValueOf =>
  (name) =>
    sql`${values[name]}`;

/**
 * Every condition a problem of the list meets: the filter's, and the sort's own (a sort by
 * open reports lists only problems that have them). The list, its count and a bulk action on
 * "every matching problem" share it, so they agree on which problems match.
 */
export function listConditions(filter: ProblemListFilter, values: ListValues, value: ValueOf = placeholderOf): SQL[] {
  const conditions: SQL[] = [];
  if (values.categoryId !== undefined) conditions.push(eq(categories.categoryId, value('categoryId')));
  if (values.topicId !== undefined) conditions.push(eq(topics.topicId, value('topicId')));
  if (values.subtopicId !== undefined) conditions.push(eq(subtopics.subtopicId, value('subtopicId')));
  if (values.qCode !== undefined) conditions.push(problemSearchCondition(value('qCode'), value('qPattern')));
  if (filter.needsCheck) conditions.push(needsCheck);
  if (filter.hasOpenReports || filter.sort === 'openReports') conditions.push(isReported);
  if (values.minLearners !== undefined) conditions.push(sql`${learnersOf} >= ${value('minLearners')}`);
  if (values.maxFirstTryRate !== undefined) conditions.push(sql`${problemItemStats.firstTryRate} <= ${value('maxFirstTryRate')}`);
  if (values.maxEventualRate !== undefined) conditions.push(sql`${problemItemStats.eventualRate} <= ${value('maxEventualRate')}`);
  if (values.minMeanAttempts !== undefined) conditions.push(sql`${problemItemStats.meanAttempts} >= ${value('minMeanAttempts')}`);
  return conditions;
}

export const whereAll = (conditions: SQL[]) => and(...conditions);
