import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import { isApiErrorBody } from '../../core/errors';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../db/embedded';
import { findFreePort } from '../free-port';
import { createServerProcess, postmasterState, sleep, type ServerProcess } from './crash-server';
import { describeTrial, killAppMidStream, killPostgresMidStream, prepareScenario, type PostgresKillTrial, type Scenario } from './crash-scenario';
import { findInconsistencies, type Ack } from './crash-stream';

// The real server as a child process, learners streaming answer checks over HTTP, and the hard
// failures a school server meets: the app killed, its Postgres killed, a managed Postgres
// restarted under it. Afterwards the database must hold every attempt the server acknowledged
// exactly once and XP once per solved problem, and the app must be serving again by itself.
// Run alone: npx vitest run --project integration src/server/test/crash-safety.test.ts

const TRIALS = 3;
const LEARNERS = 4;

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // As root, the embedded Postgres runs as the postgres user, which must reach its directory.
  fs.chmodSync(dir, 0o755);
  return dir;
}

// A failed trial prints the end of the server's output: its data directory, with server.log, is
// removed afterwards, and a rare failure is otherwise left without its cause.
function printServerOutputOnFailure(context: TestContext, server: () => ServerProcess | undefined) {
  context.onTestFailed(() => console.error(`--- end of the server's output ---\n${server()?.output().slice(-8000) ?? '(no server)'}`));
}

function expectNoCrashOutput(server: ServerProcess) {
  expect(server.output()).not.toMatch(/TypeError|uncaught|unhandled/i);
}

async function expectConsistent(databaseUrl: string, scenario: Scenario, acks: Ack[]) {
  expect(acks.length).toBeGreaterThan(0);
  const emails = scenario.learners.map((learner) => learner.email);
  expect(await findInconsistencies(databaseUrl, emails, acks)).toEqual([]);
}

// While Postgres is down: 503 at once (or a success that got through), never a 500, never a hang;
// serving again within 5 s of Postgres being back.
function expectGracefulOutage(trial: PostgresKillTrial) {
  expect(trial.firstServed.endedAt - trial.databaseBackAt).toBeLessThan(5000);
  expect(trial.outage.filter((sample) => sample.status !== 200 && sample.status !== 503)).toEqual([]);
  expect(trial.outage.filter((sample) => sample.status === 503 && sample.endedAt - sample.startedAt > 1000)).toEqual([]);
}

