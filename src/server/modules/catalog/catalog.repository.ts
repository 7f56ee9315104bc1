import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { UNMARKED_CARD, type TCardMark, type TProblemStatus } from '../../../core/card-marks';
import type { Database } from '../../db/client';
import type { ContentChanges } from '../../db/content-changes';
import { createContentCache, type CacheBounds } from '../../db/content-cache';
import { categories, problems, subtopics, topics, userBookmarks, userProgress } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { questionStartUnlessRendered, storedMarkup } from '../../markup/stored-markup';
import { problemHeldByTryout } from '../../visibility/tryout-holds';
import { isVisible } from '../../visibility/visibility';


/** A learner's marks by card (internal id): only the cards they have tried or bookmarked. */
export type CardMarks = Map<number, TCardMark>;

// A card's status from the learner's progress row: not yet tried (null) without an attempt.
const statusOf = (attemptsCount: SQL, isCorrect: SQL) => sql<TProblemStatus | null>`case when ${attemptsCount} > 0 then case when ${isCorrect} then 'correct' else 'wrong' end end`;

// Subtopic paths kept in memory (a subtopic's cards are kept, compressed, by the usecase: holdContent).
const PATHS_IN_MEMORY = 2000;

// Every lookup returns published rows only, and checks each id against its parent from the URL.
// Without `contentChanges` (scripts, tests of the repository) every read goes to the database.
export function createCatalogRepository({ db, contentChanges }: { db: Database; contentChanges?: Pick<ContentChanges, 'generation' | 'live'> }) {
  const categoryColumns = { id: categories.id, categoryId: categories.categoryId, categoryName: categories.categoryName, description: categories.description };
  const topicColumns = { id: topics.id, topicId: topics.topicId, topicName: topics.topicName };
  const subtopicColumns = { id: subtopics.id, subtopicId: subtopics.subtopicId, subtopicName: subtopics.subtopicName };

  const subtopicPath = db
    .select({ category: categoryColumns, topic: topicColumns, subtopic: subtopicColumns })
    .from(subtopics)
    .innerJoin(topics, eq(topics.id, subtopics.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(
      and(
        eq(subtopics.subtopicId, sql.placeholder('subtopicId')),
        eq(topics.topicId, sql.placeholder('topicId')),
        eq(categories.categoryId, sql.placeholder('categoryId')),
        isVisible.category,
        isVisible.topic,
        isVisible.subtopic,
      ),
    )
    .prepare('catalog_subtopic_path');

  // A page of a subtopic's cards with the learner's marks (userId null for a guest matches none).
  // The cards are the same for every learner: the usecase keeps them in memory while the content
  // is unchanged (holdContent) and then reads the learner's marks alone (marksOf).
  const marks = (card: SQL) => ({
    // Looked up per card by (user_id, problem_id). A join let Postgres's generic plan (the
    // statement is prepared) read all of a learner's progress rows and match them against every
    // card: 19 ms for a learner with 2,500 answered problems, against 0.6 ms looked up (issue 13,
    // bench/README.md). Scalar subqueries, not a LATERAL join: Postgres flattens a simple lateral
    // subquery back into that join (measured: 11.6 ms per request for the same learner).
    // One lookup for the status (it was two, one per column: a third of the statement's time):
    // not yet tried without a progress row or an attempt, else correct or wrong.
    status: sql<TProblemStatus | null>`(select ${statusOf(sql`up.attempts_count`, sql`up.is_correct`)} from ${userProgress} up where up.user_id = ${sql.placeholder('userId')} and up.problem_id = ${card})`,
    isBookmarked: sql<boolean>`exists (select 1 from ${userBookmarks} b where b.user_id = ${sql.placeholder('userId')} and b.problem_id = ${card})`,
  });
  const problemCards = db
    .select({
      id: problems.id,
      problemId: problems.problemId,
      tag: problems.tag,
      questionStart: questionStartUnlessRendered,
      previewHtml: storedMarkup(problems.previewHtml),
      inTryout: problemHeldByTryout,
      // The card's id written out qualified: drizzle leaves a column unqualified when the
      // statement reads one table, and inside the subqueries a bare "id" would be their own table's.
      ...marks(sql.raw('problems.id')),
    })
    .from(problems)
    .where(and(eq(problems.subtopicId, sql.placeholder('subtopicId')), isVisible.problem))
    .orderBy(asc(problems.sortOrder), asc(problems.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('catalog_problem_cards');
  // The learner's marks on held cards: the progress rows and bookmarks among the cards' ids, each
  // table read once through its (user_id, problem_id) index with all the ids at once, rather than
  // two lookups per card (a card without a row is not yet tried and not bookmarked).
  const amongCards = (column: SQL) => sql`${column} = any(${sql.placeholder('cardIds')}::int[])`;
  const progressMarks = db
    .select({ id: userProgress.problemId, status: statusOf(sql`${userProgress.attemptsCount}`, sql`${userProgress.isCorrect}`), isBookmark: sql<boolean>`false` })
    .from(userProgress)
    .where(and(eq(userProgress.userId, sql.placeholder('userId')), amongCards(sql`${userProgress.problemId}`)));
  const bookmarkMarks = db
    .select({ id: userBookmarks.problemId, status: sql<TProblemStatus | null>`null`, isBookmark: sql<boolean>`true` })
    .from(userBookmarks)
    .where(and(eq(userBookmarks.userId, sql.placeholder('userId')), amongCards(sql`${userBookmarks.problemId}`)));
  const marksOf = unionAll(progressMarks, bookmarkMarks).prepare('catalog_problem_card_marks');

  type Card = Omit<Awaited<ReturnType<typeof problemCards.execute>>[number], 'status' | 'isBookmarked'>;
  const pathsInMemory = contentChanges && createContentCache<Awaited<ReturnType<typeof subtopicPath.execute>>[number]>(contentChanges, PATHS_IN_MEMORY);

  return {
    listCategories: (page: PageRequest) =>
      db.select(categoryColumns).from(categories).where(isVisible.category).orderBy(asc(categories.sortOrder), asc(categories.id)).limit(page.limit).offset(page.offset),

    findCategory: async (categoryCode: string) => {
      const [row] = await db.select(categoryColumns).from(categories).where(and(eq(categories.categoryId, categoryCode), isVisible.category));
      return row;
    },

    listTopics: (categoryInternalId: number, page: PageRequest) =>
      db.select(topicColumns).from(topics).where(and(eq(topics.categoryId, categoryInternalId), isVisible.topic)).orderBy(asc(topics.sortOrder), asc(topics.id)).limit(page.limit).offset(page.offset),

    findTopic: async (categoryInternalId: number, topicCode: string) => {
      const [row] = await db
        .select(topicColumns)
        .from(topics)
        .where(and(eq(topics.topicId, topicCode), eq(topics.categoryId, categoryInternalId), isVisible.topic));
      return row;
    },

    listSubtopics: (topicInternalId: number, page: PageRequest) =>
      db.select(subtopicColumns).from(subtopics).where(and(eq(subtopics.topicId, topicInternalId), isVisible.subtopic)).orderBy(asc(subtopics.sortOrder), asc(subtopics.id)).limit(page.limit).offset(page.offset),

    findSubtopic: async (topicInternalId: number, subtopicCode: string) => {
      const [row] = await db
        .select(subtopicColumns)
        .from(subtopics)
        .where(and(eq(subtopics.subtopicId, subtopicCode), eq(subtopics.topicId, topicInternalId), isVisible.subtopic));
      return row;
    },

    // The whole path of the URL, all published, in one round trip (resolveSubtopic falls back to
    // the level-by-level lookups to say which level is missing).
    findSubtopicPath: async (codes: { categoryId: string; topicId: string; subtopicId: string }) => {
      const read = async () => (await subtopicPath.execute(codes))[0];
      const row = pathsInMemory ? await pathsInMemory.get(`${codes.categoryId}/${codes.topicId}/${codes.subtopicId}`, read) : await read();
      return row && { category: row.category, topic: row.topic, subtopic: row.subtopic };
    },

    // In the subtopic's order (sort_order, set by authors from measured difficulty; issue 15),
    // then by id, the spec's order, which is all there is until a subtopic is reordered. With a
    // learner's progress and bookmark on each card (userId null for a guest matches none).
    listProblemCards: async (subtopicInternalId: number, userId: string | null, page: PageRequest): Promise<{ cards: Card[]; marks: CardMarks | null }> => {
      const rows = await problemCards.execute({ subtopicId: subtopicInternalId, userId, limit: page.limit, offset: page.offset });
      const cards = rows.map(({ status: _status, isBookmarked: _bookmarked, ...card }) => card);
      if (!userId) return { cards, marks: null };
      const marks: CardMarks = new Map();
      for (const row of rows) if (row.status || row.isBookmarked) marks.set(row.id, { status: row.status ?? 'untried', isBookmarked: row.isBookmarked });
      return { cards, marks };
    },

    // A learner's marks on the given cards (by internal id): only the cards they have tried or
    // bookmarked are in the map.
    marksOf: async (userId: string, cardIds: number[]): Promise<CardMarks> => {
      const marks: CardMarks = new Map();
      if (cardIds.length === 0) return marks;
      for (const row of await marksOf.execute({ userId, cardIds })) {
        // A progress row without an attempt marks nothing.
        if (!row.isBookmark && !row.status) continue;
        const mark = marks.get(row.id) ?? { ...UNMARKED_CARD };
        if (row.isBookmark) mark.isBookmarked = true;
        else mark.status = row.status!;
        marks.set(row.id, mark);
      }
      return marks;
    },

    /**
     * A cache for what a caller makes from published content (the usecase's compressed card
     * lists): dropped with every content change, like what this repository holds. Undefined
     * without `contentChanges` (every read then goes to the database).
     */
    holdContent: <V>(bounds: CacheBounds<V>) => (contentChanges ? createContentCache<V>(contentChanges, bounds) : undefined),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
