// Issue 51's budget, measured where the scale data set is missing: a teacher's class page, the
// gradebook and its files, for a class of 40 learners with 30 assignments of 10 problems, cost at
// most 10 ms of CPU per request (server + Postgres, ARCHITECTURE.md section 7).
//
// Seeds a temporary database of its own on the PostgreSQL server at BENCH_PG_URL (default the
// machine's, postgres://postgres@127.0.0.1:5432/postgres), migrated and dropped at the end: the
// class, its learners' progress (about 80 % of the problems tried), and other learners' progress
// on the same problems (NOISE_LEARNERS x 12 rows, rows the statements must pass over). Then runs
// each usecase as its route does (the JSON encoded, the files written) ROUNDS times on one
// connection, and prints the CPU of this process (process.cpuUsage) and of that connection's
// Postgres backend (/proc) per request.
//   node --import tsx bench/class-cost.ts
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createClassCost } from './class-cost-support';
import { createDatabase, openPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { procStat, TICKS_PER_SECOND } from './support';

const ROUNDS = Number(process.env.ROUNDS ?? 200);

async function main(serverUrl: string) {
  const name = `lsm_bench_class_${crypto.randomBytes(4).toString('hex')}`;
  const admin = openPostgres(serverUrl, { max: 1, onnotice: () => undefined });
  const [server] = await admin<{ version: string }[]>`select current_setting('server_version') as version`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase(url.toString(), { maxConnections: 1 });
  try {
    await runMigrations(url.toString());
    const cost = await createClassCost(database.db);
    await database.db.execute(sql`vacuum analyze`);
    const [backend] = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    const pgTicks = () => procStat(backend!.pid)?.ticks ?? 0;
    console.log(`PostgreSQL ${server!.version}, Node ${process.version}; ${cost.summary}`);
    console.log('| request | server µs | Postgres µs | total ms |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [label, run] of cost.requests) {
      for (let i = 0; i < 20; i += 1) await run();
      const pgBefore = pgTicks();
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < ROUNDS; i += 1) await run();
      const cpu = process.cpuUsage(cpuBefore);
      const serverUs = (cpu.user + cpu.system) / ROUNDS;
      const pgUs = ((pgTicks() - pgBefore) / TICKS_PER_SECOND / ROUNDS) * 1e6;
      console.log(`| ${label} | ${Math.round(serverUs)} | ${Math.round(pgUs)} | ${((serverUs + pgUs) / 1000).toFixed(1)} |`);
    }
  } finally {
    await database.close();
    // KEEP=1 leaves the database for EXPLAIN by hand (its name is printed).
    if (process.env.KEEP === '1') console.log(`kept: ${url.toString()}`);
    else await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  }
}

await main(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
