import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { UNVERIFIED_ACCOUNT_DAYS } from '../../../core/auth-pages';
import type { Database } from '../../db/client';
import type { Writer } from '../../db/unique-code';
import { systemClock, type Clock } from '../../http/limiter-common';
import { createPeriodicTask } from '../../periodic-task';
import { deleteExpiredAccountLinks } from './account-links';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

// Anyone can sign any address up; an account nobody verified within the days allowed goes, with
// its links, and the address can be signed up afresh. An account that was used (a session, XP:
// made while REQUIRE_EMAIL_VERIFICATION was off) is kept: an admin can verify it by hand.
export async function deleteUnverifiedAccounts({ db, now, email }: { db: Writer; now: Date; email?: string }): Promise<number> {
  const createdBefore = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * DAY_MS);
  const gone = await db.execute<{ id: string }>(sql`
    with gone as (
      delete from users u
      where u.email_verified = false and u.created_at < ${createdBefore.toISOString()} and u.xp_total = 0
        and not exists (select 1 from sessions s where s.user_id = u.id)
        ${email === undefined ? sql`` : sql`and u.email = ${email.toLowerCase()}`}
      returning u.id
    ), links as (
      delete from verifications v using gone where v.value = gone.id and v.identifier like 'account-link:%'
    )
    select id from gone`);
  return gone.length;
}

/** Accounts waiting for their address to be verified, all of them: bounded by PENDING_ACCOUNTS_MAX. */
export async function countPendingAccounts(db: Writer): Promise<number> {
  const [row] = await db.execute<{ pending: number }>(sql`select count(*)::int as pending from users where email_verified = false`);
  return row?.pending ?? 0;
}

/** Hourly, in the background: unverified accounts past their days, and links past their hour. */
export function createUnverifiedAccountSweeper({ db, logger, clock = systemClock }: { db: Database; logger: Logger; clock?: Clock }) {
  return createPeriodicTask({
    task: async () => {
      const deleted = await deleteUnverifiedAccounts({ db, now: clock() });
      await deleteExpiredAccountLinks({ db, now: clock() });
      if (deleted > 0) logger.info({ deleted }, `deleted ${deleted} account(s) left unverified for ${UNVERIFIED_ACCOUNT_DAYS} days`);
    },
    intervalMs: SWEEP_INTERVAL_MS,
    logger,
    failure: 'deleting unverified accounts failed; trying again later',
  });
}
