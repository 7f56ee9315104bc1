import { generatePublicCode } from '../../core/public-code';
import { createDatabase } from '../db/client';
import { createPublishedPath } from '../db/factories';
import { problems } from '../db/schema';
import { renderProblemMarkup } from '../markup/problem-markup';
import { postmasterState, sleep, waitFor, type ServerProcess } from './crash-server';
import { startAnswerStream, type Ack, type Learner, type Sample } from './crash-stream';

// Enough for every trial of a fast machine: a learner that runs out of problems fails the run.
const PROBLEMS = 10_000;
const STREAM_BEFORE_KILL_MS = 1200;
export const STREAM_AFTER_RECOVERY_MS = 800;

export type Scenario = { server: ServerProcess; learners: Learner[]; problemIds: string[] };

// Published multiple-choice problems (answer A), put straight into the database.
async function seedProblems(databaseUrl: string): Promise<string[]> {
  const database = createDatabase(databaseUrl, { maxConnections: 1 });
  try {
    const { subtopic } = await createPublishedPath(database.db);
    const problemIds = Array.from({ length: PROBLEMS }, () => generatePublicCode('problem'));
    const content = { type: 'mcq' as const, questionText: 'Berapakah $2 + 3$?', options: { A: '$5$', B: '$6$', C: '$4$', D: '$1$' }, answer: 'A', solutionText: null };
    // Stored rendered, as a save does: the app has nothing to render in the background meanwhile.
    const markup = renderProblemMarkup(content, []);
    for (let start = 0; start < PROBLEMS; start += 1000) {
      await database.db.insert(problems).values(problemIds.slice(start, start + 1000).map((problemId) => ({ problemId, subtopicId: subtopic.id, isPublished: true, ...content, ...markup })));
    }
    return problemIds;
  } finally {
    await database.close();
  }
}

// A learner signs up over HTTP, as in the browser (no email verification in this set-up).
async function signUp(server: ServerProcess, email: string): Promise<Learner> {
  const response = await fetch(`${server.baseUrl}/math/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email, password: 'kuda-laut-berlari-9', name: email.split('@')[0] }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  return { email, cookie, next: 0 };
}

export async function prepareScenario(server: ServerProcess, databaseUrl: string, learnerCount: number): Promise<Scenario> {
  const problemIds = await seedProblems(databaseUrl);
  const learners: Learner[] = [];
  for (let i = 0; i < learnerCount; i += 1) learners.push(await signUp(server, `crash-${i}@contoh.id`));
  return { server, learners, problemIds };
}

export type PostgresKillTrial = {
  acks: Ack[];
  killedAt: number;
  databaseBackAt: number;
  firstServed: Sample;
  // Every request that ended after the kill and started before the first success after it.
  outage: Sample[];
};

/**
 * Streams answer checks, SIGKILLs the postmaster of the cluster in `clusterDataDir`, waits for
 * a new postmaster to be ready (whoever restarts it) and for the first answer the app saves
 * after that, streams a little longer, and reports the timeline.
 */
export async function killPostgresMidStream({ server, learners, problemIds }: Scenario, clusterDataDir: string): Promise<PostgresKillTrial> {
  const stream = startAnswerStream({ baseUrl: server.baseUrl, learners, problemIds });
  await sleep(STREAM_BEFORE_KILL_MS);
  const killed = postmasterState(clusterDataDir)!;
  process.kill(killed.pid, 'SIGKILL');
  const killedAt = performance.now();
  await waitFor(
    'a new postmaster to be ready',
    async () => {
      const now = postmasterState(clusterDataDir);
      return now && now.pid !== killed.pid && now.status === 'ready' ? true : undefined;
    },
    30_000,
  );
  const databaseBackAt = performance.now();
  const firstServed = await waitFor(
    'an answer check to succeed after Postgres is back',
    async () => stream.samples.find((sample) => sample.status === 200 && sample.endedAt > databaseBackAt),
    10_000,
  );
  await sleep(STREAM_AFTER_RECOVERY_MS);
  await stream.stop();
  const outage = stream.samples.filter((sample) => sample.endedAt > killedAt && sample.startedAt < firstServed.endedAt);
  return { acks: stream.acks, killedAt, databaseBackAt, firstServed, outage };
}

export async function killAppMidStream({ server, learners, problemIds }: Scenario): Promise<{ acks: Ack[]; samples: Sample[]; restartMs: number }> {
  const stream = startAnswerStream({ baseUrl: server.baseUrl, learners, problemIds });
  await sleep(STREAM_BEFORE_KILL_MS);
  const exit = await server.kill('SIGKILL');
  if (exit.signal !== 'SIGKILL') throw new Error(`the app was not running: ${JSON.stringify(exit)}`);
  const killedAt = performance.now();
  await server.start();
  const restartMs = performance.now() - killedAt;
  await sleep(STREAM_AFTER_RECOVERY_MS);
  await stream.stop();
  return { acks: stream.acks, samples: stream.samples, restartMs };
}

export function describeTrial(trial: PostgresKillTrial): string {
  const failed = trial.outage.filter((sample) => sample.status === 503);
  const slowest = Math.max(0, ...failed.map((sample) => sample.endedAt - sample.startedAt));
  return (
    `Postgres back after ${Math.round(trial.databaseBackAt - trial.killedAt)} ms, first answer saved ` +
    `${Math.round(trial.firstServed.endedAt - trial.databaseBackAt)} ms later; ${failed.length} requests answered 503 in at most ${Math.round(slowest)} ms`
  );
}
