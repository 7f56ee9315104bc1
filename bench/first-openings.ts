import { performance } from 'node:perf_hooks';
import { BROWSER_ACCEPT_ENCODING, cpuPerRequest, cpuSnapshot, postmasterOf, requestRaw, type CpuWatch } from './support';
import { benchTargets, LOAD_LEARNERS, learnerEmail, SCALE_PASSWORD, scaleProblem, signInAll, startTarget } from './target';

// `node --import tsx bench/first-openings.ts` (BENCH_REUSE_DATA / DATABASE_URL as for the bench):
// what a subtopic's list costs the first time it is opened after a start or a content change
// (read from Postgres with the learner's marks, encoded, compressed once for holding) against
// later openings (held: the learner's marks only). One signed-in learner, one request at a time,
// gzip as a browser asks; CPU time of the server and of all of Postgres from /proc.
//   FIRST_OPENINGS=300   distinct subtopics opened, each twice

const COUNT = Number(process.env.FIRST_OPENINGS ?? 300);

for (const kind of benchTargets()) {
  const target = await startTarget({ kind });
  try {
    const { baseUrl } = target.server;
    const [cookie] = await signInAll(baseUrl, [learnerEmail(LOAD_LEARNERS[0]!)], SCALE_PASSWORD);
    const [backend] = await target.database.sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const watch: CpuWatch = { serverPid: target.server.pid, postmasterPid: postmasterOf(backend!.pid) };
    const paths = Array.from({ length: COUNT }, (_, i) => scaleProblem(i * 100 + 1).subtopicPath);
    const rounds: string[] = [];
    for (const round of ['first opening', 'held']) {
      const before = cpuSnapshot(watch);
      const startedAt = performance.now();
      let bytes = 0;
      for (const path of paths) bytes += (await requestRaw(baseUrl, { method: 'GET', path, headers: { cookie: cookie!, 'accept-encoding': BROWSER_ACCEPT_ENCODING } })).bytes.length;
      const ms = performance.now() - startedAt;
      const cpu = cpuPerRequest(watch, before, paths.length);
      rounds.push(`${round}: ${(ms / paths.length).toFixed(2)} ms per list, CPU server ${cpu.serverUs} µs / Postgres ${cpu.postgresUs} µs, ${Math.round(bytes / paths.length)} bytes sent`);
    }
    console.log(`${target.label}: ${COUNT} subtopic lists of 100 cards, one signed-in learner, one at a time\n  ${rounds.join('\n  ')}`);
  } finally {
    await target.stop();
  }
}

