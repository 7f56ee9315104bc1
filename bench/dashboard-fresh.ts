import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { openPostgres } from '../src/server/db/client';
import { procStat } from './support';

// The heavy learner's dashboard read anew (decision 064: what a learner gets right after an
// answer), beside the same dashboard held: one connection, the learner's stamp moved on by a
// write between requests (as the answer check's trigger does) for the fresh ones. CPU of the server
// and Postgres per GET from /proc; the write's own cost is measured apart and taken out.
// Usage, beside bench/serve.ts: node --import tsx bench/dashboard-fresh.ts [/tmp/bench-serve.json]
// (the server's database as serve.ts wrote it, or DATABASE_URL).

const served = JSON.parse(fs.readFileSync(process.argv[2] ?? '/tmp/bench-serve.json', 'utf8')) as { baseUrl: string; pid: number; heavy: string; databaseUrl?: string };
const databaseUrl = process.env.DATABASE_URL ?? served.databaseUrl;
if (!databaseUrl) throw new Error('DATABASE_URL is needed');
const sql = openPostgres(databaseUrl, { max: 1 });
const ROUNDS = Number(process.env.ROUNDS ?? 3000);
const url = `${served.baseUrl}/math/api/dashboard?tz=Asia%2FJakarta`;
const headers = { cookie: served.heavy, 'accept-encoding': 'gzip, deflate, br, zstd' };

const postgresPids = () => execFileSync('pgrep', ['-f', 'postgres: '], { encoding: 'utf8' }).trim().split('\n').map(Number);
const ticks = () => ({ server: procStat(served.pid)?.ticks ?? 0, postgres: postgresPids().reduce((sum, pid) => sum + (procStat(pid)?.ticks ?? 0), 0) });
const [heavy] = await sql<{ id: string }[]>`select id from users where email = 'bench-heavy@bench.local'`;
const [other] = await sql<{ id: string }[]>`select user_id as id from learner_stats where user_id <> ${heavy!.id} limit 1`;
// The heavy learner's version moved on (their dashboard is then read anew), or another learner's (it stays held).
let bumped = heavy!.id;
const bump = () => sql`update learner_stats set dashboard_version = dashboard_version_now() where user_id = ${bumped}`;
const get = async () => {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`status ${response.status}`);
};

type Cost = { server: number; postgres: number; times: number[] };

// `rounds` of `step` (timing `get` alone), and the CPU per round.
async function run(rounds: number, step: { write: boolean; get: boolean }): Promise<Cost> {
  const times: number[] = [];
  const before = ticks();
  for (let round = 0; round < rounds; round += 1) {
    if (step.write) await bump();
    if (step.get) {
      const started = performance.now();
      await get();
      times.push(performance.now() - started);
    }
  }
  const after = ticks();
  const usPerTick = 1e6 / 100;
  return { server: ((after.server - before.server) * usPerTick) / rounds, postgres: ((after.postgres - before.postgres) * usPerTick) / rounds, times: times.sort((a, b) => a - b) };
}

const ms = (times: number[], q: number) => times[Math.floor(times.length * q)]!.toFixed(2);
await run(200, { write: false, get: true });
const held = await run(ROUNDS, { write: false, get: true });
bumped = other!.id;
const writes = await run(ROUNDS, { write: true, get: true });
bumped = heavy!.id;
const fresh = await run(ROUNDS, { write: true, get: true });
console.log(`dashboard held: p50 ${ms(held.times, 0.5)} ms, p95 ${ms(held.times, 0.95)} ms; CPU per GET: server ${Math.round(held.server)} µs, Postgres ${Math.round(held.postgres)} µs`);
console.log(`held, each GET after another learner's write: p50 ${ms(writes.times, 0.5)} ms; CPU per round: server ${Math.round(writes.server)} µs, Postgres ${Math.round(writes.postgres)} µs`);
console.log(
  `read anew, each GET after the learner's own write: p50 ${ms(fresh.times, 0.5)} ms, p95 ${ms(fresh.times, 0.95)} ms; CPU per round: server ${Math.round(fresh.server)} µs, Postgres ${Math.round(fresh.postgres)} µs (more than held: ${Math.round(fresh.server - writes.server)} / ${Math.round(fresh.postgres - writes.postgres)} µs)`,
);
await sql.end();
