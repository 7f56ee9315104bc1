import { openPostgres } from '../db/client';
import { sleep } from './crash-server';

export type Learner = { email: string; cookie: string; next: number };

// An attempt the server acknowledged: it answered 200 and said the attempt was recorded.
export type Ack = { email: string; problemId: string; attemptNumber: number; isCorrect: boolean; xpAwarded: number };

export type Sample = { startedAt: number; endedAt: number; status: number | 'network' };

type CheckBody = { result: { isCorrect: boolean; attemptsCount: number; isRepeat: boolean; xpAwarded: number } };

// Learner step n: on problem k a learner answers wrong k % 3 times (B, then C), then right (A).
function stepsFor(problemIds: string[]): { problemId: string; answer: string }[] {
  return problemIds.flatMap((problemId, k) => [...['B', 'C'].slice(0, k % 3), 'A'].map((answer) => ({ problemId, answer })));
}

/**
 * Every learner sends answer checks one after another, as fast as the server answers, and
 * resends the same answer after any failure (a learner pressing the button again). Runs until
 * stopped; `samples` records every request, `acks` every acknowledged attempt.
 */
export function startAnswerStream({ baseUrl, learners, problemIds }: { baseUrl: string; learners: Learner[]; problemIds: string[] }) {
  const acks: Ack[] = [];
  const samples: Sample[] = [];
  let running = true;

  async function learnerLoop(learner: Learner, steps: ReturnType<typeof stepsFor>) {
    while (running) {
      const step = steps[learner.next];
      if (!step) throw new Error('the stream ran out of problems; seed more');
      const startedAt = performance.now();
      let status: number | 'network';
      let body: CheckBody | undefined;
      try {
        const response = await fetch(`${baseUrl}/math/api/problems/${step.problemId}/check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl, cookie: learner.cookie },
          body: JSON.stringify({ answer: step.answer }),
          signal: AbortSignal.timeout(15_000),
        });
        status = response.status;
        body = status === 200 ? ((await response.json()) as CheckBody) : undefined;
        if (status !== 200) await response.body?.cancel();
      } catch {
        status = 'network';
      }
      samples.push({ startedAt, endedAt: performance.now(), status });
      if (!body) {
        await sleep(50);
        continue;
      }
      if (!body.result.isRepeat) {
        acks.push({
          email: learner.email,
          problemId: step.problemId,
          attemptNumber: body.result.attemptsCount,
          isCorrect: body.result.isCorrect,
          xpAwarded: body.result.xpAwarded,
        });
      }
      learner.next += 1;
    }
  }

  const steps = stepsFor(problemIds);
  // Each learner works through its own slice of the problems.
  const slice = Math.floor(steps.length / learners.length);
  const loops = learners.map((learner, i) => learnerLoop(learner, steps.slice(i * slice, (i + 1) * slice)));
  return {
    acks,
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

type AttemptRow = { email: string; problem_id: string; attempt_number: number; is_correct: boolean; xp_awarded: number };

/**
 * Reads what the database holds for these learners and returns every way it disagrees with
 * what the server acknowledged or with "XP once per solved problem". Empty means consistent.
 */
export async function findInconsistencies(databaseUrl: string, emails: string[], acks: Ack[]): Promise<string[]> {
  const sql = openPostgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const attempts = await sql<AttemptRow[]>`
      select u.email, p.problem_id, pa.attempt_number, pa.is_correct, pa.xp_awarded
      from problem_attempts pa join users u on u.id = pa.user_id join problems p on p.id = pa.problem_id
      where u.email in ${sql(emails)}`;
    const users = await sql<{ email: string; xp_total: number; xp_sum: number }[]>`
      select u.email, u.xp_total, coalesce((select sum(xp_awarded) from problem_attempts where user_id = u.id), 0)::int as xp_sum
      from users u where u.email in ${sql(emails)}`;
    const progress = await sql<{ email: string; problem_id: string; rows: number; attempts_count: number; is_correct: boolean }[]>`
      select u.email, p.problem_id, count(*)::int as rows, max(up.attempts_count) as attempts_count, bool_or(up.is_correct) as is_correct
      from user_progress up join users u on u.id = up.user_id join problems p on p.id = up.problem_id
      where u.email in ${sql(emails)} group by u.email, p.problem_id`;

    const problems: string[] = [];
    const byKey = new Map<string, AttemptRow[]>();
    for (const row of attempts) {
      const key = `${row.email} ${row.problem_id} ${row.attempt_number}`;
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    for (const ack of acks) {
      const rows = byKey.get(`${ack.email} ${ack.problemId} ${ack.attemptNumber}`) ?? [];
      if (rows.length !== 1) problems.push(`acknowledged attempt ${JSON.stringify(ack)} is stored ${rows.length} times`);
      else if (rows[0]!.is_correct !== ack.isCorrect || rows[0]!.xp_awarded !== ack.xpAwarded) {
        problems.push(`acknowledged attempt ${JSON.stringify(ack)} is stored as ${JSON.stringify(rows[0])}`);
      }
    }
    const perProblem = new Map<string, AttemptRow[]>();
    for (const row of attempts) perProblem.set(`${row.email} ${row.problem_id}`, [...(perProblem.get(`${row.email} ${row.problem_id}`) ?? []), row]);
    const progressByKey = new Map(progress.map((row) => [`${row.email} ${row.problem_id}`, row]));
    for (const [key, rows] of perProblem) {
      const numbers = rows.map((row) => row.attempt_number).sort((a, b) => a - b);
      if (numbers.some((n, i) => n !== i + 1)) problems.push(`${key}: attempt numbers ${numbers.join(',')} are not 1..n`);
      const paid = rows.filter((row) => row.xp_awarded > 0);
      if (paid.length > 1) problems.push(`${key}: XP paid ${paid.length} times`);
      const solved = rows.filter((row) => row.is_correct);
      if (solved.length > 1) problems.push(`${key}: solved ${solved.length} times`);
      const summary = progressByKey.get(key);
      if (!summary || summary.rows !== 1 || summary.attempts_count !== numbers.length || summary.is_correct !== solved.length > 0) {
        problems.push(`${key}: progress ${JSON.stringify(summary)} does not match ${numbers.length} attempts`);
      }
    }
    for (const [key, summary] of progressByKey) {
      if (!perProblem.has(key) && summary.attempts_count > 0) problems.push(`${key}: progress counts ${summary.attempts_count} attempts, none stored`);
    }
    for (const user of users) {
      if (user.xp_total !== user.xp_sum) problems.push(`${user.email}: xp_total ${user.xp_total} but attempts paid ${user.xp_sum}`);
    }
    return problems;
  } finally {
    await sql.end({ timeout: 1 });
  }
}
