import autocannon from 'autocannon';
import { openPostgres } from '../src/server/db/client';
import { ADMIN_EMAIL, BENCH_PASSWORD, benchTargets, startTarget, type Target } from './target';

// Issue 15's budgets at scale: the admin problem list with its figures (p95 <= 200 ms) and a
// problem's analytics page (p95 <= 300 ms), on the seed:scale data.
//   node --import tsx bench/analytics.ts   starts the server as `npm run bench` does (embedded
//     Postgres, BENCH_REUSE_DATA, or DATABASE_URL with BENCH_TARGETS=url) and seeds what is missing;
//   BENCH_URL=http://localhost:4620 DATABASE_URL=postgres://... node --import tsx bench/analytics.ts
//     measures a server already running on that database.
const email = process.env.BENCH_ADMIN_EMAIL ?? ADMIN_EMAIL;
const password = process.env.BENCH_ADMIN_PASSWORD ?? BENCH_PASSWORD;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  if (process.env.BENCH_URL) {
    if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the database the server at BENCH_URL runs on');
    await measure(process.env.BENCH_URL, process.env.DATABASE_URL);
    return;
  }
  for (const kind of benchTargets()) {
    const target: Target = await startTarget({ kind });
    try {
      console.log(`\n${target.label}: ${target.scale.problems} problems, ${target.scale.progress} progress rows`);
      await measure(target.server.baseUrl, target.url);
    } finally {
      await target.stop();
    }
  }
}

async function measure(baseUrl: string, databaseUrl: string) {
  const sql = openPostgres(databaseUrl, { max: 1 });
  // The problem with the most learners, and the busiest subtopic: the heaviest pages to compute.
  const [popular] = await sql<{ problem_id: string; learners: number }[]>`
    select p.problem_id, count(*)::int as learners from user_progress up join problems p on p.id = up.problem_id
    group by p.problem_id order by 2 desc limit 1`;
  const [attempts] = await sql<{ n: number }[]>`select count(*)::int as n from problem_attempts a join problems p on p.id = a.problem_id where p.problem_id = ${popular!.problem_id}`;
  await sql.end();

  const signIn = await fetch(`${baseUrl}/math/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  const scenarios: [string, string, number][] = [
    ['list, newest first (default)', '/math/api/admin/problems', 200],
    ['list sorted by first-try rate, lowest first', '/math/api/admin/problems?sort=firstTryRate&dir=asc', 200],
    ['list sorted by learners', '/math/api/admin/problems?sort=learners&dir=desc', 200],
    ['list sorted by mean attempts', '/math/api/admin/problems?sort=meanAttempts&dir=desc', 200],
    ['list sorted by open reports', '/math/api/admin/problems?sort=openReports&dir=desc', 200],
    ["list 'Perlu dicek'", '/math/api/admin/problems?needsCheck=true', 200],
    ['list filtered: first-try <= 20 %, >= 5 learners', '/math/api/admin/problems?maxFirstTryRate=0.2&minLearners=5', 200],
    [`analytics of the most tried problem (${popular!.learners} learners, ${attempts!.n} attempts)`, `/math/api/admin/problems/${popular!.problem_id}/analytics`, 300],
  ];
  console.log(`| scenario | connections | req/s | p50 ms | p95 ms | p99 ms | errors | budget p95 | verdict |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |`);
  for (const [name, path, budget] of scenarios) {
    const result = await autocannon({ url: `${baseUrl}${path}`, connections, duration: seconds, headers: { cookie } });
    const p95 = Math.round(((result.latency.p90 + result.latency.p97_5) / 2) * 10) / 10;
    const errors = result.non2xx + result.errors;
    console.log(`| ${name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${p95} | ${result.latency.p99} | ${errors} | ${budget} | ${p95 <= budget && errors === 0 ? 'met' : '**missed**'} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
