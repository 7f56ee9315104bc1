import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findFreePort } from '../src/server/free-port';

export type BenchResult = {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  budget: string;
  verdict: 'met' | 'missed';
};

// Starts the real server (node, no npm wrapper, so one PID stops it) on a fresh DATA_DIR.
export async function startServer(extraEnv: Record<string, string> = {}, nodeArgs: string[] = []) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, SEED_DEMO: 'false', NODE_ENV: 'production', ...extraEnv },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: see ${dataDir}/server.log`);
    try {
      if ((await fetch(`${baseUrl}/math/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.closeSync(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/math/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

type RunOptions = {
  name: string;
  url: string;
  connections: number;
  durationSeconds: number;
  budget: { minRps?: number; maxP99?: number; maxP95?: number };
  // Called for every request; `client` is the connection's number, `n` counts its requests.
  request: (client: number, n: number) => { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
};

export async function run(options: RunOptions): Promise<BenchResult> {
  let clientCount = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        setupRequest: (request, context: { client?: number; n?: number }) => {
          context.client ??= clientCount++;
          context.n = (context.n ?? -1) + 1;
          return { ...request, ...options.request(context.client, context.n) };
        },
      },
    ],
  });
  const { minRps, maxP99, maxP95 } = options.budget;
  const rps = Math.round(result.requests.average);
  const p95 = result.latency.p97_5 === undefined ? result.latency.p99 : interpolateP95(result);
  const met = result.non2xx + result.errors === 0 && (minRps === undefined || rps >= minRps) && (maxP99 === undefined || result.latency.p99 <= maxP99) && (maxP95 === undefined || p95 <= maxP95);
  const budget = [minRps ? `>= ${minRps} req/s` : '', maxP99 ? `p99 <= ${maxP99} ms` : '', maxP95 ? `p95 <= ${maxP95} ms` : ''].filter(Boolean).join(', ');
  return {
    name: options.name,
    connections: options.connections,
    requests: result.requests.total,
    rps,
    p50: result.latency.p50,
    p95,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    budget,
    verdict: met ? 'met' : 'missed',
  };
}

// autocannon reports p90 and p97.5 but not p95: take the midpoint as a close estimate.
function interpolateP95(result: autocannon.Result): number {
  return Math.round(((result.latency.p90 + result.latency.p97_5) / 2) * 10) / 10;
}

export function table(results: BenchResult[]): string {
  const header = '| scenario | connections | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | budget | verdict |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |';
  const rows = results.map(
    (r) => `| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.budget} | ${r.verdict} |`,
  );
  return [header, ...rows].join('\n');
}
