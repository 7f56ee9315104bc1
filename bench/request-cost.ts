import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING, procStat, TICKS_PER_SECOND } from './support';

// `node --import tsx bench/request-cost.ts <url> [<url>...]`: the CPU time one request costs the
// server process and Postgres, read from /proc (utime + stime) around a run of one connection.
// Far steadier than req/s on a shared machine: another session's load slows a request down but
// does not add to its CPU time. Settings (environment):
//   SERVER_PID   the node process serving <url> (required)
//   PG_MATCH     pgrep -f pattern of the Postgres backends to count (default: 'postgres: ')
//   COOKIE       a Cookie header to send (a signed-in learner or admin)
//   SECONDS      per url (default 5); CONNECTIONS (default 1)
//   ACCEPT_ENCODING  as the bench sends it (default: Chromium's; empty for none)
//   BODY         a JSON body to POST (an answer check: the same answer again, not a first one)

const cpuTicks = (pid: number) => procStat(pid)?.ticks ?? 0; // 0: the process ended

function pids(pattern: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', pattern], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const serverPid = Number(process.env.SERVER_PID);
if (!serverPid) throw new Error('SERVER_PID is required');
const pgPattern = process.env.PG_MATCH ?? 'postgres: ';
const seconds = Number(process.env.SECONDS ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 1);
const acceptEncoding = process.env.ACCEPT_ENCODING ?? BROWSER_ACCEPT_ENCODING;
const body = process.env.BODY;
const headers = {
  ...(process.env.COOKIE ? { cookie: process.env.COOKIE } : {}),
  ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  ...(body ? { 'content-type': 'application/json' } : {}),
};
const request = body ? { method: 'POST' as const, body } : {};

for (const url of process.argv.slice(2)) {
  await autocannon({ url, connections, duration: 1, headers: { ...headers, origin: new URL(url).origin }, ...request });
  const backends = pids(pgPattern);
  const before = { server: cpuTicks(serverPid), pg: backends.map(cpuTicks) };
  const result = await autocannon({ url, connections, duration: seconds, headers: { ...headers, origin: new URL(url).origin }, ...request });
  const server = cpuTicks(serverPid) - before.server;
  const pg = backends.reduce((sum, pid, i) => sum + cpuTicks(pid) - before.pg[i]!, 0);
  const requests = result.requests.total;
  const microseconds = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / requests) * 1e6);
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}x${count}`).join(' ');
  console.log(`${url}: ${requests} requests (${statuses}), server ${microseconds(server)} µs/request, Postgres ${microseconds(pg)} µs/request`);
}
