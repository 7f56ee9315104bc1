import { and, eq, gt, sql } from 'drizzle-orm';
import { roleOf } from '../../core/roles';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { SessionUser } from '../http/context';

const SESSION_COOKIES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

// The session token from better-auth's signed cookie ("<token>.<signature>"). The token is a
// long random value looked up server-side, so possession of it is what grants the session.
export function sessionTokenFrom(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!SESSION_COOKIES.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    const token = value.split('.')[0] ?? '';
    return TOKEN_PATTERN.test(token) ? token : null;
  }
  return null;
}

// One prepared query per request: the session's user as stored now, so a deleted or demoted
// user is refused on the very next request. Guests (no cookie) cost no query at all.
export function createSessionLookup(db: Database) {
  const byToken = db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_user_by_token');
  return async (cookieHeader: string | undefined): Promise<SessionUser | null> => {
    const token = sessionTokenFrom(cookieHeader);
    if (!token) return null;
    const [row] = await byToken.execute({ token });
    if (!row) return null;
    return { id: row.id, email: row.email, role: roleOf(row.role) };
  };
}
