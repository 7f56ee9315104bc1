import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findFreePort } from '../../src/server/free-port';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    dataDir: string;
  }
}

const ADMIN_EMAIL = 'e2e-admin@contoh.id';
const ADMIN_PASSWORD = 'e2e-kunci-rahasia-panjang';

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not become healthy within ${timeoutMs} ms`);
}

// Starts the app exactly as the README says (`npm start`) on a fresh DATA_DIR and stops the
// whole process group afterwards.
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.resolve('.tmp', 'e2e-server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitForHealth(`${baseUrl}/math/api/health`, child, 180_000);
  } catch (error) {
    // The app may have exited on its own (a failed build): then there is nothing to stop.
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    throw new Error(`${(error as Error).message}; see ${logFile}:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`, { cause: error });
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('dataDir', dataDir);

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
    clearTimeout(timer);
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
