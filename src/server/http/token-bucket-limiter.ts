import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Writer } from '../db/unique-code';
import { keyOf, pruneSometimes, retryAfterSeconds, storedInstant, systemClock, type Clock, type RateDecision } from './limiter-common';

/** A burst of `max`, refilled evenly over `windowMs`: a steady rate below max per window is never refused. */
export type TokenBucketRule = { max: number; windowMs: number };

export type TakeOptions = {
  /** A transaction the caller holds, whose connection the limiter then uses too (one held while
   * waiting on the pool for another deadlocks under load, decision 065); the pool otherwise. */
  on?: Writer;
  /** Tokens this request may not take: it is admitted only if that many are left after it. */
  reserve?: number;
};

// GCRA, a token bucket kept as one number per key in rate_limits (shared by every app instance):
// last_request holds the moment the bucket will be full again. A request is admitted when the
// bucket, with this request's token taken, still holds no more than a window's worth:
// max(full_at, now) + interval - now <= window. Holding `reserve` tokens back is the same test
// against a window that many intervals shorter. The UPSERT decides and records in one
// statement under the row's lock; a refused request changes nothing and, through the WHERE,
// returns no row. count is the number of requests since the bucket was last full. The id is
// random: were it the key, two first requests for a new key would collide on the primary key,
// which ON CONFLICT (key) does not arbitrate, and one would fail.
export function createTokenBucketLimiter(db: Database, prefix: string, { max, windowMs }: TokenBucketRule, clock: Clock = systemClock) {
  // Rounded down, so a rule never admits fewer than max in a burst.
  const interval = Math.max(1, Math.floor(windowMs / max));
  const windowLeaving = (reserve: number) => windowMs - reserve * interval;
  const waitMs = (fullAt: number, now: number, reserve: number) => Math.max(fullAt, now) + interval - windowLeaving(reserve) - now;
  return {
    async consume(subject: string, { on = db, reserve = 0 }: TakeOptions = {}): Promise<RateDecision> {
      const key = keyOf(prefix, subject);
      const now = clock().getTime();
      const admitted = await on.execute(sql`
        insert into rate_limits (id, key, count, last_request) values (gen_random_uuid()::text, ${key}, 1, ${now + interval})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${now} then 1 else rate_limits.count + 1 end,
          last_request = greatest(rate_limits.last_request, ${now}) + ${interval}
        where greatest(rate_limits.last_request, ${now}) + ${interval} - ${now} <= ${windowLeaving(reserve)}
        returning 1`);
      await pruneSometimes(on, now);
      if (admitted.length > 0) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(waitMs((await storedInstant(on, key)) ?? now, now, reserve)) };
    },
    /** How long until consume() with the same reserve would admit, 0 if now; takes nothing. */
    async secondsUntilAdmitted(subject: string, { reserve = 0 }: Pick<TakeOptions, 'reserve'> = {}): Promise<number> {
      const now = clock().getTime();
      const wait = waitMs((await storedInstant(db, keyOf(prefix, subject))) ?? now, now, reserve);
      return wait > 0 ? retryAfterSeconds(wait) : 0;
    },
    /** Puts back the token an admitted request took, for a request that turned out not to count. */
    async giveBack(subject: string): Promise<void> {
      await db.execute(sql`
        update rate_limits set last_request = last_request - ${interval}, count = greatest(count - 1, 0)
        where key = ${keyOf(prefix, subject)}`);
    },
  };
}

export type TokenBucketLimiter = ReturnType<typeof createTokenBucketLimiter>;
