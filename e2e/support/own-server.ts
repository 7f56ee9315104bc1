import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runningEmbeddedUrl } from '../../src/server/db/embedded';
import { findFreePort } from '../../src/server/free-port';

export type TOwnServer = {
  baseUrl: string;
  url: (pathname: string) => string;
  /** Moves the server's clock (and only this server's) `ms` ahead of real time. */
  setClockOffset: (ms: number) => void;
  connect: () => DatabaseHandle;
  stop: () => Promise<void>;
};

/**
 * A server of its own for a test file whose clock it moves (TEST_CLOCK_FILE, issue 34): the build
 * the e2e setup made, its own DATA_DIR and port, started with node directly so one PID stops it.
 * Its tryout jobs tick every 2 s (issue 36): a tryout the clock has moved past its close gets its
 * final scores within seconds.
 */
export async function startOwnServer(): Promise<TOwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-e2e-own-'));
  fs.chmodSync(dataDir, 0o755);
  const clockFile = path.join(dataDir, 'clock-offset');
  fs.writeFileSync(clockFile, '0');
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.resolve('.tmp', `e2e-own-server-${port}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(path.resolve('node_modules/.bin/node'), ['--enable-source-maps', 'dist/app/main.js'], {
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', TEST_CLOCK_FILE: clockFile, TRYOUT_JOB_TICK_SECONDS: '2' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not become healthy; see ${logFile}`);
    }
    const isHealthy = await fetch(`${baseUrl}/math/api/health`).then((response) => response.ok, () => false);
    if (isHealthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    url: (pathname) => `${baseUrl}/math${pathname}`,
    setClockOffset: (ms) => fs.writeFileSync(clockFile, String(Math.round(ms))),
    connect: () => {
      const url = runningEmbeddedUrl(dataDir);
      if (!url) throw new Error('the own server is not running on an embedded database');
      return createDatabase(url, { maxConnections: 2 });
    },
    stop: async () => {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
      clearTimeout(timer);
      fs.closeSync(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
