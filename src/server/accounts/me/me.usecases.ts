import { shownEmail } from '../../../core/pupil-login';
import { roleOf } from '../../../core/roles';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS, type Auth } from '../auth/auth';
import type { SessionLookup, SessionLookupFn } from '../auth/session-lookup';
import type { MeRepository } from './me.repository';

type Deps = { auth: Auth; repo: MeRepository; lookup: Pick<SessionLookupFn, 'forget'>; now?: () => number };

// better-auth's cookie for a sign-in without "remember me" (its session is never extended).
const DONT_REMEMBER_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.dont_remember=/;

/**
 * Whether better-auth would extend this session now: as its getSession decides, once the session
 * is a day old (expiresAt - expiresIn + updateAge has passed), unless the learner signed in
 * without "remember me".
 */
function isSessionDueForRefresh(expiresAt: Date, cookieHeader: string | undefined, now: number): boolean {
  if (cookieHeader && DONT_REMEMBER_COOKIE.test(cookieHeader)) return false;
  return expiresAt.getTime() - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now;
}

/**
 * The signed-in user as the navbar shows them (their XP and the Tanya Soal badge read fresh), for
 * the session the app's lookup found (auth/session-lookup.ts, held in memory), and the Set-Cookie
 * headers to send along. The SPA asks this on every load, and every server-rendered page of a
 * signed-in learner needs it: it used to go through better-auth's getSession every time, three
 * statements and about 2.4 ms of the server's CPU (issue 13, bench/README.md). better-auth is
 * asked only when the session is due to be extended (once a day), and the cookie it then sets,
 * with its new 30 days, is passed on instead of being dropped.
 */
export async function getCurrentUser({ auth, repo, lookup, now = Date.now }: Deps, session: SessionLookup, headers: Headers) {
  if (session.kind !== 'user') return { user: null, setCookies: [] as string[] };
  let setCookies: string[] = [];
  const cookieHeader = headers.get('cookie') ?? undefined;
  if (isSessionDueForRefresh(session.expiresAt, cookieHeader, now())) {
    let refreshed;
    try {
      refreshed = await auth.api.getSession({ headers, returnHeaders: true });
    } catch (error) {
      // better-auth drops the driver's error: a database outage must still read as 503.
      await repo.throwIfDatabaseDown();
      throw error;
    }
    // The session as held in memory has its old end: read it anew next time.
    lookup.forget(cookieHeader);
    if (!refreshed.response) return { user: null, setCookies: refreshed.headers.getSetCookie() };
    setCookies = refreshed.headers.getSetCookie();
  }
  const row = await repo.findUser(session.user.id);
  // A pupil's placeholder address is nobody's: shown as none (core/pupil-login.ts).
  return { user: row ? { ...row, email: shownEmail(row.email), role: roleOf(row.role) } : null, setCookies };
}
