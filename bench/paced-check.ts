import http from 'node:http';
import { paced, run } from './support';

// `node --import tsx bench/paced-check.ts`: shows that bench/support.ts's paced() schedules
// requests at their due times and counts latency from them. A local server answers at once but
// stalls its event loop for STALL_MS once, a second into a 4-second run at RATE requests a
// second. An open-loop generator must then report every request that fell due during the stall
// (about RATE x STALL_MS / 1000 of them, RATE x 4 in all) as late by up to STALL_MS, and keep
// sending at RATE; a closed loop of 10 connections (autocannon) sees only its 10 waiting
// requests, and its p99 hides the stall.
const RATE = 500;
const STALL_MS = 400;
const SECONDS = 4;

function startStallingServer() {
  let stallAt = 0;
  const server = http.createServer((request, response) => {
    if (stallAt > 0 && performance.now() >= stallAt) {
      stallAt = 0;
      const until = performance.now() + STALL_MS;
      while (performance.now() < until);
    }
    response.end('ok');
  });
  return new Promise<{ url: string; arm: () => void; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, arm: () => (stallAt = performance.now() + 1000), close: () => server.close() });
    }),
  );
}

const server = await startStallingServer();
server.arm();
const open = await paced({ name: 'paced', url: server.url, rate: RATE, durationSeconds: SECONDS, request: () => ({ method: 'GET', path: '/' }) });
server.arm();
const closed = await run({ name: 'closed', url: server.url, connections: 10, durationSeconds: SECONDS, request: () => ({ method: 'GET', path: '/' }) });
server.close();
const dueInStall = Math.round((RATE * STALL_MS) / 1000);
const lateShare = dueInStall / (RATE * SECONDS);
console.log(`stall of ${STALL_MS} ms once; ${dueInStall} of ${RATE * SECONDS} paced requests (${(lateShare * 100).toFixed(1)} %) fall due during it`);
console.log(`paced ${RATE}/s: sent at ${open.sentRate}/s, p50 ${open.p50} ms, p95 ${open.p95} ms, p99 ${open.p99} ms, errors ${open.errors}`);
console.log(`closed loop, 10 connections: ${closed.rps} req/s, p50 ${closed.p50} ms, p95 ${closed.p95} ms, p99 ${closed.p99} ms`);
// Requests due in the stall's first half waited at least STALL_MS / 2: more than 1 % of all, so p99 shows it.
const ok = open.p99 >= STALL_MS / 2 && Math.abs(open.sentRate - RATE) / RATE < 0.05;
console.log(ok ? 'paced() counts from due times: the stall is in its p99' : 'paced() does NOT pace as it should');
process.exit(ok ? 0 : 1);
