import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { lockList, type OrderedList } from '../../db/ordering';
import { questionStart } from '../../db/question-start';
import { categories, problemItemStats, problems, problemTheories, subtopics, theories, topics, userProgress } from '../../db/schema';
import { ITEM_ANALYTICS, type ProblemListSort } from '../../../core/item-analytics';
import type { Writer } from '../../db/unique-code';
import type { PageRequest } from '../../http/pagination';
import { literalPage, MAX_PREPARED_PAGES, preparedStatementCache, type LiteralPage } from '../../db/literal-page';
import { joinProblemPath, problemPathColumns } from '../../visibility/visibility';

export { PROBLEM_LIST_SORTS } from '../../../core/item-analytics';

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

const learnersOf = sql<number>`coalesce(${problemItemStats.learners}, 0)`;

// The SQL twin of flagReasons() in core/item-analytics.ts.
const needsCheck = sql`((${learnersOf} >= ${ITEM_ANALYTICS.minLearnersForRates} and (${problemItemStats.firstTryRate} < ${ITEM_ANALYTICS.lowFirstTryRate} or ${problemItemStats.eventualRate} < ${ITEM_ANALYTICS.lowEventualRate})) or ${problems.openReports} > 0)`;

// Each figure sort walks its index on problem_item_stats (migration 0004): the figure, problems
// without it last, then the problem id in the same direction. Sorting by open reports lists the
// problems that have them, walking problems_open_reports_idx (the counter kept by a trigger).
function listOrder(filter: ProblemListFilter): SQL[] {
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
      return [sql`${problems.openReports} ${sql.raw(direction)}`, sql`${problems.id} ${sql.raw(direction)}`];
    default:
      return [direction === 'asc' ? asc(problems.id) : desc(problems.id)];
  }
}

const subtopicRow = { table: subtopics, id: subtopics.id };
const problemsOf = (subtopicInternalId: number): OrderedList =>
  ({ table: problems, id: problems.id, sortOrder: problems.sortOrder, parent: { column: problems.subtopicId, id: subtopicInternalId, row: subtopicRow } });

// A new problem goes after the last one of its subtopic, whether or not that was ever reordered
// (the caller holds the subtopic's list lock, lockSubtopic).
const lastInSubtopic = (subtopicInternalId: number) =>
  sql<number>`(select coalesce(max(p.sort_order), 0) + 1 from ${problems} p where p.subtopic_id = ${subtopicInternalId})`;

export type ProblemValues = Omit<typeof problems.$inferInsert, 'id' | 'problemId' | 'version' | 'createdAt' | 'updatedAt'>;

const problemColumns = {
  id: problems.id,
  problemId: problems.problemId,
  subtopicCode: subtopics.subtopicId,
  type: problems.type,
  questionText: problems.questionText,
  answer: problems.answer,
  solutionText: problems.solutionText,
  videoLink: problems.videoLink,
  options: problems.options,
  tag: problems.tag,
  answerCategories: problems.answerCategories,
  answerMode: problems.answerMode,
  answerTolerance: problems.answerTolerance,
  hasSolution: problems.hasSolution,
  isPublic: problems.isPublic,
  version: problems.version,
  updatedAt: problems.updatedAt,
};

