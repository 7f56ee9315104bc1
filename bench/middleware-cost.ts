import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { findFreePort } from '../src/server/free-port';

// `node --import tsx bench/middleware-cost.ts`: what some of the app's middleware costs on a bare
// route (issue 13, bench/README.md): each variant in its own node process, 50 connections, 5 s,
// no Accept-Encoding (as autocannon and the bench send).
for (const mode of (process.env.MODES ?? 'bare,compress,vary,fixed,rid+sec,rid+sec+compress,rid+sec+fixed').split(',')) {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/middleware-cost-server.ts'], { env: { ...process.env, MODE: mode, PORT: String(port) }, stdio: 'inherit' });
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await autocannon({ url: `http://localhost:${port}/x`, connections: 50, duration: 1 });
  const r = await autocannon({ url: `http://localhost:${port}/x`, connections: 50, duration: 5 });
  console.log(mode, Math.round(r.requests.average), 'req/s p99', r.latency.p99);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
