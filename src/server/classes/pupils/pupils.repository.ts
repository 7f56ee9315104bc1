import crypto from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { placeholderEmail, pupilLoginName, PUPIL_NUMBER_MAX } from '../../../core/pupil-login';
import { DEFAULT_ROLE } from '../../../core/roles';
import type { Database } from '../../db/client';
import { accounts, classes, classMembers, pupilAccounts, sessions, users } from '../../db/schema';

export type NewPupil = { name: string; rollNumber: number | null; passwordHash: string };
export type MadePupil = { userId: string; name: string; loginName: string; rollNumber: number | null };
export type PupilRow = { userId: string; name: string; loginName: string; email: string; rollNumber: number | null; isMember: boolean };

// A repeat of the same list within this time is a double submit, not a second set of accounts.
const REPEAT_WINDOW = '10 minutes';

export function createPupilsRepository({ db }: { db: Database }) {
  return {
    // One transaction: every account, its password, its login name and its membership, or none.
    // The class row is locked for its duration, so two lists for one class number one after the
    // other, and a removal (which locks it too) waits.
    create: async ({ classId, joinCode, pupils }: { classId: string; joinCode: string; pupils: NewPupil[] }): Promise<MadePupil[] | 'repeat' | 'numbers used up'> =>
      db.transaction(async (tx) => {
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
        const names = pupils.map((pupil) => pupil.name);
        const [recent] = await tx
          .select({ count: sql<number>`count(distinct ${users.name})::int` })
          .from(pupilAccounts)
          .innerJoin(users, eq(users.id, pupilAccounts.userId))
          .where(and(eq(pupilAccounts.classId, classId), sql`${pupilAccounts.createdAt} > now() - ${REPEAT_WINDOW}::interval`, inArray(users.name, names)));
        if (recent && recent.count === new Set(names).size) return 'repeat';
        const prefix = joinCode.toLowerCase();
        const [highest] = await tx
          .select({ number: sql<number | null>`max(substring(${pupilAccounts.loginName} from '-([0-9]+)$')::int)` })
          .from(pupilAccounts)
          .where(sql`${pupilAccounts.loginName} like ${`${prefix}-%`}`);
        const first = (highest?.number ?? 0) + 1;
        if (first + pupils.length - 1 > PUPIL_NUMBER_MAX) return 'numbers used up';
        const made = pupils.map((pupil, index) => ({ ...pupil, userId: crypto.randomUUID(), loginName: pupilLoginName(joinCode, first + index) }));
        await tx.insert(users).values(made.map((pupil) => ({ id: pupil.userId, email: placeholderEmail(pupil.loginName), name: pupil.name, emailVerified: true, role: DEFAULT_ROLE })));
        await tx
          .insert(accounts)
          .values(made.map((pupil) => ({ id: crypto.randomUUID(), accountId: pupil.userId, providerId: 'credential', userId: pupil.userId, password: pupil.passwordHash })));
        await tx.insert(pupilAccounts).values(made.map((pupil) => ({ userId: pupil.userId, classId, loginName: pupil.loginName })));
        await tx.insert(classMembers).values(made.map((pupil) => ({ classId, userId: pupil.userId, rollNumber: pupil.rollNumber })));
        return made.map(({ userId, name, loginName, rollNumber }) => ({ userId, name, loginName, rollNumber }));
      }),

    // The pupil accounts this class made, whether still members or not.
    list: async (classId: string): Promise<PupilRow[]> =>
      db
        .select({
          userId: pupilAccounts.userId,
          name: users.name,
          loginName: pupilAccounts.loginName,
          email: users.email,
          rollNumber: classMembers.rollNumber,
          isMember: sql<boolean>`${classMembers.userId} is not null`,
        })
        .from(pupilAccounts)
        .innerJoin(users, eq(users.id, pupilAccounts.userId))
        .leftJoin(classMembers, and(eq(classMembers.classId, pupilAccounts.classId), eq(classMembers.userId, pupilAccounts.userId)))
        .where(eq(pupilAccounts.classId, classId))
        .orderBy(asc(pupilAccounts.loginName))
        .limit(PUPIL_NUMBER_MAX),

    // A new password for a pupil this class made and still holds; every session of theirs ends.
    // Undefined when the pupil is not such a pupil (another class's, or gone from this one).
    resetPassword: async ({ classId, userId, passwordHash }: { classId: string; userId: string; passwordHash: string }): Promise<MadePupil | undefined> =>
      db.transaction(async (tx) => {
        const [pupil] = await tx
          .select({ userId: pupilAccounts.userId, name: users.name, loginName: pupilAccounts.loginName, rollNumber: classMembers.rollNumber })
          .from(pupilAccounts)
          .innerJoin(users, eq(users.id, pupilAccounts.userId))
          .innerJoin(classMembers, and(eq(classMembers.classId, pupilAccounts.classId), eq(classMembers.userId, pupilAccounts.userId)))
          .where(and(eq(pupilAccounts.classId, classId), eq(pupilAccounts.userId, userId)))
          .for('update', { of: pupilAccounts });
        if (!pupil) return undefined;
        const updated = await tx
          .update(accounts)
          .set({ password: passwordHash, updatedAt: new Date() })
          .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
          .returning({ id: accounts.id });
        if (updated.length === 0) await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return pupil;
      }),
  };
}

export type PupilsRepository = ReturnType<typeof createPupilsRepository>;
