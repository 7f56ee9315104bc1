import { and, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { Role } from '../../../core/roles';
import type { Database } from '../../db/client';
import { userQuestions, users } from '../../db/schema';
import type { Writer } from '../../db/unique-code';
import type { PageRequest } from '../../http/pagination';

const userColumns = { id: users.id, email: users.email, name: users.name, role: users.role, emailVerified: users.emailVerified, createdAt: users.createdAt };

// ILIKE treats % and _ as wildcards; a search for "user_1" means those characters literally.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function createAdminUsersRepository({ db }: { db: Database }) {
  return {
    list: (search: string | null, page: PageRequest) =>
      db
        .select(userColumns)
        .from(users)
        .where(search ? ilike(users.email, containing(search)) : undefined)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset),

    // Locks every admin row (in one order, so two callers cannot deadlock) until the
    // transaction ends: a concurrent demotion or deletion waits, then counts again.
    lockAdmins: async (tx: Writer) =>
      (await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('update')).map((row) => row.id),

    lockUser: async (tx: Writer, userId: string) => {
      const [row] = await tx.select(userColumns).from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    setRole: async (tx: Writer, userId: string, role: Role) => {
      const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning(userColumns);
      return row!;
    },

    markEmailVerified: async (userId: string) => {
      const [row] = await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning(userColumns);
      return row;
    },

    // Before the account goes (its questions' user_id then becomes null): their photos are marked
    // deleted; returns their storage keys.
    markPhotosDeleted: async (tx: Writer, userId: string) => {
      const rows = await tx
        .update(userQuestions)
        .set({ imageDeletedAt: new Date() })
        .where(and(eq(userQuestions.userId, userId), isNull(userQuestions.imageDeletedAt)))
        .returning({ imageKey: userQuestions.imageUrl });
      return rows.map((row) => row.imageKey);
    },

    // Sessions, accounts, progress, attempts and bookmarks cascade; reports and questions keep
    // their rows with user_id set null (see the foreign keys in the schema).
    remove: async (tx: Writer, userId: string) => {
      const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
