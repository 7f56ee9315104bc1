import { and, eq, sql } from 'drizzle-orm';
import { throwIfDatabaseDown } from '../../db/availability';
import type { Database } from '../../db/client';
import { pupilAccounts, userQuestions, users } from '../../db/schema';

// The navbar's badge: answers given since the learner last opened /tanya-soal, counted in the
// query that loads the user, so it costs no extra round trip.
const unseenAnsweredQuestions = sql<number>`(
  select count(*) from ${userQuestions}
  where ${and(eq(userQuestions.userId, users.id), sql`${userQuestions.answeredAt} > coalesce(${users.questionsSeenAt}, '-infinity')`)}
)`.mapWith(Number);

export function createMeRepository({ db }: { db: Database }) {
  // Asked on every load of the SPA and every server-rendered page of a signed-in learner.
  const userById = db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, xpTotal: users.xpTotal, unseenAnsweredQuestions, loginName: pupilAccounts.loginName })
    .from(users)
    // A pupil made by a teacher (decision 082) signs in with a login name, shown to them on the Akun page.
    .leftJoin(pupilAccounts, eq(pupilAccounts.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('me_user_by_id');
  return {
    throwIfDatabaseDown: () => throwIfDatabaseDown(db),
    findUser: async (userId: string) => {
      const [row] = await userById.execute({ userId });
      return row;
    },
    /** The stored name; the session lookup holds no name, so nothing held needs dropping. */
    setName: async ({ userId, name, now }: { userId: string; name: string; now: Date }) => {
      const [row] = await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId)).returning({ name: users.name });
      return row;
    },
  };
}

export type MeRepository = ReturnType<typeof createMeRepository>;
