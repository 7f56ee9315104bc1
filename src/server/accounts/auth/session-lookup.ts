import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { roleOf } from '../../../core/roles';
import { createCache, type Cache } from '../../cache/cache';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';

export const SESSION_COOKIES = ['__Secure-better-auth.session_token', 'better-auth.session_token'] as const;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
// better-call signs with HMAC-SHA256 and standard base64: always 44 characters, one '=' of padding.
const SIGNATURE_PATTERN = /^[A-Za-z0-9+/]{43}=$/;

export type SessionCookie = { name: (typeof SESSION_COOKIES)[number]; value: string };

/** better-auth's session cookie as sent, if the request carries one (even an empty or broken one). */
export function sessionCookieFrom(cookieHeader: string | undefined): SessionCookie | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    const known = SESSION_COOKIES.find((cookie) => cookie === name);
    if (!known) continue;
    const value = part.slice(separator + 1).trim();
    // An emptied cookie (what a sign-out leaves behind in some clients) is no session at all.
    return value === '' ? null : { name: known, value };
  }
  return null;
}

/**
 * The session token from better-auth's signed cookie ("<token>.<base64 HMAC-SHA256 of token>"),
 * verified exactly as better-auth verifies it: a cookie without a valid signature is not a
 * session, whatever token it names. Null when there is no cookie or it does not verify.
 */
export function verifiedSessionToken(cookie: SessionCookie | null, secret: string): string | null {
  if (!cookie) return null;
  let value: string;
  try {
    value = decodeURIComponent(cookie.value);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!TOKEN_PATTERN.test(token) || !SIGNATURE_PATTERN.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** No cookie: a guest. A cookie that is forged, expired or revoked: an ended session, never a guest. */
export type SessionLookup = { kind: 'guest' } | { kind: 'user'; user: SessionUser; expiresAt: Date } | { kind: 'ended'; cookie: SessionCookie };

// Sessions held in memory (issue 13; cache/cache.ts, tagged by their user): every signed-in
// request read its session, one round trip of a few, for a row that changes when the learner
// signs in or out. An entry is served only while the session has not expired and at most HOLD_MS
// after it was read; a sign-out, revocation, deletion, demotion or email change on any server
// drops that user's entries as it commits (migration 0010). docs/decisions/020-sessions-in-memory.md.
const HOLD_MS = 10 * 60_000;

type Held = { user: SessionUser; expiresAt: Date; until: number };

// One prepared query for a session not held: the session's user as stored now, so a deleted or
// demoted user is refused on the very next request. Guests (no cookie) cost no query at all.
// Without the app's `cache` (scripts, some tests) every lookup reads the database.
export function createSessionLookup(db: Database, secret: string, cache: Cache = createCache(), now: () => number = Date.now) {
  const byToken = db
    .select({ id: users.id, email: users.email, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_user_by_token');
  // By the session cookie's whole signed value: only a value that verified when it was read
  // matches, so a held session costs no signature check either.
  const held = cache.holder<Held>('sessions', { sizeOf: (session) => 200 + 2 * session.user.email.length, tags: (session) => [`user:${session.user.id}`] });
  const lookup = async (cookieHeader: string | undefined): Promise<SessionLookup> => {
    const cookie = sessionCookieFrom(cookieHeader);
    if (!cookie) return { kind: 'guest' };
    const found = held.peek(cookie.value);
    if (found && found.until > now()) return { kind: 'user', user: found.user, expiresAt: found.expiresAt };
    const token = verifiedSessionToken(cookie, secret);
    if (!token) return { kind: 'ended', cookie };
    const startedIn = held.begin();
    const [row] = await byToken.execute({ token });
    if (!row) return { kind: 'ended', cookie };
    const user: SessionUser = { id: row.id, email: row.email, role: roleOf(row.role) };
    held.put(cookie.value, startedIn, { user, expiresAt: row.expiresAt, until: Math.min(row.expiresAt.getTime(), now() + HOLD_MS) });
    return { kind: 'user', user, expiresAt: row.expiresAt };
  };
  return Object.assign(lookup, {
    /** Whether the session this cookie header names is held (tests). */
    isHeld: (cookieHeader: string | undefined) => {
      const cookie = sessionCookieFrom(cookieHeader);
      return cookie !== null && held.peek(cookie.value) !== undefined;
    },
    /** Drops the session this cookie header names from memory: its next lookup reads it anew (after it was extended, say). */
    forget: (cookieHeader: string | undefined) => {
      const cookie = sessionCookieFrom(cookieHeader);
      if (cookie) held.delete(cookie.value);
    },
  });
}

export type SessionLookupFn = ReturnType<typeof createSessionLookup>;
