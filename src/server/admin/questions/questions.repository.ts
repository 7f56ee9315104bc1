import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INITIAL_QUESTION_STATUS } from '../../../core/question-status';
import type { Database } from '../../db/client';
import { categories, problems, subtopics, topics, userQuestions, users } from '../../db/schema';
import type { Writer } from '../../db/unique-code';
import type { PageRequest } from '../../http/pagination';
import { problemVisibility } from '../../content';

export function createQuestionsRepository({ db }: { db: Database }) {
  return {
    insertPending: async (writer: Writer, input: { userQuestionId: string; userId: string; imageKey: string }) => {
      const [row] = await writer
        .insert(userQuestions)
        .values({ userQuestionId: input.userQuestionId, userId: input.userId, imageUrl: input.imageKey, status: INITIAL_QUESTION_STATUS })
        .returning({ userQuestionId: userQuestions.userQuestionId, status: userQuestions.status, createdAt: userQuestions.createdAt });
      return row!;
    },

    // Newest first, with what a 'Lihat Pembahasan' link needs when the problem is published.
    listForUser: (userId: string, page: PageRequest) =>
      db
        .select({
          userQuestionId: userQuestions.userQuestionId,
          status: userQuestions.status,
          adminReason: userQuestions.adminReason,
          simpleAnswer: userQuestions.simpleAnswer,
          createdAt: userQuestions.createdAt,
          answeredAt: userQuestions.answeredAt,
          problemId: problems.problemId,
          subtopicId: subtopics.subtopicId,
          topicId: topics.topicId,
          categoryId: categories.categoryId,
          isPublished: problemVisibility,
        })
        .from(userQuestions)
        .leftJoin(problems, eq(problems.id, userQuestions.problemId))
        .leftJoin(subtopics, eq(subtopics.id, problems.subtopicId))
        .leftJoin(topics, eq(topics.id, subtopics.topicId))
        .leftJoin(categories, eq(categories.id, topics.categoryId))
        .where(eq(userQuestions.userId, userId))
        .orderBy(desc(userQuestions.createdAt), desc(userQuestions.id))
        .limit(page.limit)
        .offset(page.offset),

    // One statement: the joined copy of the row still holds the value from before the update.
    markSeen: async (userId: string) => {
      const previous = alias(users, 'previous');
      const [row] = await db
        .update(users)
        .set({ questionsSeenAt: sql`now()` })
        .from(previous)
        .where(and(eq(users.id, userId), eq(previous.id, userId)))
        .returning({ seenAt: users.questionsSeenAt, previousSeenAt: previous.questionsSeenAt });
      return row;
    },

    findImage: async (userQuestionId: string) => {
      const [row] = await db
        .select({ userId: userQuestions.userId, imageKey: userQuestions.imageUrl, imageDeletedAt: userQuestions.imageDeletedAt })
        .from(userQuestions)
        .where(eq(userQuestions.userQuestionId, userQuestionId));
      return row;
    },
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
