import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import { EMAIL_VERIFIED_PAGE } from '../../../core/auth-pages';
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/password-policy';
import { CLIENT_IP_HEADER, type Auth } from '../../auth/auth';
import type { SessionLookupFn } from '../../auth/session-lookup';
import { throwIfDatabaseDown } from '../../db/availability';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import { createError } from '../../http/app-error';
import type { BodyLimits } from '../../http/body-limits';
import { addressSubject, clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { refuseRateLimited, systemClock, type Clock } from '../../http/limiter-common';
import { BASE_PATH } from '../../http/spa';
import { createTokenBucketLimiter, type TokenBucketRule } from '../../http/token-bucket-limiter';
import { jsonOf } from '../../http/validation';
import { PASSWORD_CHANGES_PER_ADDRESS, SIGN_IN_PER_ADDRESS, SIGN_UP_PER_ADDRESS, VERIFICATION_MAILS_PER_ADDRESS } from './auth.limits';
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_NAME } from './device-cookie';
import { setPasswordFromLink } from './set-password.usecases';
import { createSignInThrottle } from './sign-in-throttle';

const ZEmail = z.email().max(254);
const ZCallbackUrl = z.string().max(500).regex(/^\/math\//).optional();
const VERIFIED_PAGE_URL = `${BASE_PATH}${EMAIL_VERIFIED_PAGE}`;

// Strict: unknown fields (role, xpTotal, ...) are refused before better-auth sees the body.
const ZSignUpBody = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(1000),
  name: z.string().max(200).default(''),
  callbackURL: ZCallbackUrl,
});
const ZSignInBody = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(1000),
  rememberMe: z.boolean().optional(),
  callbackURL: ZCallbackUrl,
});
const ZSendVerificationBody = z.strictObject({ email: z.string().max(254), callbackURL: ZCallbackUrl });
const ZSetPasswordBody = z.strictObject({ token: z.string().min(1).max(200), newPassword: z.string().max(1000) });
const ZChangePasswordBody = z.strictObject({
  currentPassword: z.string().max(1000),
  newPassword: z.string().max(1000),
  revokeOtherSessions: z.boolean().optional(),
});

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

function assertEmail(email: string) {
  if (!ZEmail.safeParse(email).success) throw createError({ code: 'auth.invalid_email', status: 400, message: 'Invalid email address' });
}

function assertUncommonPassword(password: string) {
  if (isCommonPassword(password)) throw createError({ code: 'auth.password_too_common', status: 400, message: 'Password is too common' });
}

// The checks better-auth makes at sign-up, with its codes, for the one password we set ourselves.
function assertNewPassword(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH) throw createError({ code: 'auth.password_too_short', status: 400, message: 'Password too short' });
  if (password.length > PASSWORD_MAX_LENGTH) throw createError({ code: 'auth.password_too_long', status: 400, message: 'Password too long' });
  assertUncommonPassword(password);
}

function withSetCookie(response: Response, cookie: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.append('Set-Cookie', cookie);
  return copy;
}

type Deps = {
  auth: Auth;
  db: Database;
  /** The auth secret: device cookies are signed with a key derived from it. */
  secret: string;
  limits: BodyLimits;
  trustProxy: boolean;
  clock?: Clock;
  /** Who the request's session cookie belongs to (auth/session-lookup.ts). */
  lookup: SessionLookupFn;
  /** Told when a session ends, so the session lookup of this server holds it no more. */
  changes: Changes;
};

