import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export function createMeRepository({ db }: { db: Database }) {
  return {
    findUser: async (userId: string) => {
      const [row] = await db
        .select({ id: users.id, email: users.email, role: users.role, xpTotal: users.xpTotal })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type MeRepository = ReturnType<typeof createMeRepository>;
