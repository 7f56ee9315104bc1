import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { createAccountMailSender, createAuth, createUnverifiedAccountSweeper } from './accounts';
import type { DatabaseHandle } from './db/client';
import { publicUrlOf, type Env } from './env';
import { createKnownHosts } from './http/known-hosts';
import type { Clock } from './http/limiter-common';
import { createMailer } from './mail/mailer';
import { createProblemRenderer } from './markup/problem-rendering';
import { createStorage } from './storage/create-storage';
import { createStorageDeletionSweeper } from './storage/storage-deletions';

// Without AUTH_SECRET a random one is kept in DATA_DIR, so sessions survive restarts.
function authSecret(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createServices({
  env,
  database,
  logger,
  dataDir,
  interfaceAddresses,
  clock,
}: {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  dataDir: string;
  /** This machine's network interface addresses, read at start: without PUBLIC_URL the app answers at them. */
  interfaceAddresses: string[];
  /** Tests' and e2e's movable clock: mail limits and the hour a mailed link works read it. */
  clock?: Clock;
}) {
  const publicUrl = publicUrlOf(env);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db: database.db, logger });
  const extraOrigins = env.TRUSTED_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean);
  // With PUBLIC_URL set, only it and TRUSTED_ORIGINS may send writes. Without it the app answers at
  // its own addresses (localhost, a teacher's laptop on the school LAN, TRUSTED_ORIGINS), and a
  // same-origin request is accepted at each of them: see http/known-hosts.ts.
  const trustedOrigins = env.PUBLIC_URL ? [publicUrl, ...extraOrigins] : extraOrigins;
  const knownHosts = env.PUBLIC_URL ? undefined : createKnownHosts({ interfaceAddresses, trustedOrigins: extraOrigins });
  const secret = authSecret(env, dataDir);
  const accountMails = createAccountMailSender({ db: database.db, mailer, logger, unverifiedMailsPerHour: env.UNVERIFIED_MAILS_PER_HOUR, clock });
  const auth = createAuth({
    db: database.db,
    logger,
    accountMails,
    secret,
    publicUrl: env.PUBLIC_URL ? publicUrl : undefined,
    trustedOrigins,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
  });
  const storage = createStorage(env, dataDir);
  return {
    mailer,
    auth,
    // What the account routes need beyond better-auth (accounts/auth): mail, and the bounds on
    // accounts nobody verified yet.
    accounts: {
      mails: accountMails,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      pendingAccountsMax: env.PENDING_ACCOUNTS_MAX,
      publicUrl: env.PUBLIC_URL ? publicUrl : undefined,
      listenPort: env.PORT,
    },
    authSecret: secret,
    trustedOrigins,
    knownHosts,
    storage,
    problemRenderer: createProblemRenderer({ db: database.db, logger }),
    // Files left listed for deletion by a storage outage or a crash (storage/storage-deletions.ts).
    storageDeletionSweeper: createStorageDeletionSweeper({ db: database.db, storage, logger }),
    // Unverified accounts past their days (only while verification is required: otherwise an
    // unverified account is an account in use).
    unverifiedAccountSweeper: env.REQUIRE_EMAIL_VERIFICATION ? createUnverifiedAccountSweeper({ db: database.db, logger, clock }) : undefined,
  };
}
