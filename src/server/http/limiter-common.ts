import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import type { Writer } from '../db/unique-code';
import { createError } from './app-error';

/** What a limiter answers for one request. */
export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const DAY_MS = 24 * 60 * 60 * 1000;
// Every limiter forgets a key within a day of its last use (windows, backoffs and "seen" marks
// are all shorter), so older rows mean nothing and are dropped now and then.
const PRUNE_ONE_IN = 500;

export function keyOf(prefix: string, subject: string): string {
  return `${prefix}|${subject}`;
}

export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** The stored number of a key (rate_limits.last_request), or null when it has none. */
export async function storedInstant(db: Writer, key: string): Promise<number | null> {
  const [row] = await db.execute<{ last_request: string }>(sql`select last_request from rate_limits where key = ${key}`);
  return row ? Number(row.last_request) : null;
}

export async function storeInstant(db: Database, key: string, instantMs: number): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (gen_random_uuid()::text, ${key}, 1, ${instantMs})
    on conflict (key) do update set count = rate_limits.count + 1, last_request = excluded.last_request`);
}

export async function forgetKey(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export async function pruneSometimes(db: Writer, nowMs: number, random: () => number = Math.random): Promise<void> {
  if (random() * PRUNE_ONE_IN >= 1) return;
  await db.execute(sql`delete from rate_limits where last_request < ${nowMs - DAY_MS}`);
}

/** Answers 429 in the one error shape, with Retry-After in the header and in details. */
export function refuseRateLimited(c: Context, { retryAfterSeconds }: RateDecision, message: string, code = 'request.rate_limited'): never {
  c.header('Retry-After', String(retryAfterSeconds));
  throw createError({ code, status: 429, message, details: { retryAfterSeconds } });
}
