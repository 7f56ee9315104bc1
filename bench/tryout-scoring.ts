// Tryout scoring at the sizes, through the app's scoring service and its database
// (issue 36, 'Performance'; decision 058): recalibration of 40 items from 20,000 simulated
// sittings, and the final scoring of a tryout of 40 items sat by 5,000 (its own recalibration,
// every sitting's EAP scores and percentiles, all written). Each must take under 60 s, off the
// event loop: the largest event-loop delay while each runs is printed too.
//
// Seeds a temporary database of its own on the PostgreSQL server at BENCH_PG_URL (default the
// machine's, postgres://postgres@127.0.0.1:5432/postgres), or with BENCH_PG=embedded on the app's
// embedded PostgreSQL started in a temporary directory; migrated, and dropped at the end.
//   node --import tsx bench/tryout-scoring.ts
//   BENCH_PG=embedded node --import tsx bench/tryout-scoring.ts
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createDatabase, openPostgres } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { runMigrations } from '../src/server/db/migrate';
import { insertTryout, simulateSittings } from '../src/server/test/simulated-tryout';
import { createTryoutScoring } from '../src/server/tryouts';

const ITEMS = 40;
const CALIBRATION_SITTINGS = Number(process.env.BENCH_CALIBRATION_SITTINGS ?? 20_000);
const FINAL_SITTINGS = Number(process.env.BENCH_FINAL_SITTINGS ?? 5_000);
const HOUR = 3600_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  loop.disable();
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `${label}: ${seconds(ms)} wall, process CPU ${seconds((cpu.user + cpu.system) / 1000)} (the worker's included), largest event-loop delay ${(loop.max / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
  );
  return { result, ms };
}

async function main(serverUrl: string) {
  const name = `lsm_bench_tryout_${crypto.randomBytes(4).toString('hex')}`;
  const admin = openPostgres(serverUrl, { max: 1, onnotice: () => undefined });
  const [server] = await admin<{ version: string }[]>`select current_setting('server_version') as version`;
  const version = server!.version;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase(url.toString(), { maxConnections: 5 });
  try {
    await runMigrations(url.toString());
    const db = database.db;
    const seeding = performance.now();
    const { subtopic } = await createPublishedPath(db);
    const problemIds: number[] = [];
    for (let i = 0; i < 2 * ITEMS; i++) {
      problemIds.push((await createProblem(db, { subtopicId: subtopic.id, type: 'mcq', questionText: `Soal ${i}`, options: { A: '1', B: '2', C: '3', D: '4', E: '5' }, answer: 'A' })).id);
    }
    const now = new Date();
    const halves = (ids: number[]) => [{ problemIds: ids.slice(0, ITEMS / 2) }, { problemIds: ids.slice(ITEMS / 2, ITEMS) }];
    const calibrated = await insertTryout(db, { title: 'Kalibrasi', opensAt: new Date(now.getTime() - 3 * HOUR), closesAt: new Date(now.getTime() + HOUR), sections: halves(problemIds.slice(0, ITEMS)) });
    const finalized = await insertTryout(db, { title: 'Final', opensAt: new Date(now.getTime() - 3 * HOUR), closesAt: new Date(now.getTime() - HOUR), sections: halves(problemIds.slice(ITEMS)) });
    await simulateSittings(db, calibrated, { count: CALIBRATION_SITTINGS, tag: 'cal', seed: 0.2026 });
    await simulateSittings(db, finalized, { count: FINAL_SITTINGS, tag: 'fin', seed: 0.36 });
    await db.execute(sql`analyze`);
    const [answers] = await db.execute<{ n: number }>(sql`select count(*)::int as n from tryout_answers`);
    console.log(`PostgreSQL ${version}, Node ${process.version}; seeded ${CALIBRATION_SITTINGS.toLocaleString('en')} + ${FINAL_SITTINGS.toLocaleString('en')} sittings of ${ITEMS} items (5 % blank), ${answers!.n.toLocaleString('en')} answers, in ${seconds(performance.now() - seeding)}`);

    // What this busy, shared machine does to an idle event loop, for comparison.
    await timed('idle event loop, 3 s (baseline)', () => new Promise((resolve) => setTimeout(resolve, 3000)));
    const scoring = createTryoutScoring({ db, clock: () => new Date() });
    const steps: string[] = [];
    const logStep = (started: number) => (progress: number, message: string) => void steps.push(`  ${seconds(performance.now() - started)} ${progress} % ${message}`);
    const recalibration = performance.now();
    const recal = await timed(`recalibrate: ${ITEMS} items from ${CALIBRATION_SITTINGS.toLocaleString('en')} sittings`, () => scoring.recalibrate(calibrated.id, logStep(recalibration)));
    console.log(steps.splice(0).join('\n'));
    console.log(`  version ${recal.result.version}: ${recal.result.calibratedItems} calibrated, ${recal.result.provisionalItems} provisional, ${recal.result.learners} learners`);
    const finalization = performance.now();
    const final = await timed(`finalize: ${FINAL_SITTINGS.toLocaleString('en')} sittings of ${ITEMS} items (recalibration, scores, percentiles, written)`, () => scoring.finalize(finalized.id, logStep(finalization)));
    console.log(steps.splice(0).join('\n'));
    const [written] = await db.execute<{ n: number }>(sql`select count(*)::int as n from tryout_scores where stage = 'final' and percentile is not null`);
    console.log(`  version ${final.result.version}, ${final.result.sittings} sittings, ${written!.n} final scores with percentiles stored`);
    const ok = recal.ms < 60_000 && final.ms < 60_000 && written!.n === FINAL_SITTINGS;
    console.log(ok ? 'both under 60 s' : 'OVER BUDGET');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await database.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  }
}

if (process.env.BENCH_PG === 'embedded') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-bench-tryout-'));
  const embedded = await startEmbeddedPostgres(dataDir, pino({ level: 'warn' }));
  try {
    await main(embedded.url);
  } finally {
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  await main(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
}
