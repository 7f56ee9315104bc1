import fs from 'node:fs';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { findFreePort } from '../src/server/free-port';
import { createClusterDatabase, createInstances, dataDirOf, missingPrerequisites, startBalancer, startObjectStore } from '../src/server/test/cluster/cluster-harness';
import { BENCH_README } from './readme-block';
import { machineLine, run, sleep, type Measurement } from './support';

// Issue 33: the guest problem page through HAProxy (deploy/haproxy.cfg) with three instances
// beside one instance, and one instance without the balancer, on PostgreSQL 15 and S3 as the
// cluster test runs them. On 2 cores three instances cannot scale; the point is that it does not fall.

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const PROBLEMS = 200;
const MARK = { start: '<!-- cluster:throughput -->', end: '<!-- /cluster:throughput -->' };

const missing = await missingPrerequisites();
if (missing.length > 0) throw new Error(`needs ${missing.join('; ')}`);

const database = await createClusterDatabase();
const content = await createPublishedPath(database.db);
const pages: string[] = [];
for (let index = 0; index < PROBLEMS; index += 1) {
  const problem = await createProblem(database.db, { subtopicId: content.subtopic.id, type: 'input', questionText: `Soal ${index}: $3\\times${index}$`, answer: String(3 * index) });
  pages.push(`/math/api/catalog/categories/${content.category.categoryId}/topics/${content.topic.topicId}/subtopics/${content.subtopic.subtopicId}/problems/${problem.problemId}`);
}
const objectStore = await startObjectStore();
const balancerPort = await findFreePort();
const instances = await createInstances({ count: 3, balancerUrl: `http://127.0.0.1:${balancerPort}`, databaseUrl: database.url, objectStore });
await Promise.all(instances.map((instance) => instance.start()));
const hosts = instances.map((instance) => new URL(instance.baseUrl).host);

const load = (name: string, url: string, durationSeconds: number) =>
  run({ name, url, connections: CONNECTIONS, durationSeconds, request: (client, n) => ({ method: 'GET', path: pages[(client * 37 + n) % pages.length]! }) });
// Every instance has served every page and been optimised before a measured run.
const measure = async (name: string, url: string) => {
  await load(name, url, WARM_UP_SECONDS);
  return load(name, url, DURATION_SECONDS);
};

const results = new Map<string, Measurement[]>();
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    // Three servers in the config either way: "one instance" names the first one three times.
    for (const [name, servers] of [['HAProxy, 3 instances', hosts], ['HAProxy, 1 instance', [hosts[0]!, hosts[0]!, hosts[0]!]]] as const) {
      const balancer = await startBalancer({ port: balancerPort, servers: [...servers] });
      await sleep(1500);
      results.set(name, [...(results.get(name) ?? []), await measure(name, balancer.url)]);
      await balancer.stop();
    }
    results.set('1 instance, no balancer', [...(results.get('1 instance, no balancer') ?? []), await measure('1 instance, no balancer', instances[0]!.baseUrl)]);
  }
} finally {
  await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
  for (const instance of instances) fs.rmSync(dataDirOf(instance), { recursive: true, force: true });
  await objectStore.remove();
  await database.drop();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const base = median(results.get('HAProxy, 1 instance')!.map((m) => m.rps));
const rows = [...results.entries()].map(([name, runs]) => {
  const rps = median(runs.map((m) => m.rps));
  return `| ${name} | ${runs.map((m) => m.rps).join(', ')} | ${rps} | ${(rps / base).toFixed(2)} | ${median(runs.map((m) => m.p50))} | ${median(runs.map((m) => m.p95))} | ${runs.reduce((sum, m) => sum + m.errors, 0)} |`;
});
const three = results.get('HAProxy, 3 instances')!;
const pairedRatios = results.get('HAProxy, 1 instance')!.map((one, round) => (three[round]!.rps / one.rps).toFixed(2)).join(', ');
const table = [
  `${new Date().toISOString().slice(0, 10)}, ${machineLine()}; PostgreSQL 15 at 127.0.0.1:5432, s3rver, HAProxy 2.6 with deploy/haproxy.cfg; GET problem page (guest, API JSON), ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, ${ROUNDS} rounds, each run after ${WARM_UP_SECONDS} s of the same load (\`npm run bench:cluster\`).`,
  '',
  '| setup | req/s per run | req/s (median) | vs HAProxy + 1 instance | p50 ms | p95 ms | errors |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
  `Three instances over one, run by run (the rounds interleave, so each pair saw the same machine): ${pairedRatios}.`,
].join('\n');
console.log(`\n${table}`);
const readme = fs.readFileSync(BENCH_README, 'utf8');
const start = readme.indexOf(MARK.start);
const end = readme.indexOf(MARK.end);
if (start >= 0 && end > start) {
  fs.writeFileSync(BENCH_README, `${readme.slice(0, start)}${MARK.start}\n${table}\n${readme.slice(end)}`);
  console.log('written to bench/README.md (Cluster behind HAProxy)');
}
