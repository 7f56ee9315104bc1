import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { createCache, type Cache } from '../../cache/cache';
import type { Database } from '../../db/client';
import { literalPage, MAX_PREPARED_PAGES, preparedStatementCache, type LiteralPage } from '../../db/literal-page';
import { problemItemStats, problems } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { questionStartUnlessRendered, storedMarkup } from '../../markup/stored-markup';
import { joinProblemPath, problemPathColumns } from '../visibility/visibility';
import {
  boundValueOf,
  isFigureSort,
  learnersOf,
  listConditions,
  listOrder,
  listShape,
  listValues,
  openReports,
  whereAll,
  type ListValues,
  type ProblemListFilter,
} from './admin-problems.list-query';

// The item figures joined as the filter needs them: only problems that have the figure a list
// is sorted by, otherwise every problem (isFigureSort).
function withStats<T extends PgSelect>(query: T, filter: ProblemListFilter) {
  return isFigureSort(filter)
    ? query.innerJoin(problemItemStats, eq(problemItemStats.problemId, problems.id))
    : query.leftJoin(problemItemStats, eq(problemItemStats.problemId, problems.id));
}

// `cache`: the app's one cache, which holds the unfiltered total (below); without it (scripts,
// tests of the repository) every count goes to the database.
export function createProblemListRepository({ db, cache = createCache() }: { db: Database; cache?: Cache }) {
  // How many problems there are, the list's default total: counting all 100,000 problems of the
  // national data set read the whole index, 10-14 ms of Postgres's CPU per request on this machine
  // (decision 078). Counted when first asked for after any change to content.
  const totals = cache.holder<number>('admin problem total', { sizeOf: () => 100, tags: () => ['content'] });
  // Kept prepared, one statement per shape of filters and order and per page (issue 13: drizzle
  // building this join's SQL cost more than Postgres running it, and the page in the text lets
  // Postgres plan it once, db/literal-page.ts); the filters' values are its parameters.
  const prepared = preparedStatementCache<ReturnType<typeof prepareList>>(MAX_PREPARED_PAGES);
  const preparedCounts = preparedStatementCache<ReturnType<typeof prepareCount>>(MAX_PREPARED_PAGES);

  const prepareList = (filter: ProblemListFilter, values: ListValues, page: LiteralPage) => {
    const query = joinProblemPath(
      db
        .select({
          problemId: problems.problemId,
          type: problems.type,
          previewHtml: storedMarkup(problems.previewHtml),
          questionStart: questionStartUnlessRendered,
          tag: problems.tag,
          isPublished: problems.isPublished,
          isPublic: problems.isPublic,
          hasSolution: problems.hasSolution,
          createdAt: problems.createdAt,
          ...problemPathColumns,
          learners: learnersOf,
          firstTryRate: problemItemStats.firstTryRate,
          eventualRate: problemItemStats.eventualRate,
          meanAttempts: problemItemStats.meanAttempts,
          openReports,
        })
        .from(problems)
        .$dynamic(),
    );
    return withStats(query, filter)
      .where(whereAll(listConditions(filter, values)))
      .orderBy(...listOrder(filter))
      .limit(page.limit)
      .offset(page.offset)
      .prepare('admin_problems_list');
  };

  // How many problems match, for the pager's total ('1–25 dari 3.412') and "select all matching".
  // Every problem has a subtopic, topic and category (foreign keys, not null), so the path is
  // joined only when a filter names a level of it: counting all 100,000 problems of the national
  // data set through the joins cost 40 ms of Postgres's CPU per request, the problems' own index
  // alone a fraction of it (issue 32: the list is read on every request, no longer held). The item
  // figures' left join goes unread unless a condition or the order reads it, and Postgres drops it.
  const prepareCount = (filter: ProblemListFilter, values: ListValues) => {
    const count = db.select({ total: sql<number>`count(*)::int` }).from(problems).$dynamic();
    const byPath = values.categoryId !== undefined || values.topicId !== undefined || values.subtopicId !== undefined;
    return withStats(byPath ? joinProblemPath(count) : count, filter)
      .where(whereAll(listConditions(filter, values)))
      .prepare('admin_problems_count');
  };

  return {
    list: (filter: ProblemListFilter, page: PageRequest) => {
      const literal = literalPage(page);
      const values = listValues(filter);
      return prepared(`${listShape(filter, values)}:${literal.key}`, () => prepareList(filter, values, literal)).execute(values);
    },

    count: async (filter: ProblemListFilter) => {
      const values = listValues(filter);
      const shape = listShape(filter, values);
      const countNow = async () => {
        const [row] = await preparedCounts(shape, () => prepareCount(filter, values)).execute(values);
        return row?.total ?? 0;
      };
      const unfiltered = !isFigureSort(filter) && !filter.needsCheck && !filter.hasOpenReports && Object.values(values).every((value) => value === undefined);
      return unfiltered ? ((await totals.get('all', countNow)) ?? 0) : countNow();
    },

    /** The internal ids of every problem the filter matches, as a subquery for one bulk statement. */
    matchingIds: (filter: ProblemListFilter) => {
      const values = listValues(filter);
      return withStats(joinProblemPath(db.select({ id: problems.id }).from(problems).$dynamic()), filter).where(
        whereAll(listConditions(filter, values, boundValueOf(values))),
      );
    },
  };
}

export type ProblemListRepository = ReturnType<typeof createProblemListRepository>;
