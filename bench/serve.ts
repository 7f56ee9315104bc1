import fs from 'node:fs';
import { ADMIN_EMAIL, APP_POOL_SIZE, BENCH_PASSWORD, HEAVY_EMAIL, learnerEmail, SCALE_PASSWORD, signInAll, startTarget, TEACHER_EMAIL, type TargetKind } from './target';
import { serverNodeArgs } from './support';

// `BENCH_REUSE_DATA=/tmp/bench-scale node --import tsx bench/serve.ts [info.json]` (or with
// DATABASE_URL and BENCH_TARGETS=url): the bench's server on the scale data set, left running
// until this process gets SIGTERM or SIGINT, for bench/request-cost.ts and a look by hand. It
// writes its address, the server's pid and the cookies of a learner, the admin, the learner
// with 10,000 attempts and the teacher of the bench's class, and the database's URL, to info.json (default /tmp/bench-serve.json). DATABASE_POOL_SIZE=1 makes
// request-cost.ts's figures steadier; BENCH_PROF=1 writes the server's CPU profile to /tmp/prof
// when it stops; BENCH_NODE_IMPORT=<file> preloads a module of your own into the server (a probe);
// BENCH_INSPECT and BENCH_NODE_ARGS as support.ts's serverNodeArgs says.
const kind: TargetKind = process.env.BENCH_TARGETS === 'url' ? 'url' : 'embedded';
const infoFile = process.argv[2] ?? '/tmp/bench-serve.json';
const target = await startTarget({ kind, env: { DATABASE_POOL_SIZE: String(APP_POOL_SIZE) }, nodeArgs: serverNodeArgs() });
const { baseUrl, pid } = target.server;
const [learner] = await signInAll(baseUrl, [learnerEmail(1)], SCALE_PASSWORD);
const [admin, heavy, teacher] = await signInAll(baseUrl, [ADMIN_EMAIL, HEAVY_EMAIL, TEACHER_EMAIL], BENCH_PASSWORD);
fs.writeFileSync(infoFile, JSON.stringify({ baseUrl, pid, learner, admin, heavy, teacher, databaseUrl: target.url }));
console.log(`serving ${baseUrl} (server pid ${pid}); cookies in ${infoFile}`);
const stop = async () => {
  await target.stop();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
setInterval(() => {}, 60_000);
