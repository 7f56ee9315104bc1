import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, problems, subtopics, topics, userQuestions } from '../../db/schema';
import type { Writer } from '../../db/unique-code';

const LIST_LIMIT = 200;

export function createQuestionsRepository({ db }: { db: Database }) {
  return {
    insertPending: async (writer: Writer, input: { userQuestionId: string; userId: string; imageKey: string }) => {
      const [row] = await writer
        .insert(userQuestions)
        .values({ userQuestionId: input.userQuestionId, userId: input.userId, imageUrl: input.imageKey, status: 'pending' })
        .returning({ userQuestionId: userQuestions.userQuestionId, status: userQuestions.status, createdAt: userQuestions.createdAt });
      return row!;
    },

    // Newest first, with what a 'Lihat Pembahasan' link needs when the problem is published.
    listForUser: (userId: string) =>
      db
        .select({
          userQuestionId: userQuestions.userQuestionId,
          status: userQuestions.status,
          adminReason: userQuestions.adminReason,
          simpleAnswer: userQuestions.simpleAnswer,
          createdAt: userQuestions.createdAt,
          problemId: problems.problemId,
          subtopicId: subtopics.subtopicId,
          topicId: topics.topicId,
          categoryId: categories.categoryId,
          isPublished: sql<boolean | null>`${categories.isPublished} and ${topics.isPublished} and ${subtopics.isPublished}`,
        })
        .from(userQuestions)
        .leftJoin(problems, eq(problems.id, userQuestions.problemId))
        .leftJoin(subtopics, eq(subtopics.id, problems.subtopicId))
        .leftJoin(topics, eq(topics.id, subtopics.topicId))
        .leftJoin(categories, eq(categories.id, topics.categoryId))
        .where(eq(userQuestions.userId, userId))
        .orderBy(desc(userQuestions.createdAt), desc(userQuestions.id))
        .limit(LIST_LIMIT),

    findImage: async (userQuestionId: string) => {
      const [row] = await db
        .select({ userId: userQuestions.userId, imageKey: userQuestions.imageUrl })
        .from(userQuestions)
        .where(eq(userQuestions.userQuestionId, userQuestionId));
      return row;
    },

    countByStatus: (userId: string) =>
      db
        .select({ status: userQuestions.status, count: count() })
        .from(userQuestions)
        .where(and(eq(userQuestions.userId, userId)))
        .groupBy(userQuestions.status),
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
