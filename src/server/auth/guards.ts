import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import { commonErrors } from '../http/app-error';
import type { AppEnv, SessionUser } from '../http/context';
import { createSessionLookup } from './session-lookup';

export type GuardEnv = AppEnv & { Variables: { user: SessionUser } };
export type OptionalUserEnv = AppEnv & { Variables: { user: SessionUser | null } };

export function createGuards(db: Database) {
  const lookup = createSessionLookup(db);
  // Several routers mounted on one path each guard their routes; the session is read once per request.
  const userOf = async (c: Context): Promise<SessionUser | null> => {
    const known = c.get('sessionUser') as SessionUser | null | undefined;
    if (known !== undefined) return known;
    const user = await lookup(c.req.header('cookie'));
    c.set('sessionUser', user);
    return user;
  };
  const requireUser = createMiddleware<GuardEnv>(async (c, next) => {
    const user = await userOf(c);
    if (!user) throw commonErrors.unauthenticated();
    c.set('user', user);
    await next();
  });
  const requireAdmin = createMiddleware<GuardEnv>(async (c, next) => {
    const user = await userOf(c);
    if (!user) throw commonErrors.unauthenticated();
    if (user.role !== 'admin') throw commonErrors.forbidden();
    c.set('user', user);
    await next();
  });
  const optionalUser = createMiddleware<OptionalUserEnv>(async (c, next) => {
    c.set('user', await userOf(c));
    await next();
  });
  return { requireUser, requireAdmin, optionalUser };
}

export type Guards = ReturnType<typeof createGuards>;
