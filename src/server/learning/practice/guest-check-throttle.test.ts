import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../../db/factories';
import { userProgress } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GUEST_CHECK_BACKOFF } from './guest-check-throttle';

// The throttle reads this clock, so minutes of guessing run in a moment.
let now = Date.parse('2026-11-02T07:00:00Z');
let t: TestApp;
let subtopicId: number;
const OPTIONS = { A: 'a', B: 'b', C: 'c', D: 'd', E: 'e' };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(now) });
  subtopicId = (await createPublishedPath(t.db)).subtopic.id;
});
afterAll(() => t.close());

const newMcma = (answer: string[]) => createProblem(t.db, { subtopicId, type: 'mcma', questionText: 'Pilih', options: OPTIONS, answer });
const check = (problemId: string, answer: unknown, init: { ip?: string; cookie?: string } = {}) =>
  t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer }, ...init });

// Every non-empty subset of A..E, smallest first: what a script walks through.
const subsets = Array.from({ length: 31 }, (_, i) => Object.keys(OPTIONS).filter((_key, bit) => (i + 1) & (1 << bit))).sort(
  (a, b) => a.length - b.length || a.join().localeCompare(b.join()),
);

describe('guest answer checks', () => {
  it('a script enumerating a 5-option mcma needs minutes, not a second', async () => {
    // The 16th of 31 subsets: what a script needs on average.
    const answer = subsets[15]!;
    const problem = await newMcma(answer);
    const ip = '203.0.113.7';
    const started = now;
    let requests = 0;
    let refusals = 0;
    for (const guess of subsets) {
      for (;;) {
        requests += 1;
        const response = await check(problem.problemId, guess, { ip });
        if (response.status === 200) break;
        expect(response.status).toBe(429);
        expect((await response.json()).error.code).toBe('request.rate_limited');
        refusals += 1;
        now += Number(response.headers.get('retry-after')) * 1000;
      }
      if (guess.join() === answer.join()) break;
    }
    // waits of 2, 4, 8, 16, 32, 60, 60 and 60 seconds
    expect((now - started) / 1000).toBe(242);
    expect(refusals).toBe(16 - GUEST_CHECK_BACKOFF.freeAttempts);
    expect(requests).toBe(16 + refusals);
  });

  it('a guest trying a few answers, and sending some of them again, never waits', async () => {
    const problem = await newMcma(['A', 'C']);
    const ip = '203.0.113.8';
    const tries = [['A'], ['B'], ['A'], ['A', 'B'], ['B'], ['C', 'A', 'B'], ['A', 'B'], ['A', 'B', 'C'], ['B', 'C'], ['C', 'A']];
    const statuses = [];
    for (const guess of tries) statuses.push((await check(problem.problemId, guess, { ip })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('a class of 40 guests behind one NAT, mostly sending the same few answers, is never refused', async () => {
    const problem = await newMcma(['A', 'E']);
    const nat = '203.0.113.9';
    const common = [['A'], ['E'], ['E', 'A'], ['A', 'B'], ['A', 'E'], ['A', 'D', 'E'], ['B', 'E']];
    const statuses: number[] = [];
    // three answers each, the class spread over two minutes
    for (let round = 0; round < 3; round += 1) {
      for (let learner = 0; learner < 40; learner += 1) {
        statuses.push((await check(problem.problemId, common[(learner + round) % common.length], { ip: nat })).status);
        now += 1000;
      }
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('counts per problem and per address: a refusal on one leaves the others alone', async () => {
    const [first, second] = [await newMcma(['A']), await newMcma(['A'])];
    const ip = '203.0.113.10';
    for (const guess of subsets.slice(0, GUEST_CHECK_BACKOFF.freeAttempts)) expect((await check(first.problemId, guess, { ip })).status).toBe(200);
    const refused = await check(first.problemId, subsets[GUEST_CHECK_BACKOFF.freeAttempts], { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(GUEST_CHECK_BACKOFF.baseDelayMs / 1000));
    expect((await check(second.problemId, ['B'], { ip })).status).toBe(200);
    expect((await check(first.problemId, ['B', 'C'], { ip: '203.0.113.11' })).status).toBe(200);
  });

  it('never throttles a signed-in learner: every attempt is recorded and costs XP', async () => {
    const problem = await newMcma(['C', 'D', 'E']);
    const learner = await t.createSignedInUser();
    const ip = '203.0.113.12';
    for (const guess of subsets.slice(0, 20)) expect((await check(problem.problemId, guess, { ip, cookie: learner.cookie })).status).toBe(200);
    const [progress] = await t.db.select().from(userProgress);
    expect(progress).toMatchObject({ attemptsCount: 20 });
  });
});
