import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import { isPlaceholderEmail, normaliseLoginName } from '../../../core/pupil-login';
import { joinCodeOfPath } from '../../../core/join-link';
import { PERSON_NAME_INPUT_MAX_LENGTH } from '../../../core/person-name';
import type { AccountMailSender } from './account-mail-sender';
import type { Auth } from './auth';
import type { SessionLookupFn } from './session-lookup';
import { countPendingAccounts, deleteUnverifiedAccounts } from './unverified-accounts';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import { users } from '../../db/schema';
import { createError } from '../../http/app-error';
import type { BodyLimits } from '../../http/body-limits';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { refuseRateLimited, systemClock, type Clock } from '../../http/limiter-common';
import { BASE_PATH } from '../../http/spa';
import { jsonOf } from '../../http/validation';
import { accountLinkRoutes } from './account-links.routes';
import { addEmailRoutes } from './add-email';
import { emailOfLoginName } from './login-names';
import { assertEmail, assertUncommonPassword, cleanedPersonName } from './auth.checks';
import { createAuthHttp, withSetCookie } from './auth.http';
import { PASSWORD_CHANGES_PER_ADDRESS, SIGN_IN_PER_ADDRESS, SIGN_UP_PER_ADDRESS } from './auth.limits';
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_NAME } from './device-cookie';
import { createSignInThrottle } from './sign-in-throttle';
import { createSignUpBrowsers, SIGN_UP_COOKIE_MAX_AGE_SECONDS, SIGN_UP_COOKIE_NAME } from './sign-up-browser';

const ZCallbackUrl = z.string().max(500).regex(/^\/math\//).optional();
const AUTH_COOKIE_PATH = `${BASE_PATH}/api/auth`;

// Strict: unknown fields (role, xpTotal, ...) are refused before better-auth sees the body.
const ZSignUpBody = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(1000),
  // Required: 'Nama lengkap' (issue 51); cleaned and checked by core/person-name.ts before better-auth stores it.
  name: z.string().max(PERSON_NAME_INPUT_MAX_LENGTH),
  callbackURL: ZCallbackUrl,
});
const ZSignInBody = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(1000),
  rememberMe: z.boolean().optional(),
  callbackURL: ZCallbackUrl,
});
const ZChangePasswordBody = z.strictObject({
  currentPassword: z.string().max(1000),
  newPassword: z.string().max(1000),
  revokeOtherSessions: z.boolean().optional(),
});

/** What the account routes need beyond better-auth (built in services.ts). */
export type AccountsConfig = {
  mails: AccountMailSender;
  requireEmailVerification: boolean;
  /** Unverified accounts at once, instance-wide; sign-ups pause past it. */
  pendingAccountsMax: number;
  publicUrl: string | undefined;
  listenPort: number;
};

type Deps = {
  auth: Auth;
  accounts: AccountsConfig;
  db: Database;
  /** The auth secret: device and sign-up cookies are signed with keys derived from it. */
  secret: string;
  limits: BodyLimits;
  trustProxy: boolean;
  trustedOrigins: string[];
  clock?: Clock;
  /** Who the request's session cookie belongs to (auth/session-lookup.ts). */
  lookup: SessionLookupFn;
  /** Told when a session ends, so the session lookup of this server holds it no more. */
  changes: Changes;
};

const signUpsPaused = () =>
  createError({ code: 'auth.sign_up_paused', status: 503, message: 'Too many accounts are waiting for verification; sign-ups are paused' });

