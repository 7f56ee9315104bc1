import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findFreePort } from '../src/server/free-port';

export type Measurement = {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  // Non-2xx responses plus socket errors and timeouts.
  errors: number;
  // The first non-2xx response's status and the start of its body, to tell what went wrong.
  errorSample?: string;
  // CPU time per request (utime + stime from /proc, µs) of the server's process and of Postgres
  // (every child of its postmaster: backends, WAL writer, checkpointer), when `cpu` was given.
  cpu?: { serverUs: number; postgresUs: number };
};

/** USER_HZ: the unit of /proc's CPU times (100 on Linux). */
export const TICKS_PER_SECOND = 100;

/** utime + stime of a process in clock ticks, and its parent's pid; null once it has ended. */
export function procStat(pid: number): { ticks: number; ppid: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** The postmaster's pid, from one backend's (`select pg_backend_pid()`), to count Postgres's CPU. */
export function postmasterOf(backendPid: number): number {
  const stat = procStat(backendPid);
  if (!stat) throw new Error(`no process ${backendPid}: is Postgres on this machine?`);
  return stat.ppid;
}

/** Ticks of every child of `parentPid` by pid. */
function childTicks(parentPid: number): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = procStat(pid);
    if (stat?.ppid === parentPid) ticks.set(pid, stat.ticks);
  }
  return ticks;
}

export type CpuWatch = { serverPid: number; postmasterPid: number };

export function cpuSnapshot(watch: CpuWatch) {
  return { server: procStat(watch.serverPid)?.ticks ?? 0, postgres: childTicks(watch.postmasterPid) };
}

export function cpuPerRequest(watch: CpuWatch, before: ReturnType<typeof cpuSnapshot>, requests: number) {
  const after = cpuSnapshot(watch);
  let postgresTicks = 0;
  // A backend that started during the run counts whole; one that ended is lost (pools keep theirs).
  for (const [pid, ticks] of after.postgres) postgresTicks += ticks - (before.postgres.get(pid) ?? 0);
  const us = (ticks: number) => (requests > 0 ? Math.round(((ticks / TICKS_PER_SECOND) * 1e6) / requests) : 0);
  return { serverUs: us(after.server - before.server), postgresUs: us(postgresTicks) };
}

export type ServerOptions = {
  // Reuse this DATA_DIR (kept after stop) instead of a fresh temporary one (removed after stop).
  dataDir?: string;
  // A TypeScript script to run through tsx (default: the app as production runs it, compiled).
  script?: string;
};

export type StartedServer = {
  baseUrl: string;
  dataDir: string;
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
};

async function waitUntilUp(child: ChildProcess, url: string, what: string) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopper(child: ChildProcess, after: () => void) {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    after();
  };
}

/**
 * Flags for the server's node from the bench's environment (bench/run.ts and bench/serve.ts):
 * BENCH_PROF=1 a CPU profile in /tmp/prof, BENCH_INSPECT=<port> the inspector,
 * BENCH_NODE_IMPORT=<file> a module of your own preloaded (a probe), BENCH_NODE_ARGS="--trace-gc …" any others.
 */
export function serverNodeArgs(env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    ...(env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
    ...(env.BENCH_INSPECT ? [`--inspect=${env.BENCH_INSPECT}`] : []),
    ...(env.BENCH_NODE_IMPORT ? ['--import', env.BENCH_NODE_IMPORT] : []),
    ...(env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
}

// Starts the real server (node, no npm wrapper, so one PID stops it) on a fresh DATA_DIR, or on
// options.dataDir. DATABASE_URL, when set in the environment or extraEnv, is passed through.
export async function startServer(extraEnv: Record<string, string> = {}, nodeArgs: string[] = [], options: ServerOptions = {}): Promise<StartedServer> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755);
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  // The app as `npm run serve` runs it: compiled from the current source into dist/app (half a
  // second, scripts/build-server.ts; decision 074), with its V8 flag (package.json, decision 048).
  if (!options.script) execFileSync(process.execPath, ['scripts/build-server.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const entry = options.script ? ['--import', 'tsx', options.script] : ['--enable-source-maps', 'dist/app/main.js'];
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=16', ...nodeArgs, ...entry], {
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, SEED_DEMO: 'false', NODE_ENV: 'production', ...extraEnv },
  });
  try {
    await waitUntilUp(child, `${baseUrl}/math/api/health`, `server (see ${logFile})`);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid!,
    logFile,
    stop: stopper(child, () => {
      fs.closeSync(log);
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }),
  };
}

// A ceiling server (bench/ceiling-server.ts) in a node process of its own, like the app.
export async function startCeilingServer(env: Record<string, string>): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling-server.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
  });
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitUntilUp(child, `${baseUrl}/health`, 'ceiling server');
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop: stopper(child, () => undefined) };
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/math/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

export type BenchRequest = { method: 'GET' | 'POST' | 'PUT'; path: string; headers?: Record<string, string>; body?: string };

