import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countMemberAssignments } from '../../learning';
import { classes, classMembers, classRemovals, users } from '../../db/schema';

const teacherName = sql<string>`(select u.name from users u where u.id = classes.owner_id)`;

// A learner's side of classes: only classes that are not archived exist here.
export function createMembershipsRepository({ db }: { db: Database }) {
  return {
    findByCode: async (code: string) => {
      const [row] = await db
        .select({
          id: classes.id,
          name: classes.name,
          ownerId: classes.ownerId,
          teacherName,
          memberCount: sql<number>`(select count(*)::int from class_members m where m.class_id = classes.id)`,
        })
        .from(classes)
        .where(and(eq(classes.joinCode, code), isNull(classes.archivedAt)));
      return row;
    },

    // Joining twice is one membership, with the first day. Refused while the teacher's removal of
    // the learner stands. The class row is held shared for it (the lock the membership's foreign key
    // takes anyway), and a removal holds it exclusively (classes repository), so a join and a
    // removal at the same moment cannot both pass: the join comes wholly before or after.
    join: (classId: string, userId: string) =>
      db.transaction(async (tx): Promise<'joined' | 'removed'> => {
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('key share');
        const [removal] = await tx
          .select({ userId: classRemovals.userId })
          .from(classRemovals)
          .where(and(eq(classRemovals.classId, classId), eq(classRemovals.userId, userId)));
        if (removal) return 'removed';
        const [joined] = await tx.insert(classMembers).values({ classId, userId }).onConflictDoNothing().returning({ userId: classMembers.userId });
        // Progress made before joining counts for the class's assignments too (decision 083).
        if (joined) await countMemberAssignments(tx, classId, userId);
        return 'joined';
      }),

    ofLearner: (userId: string) =>
      db
        .select({ id: classes.id, name: classes.name, teacherName: users.name, joinedAt: classMembers.joinedAt })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .innerJoin(users, eq(users.id, classes.ownerId))
        .where(and(eq(classMembers.userId, userId), isNull(classes.archivedAt)))
        .orderBy(classes.name, classes.id),

    leave: async (classId: string, userId: string) => {
      const deleted = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .returning({ classId: classMembers.classId });
      return deleted.length > 0;
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
