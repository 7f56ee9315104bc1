import { createMiddleware } from 'hono/factory';
import { commonErrors } from '../http/app-error';
import type { AppEnv, SessionUser } from '../http/context';
import type { Auth } from './auth';

export type GuardEnv = AppEnv & { Variables: { user: SessionUser } };

// The session and the user row are read on every request (no cookie cache), so a deleted
// or demoted user loses access on the very next request.
export async function readSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, role } = session.user as { id: string; email: string; role?: string };
  return { id, email, role: role === 'admin' ? 'admin' : 'basic' };
}

export function createGuards(auth: Auth) {
  const requireUser = createMiddleware<GuardEnv>(async (c, next) => {
    const user = await readSessionUser(auth, c.req.raw.headers);
    if (!user) throw commonErrors.unauthenticated();
    c.set('user', user);
    await next();
  });
  const requireAdmin = createMiddleware<GuardEnv>(async (c, next) => {
    const user = await readSessionUser(auth, c.req.raw.headers);
    if (!user) throw commonErrors.unauthenticated();
    if (user.role !== 'admin') throw commonErrors.forbidden();
    c.set('user', user);
    await next();
  });
  const optionalUser = createMiddleware<AppEnv & { Variables: { user: SessionUser | null } }>(async (c, next) => {
    c.set('user', await readSessionUser(auth, c.req.raw.headers));
    await next();
  });
  return { requireUser, requireAdmin, optionalUser };
}

export type Guards = ReturnType<typeof createGuards>;
