import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/password-policy';
import { joinCodeOfParam, joinCodeOfPath } from '../../../core/join-link';
import { DEFAULT_ROLE } from '../../../core/roles';
import type { Database } from '../../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema';
import type { AccountMailSender } from './account-mail-sender';
import { hashPassword, verifyPassword } from '../../passwords';

export type AuthConfig = {
  db: Database;
  logger: Logger;
  accountMails: AccountMailSender;
  secret: string;
  /** PUBLIC_URL. Unset: better-auth takes its base URL from each request (the address typed). */
  publicUrl: string | undefined;
  trustedOrigins: string[];
  requireEmailVerification: boolean;
};

export const CLIENT_IP_HEADER = 'x-lsm-client-ip';
// The origin mail links are built on, set by the auth routes (auth.routes.ts) from PUBLIC_URL or the request (never
// taken from the client: the route overwrites it).
export const MAIL_ORIGIN_HEADER = 'x-lsm-mail-origin';
// The class code of a join link followed before signing up, set by the sign-up route from its
// callbackURL (core/join-link.ts; any such header a client sends is dropped): the "account exists"
// mail leads back to the class too.
export const JOIN_CODE_HEADER = 'x-lsm-join-code';

export const AUTH_BASE_PATH = '/math/api/auth';

// A session lasts 30 days and is extended to 30 days from now once a day, when the SPA asks who
// is signed in (accounts/me: better-auth's getSession, called only when the day has passed).
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export function createAuth(config: AuthConfig) {
  const originOf = (request: Request | undefined) => config.publicUrl ?? request?.headers.get(MAIL_ORIGIN_HEADER) ?? undefined;
  return betterAuth({
    appName: 'Latihan Soal Matematika',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(config.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      additionalFields: {
        // input: false: nothing a client sends at sign-up or on update can set these.
        role: { type: 'string', required: false, defaultValue: DEFAULT_ROLE, input: false },
        xpTotal: { type: 'number', required: false, defaultValue: 0, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
      password: { hash: hashPassword, verify: verifyPassword },
      // With verification required, better-auth answers a sign-up for a registered email like a new
      // one (same status and shape, a password hash for similar timing); this tells the owner, with
      // a link to choose the password (auth/account-mails.ts).
      onExistingUserSignUp: async ({ user }, request) => {
        const origin = originOf(request);
        const joinCode = joinCodeOfParam(request?.headers.get(JOIN_CODE_HEADER));
        if (origin) await config.accountMails.send({ kind: 'existing-account', user, origin, joinCode });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Off: whoever opens a link (a forwarded mail, an attacker's own account's link sent to a
      // victim) would be signed in. The page it lands on offers 'Masuk'.
      autoSignInAfterVerification: false,
      // better-auth's own link (a JWT that works for its whole hour, however often it is used) is
      // not sent: ours works once, and the auth routes decide what opening it does.
      sendVerificationEmail: async ({ user, url }, request) => {
        const origin = originOf(request);
        // Its link carries the callbackURL the sign-up (or a resend) sent, a /math/ path (ZCallbackUrl):
        // a class's join link followed before signing up goes on in our link as the class code.
        const joinCode = joinCodeOfPath(new URL(url).searchParams.get('callbackURL'));
        if (origin) await config.accountMails.send({ kind: 'verification', user, origin, joinCode });
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Off: its window resets only after a quiet spell, so a steady class refused itself. Every
    // reachable endpoint that needs a limit gets one in the auth routes (token buckets and backoff).
    rateLimit: { enabled: false },
    advanced: {
      // auth.routes.ts sets this header from the socket (or X-Forwarded-For behind a trusted proxy).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl?.startsWith('https://') ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    // better-auth's own messages go through our JSON log, not straight to the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        // Without PUBLIC_URL the base URL is taken from each request on purpose (any LAN address works).
        const expected = config.publicUrl === undefined && message.includes('Base URL is not set');
        config.logger[expected || level === 'debug' ? 'debug' : level]({ component: 'better-auth', args }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
