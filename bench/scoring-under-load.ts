// Issue 36, 'Performance': calibration and final scoring run 'without raising the other endpoints'
// p99 above their budgets while it runs'. Beside a running bench/serve.ts (its info file), seeds a
// closed tryout of 40 items sat by 20,000 simulated learners into the server's database, then
// measures GET /reviews for the learner with 10,000 attempts (50 connections; budget p95 <= 50 ms)
// alone, and again while the server recalibrates that tryout over and over (asked through the
// admin API, run by the server's own job runner and worker thread). Removes what it seeded.
//   DATABASE_URL=postgres://…/bench BENCH_TARGETS=url node --import tsx bench/serve.ts &
//   DATABASE_URL=postgres://…/bench node --import tsx bench/scoring-under-load.ts [/tmp/bench-serve.json]
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../src/server/db/client';
import { insertTryout, simulateSittings } from '../src/server/test/simulated-tryout';
import { run } from './support';

const info = JSON.parse(fs.readFileSync(process.argv[2] ?? '/tmp/bench-serve.json', 'utf8')) as { baseUrl: string; admin: string; heavy: string };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SITTINGS = Number(process.env.BENCH_CALIBRATION_SITTINGS ?? 20_000);
const TAG = 'under-load';
const HOUR = 3600_000;

const database = createDatabase(process.env.DATABASE_URL!, { maxConnections: 2 });
const db = database.db;
const cleanUp = async () => {
  await db.execute(sql`delete from tryouts where title = ${'Tryout beban ' + TAG}`);
  await db.execute(sql`delete from users where id like ${`sim-${TAG}-%`}`);
};
await cleanUp();
const problems = await db.execute<{ id: number }>(sql`select id from problems where is_published and type = 'mcq' order by id limit 40`);
const now = Date.now();
const tryout = await insertTryout(db, {
  title: 'Tryout beban ' + TAG,
  opensAt: new Date(now - 3 * HOUR),
  closesAt: new Date(now + HOUR),
  sections: [0, 1].map((k) => ({ problemIds: problems.slice(k * 20, (k + 1) * 20).map((row) => Number(row.id)) })),
});
const seeded = performance.now();
await simulateSittings(db, tryout, { count: SITTINGS, tag: TAG });
console.log(`seeded ${SITTINGS} sittings of 40 items in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

const headers = { cookie: info.admin, origin: info.baseUrl };
const reviews = (name: string) =>
  run({ name, url: info.baseUrl, connections: 50, durationSeconds: SECONDS, request: () => ({ method: 'GET', path: '/math/api/reviews', headers: { cookie: info.heavy } }) });
const show = (m: Awaited<ReturnType<typeof reviews>>) => console.log(`${m.name}: ${m.rps} req/s, p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms, ${m.errors} errors`);

show(await reviews('GET /reviews alone'));
// Recalibrations one after another for the whole run; each one's time is kept.
let running = true;
const jobs: number[] = [];
const recalibrating = (async () => {
  while (running) {
    const started = performance.now();
    const response = await fetch(`${info.baseUrl}/math/api/admin/tryouts/${tryout.id}/recalibrate`, { method: 'POST', headers });
    if (response.status !== 202 && response.status !== 200) throw new Error(`recalibrate: ${response.status} ${await response.text()}`);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const job = (await (await fetch(`${info.baseUrl}/math/api/admin/tryouts/${tryout.id}/job`, { headers })).json()) as { job: { status: string; message: string } };
      if (job.job.status === 'failed') throw new Error(`recalibration failed: ${job.job.message}`);
      if (job.job.status === 'done') break;
    }
    jobs.push((performance.now() - started) / 1000);
  }
})();
await new Promise((resolve) => setTimeout(resolve, 500));
show(await reviews('GET /reviews while the server recalibrates 40 items from 20,000 sittings'));
running = false;
await recalibrating;
console.log(`recalibrations during the run: ${jobs.length}, each ${jobs.map((s) => s.toFixed(1)).join(', ')} s`);
await cleanUp();
await database.close();
