import { and, desc, eq, sql } from 'drizzle-orm';
import { classes, classMembers } from '../../db/schema';
import { isUniqueViolationOf, withFreshCode, type Writer } from '../../db/unique-code';

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

const isJoinCodeCollision = (error: unknown) => isUniqueViolationOf(error, (constraint) => constraint === 'classes_join_code_unique');

// Every read and write names the owner: another teacher's class is not found (404), never refused.
// `db` may be a transaction (an idempotent create, http/idempotency.ts).
export function createClassesRepository({ db }: { db: Writer }) {
  const returningClass = async (classId: string) => {
    const [row] = await db.select(classColumns).from(classes).where(eq(classes.id, classId));
    return row!;
  };

  return {
    create: async ({ ownerId, name, timeZone }: { ownerId: string; name: string; timeZone: string }, generateCode: () => string): Promise<ClassRow> => {
      // A code that collides with another class's (31^7 codes) is drawn again (db/unique-code.ts).
      const id = await withFreshCode(db, generateCode, async (tx, joinCode) => {
        const [row] = await tx.insert(classes).values({ ownerId, name, timeZone, joinCode }).returning({ id: classes.id });
        return row!.id;
      }, isJoinCodeCollision);
      return returningClass(id);
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

    // An archived class keeps its code; it matches nothing while archived (memberships).
    rotateCode: async (classId: string, ownerId: string, generateCode: () => string) => {
      const row = await withFreshCode(db, generateCode, async (tx, joinCode) => {
        const [updated] = await tx
          .update(classes)
          .set({ joinCode, updatedAt: new Date() })
          .where(and(ownedBy(classId, ownerId), sql`${classes.archivedAt} is null`))
          .returning({ id: classes.id });
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

    removeMember: async (classId: string, userId: string) => {
      const deleted = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .returning({ userId: classMembers.userId });
      return deleted.length > 0;
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
