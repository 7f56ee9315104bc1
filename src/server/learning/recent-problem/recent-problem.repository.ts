import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { problems, userLastOpenedProblems } from '../../db/schema';

export function createRecentProblemRepository({ db }: { db: Database }) {
  const lastOpenedCode = db
    .select({ problemCode: problems.problemId })
    .from(userLastOpenedProblems)
    .innerJoin(problems, eq(problems.id, userLastOpenedProblems.problemId))
    .where(eq(userLastOpenedProblems.userId, sql.placeholder('userId')))
    .prepare('recent_problem_last_opened');

  return {
    // One statement, and a write only when it changes something a learner can see: opening the
    // same problem again within a minute leaves the row alone (a page shown twice, two tabs).
    recordOpened: async (userId: string, problemInternalId: number) => {
      await db
        .insert(userLastOpenedProblems)
        .values({ userId, problemId: problemInternalId })
        .onConflictDoUpdate({
          target: userLastOpenedProblems.userId,
          set: { problemId: sql`excluded.problem_id`, openedAt: sql`excluded.opened_at` },
          setWhere: sql`${userLastOpenedProblems.problemId} <> excluded.problem_id or ${userLastOpenedProblems.openedAt} < excluded.opened_at - interval '1 minute'`,
        });
    },

    lastOpenedCode: async (userId: string): Promise<string | undefined> => (await lastOpenedCode.execute({ userId }))[0]?.problemCode,
  };
}

export type RecentProblemRepository = ReturnType<typeof createRecentProblemRepository>;
