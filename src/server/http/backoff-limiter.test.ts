import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createBackoffLimiter } from './backoff-limiter';

let database: TestDatabase;
let now = Date.parse('2026-11-02T07:00:00Z');
const clock = () => new Date(now);
const rule = { freeAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('backoff limiter', () => {
  it('lets the free attempts through, then doubles the wait up to its cap', async () => {
    const limiter = createBackoffLimiter(database.db, 'doubling', rule, clock);
    for (let i = 0; i < 2; i += 1) expect((await limiter.consume('k')).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      expect((await limiter.consume('k')).allowed).toBe(true);
      const refused = await limiter.consume('k');
      expect(refused.allowed).toBe(false);
      waits.push(refused.retryAfterSeconds);
      now += refused.retryAfterSeconds * 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
  });

  it('says how many attempts it remembers before this one and when the next may come', async () => {
    const limiter = createBackoffLimiter(database.db, 'counting', rule, clock);
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await limiter.consume('k'));
    expect(decisions.map(({ earlierAttempts, nextAllowedInMs }) => [earlierAttempts, nextAllowedInMs])).toEqual([[0, 0], [1, 0], [2, 1_000], [3, 1_000]]);
  });

  it('forgets a key left alone long enough, and at once on reset', async () => {
    const limiter = createBackoffLimiter(database.db, 'forget', rule, clock);
    for (let i = 0; i < 3; i += 1) await limiter.consume('k');
    expect((await limiter.consume('k')).allowed).toBe(false);
    now += 1_000 + rule.forgetAfterMs + 1;
    for (let i = 0; i < 3; i += 1) expect((await limiter.consume('k')).allowed).toBe(true);
    await limiter.reset('k');
    for (let i = 0; i < 3; i += 1) expect((await limiter.consume('k')).allowed).toBe(true);
  });

  it('lets only the free attempts through when many arrive together at a new key, and none fails', async () => {
    const limiter = createBackoffLimiter(database.db, 'parallel', rule, clock);
    for (let key = 0; key < 50; key += 1) {
      const decisions = await Promise.all(Array.from({ length: 10 }, () => limiter.consume(`k${key}`)));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(rule.freeAttempts);
    }
  });
});
