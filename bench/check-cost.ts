import fs from 'node:fs';
import { createDatabase } from '../src/server/db/client';
import { runningEmbeddedUrl } from '../src/server/db/embedded';
import { BROWSER_ACCEPT_ENCODING, postmasterOf, run } from './support';
import { LOAD_LEARNERS, learnerId, MCMA_ANSWER, problemNumber, scaleProblem, unansweredProblemRows } from './target';

// `node --import tsx bench/check-cost.ts [info.json]`, beside bench/serve.ts (same BENCH_REUSE_DATA,
// or DATABASE_URL): the CPU time one answer check costs the server process and Postgres (every
// child of its postmaster), from /proc, over a run of SECONDS (default 6) on one connection, each
// check a first correct answer of the learner serve.ts signed in to a problem they never answered,
// as in the bench's check scenario (request-cost.ts sends GETs, and a check sent twice is a repeat,
// which writes nothing). For before/after figures of the check's own work (decision 045);
// serve.ts's DATABASE_POOL_SIZE=1 makes them steadier. One connection: one learner's checks go one
// after another, and more connections would wait on that learner's rows.
const info = JSON.parse(fs.readFileSync(process.argv[2] ?? '/tmp/bench-serve.json', 'utf8')) as { baseUrl: string; pid: number; learner: string };
const url = process.env.BENCH_TARGETS === 'url' ? process.env.DATABASE_URL : runningEmbeddedUrl(process.env.BENCH_REUSE_DATA ?? '');
if (!url) throw new Error('BENCH_REUSE_DATA (the running embedded cluster) or BENCH_TARGETS=url with DATABASE_URL');
const seconds = Number(process.env.SECONDS ?? 6);
const connections = 1;
const database = createDatabase(url, { maxConnections: 2 });
try {
  const [backend] = await database.sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
  const cpu = { serverPid: info.pid, postmasterPid: postmasterOf(backend!.pid) };
  // Enough fresh problems for a second of warm-up and the run at up to 1,000 checks a second.
  const [rows] = await unansweredProblemRows(database.sql, [learnerId(LOAD_LEARNERS[0]!)], (seconds + 1) * 1000, Date.now() % 100_000);
  let next = 0;
  const request = () => {
    const { code } = rows![next++ % rows!.length]!;
    return { method: 'POST' as const, path: scaleProblem(problemNumber(code)).checkPath, headers: { cookie: info.learner, origin: info.baseUrl, 'content-type': 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING }, body: MCMA_ANSWER };
  };
  await run({ name: 'warm-up', url: info.baseUrl, connections, durationSeconds: 1, request });
  const m = await run({ name: 'check', url: info.baseUrl, connections, durationSeconds: seconds, request, cpu });
  if (next > rows!.length) console.log(`only ${rows!.length} fresh problems: ${next - rows!.length} checks were repeats`);
  console.log(`check: ${m.requests} requests, ${m.errors} errors, ${m.rps} req/s; CPU per request: server ${m.cpu!.serverUs} µs, Postgres ${m.cpu!.postgresUs} µs`);
} finally {
  await database.close();
}
