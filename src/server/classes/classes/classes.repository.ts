import { and, count, desc, eq, sql } from 'drizzle-orm';
import { classes, classMembers, classRemovals } from '../../db/schema';
import { isUniqueViolationOf, withFreshCode, type Writer } from '../../db/unique-code';
import { countMemberAssignments } from '../../learning';

export type ClassRow = {
  id: string;
  name: string;
  joinCode: string;
  timeZone: string;
  archivedAt: Date | null;
  createdAt: Date;
  memberCount: number;
  assignmentCount: number;
};

// Subqueries name the outer table itself: drizzle leaves a one-table select's columns unqualified.
const classColumns = {
  id: classes.id,
  name: classes.name,
  joinCode: classes.joinCode,
  timeZone: classes.timeZone,
  archivedAt: classes.archivedAt,
  createdAt: classes.createdAt,
  memberCount: sql<number>`(select count(*)::int from class_members m where m.class_id = classes.id)`,
  assignmentCount: sql<number>`(select count(*)::int from assignments a where a.class_id = classes.id)`,
};

// A teacher has few classes; the list is capped all the same.
const OWNED_CLASSES_LIMIT = 200;

const ownedBy = (classId: string, ownerId: string) => and(eq(classes.id, classId), eq(classes.ownerId, ownerId));

const memberOf = (classId: string, userId: string) => and(eq(classMembers.classId, classId), eq(classMembers.userId, userId));
const removalOf = (classId: string, userId: string) => and(eq(classRemovals.classId, classId), eq(classRemovals.userId, userId));

// A removal or a re-add holds the class row exclusively; a join holds it shared (memberships), so a
// learner joining at the moment they are removed either joins first and is then removed, or is
// refused.
const lockClassForMembers = (tx: Writer, classId: string) => tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');

const isJoinCodeCollision = (error: unknown) => isUniqueViolationOf(error, (constraint) => constraint === 'classes_join_code_unique');

// Every read and write names the owner: another teacher's class is not found (404), never refused.
// `db` may be a transaction (an idempotent create, http/idempotency.ts).
export function createClassesRepository({ db }: { db: Writer }) {
  const returningClass = async (classId: string) => {
    const [row] = await db.select(classColumns).from(classes).where(eq(classes.id, classId));
    return row!;
  };

  return {
    // Undefined when the owner already has `maxOwned` classes. One owner's creates take turns (a
    // lock on the owner for the transaction), so two at once cannot both pass the count.
    create: async (
      { ownerId, name, timeZone, maxOwned }: { ownerId: string; name: string; timeZone: string; maxOwned: number },
      generateCode: () => string,
    ): Promise<ClassRow | undefined> => {
      // A code that collides with another class's (31^7 codes) is drawn again (db/unique-code.ts).
      const id = await withFreshCode(db, generateCode, async (tx, joinCode) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`classes-of:${ownerId}`}, 0))`);
        const [owned] = await tx.select({ count: count() }).from(classes).where(eq(classes.ownerId, ownerId));
        if (owned!.count >= maxOwned) return undefined;
        const [row] = await tx.insert(classes).values({ ownerId, name, timeZone, joinCode }).returning({ id: classes.id });
        return row!.id;
      }, isJoinCodeCollision);
      return id === undefined ? undefined : returningClass(id);
    },

    listOwned: (ownerId: string): Promise<ClassRow[]> =>
      db.select(classColumns).from(classes).where(eq(classes.ownerId, ownerId)).orderBy(desc(classes.createdAt), desc(classes.id)).limit(OWNED_CLASSES_LIMIT),

    findOwned: async (classId: string, ownerId: string): Promise<ClassRow | undefined> => {
      const [row] = await db.select(classColumns).from(classes).where(ownedBy(classId, ownerId));
      return row;
    },

    rename: async (classId: string, ownerId: string, name: string) => {
      const [row] = await db.update(classes).set({ name, updatedAt: new Date() }).where(ownedBy(classId, ownerId)).returning({ id: classes.id });
      return row && returningClass(row.id);
    },

    // An archived class keeps its code; it matches nothing while archived (memberships). A new code
    // lets every learner the teacher removed join again: their removals go in the same transaction.
    rotateCode: async (classId: string, ownerId: string, generateCode: () => string) => {
      const row = await withFreshCode(db, generateCode, async (tx, joinCode) => {
        const [updated] = await tx
          .update(classes)
          .set({ joinCode, updatedAt: new Date() })
          .where(and(ownedBy(classId, ownerId), sql`${classes.archivedAt} is null`))
          .returning({ id: classes.id });
        if (updated) await tx.delete(classRemovals).where(eq(classRemovals.classId, classId));
        return updated;
      }, isJoinCodeCollision);
      return row && returningClass(row.id);
    },

    archive: async (classId: string, ownerId: string) => {
      const [row] = await db
        .update(classes)
        .set({ archivedAt: sql`coalesce(${classes.archivedAt}, now())`, updatedAt: new Date() })
        .where(ownedBy(classId, ownerId))
        .returning({ id: classes.id });
      return row && returningClass(row.id);
    },

    // The membership goes and a removal stands in its place, so the class's code no longer lets
    // them in. Removing again while the removal stands changes nothing (a double tap).
    removeMember: (classId: string, userId: string) =>
      db.transaction(async (tx): Promise<'removed' | 'already_removed' | 'not_member'> => {
        await lockClassForMembers(tx, classId);
        const deleted = await tx.delete(classMembers).where(memberOf(classId, userId)).returning({ userId: classMembers.userId });
        if (deleted.length > 0) {
          await tx.insert(classRemovals).values({ classId, userId }).onConflictDoNothing();
          return 'removed';
        }
        const [removal] = await tx.select({ userId: classRemovals.userId }).from(classRemovals).where(removalOf(classId, userId));
        return removal ? 'already_removed' : 'not_member';
      }),

    setRollNumber: async (classId: string, userId: string, rollNumber: number | null) => {
      const updated = await db.update(classMembers).set({ rollNumber }).where(memberOf(classId, userId)).returning({ userId: classMembers.userId });
      return updated.length > 0;
    },

    // Only a learner the teacher removed can be added back (a teacher cannot enrol anyone else).
    // Adding back one who is already a member again changes nothing (a double tap).
    restoreMember: (classId: string, userId: string) =>
      db.transaction(async (tx): Promise<'restored' | 'already_member' | 'not_removed'> => {
        await lockClassForMembers(tx, classId);
        const restored = await tx.delete(classRemovals).where(removalOf(classId, userId)).returning({ userId: classRemovals.userId });
        if (restored.length > 0) {
          await tx.insert(classMembers).values({ classId, userId }).onConflictDoNothing();
          // What the learner did while out of the class counts again (decision 083).
          await countMemberAssignments(tx, classId, userId);
          return 'restored';
        }
        const [member] = await tx.select({ userId: classMembers.userId }).from(classMembers).where(memberOf(classId, userId));
        return member ? 'already_member' : 'not_removed';
      }),
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
