import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, problems, subtopics, topics, userBookmarks, userProgress } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { storedMarkup } from '../../markup/stored-markup';
import { isVisible } from '../../visibility/visibility';

// Every lookup returns published rows only, and checks each id against its parent from the URL.
export function createCatalogRepository({ db }: { db: Database }) {
  const categoryColumns = { id: categories.id, categoryId: categories.categoryId, categoryName: categories.categoryName, description: categories.description };
  const topicColumns = { id: topics.id, topicId: topics.topicId, topicName: topics.topicName };
  const subtopicColumns = { id: subtopics.id, subtopicId: subtopics.subtopicId, subtopicName: subtopics.subtopicName };

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

    // In the subtopic's order (sort_order, set by authors from measured difficulty; issue 15),
    // then by id, the spec's order, which is all there is until a subtopic is reordered.
    listProblemCards: (subtopicInternalId: number, page: PageRequest) =>
      db
        .select({ id: problems.id, problemId: problems.problemId, tag: problems.tag, questionText: problems.questionText, previewHtml: storedMarkup(problems.previewHtml) })
        .from(problems)
        .where(eq(problems.subtopicId, subtopicInternalId))
        .orderBy(asc(problems.sortOrder), asc(problems.id))
        .limit(page.limit)
        .offset(page.offset),

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