/** The Accept-Encoding Chromium sends: every learner and admin uses a browser. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A request over Node's HTTP, its body as it went over the wire (fetch would decode gzip); a non-2xx status rejects. */
export function requestRaw(baseUrl: string, request: BenchRequest) {
  return new Promise<{ bytes: Buffer; contentType: string; contentEncoding: string | null; status: number }>((resolve, reject) => {
    const outgoing = http.request(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) return reject(new Error(`${request.method} ${request.path}: ${status} ${bytes.subarray(0, 200).toString()}`));
        resolve({ bytes, contentType: response.headers['content-type'] ?? 'application/json', contentEncoding: response.headers['content-encoding'] ?? null, status });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

type RunOptions = {
  name: string;
  url: string;
  connections: number;
  durationSeconds: number;
  // Called for every request; `client` is the connection's number, `n` counts its requests.
  request: (client: number, n: number) => BenchRequest;
  // Count the CPU the server and Postgres spend per request (Measurement.cpu).
  cpu?: CpuWatch;
  // Requests per second across all connections (an arrival rate, e.g. 5,000 sitters saving every 25 s); none: as fast as answered.
  overallRate?: number;
};

export async function run(options: RunOptions): Promise<Measurement> {
  let clientCount = 0;
  let errorSample: string | undefined;
  const cpuBefore = options.cpu && cpuSnapshot(options.cpu);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [
      {
        setupRequest: (request, context: { client?: number; n?: number }) => {
          context.client ??= clientCount++;
          context.n = (context.n ?? -1) + 1;
          return { ...request, ...options.request(context.client, context.n) };
        },
        onResponse: (status: number, body: string) => {
          if ((status < 200 || status > 299) && errorSample === undefined) errorSample = `${status} ${body.slice(0, 200)}`;
        },
      },
    ],
  });
  return {
    name: options.name,
    connections: options.connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5 === undefined ? result.latency.p99 : interpolateP95(result),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    ...(errorSample === undefined ? {} : { errorSample }),
    ...(options.cpu && cpuBefore ? { cpu: cpuPerRequest(options.cpu, cpuBefore, result.requests.total) } : {}),
  };
}

// autocannon reports p90 and p97.5 but not p95: take the midpoint as a close estimate.
function interpolateP95(result: autocannon.Result): number {
  return Math.round(((result.latency.p90 + result.latency.p97_5) / 2) * 10) / 10;
}

/** The q-quantile (0..1) of the values, nearest rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Resident set size of a process in MB (10^6 bytes, as the budget), from /proc/<pid>/status (VmRSS, in KiB). */
export function rssMB(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? (Number(match[1]) * 1024) / 1e6 : null;
  } catch {
    return null;
  }
}

export function machineLine(): string {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type PacedOptions = {
  name: string;
  url: string;
  // Arrivals per second, each scheduled at its due time whatever the server is doing (open loop).
  rate: number;
  durationSeconds: number;
  // As for run(): `client` cycles through `clients` virtual learners, `n` counts each one's requests.
  request: (client: number, n: number) => BenchRequest;
  clients?: number;
  cpu?: CpuWatch;
  /** Sockets open at once, at most (default 256). */
  maxSockets?: number;
};

/**
 * An open-loop run: request i is due at start + i / rate and is sent then, however many earlier
 * ones are still unanswered (new sockets open as needed, up to maxSockets), and its latency counts from its due
 * time, not from when it went out. A stalled server therefore shows in the percentiles with every
 * request that fell due during the stall (no coordinated omission), unlike a closed loop (or
 * autocannon's `overallRate`, which spaces requests per connection and waits for each answer).
 * bench/paced-check.ts shows the difference against a server that stalls on purpose.
 */
export async function paced(options: PacedOptions): Promise<Measurement & { sentRate: number; maxLateSendMs: number }> {
  const clients = options.clients ?? 50;
  const total = Math.max(1, Math.round(options.rate * options.durationSeconds));
  const interval = 1000 / options.rate;
  // At most 256 sockets: past that a request waits for one, its latency still counted from its due
  // time (at 10,000 due a second with no cap the generator ran out of file descriptors, EMFILE).
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 256 });
  const latencies: number[] = [];
  let errors = 0;
  let errorSample: string | undefined;
  let maxLateSendMs = 0;
  const cpuBefore = options.cpu && cpuSnapshot(options.cpu);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  const send = (i: number) => {
    const due = start + i * interval;
    maxLateSendMs = Math.max(maxLateSendMs, performance.now() - due);
    const request = options.request(i % clients, Math.floor(i / clients));
    return new Promise<void>((resolve) => {
      const done = (failure?: string) => {
        latencies.push(performance.now() - due);
        if (failure !== undefined) {
          errors += 1;
          errorSample ??= failure;
        }
        resolve();
      };
      const outgoing = http.request(`${options.url}${request.path}`, { method: request.method, headers: { origin: options.url, ...request.headers }, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => done(String(error)));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          done(status >= 200 && status <= 299 ? undefined : `${status} ${Buffer.concat(chunks).subarray(0, 200).toString()}`);
        });
      });
      outgoing.on('error', (error) => done(String(error)));
      outgoing.end(request.body);
    });
  };
  for (let next = 0; next < total; ) {
    const now = performance.now();
    while (next < total && start + next * interval <= now) pending.push(send(next++));
    if (next < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + next * interval - performance.now())));
  }
  const sentRate = total / ((performance.now() - start) / 1000);
  await Promise.all(pending);
  agent.destroy();
  const ms = (value: number) => Math.round(value * 10) / 10;
  return {
    name: options.name,
    connections: 0,
    requests: total,
    rps: Math.round(options.rate),
    p50: ms(quantile(latencies, 0.5)),
    p95: ms(quantile(latencies, 0.95)),
    p99: ms(quantile(latencies, 0.99)),
    errors,
    ...(errorSample === undefined ? {} : { errorSample }),
    ...(options.cpu && cpuBefore ? { cpu: cpuPerRequest(options.cpu, cpuBefore, total) } : {}),
    sentRate: Math.round(sentRate),
    maxLateSendMs: ms(maxLateSendMs),
  };
}