export function authRoutes({ auth, accounts, db, secret, limits, trustProxy, trustedOrigins, clock = systemClock, lookup, changes }: Deps) {
  const http = createAuthHttp({ auth, db, trustProxy, clock, lookup, changes, publicUrl: accounts.publicUrl, trustedOrigins, listenPort: accounts.listenPort });
  const { limitPerAddress, forward, endingSessions } = http;
  const secure = auth.options.advanced?.useSecureCookies === true;
  const signInThrottle = createSignInThrottle(db, clock);
  const deviceCookies = createDeviceCookies(secret, clock);
  const deviceCookie = (value: string) =>
    generateCookie(DEVICE_COOKIE_NAME, value, { path: AUTH_COOKIE_PATH, httpOnly: true, sameSite: 'Strict', secure, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
  const signUpBrowsers = createSignUpBrowsers(secret);
  // Lax: a verification link is opened from a mail, a top-level navigation from another site.
  const signUpCookie = (value: string) =>
    generateCookie(SIGN_UP_COOKIE_NAME, value, { path: AUTH_COOKIE_PATH, httpOnly: true, sameSite: 'Lax', secure, maxAge: SIGN_UP_COOKIE_MAX_AGE_SECONDS });

  // better-auth answers a sign-up for a new address and for a registered one alike; the account's
  // id it returns exists only when this request created it. That browser gets the account's mark;
  // a browser signing up again for a registered address loses it (a lab computer a stranger used).
  const markSignUpBrowser = async (c: Context<AppEnv>, response: Response, email: string): Promise<Response> => {
    const { user } = (await response.clone().json()) as { user?: { id?: unknown } };
    const [created] = typeof user?.id === 'string' ? await db.select({ id: users.id }).from(users).where(eq(users.id, user.id)) : [];
    const cookieValue = getCookie(c, SIGN_UP_COOKIE_NAME);
    if (created) return withSetCookie(response, signUpCookie(signUpBrowsers.marked(cookieValue, created.id)));
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
    return existing && cookieValue ? withSetCookie(response, signUpCookie(signUpBrowsers.unmarked(cookieValue, existing.id))) : response;
  };

  // Only these better-auth endpoints are reachable; everything else it ships answers 404.
  return new Hono<AppEnv>()
    .post('/sign-up/email', limits.json, jsonOf(ZSignUpBody), limitPerAddress('sign-up-address', SIGN_UP_PER_ADDRESS), async (c) => {
      const body = c.req.valid('json');
      const { email, password } = body;
      assertEmail(email);
      // Pupils' placeholder addresses (decision 082) are never anyone's to register.
      if (isPlaceholderEmail(email)) assertEmail('');
      assertUncommonPassword(password);
      const name = cleanedPersonName(body.name);
      if (accounts.requireEmailVerification) {
        // An address squatted longer than the days allowed is free again now, sweep or not.
        await deleteUnverifiedAccounts({ db, now: clock(), email });
        // The same answer for a registered address, so the pause tells nothing about who has an account.
        if ((await countPendingAccounts(db)) >= accounts.pendingAccountsMax) throw signUpsPaused();
      }
      const response = await forward(c, { body: JSON.stringify({ ...body, name }), joinCode: joinCodeOfPath(body.callbackURL) });
      return response.ok ? markSignUpBrowser(c, response, email) : response;
    })
    .post('/sign-in/email', limits.json, jsonOf(ZSignInBody), limitPerAddress('sign-in-address', SIGN_IN_PER_ADDRESS), async (c) => {
      const body = c.req.valid('json');
      // A pupil made by their teacher signs in with a login name ('yrq5a89-07', decision 082): it
      // stands for the account's email, so the limits below count it as that account's.
      const loginName = normaliseLoginName(body.email);
      if (loginName === null) assertEmail(body.email);
      const email = loginName === null ? body.email.toLowerCase() : await emailOfLoginName(db, loginName);
      const cookieValue = getCookie(c, DEVICE_COOKIE_NAME);
      const attempt = { email, address: clientAddress(c, trustProxy), device: deviceCookies.find(cookieValue, email) };
      const decision = await signInThrottle.admit(attempt);
      if (!decision.allowed) refuseRateLimited(c, decision, 'Too many sign-in attempts for this account; try again shortly');
      const response = await forward(c, loginName === null ? {} : { body: JSON.stringify({ ...body, email }) });
      if (!response.ok) return response;
      await signInThrottle.succeeded(attempt);
      return withSetCookie(response, deviceCookie(deviceCookies.renewed(cookieValue, email)));
    })
    .post('/sign-out', (c) => endingSessions(c, () => forward(c, { withBody: false })))
    .get('/get-session', (c) => forward(c))
    .post('/change-password', limits.json, jsonOf(ZChangePasswordBody), limitPerAddress('change-password-address', PASSWORD_CHANGES_PER_ADDRESS), (c) => {
      assertUncommonPassword(c.req.valid('json').newPassword);
      return endingSessions(c, () => forward(c));
    })
    .route('/', accountLinkRoutes({ db, limits, clock, lookup, changes, mails: accounts.mails, http, isSignUpBrowser: signUpBrowsers.isMarked }))
    .route('/', addEmailRoutes({ db, limits, clock, lookup, changes, mails: accounts.mails, http }));
}
