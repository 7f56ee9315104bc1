import type { Logger } from 'pino';
import { isPlaceholderEmail } from '../../../core/pupil-login';
import type { Database } from '../../db/client';
import { systemClock, type Clock } from '../../http/limiter-common';
import { createTokenBucketLimiter } from '../../http/token-bucket-limiter';
import type { Mailer } from '../../mail/mailer';
import { createAccountLink, createEmailLink } from './account-links';
import { accountMail, addEmailMail, type AccountMailKind } from './account-mails';

const HOUR_MS = 60 * 60 * 1000;
// All mails about one account's address together, whoever asks: 3 at once, then one every 20
// minutes. Each carries a link that lets the mailbox's owner set the password, valid for an hour,
// so when a mail is refused one went out within the last 20 minutes whose link still works: a
// stranger who asks for mail to someone's address only fills their inbox with ways in for them.
export const ACCOUNT_MAILS_PER_RECIPIENT = { max: 3, windowMs: HOUR_MS };
const BOUND_LOG_INTERVAL_MS = 60 * 1000;

export type AccountMailUser = { id: string; email: string; emailVerified: boolean };

export function createAccountMailSender({
  db,
  mailer,
  logger,
  unverifiedMailsPerHour,
  clock = systemClock,
}: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  unverifiedMailsPerHour: number;
  clock?: Clock;
}) {
  const perRecipient = createTokenBucketLimiter(db, 'account-mail-recipient', ACCOUNT_MAILS_PER_RECIPIENT, clock);
  const toUnverified = createTokenBucketLimiter(db, 'unverified-account-mails', { max: unverifiedMailsPerHour, windowMs: HOUR_MS }, clock);
  let boundLoggedAt = -Infinity;

  /** Sends the mail with a fresh link, unless a bound refuses it; the caller answers the same either way. */
  async function send({ kind, user, origin, joinCode = null }: { kind: AccountMailKind; user: AccountMailUser; origin: string; joinCode?: string | null }): Promise<boolean> {
    // A pupil's placeholder address (decision 082) reaches no mailbox: nothing is sent, no link made.
    if (isPlaceholderEmail(user.email)) return false;
    if (!(await perRecipient.consume(user.email.toLowerCase())).allowed) return false;
    if (!user.emailVerified && !(await toUnverified.consume('instance')).allowed) {
      const now = clock().getTime();
      if (now - boundLoggedAt >= BOUND_LOG_INTERVAL_MS) {
        boundLoggedAt = now;
        logger.warn({ unverifiedMailsPerHour }, 'mail to unverified accounts refused: UNVERIFIED_MAILS_PER_HOUR reached (many sign-ups, or someone signing up strangers)');
      }
      return false;
    }
    const token = await createAccountLink({ db, userId: user.id, now: clock() });
    await mailer.send(accountMail({ kind, to: user.email, origin, token, isVerified: user.emailVerified, joinCode }));
    return true;
  }

  /** The confirmation of an address a pupil adds (decision 082), within the same bound per recipient. */
  async function sendAddEmail({ userId, loginName, email, origin }: { userId: string; loginName: string; email: string; origin: string }): Promise<boolean> {
    if (!(await perRecipient.consume(email.toLowerCase())).allowed) return false;
    const token = await createEmailLink({ db, userId, email, now: clock() });
    await mailer.send(addEmailMail({ to: email, origin, token, loginName }));
    return true;
  }

  return { send, sendAddEmail };
}

export type AccountMailSender = ReturnType<typeof createAccountMailSender>;
