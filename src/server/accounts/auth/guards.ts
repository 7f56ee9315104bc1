import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { canTeach } from '../../../core/roles';
import { commonErrors } from '../../http/app-error';
import type { AppEnv, SessionUser } from '../../http/context';
import type { SessionLookupFn } from './session-lookup';

export type GuardEnv = AppEnv & { Variables: { user: SessionUser } };
export type OptionalUserEnv = AppEnv & { Variables: { user: SessionUser | null } };

/**
 * `lookup` is the app's one session lookup (session-lookup.ts): it verifies the session cookie's
 * signature exactly as better-auth does, and holds live sessions in memory.
 * A request whose cookie names no live session (forged, expired, revoked, user deleted) is
 * refused with 401 auth.session_expired on every route, guest routes included, and the cookie
 * is cleared, so the browser is a plain guest from its next request on. Treating it as a guest
 * at once would grade a learner's answer without saving it.
 */
export function createGuards(lookup: SessionLookupFn) {
  // Several routers mounted on one path each guard their routes; the session is read once per request.
  const userOf = async (c: Context): Promise<SessionUser | null> => {
    const known = c.get('sessionUser') as SessionUser | null | undefined;
    if (known !== undefined) return known;
    const session = await lookup(c.req.header('cookie'));
    if (session.kind === 'ended') {
      const secure = session.cookie.name.startsWith('__Secure-');
      deleteCookie(c, session.cookie.name, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
      throw commonErrors.sessionExpired();
    }
    const user = session.kind === 'user' ? session.user : null;
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
  // Issue 35: a teacher runs classes; so may an admin. A teacher never passes requireAdmin.
  const requireTeacher = createMiddleware<GuardEnv>(async (c, next) => {
    const user = await userOf(c);
    if (!user) throw commonErrors.unauthenticated();
    if (!canTeach(user.role)) throw commonErrors.forbidden();
    c.set('user', user);
    await next();
  });
  const optionalUser = createMiddleware<OptionalUserEnv>(async (c, next) => {
    c.set('user', await userOf(c));
    await next();
  });
  return { requireUser, requireAdmin, requireTeacher, optionalUser };
}

export type Guards = ReturnType<typeof createGuards>;
