import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS, IDEMPOTENCY_KEYS_STORED_PER_USER } from '../../core/idempotency';
import { idempotencyKeys } from './schema';
import type { Database } from './client';
import type { Writer } from './unique-code';

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
    const thisKey = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    const [live] = await tx.execute<{ count: number }>(sql`
      select count(*)::int as count from (select 1 from ${idempotencyKeys}
        where ${idempotencyKeys.userId} = ${claim.userId} and not (${expired}) limit ${IDEMPOTENCY_KEYS_STORED_PER_USER + 1}) as kept`);
    const response = await create(tx);
    // Past the user's cap (core/idempotency.ts) the request is still done, only its key is not kept:
    // refusing it (429) would drop a learner's report or photo the moment a buggy client or a script
    // on their account had used up the day, while the write itself is bounded by the endpoint's own
    // limits. What is lost is only that a repeat of this one request would run again. Requests
    // running at once do not see each other's claims, so the bound may be passed by as many.
    if (live!.count > IDEMPOTENCY_KEYS_STORED_PER_USER) {
      await tx.delete(idempotencyKeys).where(thisKey);
      return { kind: 'done', response } as const;
    }
    await tx.update(idempotencyKeys).set({ status: response.status, response: response.body as object }).where(thisKey);
    return { kind: 'done', response } as const;
  });
}
