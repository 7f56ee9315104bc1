import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgSelect } from 'drizzle-orm/pg-core';
import { UNMARKED_CARD, type TCardMark, type TProblemStatus } from '../../../core/card-marks';
import type { Database } from '../../db/client';
import { createCache, type Cache } from '../../cache/cache';
import { categories, problems, subtopics, topics, userBookmarks, userProgress } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { questionStartUnlessRendered, storedMarkup } from '../../markup/stored-markup';
import { isVisible, problemHeldByTryout } from '../visibility/visibility';

type SubtopicCodes = { categoryId: string; topicId: string; subtopicId: string };

/** A learner's marks by card (internal id): only the cards they have tried or bookmarked. */
export type CardMarks = Map<number, TCardMark>;

// A card's status from the learner's progress row: not yet tried (null) without an attempt.
const statusOf = (attemptsCount: SQL, isCorrect: SQL) => sql<TProblemStatus | null>`case when ${attemptsCount} > 0 then case when ${isCorrect} then 'correct' else 'wrong' end end`;

// Every lookup returns published rows only, and checks each id against its parent from the URL.
// Without the app's `cache` (scripts, tests of the repository) every read goes to the database.
export function createCatalogRepository({ db, cache = createCache() }: { db: Database; cache?: Cache }) {
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

  // A page of a subtopic's cards, the same for every learner (their list is held as sent,
  // http/held-responses.ts; a learner's marks are read apart, marksOf).
  // A page of a subtopic's published problems, in the learners' order.
  const onListPage = <T extends PgSelect>(query: T) =>
    query
      .where(and(eq(problems.subtopicId, sql.placeholder('subtopicId')), isVisible.problem))
      .orderBy(asc(problems.sortOrder), asc(problems.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  const problemCards = onListPage(
    db
      .select({
        id: problems.id,
        problemId: problems.problemId,
        tag: problems.tag,
        questionStart: questionStartUnlessRendered,
        previewHtml: storedMarkup(problems.previewHtml),
        inTryout: problemHeldByTryout,
      })
      .from(problems)
      .$dynamic(),
  ).prepare('catalog_problem_cards');
  // The same page's problems by id and code only: what a learner's marks are read for.
  const problemIdsOnPage = onListPage(db.select({ id: problems.id, problemId: problems.problemId }).from(problems).$dynamic()).prepare('catalog_problem_ids');
  // The learner's marks on the cards: the progress rows and bookmarks among the cards' ids, each
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

  type Card = { id: number; problemId: string };
  // Which problems a page of a subtopic's list shows (by its URL's codes and page), for the
  // learners' marks on it: a few kilobytes a list, where the cards with their rendered previews
  // (about 230 KB a list in memory for 100 problems) thrashed the cache (decision 078). Null: no
  // such published path.
  const pageCards = cache.holder<{ cards: Card[] } | 'missing'>('subtopic list problems', {
    sizeOf: (value, key) => (value === 'missing' ? 0 : value.cards.length * 64) + 2 * key.length + 200,
    tags: () => ['content'],
  });
  const readListPage = async (codes: SubtopicCodes, page: PageRequest) => {
    const [path] = await subtopicPath.execute(codes);
    if (!path) return undefined;
    const cards = await problemCards.execute({ subtopicId: path.subtopic.id, limit: page.limit, offset: page.offset });
    return { path, cards };
  };

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

    // A page of a subtopic's cards (its whole path published), with that path; undefined when the
    // path is not (the usecase tells which level is missing). In the subtopic's order (sort_order,
    // set by authors from measured difficulty; issue 15), then by id.
    listPage: readListPage,

    // The problems a page of the list shows (id and code), undefined when the path is not published.
    pageCards: async (codes: SubtopicCodes, page: PageRequest): Promise<Card[] | undefined> => {
      const held = await pageCards.get(`${codes.categoryId}/${codes.topicId}/${codes.subtopicId}/${page.limit}/${page.offset}`, async () => {
        const [path] = await subtopicPath.execute(codes);
        if (!path) return 'missing';
        return { cards: await problemIdsOnPage.execute({ subtopicId: path.subtopic.id, limit: page.limit, offset: page.offset }) };
      });
      return held === 'missing' || held === undefined ? undefined : held.cards;
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

  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
