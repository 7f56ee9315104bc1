import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { sessionTokenFrom } from '../../auth/session-lookup';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AppEnv } from '../../http/context';

// The SPA asks this on every load, so it goes through better-auth's getSession, which also
// extends an active session (the other routes only read it).
export function meRoutes({ db, auth }: { db: Database; auth: Auth }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!sessionTokenFrom(c.req.header('cookie'))) return c.json({ user: null });
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ user: null });
    const [row] = await db
      .select({ id: users.id, email: users.email, role: users.role, xpTotal: users.xpTotal })
      .from(users)
      .where(eq(users.id, session.user.id));
    return c.json({ user: row ? { ...row, role: row.role === 'admin' ? 'admin' : 'basic' } : null });
  });
}
