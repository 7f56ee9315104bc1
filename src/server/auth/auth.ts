import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/password-policy';
import { DEFAULT_ROLE } from '../../core/roles';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import { createTokenBucketLimiter } from '../http/token-bucket-limiter';
import type { Mailer } from '../mail/mailer';
import { existingAccountMail } from './existing-account-mail';
import { createSetPasswordToken } from './set-password-token';

export type AuthConfig = {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  secret: string;
  /** PUBLIC_URL. Unset: better-auth takes its base URL from each request (the address typed). */
  publicUrl: string | undefined;
  trustedOrigins: string[];
  requireEmailVerification: boolean;
};

export const CLIENT_IP_HEADER = 'x-lsm-client-ip';
// Verification and "you already have an account" mails together, per recipient, whoever asks:
// 3 at once, then one an hour (a token bucket of 3 over 3 hours), so never more than 3 within an
// hour. Enough for a forgetful owner, useless for flooding someone's inbox. A refused mail is
// simply not sent: the request is answered as if it were.
export const ACCOUNT_MAILS_PER_RECIPIENT = { max: 3, windowMs: 3 * 60 * 60 * 1000 };

export const AUTH_BASE_PATH = '/math/api/auth';

// A session lasts 30 days and is extended to 30 days from now once a day, when the SPA asks who
// is signed in (modules/me: better-auth's getSession, called only when the day has passed).
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export function createAuth(config: AuthConfig) {
  const accountMails = createTokenBucketLimiter(config.db, 'account-mail-recipient', ACCOUNT_MAILS_PER_RECIPIENT);
  const mayMail = async (email: string) => (await accountMails.consume(email.toLowerCase())).allowed;
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
      // With verification required, better-auth answers a sign-up for a registered email like a new
      // one (same status and shape, a password hash for similar timing); this tells the owner.
      // Without PUBLIC_URL the request's origin is one of the app's own (http/known-hosts.ts).
      onExistingUserSignUp: async ({ user }, request) => {
        const origin = config.publicUrl ?? (request ? new URL(request.url).origin : undefined);
        if (!origin || !(await mayMail(user.email))) return;
        const setPasswordToken = user.emailVerified ? undefined : await createSetPasswordToken({ db: config.db, userId: user.id });
        await config.mailer.send(existingAccountMail({ user, origin, setPasswordToken }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Off: whoever opens a link (a forwarded mail, an attacker's own account's link sent to a
      // victim) would be signed in. The page it lands on offers 'Masuk'.
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        if (!(await mayMail(user.email))) return;
        await config.mailer.send({
          to: user.email,
          subject: 'Verifikasi email Anda - Latihan Soal Matematika',
          text: `Halo,\n\nKlik tautan berikut untuk memverifikasi email Anda:\n${url}\n\nJika Anda tidak mendaftar, abaikan email ini.`,
        });
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Off: its window resets only after a quiet spell, so a steady class refused itself. Every
    // reachable endpoint that needs a limit gets one in modules/auth (token buckets and backoff).
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
