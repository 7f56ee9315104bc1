import { roleOf } from '../../../core/roles';
import type { Auth } from '../../auth/auth';
import { sessionCookieFrom } from '../../auth/session-lookup';
import type { MeRepository } from './me.repository';

// The SPA asks this on every load, so it goes through better-auth's getSession, which also
// extends an active session (the other routes only read it).
export async function getCurrentUser({ auth, repo }: { auth: Auth; repo: MeRepository }, headers: Headers) {
  // No session cookie: a guest, answered without asking better-auth (or the database).
  if (!sessionCookieFrom(headers.get('cookie') ?? undefined)) return null;
  let session;
  try {
    session = await auth.api.getSession({ headers });
  } catch (error) {
    // better-auth drops the driver's error: a database outage must still read as 503.
    await repo.throwIfDatabaseDown();
    throw error;
  }
  if (!session) return null;
  const row = await repo.findUser(session.user.id);
  return row ? { ...row, role: roleOf(row.role) } : null;
}
