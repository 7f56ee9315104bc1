import crypto from 'node:crypto';
import type { Database } from '../../db/client';
import { createBackoffLimiter, type BackoffRule } from '../../http/backoff-limiter';
import { keyOf, storedInstant, storeInstant, type Clock, type RateDecision } from '../../http/limiter-common';

const MINUTE = 60 * 1000;

// Guests are graded but nothing is saved, so without a limit a script tries every mcma subset or
// mck combination in a second and then scores full XP as a learner. Per client address and
// problem, each *new* answer counts: 8 at once, then waits of 2 s, 4 s, 8 s ... at most a minute.
// Enumerating a 5-option mcma then takes minutes (half of its 31 subsets: about 4 minutes), while
// a guest who tries a few answers, or a class behind one NAT sending the same few answers again,
// never waits. Signed-in learners are not throttled: their attempts are recorded and cost XP.
export const GUEST_CHECK_BACKOFF: BackoffRule = { freeAttempts: 8, baseDelayMs: 2000, maxDelayMs: MINUTE, forgetAfterMs: 30 * MINUTE };
// How long a graded answer stays free to send again from that address.
const REPEAT_IS_FREE_FOR_MS = 30 * MINUTE;

// The same answer sent again (choices in another order, keys in another order) gives the same print.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    return items.every((item) => typeof item === 'string') ? [...(items as string[])].sort() : items;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

function answerPrint(answer: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(canonical(answer)) ?? '').digest('base64url').slice(0, 22);
}

export function createGuestCheckThrottle(db: Database, clock: Clock) {
  const newAnswers = createBackoffLimiter(db, 'guest-check', GUEST_CHECK_BACKOFF, clock);
  return {
    async admit({ address, problemId, answer }: { address: string; problemId: string; answer: unknown }): Promise<RateDecision> {
      const subject = `${address}|${problemId}`;
      const seenKey = keyOf('guest-check-seen', `${subject}|${answerPrint(answer)}`);
      const now = clock().getTime();
      const seenAt = await storedInstant(db, seenKey);
      if (seenAt !== null && now - seenAt < REPEAT_IS_FREE_FOR_MS) return { allowed: true, retryAfterSeconds: 0 };
      const decision = await newAnswers.consume(subject);
      if (decision.allowed) await storeInstant(db, seenKey, now);
      return decision;
    },
  };
}

export type GuestCheckThrottle = ReturnType<typeof createGuestCheckThrottle>;
