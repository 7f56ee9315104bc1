import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, problems, subtopics, topics, userBookmarks, userProgress } from '../../db/schema';

// Every lookup returns published rows only, and checks each id against its parent from the URL.
export function createCatalogRepository({ db }: { db: Database }) {
  const categoryColumns = { id: categories.id, categoryId: categories.categoryId, categoryName: categories.categoryName, description: categories.description };
  const topicColumns = { id: topics.id, topicId: topics.topicId, topicName: topics.topicName };
  const subtopicColumns = { id: subtopics.id, subtopicId: subtopics.subtopicId, subtopicName: subtopics.subtopicName };

  return {
    listCategories: () =>
      db.select(categoryColumns).from(categories).where(eq(categories.isPublished, true)).orderBy(asc(categories.sortOrder), asc(categories.id)).limit(500),

    findCategory: async (categoryCode: string) => {
      const [row] = await db.select(categoryColumns).from(categories).where(and(eq(categories.categoryId, categoryCode), eq(categories.isPublished, true)));
      return row;
    },

    listTopics: (categoryInternalId: number) =>
      db.select(topicColumns).from(topics).where(and(eq(topics.categoryId, categoryInternalId), eq(topics.isPublished, true))).orderBy(asc(topics.sortOrder), asc(topics.id)).limit(500),

    findTopic: async (categoryInternalId: number, topicCode: string) => {
      const [row] = await db
        .select(topicColumns)
        .from(topics)
        .where(and(eq(topics.topicId, topicCode), eq(topics.categoryId, categoryInternalId), eq(topics.isPublished, true)));
      return row;
    },

    listSubtopics: (topicInternalId: number) =>
      db.select(subtopicColumns).from(subtopics).where(and(eq(subtopics.topicId, topicInternalId), eq(subtopics.isPublished, true))).orderBy(asc(subtopics.sortOrder), asc(subtopics.id)).limit(500),

    findSubtopic: async (topicInternalId: number, subtopicCode: string) => {
      const [row] = await db
        .select(subtopicColumns)
        .from(subtopics)
        .where(and(eq(subtopics.subtopicId, subtopicCode), eq(subtopics.topicId, topicInternalId), eq(subtopics.isPublished, true)));
      return row;
    },

    // Ordered by id, as the spec's listing is; capped so a huge subtopic cannot blow up a page.
    listProblemCards: (subtopicInternalId: number) =>
      db
        .select({ id: problems.id, problemId: problems.problemId, tag: problems.tag, questionText: problems.questionText, type: problems.type })
        .from(problems)
        .where(eq(problems.subtopicId, subtopicInternalId))
        .orderBy(asc(problems.id))
        .limit(1000),

    // One query for the status icons and bookmark toggles of a whole page.
    learnerMarks: async (userId: string, problemIds: number[]) => {
      if (problemIds.length === 0) return { progress: [], bookmarks: [] };
      const [progress, bookmarks] = await Promise.all([
        db
          .select({ problemId: userProgress.problemId, isCorrect: userProgress.isCorrect, attemptsCount: userProgress.attemptsCount })
          .from(userProgress)
          .where(and(eq(userProgress.userId, userId), inArray(userProgress.problemId, problemIds))),
        db
          .select({ problemId: userBookmarks.problemId })
          .from(userBookmarks)
          .where(and(eq(userBookmarks.userId, userId), inArray(userBookmarks.problemId, problemIds))),
      ]);
      return { progress, bookmarks };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
