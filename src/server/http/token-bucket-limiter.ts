import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type FixedWindow = { max: number; windowMs: number };

// Fixed-window counter per key, stored beside better-auth's per-IP counters in rate_limits so it
// holds across app instances. last_request holds the start of the current window here.
export function createFixedWindowLimiter(db: Database, prefix: string, { max, windowMs }: FixedWindow) {
  const keyOf = (subject: string) => `${prefix}|${subject}`;
  return {
    async consume(subject: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const key = keyOf(subject);
      const now = Date.now();
      const rows = await db.execute<{ count: number; last_request: string }>(sql`
        insert into rate_limits (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${now - windowMs} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now} else rate_limits.last_request end
        returning count, last_request`);
      const row = rows[0]!;
      const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.last_request) + windowMs - now) / 1000));
      return { allowed: row.count <= max, retryAfterSeconds };
    },
    async reset(subject: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${keyOf(subject)}`);
    },
  };
}

export type FixedWindowLimiter = ReturnType<typeof createFixedWindowLimiter>;
