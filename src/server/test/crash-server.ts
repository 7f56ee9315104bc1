import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * The real server (`node --import tsx src/server/main.ts`, no npm wrapper, so one PID is the
 * app) on its own DATA_DIR and port, with the embedded Postgres unless a database URL is given.
 * Its output goes to server.log in DATA_DIR and stays in memory, to look for crashes.
 */
export function createServerProcess({
  dataDir,
  port,
  databaseUrl = '',
  env: extraEnv = {},
}: {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  /** Overrides, e.g. PUBLIC_URL: '' for an install that answers at any address. */
  env?: Record<string, string>;
}) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const logPath = path.join(dataDir, 'server.log');
  let child: ChildProcess | undefined;
  let output = '';

  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'crash-safety-secret-crash-safety-secret-0123',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    ...extraEnv,
  };

  async function isHealthy(): Promise<boolean> {
    const response = await fetch(`${baseUrl}/math/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  }

  return {
    baseUrl,
    logPath,
    output: () => output,
    process: () => child,
    isHealthy,
    async start() {
      const log = fs.openSync(logPath, 'a');
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const record = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        fs.writeSync(log, chunk);
      };
      child.stdout!.on('data', record);
      child.stderr!.on('data', record);
      // A test run that dies or is interrupted must not leave a server behind.
      const killOnExit = () => child?.kill('SIGKILL');
      process.once('exit', killOnExit);
      child.once('exit', () => {
        fs.closeSync(log);
        process.off('exit', killOnExit);
      });
      const started = child;
      await waitFor('the server to answer its health check', async () => {
        if (started.exitCode !== null) throw new Error(`server exited with ${started.exitCode} during start-up; see ${logPath}`);
        return (await isHealthy()) ? true : undefined;
      }, 90_000).catch((error: unknown) => {
        if (started.exitCode !== null) throw new Error(`server exited with ${started.exitCode} during start-up; see ${logPath}`);
        throw error;
      });
    },
    async kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
      const target = child;
      if (!target || target.exitCode !== null || target.signalCode !== null) return { code: target?.exitCode ?? null, signal: target?.signalCode ?? null };
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        target.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal })),
      );
      target.kill(signal);
      return exited;
    },
  };
}

export type ServerProcess = ReturnType<typeof createServerProcess>;

// The embedded postmaster's PID and state ("ready" once it accepts connections), from its lock file.
export function postmasterState(dataDir: string): { pid: number; status: string } | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), status: (lines[7] ?? '').trim() };
  } catch {
    return undefined;
  }
}
