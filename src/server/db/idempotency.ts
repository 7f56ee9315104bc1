import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from './schema';
import type { Database } from './client';
import type { Writer } from './unique-code';

export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;
// Expired keys of anyone removed by each claim, a bounded batch, skipping rows another claim holds.
const SWEEP_BATCH = 100;

export type StoredResponse<T> = { status: number; body: T };
export type IdempotencyClaim = { userId: string; key: string; endpoint: string; requestHash: string };
export type ClaimOutcome<T> = { kind: 'done'; response: StoredResponse<T> } | { kind: 'reused' };

/**
 * Runs `create` once per (user, key). The key is claimed first in the transaction that `create`
 * writes in, and the response is stored there too: a repeat that arrives while the first still
 * runs waits on the primary key, then reads the committed response. If the first failed, its
 * claim was rolled back and the repeat runs `create` itself. A key met with another endpoint or
 * body is `reused`, which the caller refuses.
 */
export async function runOnce<T>(
  db: Database,
  claim: IdempotencyClaim,
  create: (tx: Writer) => Promise<StoredResponse<T>>,
): Promise<ClaimOutcome<T>> {
  return db.transaction(async (tx) => {
    const expired = sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_LIFETIME_HOURS})`;
    await tx.execute(sql`
      delete from ${idempotencyKeys} where (${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (
        select ${idempotencyKeys.userId}, ${idempotencyKeys.key} from ${idempotencyKeys}
        where ${expired} limit ${SWEEP_BATCH} for update skip locked)`);
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key: claim.key, endpoint: claim.endpoint, requestHash: claim.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [earlier] = await tx
        .select({ endpoint: idempotencyKeys.endpoint, requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
      if (!earlier || earlier.endpoint !== claim.endpoint || earlier.requestHash !== claim.requestHash || earlier.status === null) {
        return { kind: 'reused' } as const;
      }
      return { kind: 'done', response: { status: earlier.status, body: earlier.response as T } } as const;
    }
    const response = await create(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: response.status, response: response.body as object })
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    return { kind: 'done', response } as const;
  });
}
