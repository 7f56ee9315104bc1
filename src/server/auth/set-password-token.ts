import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { verifications } from '../db/schema';
import type { Writer } from '../db/unique-code';

// A set-password link works once, for an hour. Its token is kept in better-auth's verifications
// table only as a SHA-256 hash, so a copy of the database holds no working link.
export const SET_PASSWORD_LINK_TTL_MS = 60 * 60 * 1000;
const IDENTIFIER_PREFIX = 'set-password:';

const identifierOf = (token: string) => `${IDENTIFIER_PREFIX}${createHash('sha256').update(token).digest('hex')}`;

export async function createSetPasswordToken({ db, userId, now = new Date() }: { db: Writer; userId: string; now?: Date }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(verifications).values({
    id: randomBytes(16).toString('hex'),
    identifier: identifierOf(token),
    value: userId,
    expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_TTL_MS),
  });
  return token;
}

export type TakenSetPasswordToken = { kind: 'valid'; userId: string } | { kind: 'expired' } | { kind: 'unknown' };

/** Deletes the token (a link is used once) and every other set-password link of its user. */
export async function takeSetPasswordToken({ db, token, now = new Date() }: { db: Writer; token: string; now?: Date }): Promise<TakenSetPasswordToken> {
  const [row] = await db
    .delete(verifications)
    .where(eq(verifications.identifier, identifierOf(token)))
    .returning({ userId: verifications.value, expiresAt: verifications.expiresAt });
  if (!row) return { kind: 'unknown' };
  if (row.expiresAt <= now) return { kind: 'expired' };
  await db.delete(verifications).where(and(eq(verifications.value, row.userId), like(verifications.identifier, `${IDENTIFIER_PREFIX}%`)));
  return { kind: 'valid', userId: row.userId };
}