// The suites bring their own Postgres, so .ci/run leaves this file out of its second pass
// (TEST_DATABASE_URL), which would only repeat it.
describe('crash safety', () => {
  describe('with the embedded Postgres the app owns', () => {
    let dataDir: string;
    let server: ServerProcess;
    let scenario: Scenario;
    const databaseUrl = () => runningEmbeddedUrl(dataDir)!;

    beforeAll(async () => {
      dataDir = tempDir('lsm-crash-');
      server = createServerProcess({ dataDir, port: await findFreePort() });
      await server.start();
      scenario = await prepareScenario(server, databaseUrl(), LEARNERS);
    }, 150_000);

    beforeEach((context) => printServerOutputOnFailure(context, () => server));

    afterAll(async () => {
      await server?.kill('SIGTERM');
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    it(`killing the app (SIGKILL) mid-stream, ${TRIALS} times, loses no acknowledged attempt and pays XP once`, { timeout: 150_000 }, async () => {
      const restarts: number[] = [];
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const { acks, samples, restartMs } = await killAppMidStream(scenario);
        restarts.push(Math.round(restartMs));
        expect(samples.filter((sample) => sample.status !== 200 && sample.status !== 'network')).toEqual([]);
        await expectConsistent(databaseUrl(), scenario, acks);
      }
      expectNoCrashOutput(server);
      console.log(`app killed ${TRIALS} times; serving again (orphaned Postgres stopped, started, migrated) after ${restarts.join(', ')} ms`);
    });

    it(`killing its Postgres (SIGKILL on the postmaster) mid-stream, ${TRIALS} times: the app restarts it and recovers`, { timeout: 150_000 }, async () => {
      const report: string[] = [];
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const outcome = await killPostgresMidStream(scenario, dataDir);
        expect(server.process()?.exitCode).toBeNull();
        expectGracefulOutage(outcome);
        await expectConsistent(databaseUrl(), scenario, outcome.acks);
        report.push(describeTrial(outcome));
      }
      expect(await server.isHealthy()).toBe(true);
      expectNoCrashOutput(server);
      console.log(report.join('\n'));
    });

    it('SIGTERM while its Postgres is down, with no request in flight, stops the app within 5 s', { timeout: 120_000 }, async () => {
      process.kill(postmasterState(dataDir)!.pid, 'SIGKILL');
      await sleep(50);
      const signalledAt = performance.now();
      const exit = await server.kill('SIGTERM');
      const tookMs = performance.now() - signalledAt;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(tookMs).toBeLessThan(5000);
      expectNoCrashOutput(server);
      console.log(`SIGTERM during the outage: exited 0 after ${Math.round(tookMs)} ms`);
      await server.start();
    });

    it('a Postgres that cannot be started again makes the app exit non-zero with a clear message', { timeout: 120_000 }, async () => {
      const state = postmasterState(dataDir)!;
      // A setting Postgres refuses at start-up: every restart attempt fails.
      fs.appendFileSync(path.join(dataDir, 'postgres', 'postgresql.auto.conf'), '\nthis is not a setting\n');
      const exited = new Promise<number | null>((resolve) => server.process()!.once('exit', (code) => resolve(code)));
      process.kill(state.pid, 'SIGKILL');
      expect(await exited).toBe(1);
      expect(server.output()).toContain('embedded PostgreSQL died and could not be restarted');
      expectNoCrashOutput(server);
    });
  });

  // A managed Postgres restarting or failing over under the app (DATABASE_URL): here a cluster
  // this test runs, which brings its Postgres back by itself after a kill.
  describe('with DATABASE_URL', () => {
    let pgDir: string;
    let appDir: string;
    let external: EmbeddedPostgresHandle;
    let server: ServerProcess;
    let scenario: Scenario;

    beforeAll(async () => {
      pgDir = tempDir('lsm-crash-pg-');
      appDir = tempDir('lsm-crash-app-');
      external = await startEmbeddedPostgres(pgDir, pino({ level: 'silent' }));
      server = createServerProcess({ dataDir: appDir, port: await findFreePort(), databaseUrl: external.url });
      await server.start();
      scenario = await prepareScenario(server, external.url, LEARNERS);
    }, 150_000);

    beforeEach((context) => printServerOutputOnFailure(context, () => server));

    afterAll(async () => {
      await server?.kill('SIGTERM');
      await external?.stop();
      for (const dir of [pgDir, appDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }, 30_000);

    it(`a Postgres killed mid-stream and back, ${TRIALS} times: 503 meanwhile, then serving within 5 s by itself`, { timeout: 150_000 }, async () => {
      const report: string[] = [];
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const outcome = await killPostgresMidStream(scenario, pgDir);
        expect(server.process()?.exitCode).toBeNull();
        expectGracefulOutage(outcome);
        await expectConsistent(external.url, scenario, outcome.acks);
        report.push(describeTrial(outcome));
      }
      expectNoCrashOutput(server);
      console.log(report.join('\n'));
    });

    it('while Postgres is gone the health check says 503, and SIGTERM with no request in flight stops the app within 5 s', { timeout: 60_000 }, async () => {
      await external.stop();
      const health = await fetch(`${server.baseUrl}/math/api/health`);
      expect(health.status).toBe(503);
      const body: unknown = await health.json();
      expect(isApiErrorBody(body) && body.error.code).toBe('server.database_unavailable');

      const signalledAt = performance.now();
      expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(performance.now() - signalledAt).toBeLessThan(5000);
      expectNoCrashOutput(server);
    });
  });
});
