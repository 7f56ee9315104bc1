import { betterAuth } from 'better-auth';
import { releasingContexts } from './async-context';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/password-policy';
import { DEFAULT_ROLE } from '../../core/roles';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import { createTokenBucketLimiter } from '../http/token-bucket-limiter';
import type { Mailer } from '../mail/mailer';
import { existingAccountMail } from './existing-account-mail';

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
// "You already have an account" mails per recipient: enough for a forgetful owner, useless for
// flooding someone's inbox through the sign-up form.
export const EXISTING_ACCOUNT_MAILS_PER_EMAIL = { max: 3, windowMs: 60 * 60 * 1000 };

export const AUTH_BASE_PATH = '/math/api/auth';

// A session lasts 30 days and is extended to 30 days from now once a day, when the SPA asks who
// is signed in (modules/me: better-auth's getSession, called only when the day has passed).
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export function createAuth(config: AuthConfig) {
  const existingAccountMails = createTokenBucketLimiter(config.db, 'existing-account-mail', EXISTING_ACCOUNT_MAILS_PER_EMAIL);
  return releasingContexts(betterAuth({
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
      onExistingUserSignUp: async ({ user }, request) => {
        const origin = config.publicUrl ?? (request ? new URL(request.url).origin : undefined);
        if (!origin || !(await existingAccountMails.consume(user.email)).allowed) return;
        await config.mailer.send(await existingAccountMail({ user, origin, authBasePath: AUTH_BASE_PATH, secret: config.secret }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
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
  }));
}

export type Auth = ReturnType<typeof createAuth>;
