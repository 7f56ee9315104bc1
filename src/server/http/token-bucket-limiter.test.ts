import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createTokenBucketLimiter } from './token-bucket-limiter';

let database: TestDatabase;
let now = Date.parse('2026-11-02T07:00:00Z');
const clock = () => new Date(now);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('token bucket limiter', () => {
  it('admits a burst of max, then one more each time a token refills, and says how long to wait', async () => {
    const limiter = createTokenBucketLimiter(database.db, 'burst', { max: 5, windowMs: 60_000 }, clock);
    const burst = await Promise.all(Array.from({ length: 5 }, () => limiter.consume('a')));
    expect(burst.every((decision) => decision.allowed)).toBe(true);
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 12 });
    now += 12_000;
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(false);
    expect((await limiter.consume('b')).allowed).toBe(true);
  });

  it('never refuses a steady rate below the limit, however long it lasts', async () => {
    const limiter = createTokenBucketLimiter(database.db, 'steady', { max: 120, windowMs: 60_000 }, clock);
    let refused = 0;
    // 100 a minute for 5 minutes
    for (let i = 0; i < 500; i += 1) {
      if (!(await limiter.consume('nat')).allowed) refused += 1;
      now += 600;
    }
    expect(refused).toBe(0);
  });

  it('admits exactly max of many parallel requests, counted across two app instances', async () => {
    const second = createDatabase(database.url, { maxConnections: 5 });
    try {
      const rule = { max: 10, windowMs: 60_000 };
      const one = createTokenBucketLimiter(database.db, 'shared', rule, clock);
      const two = createTokenBucketLimiter(second.db, 'shared', rule, clock);
      const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).consume('x')));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    } finally {
      await second.close();
    }
  });

  it('counts every one of many first requests for new keys arriving together, and none fails', async () => {
    const limiter = createTokenBucketLimiter(database.db, 'new-keys', { max: 100, windowMs: 60_000 }, clock);
    for (let key = 0; key < 50; key += 1) {
      const decisions = await Promise.all(Array.from({ length: 10 }, () => limiter.consume(`k${key}`)));
      expect(decisions.every((decision) => decision.allowed)).toBe(true);
    }
  });

  it('a token given back can be taken again, and only as many as were taken', async () => {
    const limiter = createTokenBucketLimiter(database.db, 'give-back', { max: 1, windowMs: 3_600_000 }, clock);
    expect((await limiter.consume('u')).allowed).toBe(true);
    expect(await limiter.consume('u')).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    await limiter.giveBack('u');
    expect((await limiter.consume('u')).allowed).toBe(true);
    expect((await limiter.consume('u')).allowed).toBe(false);
  });

  it('a request told to leave a reserve takes only the tokens above it, and says when the next one comes', async () => {
    const limiter = createTokenBucketLimiter(database.db, 'reserve', { max: 6, windowMs: 60_000 }, clock);
    expect((await limiter.consume('r', { reserve: 5 })).allowed).toBe(true);
    expect(await limiter.consume('r', { reserve: 5 })).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(await limiter.secondsUntilAdmitted('r', { reserve: 5 })).toBe(10);
    expect(await limiter.secondsUntilAdmitted('r')).toBe(0);
    for (let i = 0; i < 5; i += 1) expect((await limiter.consume('r')).allowed).toBe(true);
    expect(await limiter.consume('r')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now += 10_000;
    expect((await limiter.consume('r', { reserve: 5 })).allowed).toBe(false);
    expect((await limiter.consume('r')).allowed).toBe(true);
  });
});
