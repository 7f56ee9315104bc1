import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../core/password-policy';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalNonEmpty = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

// One Node process keeps only a few statements usefully in flight; more connections than that
// only queue inside Postgres, where every statement then costs more CPU (decision 065: 8 against
// 20 on two cores cut Postgres's CPU per answer check by a quarter and per read by a third).
export const DEFAULT_DATABASE_POOL_SIZE = 8;

export const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    // The address learners use; auth links and the CSRF origin check are built from it.
    PUBLIC_URL: optionalNonEmpty.pipe(z.url().optional()),
    DATABASE_URL: optionalNonEmpty.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().min(1).default('./data'),
    // Connections the server keeps to PostgreSQL (decision 065; bench/README.md measures the default).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_DATABASE_POOL_SIZE),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Unset: pretty lines when stdout is a terminal, JSON otherwise (logger.ts).
    LOG_FORMAT: optionalNonEmpty.pipe(z.enum(['json', 'pretty']).optional()),
    AUTH_SECRET: optionalNonEmpty.pipe(z.string().min(32).optional()),
    REQUIRE_EMAIL_VERIFICATION: booleanFromString.default(true),
    // Mails to addresses whose account is not verified yet, for the whole instance in any hour:
    // strangers can sign anyone's address up, and each sign-up sends a mail (issue 49).
    UNVERIFIED_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    // Accounts waiting for their verification at once, for the whole instance (each is deleted
    // after 7 days unverified): past this, sign-ups pause.
    PENDING_ACCOUNTS_MAX: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
    TRUSTED_ORIGINS: z.string().default(''),
    SEED_DEMO: booleanFromString.default(true),
    ADMIN_EMAIL: optionalNonEmpty.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalNonEmpty.pipe(z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional()),
    SMTP_URL: optionalNonEmpty.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().min(3).default('Latihan Soal Matematika <no-reply@localhost>'),
    S3_BUCKET: optionalNonEmpty,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalNonEmpty.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalNonEmpty,
    S3_SECRET_ACCESS_KEY: optionalNonEmpty,
    S3_FORCE_PATH_STYLE: booleanFromString.default(false),
    S3_PUBLIC_URL: optionalNonEmpty.pipe(z.url().optional()),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_000_000),
    UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(10_000_000),
    TRUST_PROXY: booleanFromString.default(false),
    // Issue 34, e2e only: the server's clock is real time plus the milliseconds written in this
    // file (test-clock.ts). Refused in production.
    TEST_CLOCK_FILE: optionalNonEmpty,
    // Issue 36: how often the tryout jobs tick (queues final scoring of closed tryouts, runs queued
    // jobs; decision 058). An e2e server sets a few seconds.
    TRYOUT_JOB_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set',
      });
    }
    if (env.TEST_CLOCK_FILE && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_FILE'], message: 'TEST_CLOCK_FILE moves the clock for tests and is refused with NODE_ENV=production' });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'ADMIN_EMAIL is required with ADMIN_PASSWORD' });
    }
  });

export type Env = z.infer<typeof ZEnv>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = ZEnv.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

export function publicUrlOf(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
