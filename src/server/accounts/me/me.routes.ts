import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import type { SessionLookupFn } from '../auth/session-lookup';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { createMeRepository } from './me.repository';
import { getCurrentUser } from './me.usecases';

// Open to everyone: a guest, or a session that has ended, is `{ user: null }` (the SPA learns the
// session ended from it), never an error.
export function meRoutes({ db, auth, lookup }: { db: Database; auth: Auth; lookup: SessionLookupFn }) {
  const deps = { auth, lookup, repo: createMeRepository({ db }) };
  return new Hono<AppEnv>().get('/', async (c) => {
    const session = await lookup(c.req.header('cookie'));
    const { user, setCookies } = await getCurrentUser(deps, session, c.req.raw.headers);
    for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ user });
  });
}
