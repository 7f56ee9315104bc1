import { hashPassword } from '../../passwords';
import { and, eq } from 'drizzle-orm';
import type { AccountMailSender } from './account-mail-sender';
import { peekAccountLink, takeAccountLink, type AccountLinkState } from './account-links';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import { accounts, sessions, users } from '../../db/schema';
import { createError } from '../../http/app-error';

const CREDENTIAL_PROVIDER = 'credential';

const linkErrors = {
  expired: () => createError({ code: 'auth.token_expired', status: 400, message: 'The link has expired' }),
  unknown: () => createError({ code: 'auth.invalid_token', status: 400, message: 'The link is not valid or was already used' }),
};

// What a mail and a link need of the account: where to write and whether it is verified.
const accountUserColumns = { id: users.id, email: users.email, emailVerified: users.emailVerified };

async function userOf(db: Database, userId: string) {
  const [user] = await db.select(accountUserColumns).from(users).where(eq(users.id, userId));
  return user;
}

/** What the set-password page shows before its form: whether the link still works, and for which address. */
export async function describeAccountLink({ db, now }: { db: Database; now: Date }, token: string) {
  const state = await peekAccountLink({ db, token, now });
  if (state.kind !== 'valid') return { state: state.kind };
  const user = await userOf(db, state.userId);
  return user ? { state: state.kind, email: user.email } : { state: 'unknown' as const };
}

export type VerificationOutcome = 'verified' | 'choose-password' | 'expired' | 'unknown';

/**
 * A verification link keeps the password typed at sign-up only in the browser that signed up
 * (`isSignUpBrowser`); anywhere else its holder proves the mailbox but not that they chose that
 * password, so they choose one (the link is then used on the set-password page).
 */
export async function openVerificationLink(
  { db, now }: { db: Database; now: Date },
  { token, isSignUpBrowser }: { token: string; isSignUpBrowser: (userId: string) => boolean },
): Promise<VerificationOutcome> {
  const peeked = await peekAccountLink({ db, token, now });
  if (peeked.kind !== 'valid') return peeked.kind;
  const user = await userOf(db, peeked.userId);
  if (!user) return 'unknown';
  if (user.emailVerified || !isSignUpBrowser(user.id)) return 'choose-password';
  return db.transaction(async (tx) => {
    const taken: AccountLinkState = await takeAccountLink({ db: tx, token, now });
    if (taken.kind !== 'valid') return taken.kind;
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, taken.userId));
    return 'verified';
  });
}

// Whoever completes a mailed link owns the address: the password someone else may have chosen
// is replaced, the address is verified and every session of the account ends (the session
// lookup drops held ones once this has committed).
export async function setPasswordFromLink(
  { db, changes, now }: { db: Database; changes: Changes; now: Date },
  { token, newPassword }: { token: string; newPassword: string },
): Promise<void> {
  // Hashed before the transaction: scrypt takes tens of milliseconds, no lock is held meanwhile.
  const passwordHash = await hashPassword(newPassword);
  const outcome = await db.transaction(async (tx) => {
    const taken = await takeAccountLink({ db: tx, token, now });
    if (taken.kind !== 'valid') return taken.kind;
    await tx
      .update(accounts)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(accounts.userId, taken.userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)));
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, taken.userId));
    await tx.delete(sessions).where(eq(sessions.userId, taken.userId));
    return { userId: taken.userId };
  });
  if (typeof outcome === 'string') throw linkErrors[outcome]();
  changes.sessionChanged(outcome.userId);
}

/** 'Lupa password?': a mail with a set-password link to an address that has an account; nothing otherwise. */
export async function requestPasswordReset({ db, mails }: { db: Database; mails: AccountMailSender }, { email, origin }: { email: string; origin: string }) {
  const [user] = await db.select(accountUserColumns).from(users).where(eq(users.email, email.toLowerCase()));
  if (user) await mails.send({ kind: 'password-reset', user, origin });
}

/** Ends every session of the user, on every device (the caller ends this browser's cookie). */
export async function signOutEverywhere({ db, changes }: { db: Database; changes: Changes }, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  changes.sessionChanged(userId);
}