export function authRoutes({ auth, db, secret, limits, trustProxy, clock = systemClock, lookup, changes }: Deps) {
  const addressOf = (c: Context<AppEnv>) => addressSubject(clientAddress(c, trustProxy));
  const limitPerAddress = (prefix: string, rule: TokenBucketRule): MiddlewareHandler<AppEnv> => {
    const limiter = createTokenBucketLimiter(db, prefix, rule, clock);
    return async (c, next) => {
      const decision = await limiter.consume(addressOf(c));
      if (!decision.allowed) refuseRateLimited(c, decision, 'Too many requests from this address');
      await next();
    };
  };
  const signInThrottle = createSignInThrottle(db, clock);
  const deviceCookies = createDeviceCookies(secret, clock);
  const deviceCookie = (value: string) =>
    generateCookie(DEVICE_COOKIE_NAME, value, {
      path: `${BASE_PATH}/api/auth`,
      httpOnly: true,
      sameSite: 'Strict',
      secure: auth.options.advanced?.useSecureCookies === true,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });

  // Hono caches the body the validator parsed, so better-auth gets the same bytes. A route whose
  // body nobody validated (sign-out needs none) forwards none, so junk cannot reach better-auth.
  const forward = async (c: Context<AppEnv>, { url = c.req.url, withBody = c.req.method !== 'GET' } = {}) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));
    if (!withBody) {
      headers.delete('content-type');
      headers.delete('content-length');
    }
    const request = new Request(url, { method: c.req.method, headers, body: withBody ? await c.req.text() : undefined });
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

  // Only these better-auth endpoints are reachable; everything else it ships answers 404.
  return new Hono<AppEnv>()
    .post('/sign-up/email', limits.json, jsonOf(ZSignUpBody), limitPerAddress('sign-up-address', SIGN_UP_PER_ADDRESS), (c) => {
      const { email, password } = c.req.valid('json');
      assertEmail(email);
      assertUncommonPassword(password);
      return forward(c);
    })
    .post('/sign-in/email', limits.json, jsonOf(ZSignInBody), limitPerAddress('sign-in-address', SIGN_IN_PER_ADDRESS), async (c) => {
      const { email: typedEmail } = c.req.valid('json');
      assertEmail(typedEmail);
      const email = typedEmail.toLowerCase();
      const cookieValue = getCookie(c, DEVICE_COOKIE_NAME);
      const attempt = { email, address: clientAddress(c, trustProxy), device: deviceCookies.find(cookieValue, email) };
      const decision = await signInThrottle.admit(attempt);
      if (!decision.allowed) refuseRateLimited(c, decision, 'Too many sign-in attempts for this account; try again shortly');
      const response = await forward(c);
      if (!response.ok) return response;
      await signInThrottle.succeeded(attempt);
      return withSetCookie(response, deviceCookie(deviceCookies.renewed(cookieValue, email)));
    })
    .post('/sign-out', (c) => endingSessions(c, () => forward(c, { withBody: false })))
    .get('/get-session', (c) => forward(c))
    // Whatever callbackURL the link carries, it lands on the SPA page that says how it went.
    .get('/verify-email', (c) => {
      const url = new URL(c.req.url);
      if (!url.searchParams.get('token')) return c.redirect(`${VERIFIED_PAGE_URL}?error=INVALID_TOKEN`, 302);
      url.searchParams.set('callbackURL', VERIFIED_PAGE_URL);
      return forward(c, { url: url.toString() });
    })
    .post(
      '/send-verification-email',
      limits.json,
      jsonOf(ZSendVerificationBody),
      limitPerAddress('verification-mail-address', VERIFICATION_MAILS_PER_ADDRESS),
      (c) => {
        assertEmail(c.req.valid('json').email);
        return forward(c);
      },
    )
    // The link from the "you already have an unverified account" mail (auth/existing-account-mail.ts).
    .post('/set-password', limits.json, jsonOf(ZSetPasswordBody), limitPerAddress('set-password-address', PASSWORD_CHANGES_PER_ADDRESS), async (c) => {
      const { token, newPassword } = c.req.valid('json');
      assertNewPassword(newPassword);
      await setPasswordFromLink({ db, changes }, { token, newPassword });
      return c.json({ status: true });
    })
    .post('/change-password', limits.json, jsonOf(ZChangePasswordBody), limitPerAddress('change-password-address', PASSWORD_CHANGES_PER_ADDRESS), (c) => {
      assertUncommonPassword(c.req.valid('json').newPassword);
      return endingSessions(c, () => forward(c));
    });
}
