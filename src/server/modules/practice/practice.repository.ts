import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, problemAttempts, problems, problemTheories, subtopics, theories, topics, userProgress, users } from '../../db/schema';

const publishedPath = sql`${categories.isPublished} and ${topics.isPublished} and ${subtopics.isPublished}`;

const problemColumns = {
  id: problems.id,
  problemId: problems.problemId,
  type: problems.type,
  questionText: problems.questionText,
  answer: problems.answer,
  options: problems.options,
  answerCategories: problems.answerCategories,
  solutionText: problems.solutionText,
  hasSolution: problems.hasSolution,
  isPublic: problems.isPublic,
  videoLink: problems.videoLink,
  tag: problems.tag,
};

export type ProblemRow = {
  id: number;
  problemId: string;
  type: string;
  questionText: string;
  answer: unknown;
  options: unknown;
  answerCategories: unknown;
  solutionText: string | null;
  hasSolution: boolean;
  isPublic: boolean;
  videoLink: string | null;
  tag: string;
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createPracticeRepository({ db }: { db: Database }) {
  return {
    // One query: the problem, its place in the URL's hierarchy (all published) and its number.
    findProblemInPath: async (codes: { categoryId: string; topicId: string; subtopicId: string; problemId: string }) => {
      const [row] = await db
        .select({
          ...problemColumns,
          categoryCode: categories.categoryId,
          categoryName: categories.categoryName,
          topicCode: topics.topicId,
          topicName: topics.topicName,
          subtopicCode: subtopics.subtopicId,
          subtopicName: subtopics.subtopicName,
          number: sql<number>`(select count(*)::int from problems p2 where p2.subtopic_id = ${problems.subtopicId} and p2.id <= ${problems.id})`,
        })
        .from(problems)
        .innerJoin(subtopics, eq(subtopics.id, problems.subtopicId))
        .innerJoin(topics, eq(topics.id, subtopics.topicId))
        .innerJoin(categories, eq(categories.id, topics.categoryId))
        .where(
          and(
            eq(problems.problemId, codes.problemId),
            eq(subtopics.subtopicId, codes.subtopicId),
            eq(topics.topicId, codes.topicId),
            eq(categories.categoryId, codes.categoryId),
            publishedPath,
          ),
        );
      return row;
    },

    findPublishedProblem: async (problemCode: string): Promise<ProblemRow | undefined> => {
      const [row] = await db
        .select(problemColumns)
        .from(problems)
        .innerJoin(subtopics, eq(subtopics.id, problems.subtopicId))
        .innerJoin(topics, eq(topics.id, subtopics.topicId))
        .innerJoin(categories, eq(categories.id, topics.categoryId))
        .where(and(eq(problems.problemId, problemCode), publishedPath));
      return row;
    },

    linkedTheories: async (problemInternalId: number): Promise<string[]> => {
      const rows = await db
        .select({ content: theories.content })
        .from(problemTheories)
        .innerJoin(theories, eq(theories.id, problemTheories.theoryId))
        .where(eq(problemTheories.problemId, problemInternalId))
        .orderBy(asc(problemTheories.sortOrder), asc(theories.id));
      return rows.map((row) => row.content);
    },

    learnerState: async (userId: string, problemInternalId: number) => {
      const [progress] = await db
        .select({
          isCorrect: userProgress.isCorrect,
          attemptsCount: userProgress.attemptsCount,
          isBookmarked: sql<boolean>`exists (select 1 from user_bookmarks b where b.user_id = ${userId} and b.problem_id = ${problemInternalId})`,
        })
        .from(sql`(select 1) as one`)
        .leftJoin(userProgress, and(eq(userProgress.userId, userId), eq(userProgress.problemId, problemInternalId)));
      const [lastAttempt] = await db
        .select({ answer: problemAttempts.answer, isCorrect: problemAttempts.isCorrect })
        .from(problemAttempts)
        .where(and(eq(problemAttempts.userId, userId), eq(problemAttempts.problemId, problemInternalId)))
        .orderBy(desc(problemAttempts.attemptNumber))
        .limit(1);
      return {
        isCorrect: progress?.isCorrect ?? false,
        attemptsCount: progress?.attemptsCount ?? 0,
        isBookmarked: progress?.isBookmarked ?? false,
        lastAttempt: lastAttempt ?? null,
      };
    },

    // The whole graded attempt in one transaction. The progress row is locked first, so 20
    // identical requests arriving together are graded one after another and XP is paid once.
    recordAttempt: (
      userId: string,
      problemInternalId: number,
      decide: (state: { isCorrect: boolean; attemptsCount: number; lastAttempt: { answer: unknown; isCorrect: boolean } | null }) =>
        | { kind: 'unchanged' }
        | { kind: 'attempt'; answer: unknown; isCorrect: boolean; xp: number },
    ) =>
      db.transaction(async (tx: Tx) => {
        await tx.insert(userProgress).values({ userId, problemId: problemInternalId }).onConflictDoNothing();
        const [progress] = await tx
          .select({ isCorrect: userProgress.isCorrect, attemptsCount: userProgress.attemptsCount })
          .from(userProgress)
          .where(and(eq(userProgress.userId, userId), eq(userProgress.problemId, problemInternalId)))
          .for('update');
        const [lastAttempt] = await tx
          .select({ answer: problemAttempts.answer, isCorrect: problemAttempts.isCorrect })
          .from(problemAttempts)
          .where(and(eq(problemAttempts.userId, userId), eq(problemAttempts.problemId, problemInternalId)))
          .orderBy(desc(problemAttempts.attemptNumber))
          .limit(1);
        const state = { isCorrect: progress!.isCorrect, attemptsCount: progress!.attemptsCount, lastAttempt: lastAttempt ?? null };
        const decision = decide(state);
        if (decision.kind === 'unchanged') return { ...state, recorded: false as const, xpAwarded: 0, xpTotal: null };

        const attemptNumber = state.attemptsCount + 1;
        await tx.insert(problemAttempts).values({
          userId,
          problemId: problemInternalId,
          answer: decision.answer,
          isCorrect: decision.isCorrect,
          attemptNumber,
          xpAwarded: decision.xp,
        });
        await tx
          .update(userProgress)
          .set({ attemptsCount: attemptNumber, isCorrect: decision.isCorrect, updatedAt: new Date() })
          .where(and(eq(userProgress.userId, userId), eq(userProgress.problemId, problemInternalId)));
        let xpTotal: number | null = null;
        if (decision.xp > 0) {
          const [updated] = await tx
            .update(users)
            .set({ xpTotal: sql`${users.xpTotal} + ${decision.xp}` })
            .where(eq(users.id, userId))
            .returning({ xpTotal: users.xpTotal });
          xpTotal = updated?.xpTotal ?? null;
        }
        return {
          isCorrect: decision.isCorrect,
          attemptsCount: attemptNumber,
          lastAttempt: { answer: decision.answer, isCorrect: decision.isCorrect },
          recorded: true as const,
          xpAwarded: decision.xp,
          xpTotal,
        };
      }),

  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
