import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import { z } from 'zod';
import { ACCOUNT_LINK_VALID_HOURS } from '../../../core/auth-pages';
import { verifications } from '../../db/schema';
import type { Writer } from '../../db/unique-code';

// Every mail this app sends about an account carries one of these links: the verification mail,
// "your account already exists" and "set a new password". Opening one proves the mailbox works,
// so it lets its holder choose the account's password (and verifies the address). A link works
// once, for an hour; using one ends every other link of the account. Only a SHA-256 hash of the
// token is stored, so a copy of the database holds no working link, and a link copied into the
// log or the outbox stops working once used or expired.
export const ACCOUNT_LINK_TTL_MS = ACCOUNT_LINK_VALID_HOURS * 60 * 60 * 1000;
const IDENTIFIER_PREFIX = 'account-link:';

const identifierOf = (token: string, prefix = IDENTIFIER_PREFIX) => `${prefix}${createHash('sha256').update(token).digest('hex')}`;

// What a link's address bar checks: a token of ours is 43 characters; anything much longer is not one.
export const ZAccountLinkToken = z.string().min(1).max(200);

/** A fresh link's token; only its hash is stored, under `prefix`, with `value`. */
async function insertLink({ db, prefix, value, now }: { db: Writer; prefix: string; value: string; now: Date }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(verifications).values({
    id: randomBytes(16).toString('hex'),
    identifier: identifierOf(token, prefix),
    value,
    expiresAt: new Date(now.getTime() + ACCOUNT_LINK_TTL_MS),
  });
  return token;
}

export async function createAccountLink({ db, userId, now = new Date() }: { db: Writer; userId: string; now?: Date }): Promise<string> {
  return insertLink({ db, prefix: IDENTIFIER_PREFIX, value: userId, now });
}

export type AccountLinkState = { kind: 'valid'; userId: string } | { kind: 'expired' } | { kind: 'unknown' };

const stateOf = (row: { userId: string; expiresAt: Date } | undefined, now: Date): AccountLinkState => {
  if (!row) return { kind: 'unknown' };
  return row.expiresAt <= now ? { kind: 'expired' } : { kind: 'valid', userId: row.userId };
};

/** What a link would do, without using it (the set-password page asks before showing its form). */
export async function peekAccountLink({ db, token, now = new Date() }: { db: Writer; token: string; now?: Date }): Promise<AccountLinkState> {
  const [row] = await db
    .select({ userId: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifierOf(token)));
  return stateOf(row, now);
}

/** Uses the link: deletes it and every other link of its account, in the caller's transaction. */
export async function takeAccountLink({ db, token, now = new Date() }: { db: Writer; token: string; now?: Date }): Promise<AccountLinkState> {
  const [row] = await db
    .delete(verifications)
    .where(eq(verifications.identifier, identifierOf(token)))
    .returning({ userId: verifications.value, expiresAt: verifications.expiresAt });
  const state = stateOf(row, now);
  if (state.kind === 'valid') await deleteAccountLinks({ db, userId: state.userId });
  return state;
}

export async function deleteAccountLinks({ db, userId }: { db: Writer; userId: string }): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, `${IDENTIFIER_PREFIX}%`)));
}

/** Links past their hour do nothing; the sweep of unverified accounts takes them away too. */
export async function deleteExpiredAccountLinks({ db, now = new Date() }: { db: Writer; now?: Date }): Promise<void> {
  await db.delete(verifications).where(and(like(verifications.identifier, `${IDENTIFIER_PREFIX}%`), lt(verifications.expiresAt, now)));
}

// A pupil adding an email to an account their teacher made (decision 082): the link carries the
// address to add, and only opening it (proving the mailbox) writes it. Same hour, same one use.
const EMAIL_IDENTIFIER_PREFIX = 'email-link:';

export async function createEmailLink({ db, userId, email, now = new Date() }: { db: Writer; userId: string; email: string; now?: Date }): Promise<string> {
  await db.delete(verifications).where(and(like(verifications.identifier, `${EMAIL_IDENTIFIER_PREFIX}%`), like(verifications.value, `${userId} %`)));
  return insertLink({ db, prefix: EMAIL_IDENTIFIER_PREFIX, value: `${userId} ${email}`, now });
}

export type EmailLinkState = { kind: 'valid'; userId: string; email: string } | { kind: 'expired' } | { kind: 'unknown' };

/** Uses the link (deletes it, in the caller's transaction): whose it is and the address it adds. */
export async function takeEmailLink({ db, token, now = new Date() }: { db: Writer; token: string; now?: Date }): Promise<EmailLinkState> {
  const [row] = await db
    .delete(verifications)
    .where(eq(verifications.identifier, identifierOf(token, EMAIL_IDENTIFIER_PREFIX)))
    .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
  if (!row) return { kind: 'unknown' };
  if (row.expiresAt <= now) return { kind: 'expired' };
  const [userId = '', email = ''] = row.value.split(' ');
  return { kind: 'valid', userId, email };
}
