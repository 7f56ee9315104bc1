import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Guards } from '../../auth/guards';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AppEnv, SessionUser } from '../../http/context';

export function meRoutes({ db, guards }: { db: Database; guards: Guards }) {
  return new Hono<AppEnv & { Variables: { user: SessionUser | null } }>().get('/', guards.optionalUser, async (c) => {
    const sessionUser = c.get('user');
    if (!sessionUser) return c.json({ user: null });
    const [row] = await db
      .select({ id: users.id, email: users.email, role: users.role, xpTotal: users.xpTotal })
      .from(users)
      .where(eq(users.id, sessionUser.id));
    return c.json({ user: row ? { ...row, role: row.role === 'admin' ? 'admin' : 'basic' } : null });
  });
}
