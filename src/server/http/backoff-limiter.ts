import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { forgetKey, keyOf, pruneSometimes, retryAfterSeconds, storedInstant, systemClock, type Clock, type RateDecision } from './limiter-common';

/**
 * The first `freeAttempts` go through at once; after attempt n (n >= freeAttempts) the next one
 * waits baseDelayMs * 2^(n - freeAttempts), at most maxDelayMs. A key quiet for forgetAfterMs
 * past its wait starts again; reset() forgets it at once (after a success).
 */
export type BackoffRule = { freeAttempts: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

// Exponential backoff per key in rate_limits: count is the number of admitted attempts and
// last_request the moment the next one is allowed. One UPSERT decides and records under the
// row's lock, so parallel attempts cannot slip through together; a refused attempt changes
// nothing and, through the WHERE, returns no row.
export function createBackoffLimiter(db: Database, prefix: string, rule: BackoffRule, clock: Clock = systemClock) {
  const { freeAttempts, baseDelayMs, maxDelayMs, forgetAfterMs } = rule;
  const delayAfter = (attempt: SQL) =>
    sql`(case when ${attempt} < ${freeAttempts} then 0
      else least(${baseDelayMs} * power(2::float8, least(${attempt} - ${freeAttempts}, 40)), ${maxDelayMs}) end)::bigint`;
  const firstDelay = 1 < freeAttempts ? 0 : Math.min(baseDelayMs * 2 ** (1 - freeAttempts), maxDelayMs);
  return {
    async consume(subject: string): Promise<RateDecision> {
      const key = keyOf(prefix, subject);
      const now = clock().getTime();
      const isForgotten = sql`rate_limits.last_request + ${forgetAfterMs} < ${now}`;
      const admitted = await db.execute(sql`
        insert into rate_limits (id, key, count, last_request) values (gen_random_uuid()::text, ${key}, 1, ${now + firstDelay})
        on conflict (key) do update set
          count = case when ${isForgotten} then 1 else rate_limits.count + 1 end,
          last_request = ${now} + case when ${isForgotten} then ${firstDelay} else ${delayAfter(sql`(rate_limits.count + 1)`)} end
        where rate_limits.last_request <= ${now}
        returning 1`);
      await pruneSometimes(db, now);
      if (admitted.length > 0) return { allowed: true, retryAfterSeconds: 0 };
      const nextAllowedAt = (await storedInstant(db, key)) ?? now;
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(nextAllowedAt - now) };
    },
    async reset(subject: string): Promise<void> {
      await forgetKey(db, keyOf(prefix, subject));
    },
  };
}

export type BackoffLimiter = ReturnType<typeof createBackoffLimiter>;
