import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/password-policy';
import { DEFAULT_ROLE } from '../../core/roles';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import type { Mailer } from '../mail/mailer';

export type AuthConfig = {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  requireEmailVerification: boolean;
  rateLimitEnabled: boolean;
};

export const CLIENT_IP_HEADER = 'x-lsm-client-ip';
export const SIGN_IN_PER_IP_PER_MINUTE = 120;
export const SIGN_UP_PER_IP_PER_10_MINUTES = 60;
export const SIGN_IN_PER_ACCOUNT = { max: 10, windowMs: 15 * 60 * 1000 };

export const AUTH_BASE_PATH = '/math/api/auth';

export function createAuth(config: AuthConfig) {
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
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Per IP. A class of 40 behind one school NAT signs in within a minute with typos to spare;
    // guessing one account's password is stopped by the per-account limit in auth.routes.ts.
    rateLimit: {
      enabled: config.rateLimitEnabled,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: SIGN_IN_PER_IP_PER_MINUTE },
        '/sign-up/email': { window: 600, max: SIGN_UP_PER_IP_PER_10_MINUTES },
        '/send-verification-email': { window: 600, max: 20 },
        '/change-password': { window: 600, max: 20 },
      },
    },
    advanced: {
      // auth.routes.ts sets this header from the socket (or X-Forwarded-For behind a trusted proxy).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    // better-auth's own messages go through our JSON log, not straight to the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => config.logger[level === 'debug' ? 'debug' : level]({ component: 'better-auth', args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
