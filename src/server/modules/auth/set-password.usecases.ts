import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { takeSetPasswordToken } from '../../auth/set-password-token';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import { accounts, sessions, users } from '../../db/schema';
import { createError } from '../../http/app-error';

const CREDENTIAL_PROVIDER = 'credential';

const linkErrors = {
  expired: () => createError({ code: 'auth.token_expired', status: 400, message: 'The link has expired' }),
  unknown: () => createError({ code: 'auth.invalid_token', status: 400, message: 'The link is not valid or was already used' }),
};

// The link from "you already have an unverified account": whoever completes it owns the address,
// so the password someone else may have chosen at sign-up is replaced, the address is verified and
// every session of the account ends (the session lookup drops held ones once this has committed).
export async function setPasswordFromLink(
  { db, changes }: { db: Database; changes: Changes },
  { token, newPassword }: { token: string; newPassword: string },
): Promise<void> {
  // Hashed before the transaction: scrypt takes tens of milliseconds, no lock is held meanwhile.
  const passwordHash = await hashPassword(newPassword);
  const outcome = await db.transaction(async (tx) => {
    const taken = await takeSetPasswordToken({ db: tx, token });
    if (taken.kind !== 'valid') return taken.kind;
    const now = new Date();
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
