import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Sql } from 'postgres';
import type { DatabaseHandle } from '../src/server/db/client';
import { createTryout } from '../src/server/db/tryout-factories';
import { TRYOUT_SECTION_DURATION_SECONDS } from '../src/core/tryouts';
import { BROWSER_ACCEPT_ENCODING, cpuPerRequest, cpuSnapshot, quantile, type BenchRequest, type CpuWatch } from './support';
import { learnerId } from './target';

// Issue 36: 5,000 learners sitting one open tryout at once. The bench builds the tryout on seeded
// multiple-answer problems (key ["A","C"]), gives each sitter a session and starts every sitting
// through the API (their first POST /sitting, timed), then the scenarios save answers and resume.

export const TRYOUT_TITLE = 'Bench tryout (issue 36)';
export const TRYOUT_SITTERS = Number(process.env.BENCH_TRYOUT_SITTERS ?? 5000);
// Seeded learners 1001.. sit it (the other scenarios use 1..340).
export const tryoutSitterIds = () => Array.from({ length: TRYOUT_SITTERS }, (_, i) => learnerId(1001 + i));
const SECTION_PROBLEMS = 20;
// Each sitter saves an answer every 20-30 s: 5,000 of them send about 200 saves a second.
export const SAVES_PER_SECOND = Math.round(TRYOUT_SITTERS / 25);
const START_CONCURRENCY = 50;

export type TryoutBench = {
  tryoutId: string;
  problemCodes: string[];
  cookies: string[];
  startLatencies: number[];
  // CPU per start: the server, Postgres, and this process (the load generator shares the cores).
  startCpu: { serverUs: number; postgresUs: number; benchUs: number };
};

// A session made directly, as a sign-in makes it: 5,000 sign-ins by password would take the bench
// minutes of scrypt (and the per-address sign-in limit). The cookie is signed with the server's
// secret exactly as better-auth signs it and auth/session-lookup.ts verifies it.
async function createSessions(sql: Sql, userIds: string[], secret: string, cookieName: string) {
  const tokens = userIds.map(() => randomBytes(24).toString('base64url'));
  await sql`
    insert into sessions (id, token, user_id, expires_at)
    select gen_random_uuid()::text, t, u, now() + interval '1 day' from unnest(${tokens}::text[], ${userIds}::text[]) as x(t, u)`;
  return tokens.map((token) => `${cookieName}=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`);
}

// A 500's cause is in the server's log, not its answer.
const serverErrors = (logFile: string) => {
  const lines = fs.readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes('"level":50'));
  return lines.length > 0 ? `; the server logged: ${lines.slice(0, 2).join('\n').slice(0, 2000)}` : '';
};

export async function prepareTryoutBench({ database, baseUrl, dataDir, logFile, sampleCookie, cpu }: {
  database: DatabaseHandle;
  baseUrl: string;
  dataDir: string;
  logFile: string;
  sampleCookie: string;
  cpu?: CpuWatch;
}): Promise<TryoutBench> {
  const { sql } = database;
  await sql`delete from tryouts where title = ${TRYOUT_TITLE}`;
  const picked = await sql<{ id: number; code: string }[]>`
    select id, problem_id as code from problems where type = 'mcma' and problem_id like 'PR-Z%' and is_published order by hashint8(id + 36) limit ${2 * SECTION_PROBLEMS}`;
  const now = Date.now();
  const hours = TRYOUT_SECTION_DURATION_SECONDS.max;
  const tryout = await createTryout(database.db, {
    title: TRYOUT_TITLE,
    opensAt: new Date(now - 60_000),
    closesAt: new Date(now + 2 * hours * 1000),
    sections: [0, 1].map((k) => ({ name: `Bagian ${k + 1}`, durationSeconds: hours, problemIds: picked.slice(k * SECTION_PROBLEMS, (k + 1) * SECTION_PROBLEMS).map((row) => row.id) })),
  });
  const secret = process.env.AUTH_SECRET ?? fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
  const cookies = await createSessions(sql, tryoutSitterIds(), secret, sampleCookie.split('=')[0]!);

  // Sent as a browser sends it (Chromium's Accept-Encoding, the body read as it came, not decoded),
  // over keep-alive connections of Node's http client, which costs this process a fraction of what
  // fetch costs: on these 2 cores the load generator's CPU is taken from the server's.
  const agent = new http.Agent({ keepAlive: true, maxSockets: START_CONCURRENCY });
  const start = (cookie: string) =>
    new Promise<void>((resolve, reject) => {
      const outgoing = http.request(`${baseUrl}/math/api/tryouts/${tryout.id}/sitting`, { method: 'POST', agent, headers: { cookie, origin: baseUrl, 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) return resolve();
          reject(new Error(`tryout start: ${status} ${Buffer.concat(chunks).subarray(0, 200).toString()}${serverErrors(logFile)}`));
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  const startLatencies: number[] = [];
  const cpuBefore = cpu && cpuSnapshot(cpu);
  const benchBefore = process.cpuUsage();
  let next = 0;
  await Promise.all(
    Array.from({ length: START_CONCURRENCY }, async () => {
      while (next < cookies.length) {
        const cookie = cookies[next++]!;
        const started = performance.now();
        await start(cookie);
        startLatencies.push(performance.now() - started);
      }
    }),
  );
  agent.destroy();
  const bench = process.cpuUsage(benchBefore);
  const startCpu = {
    ...(cpuBefore ? cpuPerRequest(cpu, cpuBefore, cookies.length) : { serverUs: 0, postgresUs: 0 }),
    benchUs: Math.round((bench.user + bench.system) / cookies.length),
  };
  return { tryoutId: tryout.id, problemCodes: picked.slice(0, SECTION_PROBLEMS).map((row) => row.code), cookies, startLatencies, startCpu };
}

export function startSummary(bench: TryoutBench) {
  const round1 = (value: number) => Math.round(value * 10) / 10;
  const summary = (latencies: number[]) => ({ p50: round1(quantile(latencies, 0.5)), p95: round1(quantile(latencies, 0.95)), p99: round1(quantile(latencies, 0.99)) });
  // The first starts meet a server just started (cold code, plans and session lookups); the rest, one that has served a while.
  return { starts: bench.startLatencies.length, ...summary(bench.startLatencies), after1000: summary(bench.startLatencies.slice(1000)), cpuUs: bench.startCpu };
}

/** A save by the sitters in turn (each request another sitter's), right or wrong, now and then flagged. */
export function tryoutSaveRequest(bench: TryoutBench, client: number, n: number, origin: string): BenchRequest {
  const sitter = (client + 50 * n) % bench.cookies.length;
  const problem = bench.problemCodes[(sitter + n) % bench.problemCodes.length]!;
  const answer = (sitter + n) % 3 === 0 ? ['A', 'B'] : ['A', 'C'];
  return {
    method: 'PUT',
    path: `/math/api/tryouts/${bench.tryoutId}/sitting/answers/${problem}`,
    headers: { cookie: bench.cookies[sitter]!, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ answer, flagged: n % 7 === 0 }),
  };
}

/** A reload (GET /sitting) or a page opened again (POST /sitting, which resumes), by the sitters in turn. */
export function tryoutResumeRequest(bench: TryoutBench, client: number, n: number, origin: string): BenchRequest {
  const sitter = (client * 97 + 50 * n) % bench.cookies.length;
  const path = `/math/api/tryouts/${bench.tryoutId}/sitting`;
  return n % 2 === 0 ? { method: 'GET', path, headers: { cookie: bench.cookies[sitter]! } } : { method: 'POST', path, headers: { cookie: bench.cookies[sitter]!, origin } };
}
