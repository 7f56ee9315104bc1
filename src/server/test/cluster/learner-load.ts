import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { problemAttempts, problems as problemsTable, users } from '../../db/schema';
import { sleep } from '../crash-server';

// Learners answering through the balancer, each in its own loop: two wrong answers, then the
// right one, problem after problem. What the server acknowledged as a new attempt is kept, to
// be found in the database afterwards; every refusal or broken connection is a failure.

const MAX_TRIES = 25;

export type LoadLearner = { userId: string; cookie: string };
export type LoadProblem = { problemId: string; answer: string };
export type Acknowledged = { userId: string; problemId: string; answer: string; xpAwarded: number };
export type Failure = { userId: string; problemId: string; what: string };

export function startAnsweringLoad({
  url,
  origin,
  learners,
  problems,
  thinkMs,
  retryFailures = false,
}: {
  url: string;
  origin: string;
  learners: LoadLearner[];
  problems: LoadProblem[];
  thinkMs: number;
  /** Send a failed request again (the same answer is no second attempt), up to 25 times. */
  retryFailures?: boolean;
}) {
  let running = true;
  let requests = 0;
  const acknowledged: Acknowledged[] = [];
  const failures: Failure[] = [];
  const servedBy = new Map<string, number>();

  async function check(learner: LoadLearner, problem: LoadProblem, answer: string) {
    for (let attempt = 1; ; attempt += 1) {
      requests += 1;
      let what: string;
      try {
        const response = await fetch(`${url}/math/api/problems/${problem.problemId}/check`, {
          method: 'POST',
          headers: { origin, cookie: learner.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ answer }),
          signal: AbortSignal.timeout(20_000),
        });
        const server = response.headers.get('x-served-by') ?? '?';
        servedBy.set(server, (servedBy.get(server) ?? 0) + 1);
        if (response.status === 200) {
          const { result } = (await response.json()) as { result: { isRepeat: boolean; xpAwarded: number } };
          if (!result.isRepeat) acknowledged.push({ userId: learner.userId, problemId: problem.problemId, answer, xpAwarded: result.xpAwarded });
          return;
        }
        what = `${response.status} from ${server}: ${(await response.text()).slice(0, 200)}`;
      } catch (error) {
        what = `no answer: ${(error as Error).message}`;
      }
      failures.push({ userId: learner.userId, problemId: problem.problemId, what });
      if (!retryFailures || attempt >= MAX_TRIES) return;
      await sleep(200);
    }
  }

  async function loop(learner: LoadLearner, offset: number) {
    for (let turn = 0; running; turn += 1) {
      const problem = problems[(offset + turn) % problems.length]!;
      const wrong = () => `salah-${crypto.randomBytes(3).toString('hex')}`;
      for (const answer of [wrong(), wrong(), problem.answer]) {
        if (!running) return;
        await check(learner, problem, answer);
        await sleep(thinkMs);
      }
    }
  }

  const loops = learners.map((learner, index) => loop(learner, index * 7));
  return {
    requests: () => requests,
    failures: () => failures,
    servedBy,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { requests, acknowledged, failures, servedBy };
    },
  };
}

/**
 * Every acknowledged attempt is in the database once; `exact`: and nothing else (no request was
 * sent twice). XP: one paid attempt per solved problem, and the total is the attempts' sum.
 */
export async function expectStoredOnceAndPaidOnce(db: Database, learners: LoadLearner[], acknowledged: Acknowledged[], { exact }: { exact: boolean }) {
  for (const learner of learners) {
    const stored = await db
      .select({ problemId: problemsTable.problemId, answer: problemAttempts.answer, xpAwarded: problemAttempts.xpAwarded })
      .from(problemAttempts)
      .innerJoin(problemsTable, eq(problemsTable.id, problemAttempts.problemId))
      .where(eq(problemAttempts.userId, learner.userId));
    const storedKeys = stored.map((row) => `${row.problemId}|${String(row.answer)}`);
    const mine = acknowledged.filter((attempt) => attempt.userId === learner.userId);
    for (const attempt of mine) expect(storedKeys.filter((key) => key === `${attempt.problemId}|${attempt.answer}`)).toHaveLength(1);
    if (exact) expect(stored).toHaveLength(mine.length);
    const paid = stored.filter((row) => row.xpAwarded > 0);
    expect(new Set(paid.map((row) => row.problemId)).size).toBe(paid.length);
    const [user] = await db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, learner.userId));
    expect(user!.xp).toBe(paid.reduce((sum, row) => sum + row.xpAwarded, 0));
    if (exact) expect(user!.xp).toBe(mine.reduce((sum, attempt) => sum + attempt.xpAwarded, 0));
  }
}
