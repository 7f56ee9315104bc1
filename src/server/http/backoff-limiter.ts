import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { forgetKey, keyOf, pruneSometimes, retryAfterSeconds, systemClock, type Clock, type RateDecision } from './limiter-common';

/**
 * The first `freeAttempts` go through at once; after attempt n (n >= freeAttempts) the next one
 * waits baseDelayMs * 2^(n - freeAttempts), at most maxDelayMs. A key quiet for forgetAfterMs
 * past its wait starts again; reset() forgets it at once (after a success).
 */
export type BackoffRule = { freeAttempts: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

/** earlierAttempts: the attempts before this one the key still remembers; nextAllowedInMs: when the next may come. */
export type BackoffDecision = RateDecision & { earlierAttempts: number; nextAllowedInMs: number };

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
  type Row = { count: number; last_request: string };
  return {
    async consume(subject: string): Promise<BackoffDecision> {
      const key = keyOf(prefix, subject);
      const now = clock().getTime();
      const isForgotten = sql`rate_limits.last_request + ${forgetAfterMs} < ${now}`;
      const [admitted] = await db.execute<Row>(sql`
        insert into rate_limits (id, key, count, last_request) values (gen_random_uuid()::text, ${key}, 1, ${now + firstDelay})
        on conflict (key) do update set
          count = case when ${isForgotten} then 1 else rate_limits.count + 1 end,
          last_request = ${now} + case when ${isForgotten} then ${firstDelay} else ${delayAfter(sql`(rate_limits.count + 1)`)} end
        where rate_limits.last_request <= ${now}
        returning count, last_request`);
      await pruneSometimes(db, now);
      if (admitted) return { allowed: true, retryAfterSeconds: 0, earlierAttempts: admitted.count - 1, nextAllowedInMs: Number(admitted.last_request) - now };
      const [stored] = await db.execute<Row>(sql`select count, last_request from rate_limits where key = ${key}`);
      const nextAllowedInMs = stored ? Number(stored.last_request) - now : 0;
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(nextAllowedInMs), earlierAttempts: stored?.count ?? 0, nextAllowedInMs };
    },
    async reset(subject: string): Promise<void> {
      await forgetKey(db, keyOf(prefix, subject));
    },
  };
}

export type BackoffLimiter = ReturnType<typeof createBackoffLimiter>;