export function createAdminProblemsRepository({ db }: { db: Writer }) {
  // Kept prepared, one statement per shape of filters and order and per page (issue 13: drizzle
  // building this join's SQL cost more than Postgres running it, and the page in the text lets
  // Postgres plan it once, db/literal-page.ts); the filters' values are its parameters.
  const prepared = preparedStatementCache<ReturnType<typeof prepareList>>(MAX_PREPARED_PAGES);
  const prepareList = (filter: ProblemListFilter, values: ListValues, page: LiteralPage) => {
    const query = joinProblemPath(
      db
        .select({
          problemId: problems.problemId,
          type: problems.type,
          questionStart: questionStart,
          tag: problems.tag,
          isPublic: problems.isPublic,
          hasSolution: problems.hasSolution,
          createdAt: problems.createdAt,
          ...problemPathColumns,
          learners: learnersOf,
          firstTryRate: problemItemStats.firstTryRate,
          eventualRate: problemItemStats.eventualRate,
          meanAttempts: problemItemStats.meanAttempts,
          openReports: problems.openReports,
        })
        .from(problems)
        .$dynamic(),
    );
    // Sorted by a figure, the list holds the problems that have it as of the last refresh (every
    // problem then), so Postgres can walk that figure's index; otherwise none is left out.
    const isFigureSort = filter.sort !== undefined && filter.sort !== 'newest' && filter.sort !== 'openReports';
    const withStats = isFigureSort
      ? query.innerJoin(problemItemStats, eq(problemItemStats.problemId, problems.id))
      : query.leftJoin(problemItemStats, eq(problemItemStats.problemId, problems.id));
    const conditions = listConditions(filter, values);
    if (filter.sort === 'openReports') conditions.push(sql`${problems.openReports} > 0`);
    return withStats
      .where(and(...conditions))
      .orderBy(...listOrder(filter))
      .limit(page.limit)
      .offset(page.offset)
      .prepare('admin_problems_list');
  };

  return {
    list: (filter: ProblemListFilter, page: PageRequest) => {
      const literal = literalPage(page);
      const values = listValues(filter);
      return prepared(`${listShape(filter, values)}:${literal.key}`, () => prepareList(filter, values, literal)).execute(values);
    },

    findByCode: async (problemCode: string) => {
      const [row] = await db
        .select({
          ...problemColumns,
          subtopicName: subtopics.subtopicName,
          topicCode: topics.topicId,
          topicName: topics.topicName,
          categoryCode: categories.categoryId,
          categoryName: categories.categoryName,
        })
        .from(problems)
        .innerJoin(subtopics, eq(subtopics.id, problems.subtopicId))
        .innerJoin(topics, eq(topics.id, subtopics.topicId))
        .innerJoin(categories, eq(categories.id, topics.categoryId))
        .where(eq(problems.problemId, problemCode));
      return row;
    },

    linkedTheories: (problemInternalId: number) =>
      db
        .select({ id: theories.id, theoryId: theories.theoryId, subtopicId: subtopics.subtopicId, content: theories.content })
        .from(problemTheories)
        .innerJoin(theories, eq(theories.id, problemTheories.theoryId))
        .innerJoin(subtopics, eq(subtopics.id, theories.subtopicId))
        .where(eq(problemTheories.problemId, problemInternalId))
        .orderBy(asc(problemTheories.sortOrder), asc(theories.id)),

    findSubtopicId: async (subtopicCode: string) => {
      const [row] = await db.select({ id: subtopics.id }).from(subtopics).where(eq(subtopics.subtopicId, subtopicCode));
      return row?.id;
    },

    findTheories: (theoryCodes: string[]) =>
      theoryCodes.length === 0
        ? Promise.resolve([])
        : db.select({ id: theories.id, theoryId: theories.theoryId, content: theories.content }).from(theories).where(inArray(theories.theoryId, theoryCodes)),

    // In the given order, read for share inside the save's transaction: an edit of one of these
    // theories (admin-theories) then either committed before and is read here, or waits for the
    // save and marks the problem stale after it, so stale HTML is never stored as current.
    theoryContentsForSave: async (writer: Writer, theoryInternalIds: number[]) => {
      if (theoryInternalIds.length === 0) return [];
      const rows = await writer
        .select({ id: theories.id, content: theories.content })
        .from(theories)
        .where(inArray(theories.id, theoryInternalIds))
        .for('share');
      const contentById = new Map(rows.map((row) => [row.id, row.content]));
      return theoryInternalIds.flatMap((id) => contentById.get(id) ?? []);
    },

    // Taken before a problem is placed in the subtopic (inserted, or moved there); false when
    // the subtopic is gone.
    lockSubtopic: (writer: Writer, subtopicInternalId: number) => lockList(writer, problemsOf(subtopicInternalId)),

    insert: async (writer: Writer, problemCode: string, values: ProblemValues) => {
      const [row] = await writer
        .insert(problems)
        .values({ ...values, problemId: problemCode, sortOrder: lastInSubtopic(values.subtopicId) })
        .returning({ id: problems.id });
      return row!.id;
    },

    // Only when the admin saw the latest version: a concurrent save holds the row lock, and
    // this statement then re-reads the row and finds the version moved on.
    updateAtVersion: async (writer: Writer, problemCode: string, version: number, values: ProblemValues) => {
      const [row] = await writer
        .update(problems)
        .set({
          ...values,
          // Moved to another subtopic, it goes to the end there; otherwise it keeps its place.
          sortOrder: sql`case when ${problems.subtopicId} = ${values.subtopicId} then ${problems.sortOrder} else ${lastInSubtopic(values.subtopicId)} end`,
          version: sql`${problems.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(problems.problemId, problemCode), eq(problems.version, version)))
        .returning({ id: problems.id });
      return row?.id;
    },

    currentVersion: async (problemCode: string) => {
      const [row] = await db
        .select({ version: problems.version, updatedAt: problems.updatedAt })
        .from(problems)
        .where(eq(problems.problemId, problemCode));
      return row;
    },

    replaceTheoryLinks: async (writer: Writer, problemInternalId: number, theoryInternalIds: number[]) => {
      await writer.delete(problemTheories).where(eq(problemTheories.problemId, problemInternalId));
      if (theoryInternalIds.length === 0) return;
      await writer
        .insert(problemTheories)
        .values(theoryInternalIds.map((theoryId, sortOrder) => ({ problemId: problemInternalId, theoryId, sortOrder })));
    },

    learnersWithProgress: async (problemCode: string) => {
      const [row] = await db
        .select({ learners: sql<number>`count(distinct ${userProgress.userId})::int` })
        .from(userProgress)
        .innerJoin(problems, eq(problems.id, userProgress.problemId))
        .where(eq(problems.problemId, problemCode));
      return row?.learners ?? 0;
    },

    // Progress, attempts, bookmarks, reports and theory links go with it (ON DELETE CASCADE).
    delete: async (problemCode: string) => {
      const [row] = await db.delete(problems).where(eq(problems.problemId, problemCode)).returning({ problemId: problems.problemId });
      return row?.problemId;
    },
  };
}

type ListValues = ReturnType<typeof listValues>;

// The values of a filter, by the placeholder names listConditions gives them; a filter that is
// not set (or empty) has none, and its condition is left out.
function listValues(filter: ProblemListFilter) {
  const q = filter.q?.trim() || undefined;
  return {
    categoryId: filter.categoryId || undefined,
    topicId: filter.topicId || undefined,
    subtopicId: filter.subtopicId || undefined,
    qCode: q?.toUpperCase(),
    qPattern: q && `%${escapeLikePattern(q)}%`,
    minLearners: filter.minLearners,
    maxFirstTryRate: filter.maxFirstTryRate,
    maxEventualRate: filter.maxEventualRate,
    minMeanAttempts: filter.minMeanAttempts,
  };
}

// Which conditions and which order a filter has; one prepared statement serves every filter of a shape.
function listShape(filter: ProblemListFilter, values: ListValues): string {
  const present = Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [name]));
  if (filter.needsCheck) present.push('needsCheck');
  if (filter.hasOpenReports) present.push('hasOpenReports');
  return [...present, filter.sort ?? 'newest', filter.dir === 'asc' ? 'asc' : 'desc'].join(':');
}

// The filter's conditions, its values as placeholders: one for each value listValues has.
function listConditions(filter: ProblemListFilter, values: ListValues): SQL[] {
  const value = (name: keyof ListValues) => sql.placeholder(name);
  const conditions: SQL[] = [];
  if (values.categoryId !== undefined) conditions.push(eq(categories.categoryId, value('categoryId')));
  if (values.topicId !== undefined) conditions.push(eq(topics.topicId, value('topicId')));
  if (values.subtopicId !== undefined) conditions.push(eq(subtopics.subtopicId, value('subtopicId')));
  if (values.qCode !== undefined) conditions.push(or(eq(problems.problemId, value('qCode')), ilike(problems.questionText, value('qPattern')))!);
  if (filter.needsCheck) conditions.push(needsCheck);
  if (filter.hasOpenReports) conditions.push(sql`${problems.openReports} > 0`);
  if (values.minLearners !== undefined) conditions.push(sql`${learnersOf} >= ${value('minLearners')}`);
  if (values.maxFirstTryRate !== undefined) conditions.push(sql`${problemItemStats.firstTryRate} <= ${value('maxFirstTryRate')}`);
  if (values.maxEventualRate !== undefined) conditions.push(sql`${problemItemStats.eventualRate} <= ${value('maxEventualRate')}`);
  if (values.minMeanAttempts !== undefined) conditions.push(sql`${problemItemStats.meanAttempts} >= ${value('minMeanAttempts')}`);
  return conditions;
}

function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type AdminProblemsRepository = ReturnType<typeof createAdminProblemsRepository>;
