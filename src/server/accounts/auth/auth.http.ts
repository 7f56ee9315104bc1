import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { CLIENT_IP_HEADER, JOIN_CODE_HEADER, MAIL_ORIGIN_HEADER, type Auth } from './auth';
import type { SessionLookupFn } from './session-lookup';
import { throwIfDatabaseDown } from '../../db/availability';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import { addressSubject, clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { refuseRateLimited, type Clock } from '../../http/limiter-common';
import { createTokenBucketLimiter, type TokenBucketRule } from '../../http/token-bucket-limiter';

function toSnakeCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

// better-auth answers errors as { code, message }; turn them into our one error shape.
async function reshapeError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // not JSON: keep the defaults below
  }
  const code = `auth.${typeof parsed.code === 'string' ? toSnakeCode(parsed.code) : 'failed'}`;
  const message = typeof parsed.message === 'string' ? parsed.message : response.statusText || 'Request failed';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
}

export function withSetCookie(response: Response, cookie: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.append('Set-Cookie', cookie);
  return copy;
}

export type AuthHttpDeps = {
  auth: Auth;
  db: Database;
  trustProxy: boolean;
  clock: Clock;
  lookup: SessionLookupFn;
  changes: Changes;
  /** PUBLIC_URL, when set: every mail link is built on it. */
  publicUrl: string | undefined;
  trustedOrigins: string[];
  /** The port the server listens on (PORT): without PUBLIC_URL, links to the app's own hosts use it. */
  listenPort: number;
};

// The pieces the account routes share: per-address limits, forwarding to better-auth, and the
// origin mail links are built on.
export function createAuthHttp({ auth, db, trustProxy, clock, lookup, changes, publicUrl, trustedOrigins, listenPort }: AuthHttpDeps) {
  const addressOf = (c: Context<AppEnv>) => addressSubject(clientAddress(c, trustProxy));

  const limitPerAddress = (prefix: string, rule: TokenBucketRule): MiddlewareHandler<AppEnv> => {
    const limiter = createTokenBucketLimiter(db, prefix, rule, clock);
    return async (c, next) => {
      const decision = await limiter.consume(addressOf(c));
      if (!decision.allowed) refuseRateLimited(c, decision, 'Too many requests from this address');
      await next();
    };
  };

  // Without PUBLIC_URL a link goes to the address the request was sent to (known-hosts.ts let only
  // the app's own through), at the port the connection really reached: the Host header's port is
  // the client's to write. A TRUSTED_ORIGINS origin (a proxy in front) is kept as it is.
  const mailOrigin = (c: Context<AppEnv>): string => {
    if (publicUrl) return publicUrl;
    const url = new URL(c.req.url);
    if (trustedOrigins.includes(url.origin)) return url.origin;
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    url.port = String(incoming?.socket.localPort ?? listenPort);
    return url.origin;
  };

  // Hono caches the body the validator parsed, so better-auth gets the same bytes, or the `body`
  // the route cleaned (sign-up's name). A route whose body nobody validated (sign-out needs none)
  // forwards none, so junk cannot reach better-auth.
  const forward = async (
    c: Context<AppEnv>,
    { url = c.req.url, withBody = c.req.method !== 'GET', body, joinCode }: { url?: string; withBody?: boolean; body?: string; joinCode?: string | null } = {},
  ) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));
    headers.set(MAIL_ORIGIN_HEADER, mailOrigin(c));
    headers.delete(JOIN_CODE_HEADER);
    if (joinCode) headers.set(JOIN_CODE_HEADER, joinCode);
    if (!withBody || body !== undefined) headers.delete('content-length');
    if (!withBody) headers.delete('content-type');
    const request = new Request(url, { method: c.req.method, headers, body: withBody ? (body ?? (await c.req.text())) : undefined });
    const response = await auth.handler(request);
    // better-auth answers 500 when the database is down: say 503, as every other route does.
    if (response.status >= 500) await throwIfDatabaseDown(db);
    return reshapeError(response);
  };

  // better-auth ends sessions itself: a sign-out ends the request's, a password change with
  // revokeOtherSessions the user's others. Told once its answer says it is done (committed).
  const endingSessions = async (c: Context<AppEnv>, answer: () => Promise<Response>) => {
    const session = await lookup(c.req.header('cookie'));
    const response = await answer();
    if (response.ok && session.kind === 'user') changes.sessionChanged(session.user.id);
    return response;
  };

  return { limitPerAddress, mailOrigin, forward, endingSessions };
}

export type AuthHttp = ReturnType<typeof createAuthHttp>;
