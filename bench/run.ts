import fs from 'node:fs';
import os from 'node:os';
import { generatePublicCode } from '../src/core/public-code';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/server/db/client';
import { runningEmbeddedUrl } from '../src/server/db/embedded';
import { createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { problems } from '../src/server/db/schema';
import { run, signIn, startServer, table, type BenchResult } from './support';

// Load tests against the real server on its embedded Postgres. Prints a table and writes it to
// bench/README.md. Scenarios and budgets: ARCHITECTURE.md section 7.

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PROBLEM_COUNT = 3000;
const QUESTION = 'Jika $x^2 - 5x + 6 = 0$, tentukan **jumlah** akar-akarnya.\nGunakan $x_1 + x_2 = -\\frac{b}{a}$.';

const NOTES = `Reading the numbers: on this 2-core machine autocannon itself takes most of one core, so the server and Postgres share what is left; the figures are a floor for a dedicated 2-core host. Profiles (\`node --cpu-prof\`, \`BENCH_PROF=1 npm run bench\`) show the Node process saturated on the page routes (socket writes, JSON, query encoding) and Postgres commits (one WAL flush per graded answer) on the write route. What moved the numbers: guests skip all session work, the guards read the session with one prepared query (decision 004), the hot queries are prepared, grading is two statements in one transaction (decision 005), request logs are buffered, and the dashboard is one SQL statement. A signed-in page costs two more round trips than a guest's (session, progress), which is the gap between the first two rows.`;

async function seedHeavyLearner(db: Database, userId: string, subtopicId: number) {
  await db.execute(sql`
    with chosen as (
      select p.id, row_number() over (order by p.id) as n from problems p where p.subtopic_id = ${subtopicId} order by p.id limit 3000
    ), attempts as (
      select c.id as problem_id, gs as attempt_number, c.n
      from chosen c, generate_series(1, 1 + (c.n % 6)::int) gs
    )
    insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, xp_awarded, created_at)
    select ${userId}, a.problem_id, '"A"'::jsonb, a.attempt_number = 1 + (a.n % 6)::int and a.n % 7 <> 0, a.attempt_number, 0,
           now() - ((a.n % 60) || ' days')::interval - (a.attempt_number || ' minutes')::interval
    from attempts a
    order by a.n, a.attempt_number
    limit 10000`);
  await db.execute(sql`
    insert into user_progress (user_id, problem_id, is_correct, attempts_count, updated_at)
    select user_id, problem_id, bool_or(is_correct), count(*), max(created_at)
    from problem_attempts where user_id = ${userId} group by user_id, problem_id`);
}

async function main() {
  const server = await startServer({ LOG_LEVEL: 'info' }, process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []);
  const database = createDatabase(runningEmbeddedUrl(server.dataDir)!, { maxConnections: 4 });
  const results: BenchResult[] = [];
  try {
    const path = await createPublishedPath(database.db);
    const codes: string[] = [];
    for (let start = 0; start < PROBLEM_COUNT; start += 500) {
      const rows = Array.from({ length: Math.min(500, PROBLEM_COUNT - start) }, () => {
        const problemId = generatePublicCode('problem');
        codes.push(problemId);
        return {
          problemId,
          subtopicId: path.subtopic.id,
          type: 'mcq' as const,
          questionText: QUESTION,
          options: { A: '$5$', B: '$6$', C: '$-5$', D: '$1$' },
          answer: 'A',
          solutionText: 'Jumlah akar $= 5$.',
          hasSolution: true,
        };
      });
      await database.db.insert(problems).values(rows);
    }
    const learners = await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, i) => createUserWithPassword(database.db, { email: `bench-${i}@contoh.id`, password: 'bench-password-123' })),
    );
    const cookies: string[] = [];
    for (const learner of learners) cookies.push(await signIn(server.baseUrl, learner.email, 'bench-password-123'));

    const pagePath = (code: string) =>
      `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}/problems/${code}`;
    const hotPages = codes.slice(0, 200);
    const pageBudget = { minRps: 3000, maxP99: 30 };

    results.push(
      await run({
        name: 'GET problem page (guest)',
        url: server.baseUrl,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        budget: pageBudget,
        request: (client, n) => ({ method: 'GET', path: pagePath(hotPages[(client + n) % hotPages.length]!) }),
      }),
    );
    results.push(
      await run({
        name: 'GET problem page (signed in)',
        url: server.baseUrl,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        budget: pageBudget,
        request: (client, n) => ({ method: 'GET', path: pagePath(hotPages[(client + n) % hotPages.length]!), headers: { cookie: cookies[client % cookies.length]! } }),
      }),
    );
    // Every request is a first, correct answer to a new problem: progress + attempt + XP written.
    results.push(
      await run({
        name: 'POST check (signed in, writes progress + attempt + XP)',
        url: server.baseUrl,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        budget: { minRps: 1000, maxP99: 60 },
        request: (client, n) => ({
          method: 'POST',
          path: `/math/api/problems/${codes[n % codes.length]}/check`,
          headers: { cookie: cookies[client % cookies.length]!, origin: server.baseUrl, 'content-type': 'application/json' },
          body: '{"answer":"A"}',
        }),
      }),
    );

    // A learner with 10,000 attempts spread over all problems and the last 60 days.
    const heavy = await createUserWithPassword(database.db, { email: 'bench-heavy@contoh.id', password: 'bench-password-123' });
    const heavyCookie = await signIn(server.baseUrl, heavy.email, 'bench-password-123');
    await seedHeavyLearner(database.db, heavy.id, path.subtopic.id);
    // As autovacuum would after a bulk load: the planner needs row counts.
    await database.db.execute(sql`analyze`);
    results.push(
      await run({
        name: 'GET dashboard (learner with 10,000 attempts)',
        url: server.baseUrl,
        connections: 10,
        durationSeconds: DURATION_SECONDS,
        budget: { maxP95: 50 },
        request: () => ({ method: 'GET', path: '/math/api/dashboard?tz=Asia%2FJakarta', headers: { cookie: heavyCookie } }),
      }),
    );
  } finally {
    await database.close();
    await server.stop();
  }

  const output = table(results);
  console.log(output);
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  fs.writeFileSync(
    new URL('./README.md', import.meta.url),
    `# Benchmarks\n\n\`npm run bench\` starts the real server (\`NODE_ENV=production\`, \`LOG_LEVEL=info\` to a file) on a fresh embedded Postgres, seeds ${PROBLEM_COUNT} problems, ${CONNECTIONS} signed-in learners and one learner with 10,000 attempts (dashboard, 10 connections), and drives it with autocannon from the same machine (so load generator, server and Postgres share the cores). Budgets: ARCHITECTURE.md section 7. p95 is the midpoint of autocannon's p90 and p97.5.\n\n${NOTES}\n\nLast run: ${new Date().toISOString().slice(0, 10)} on ${machine}, ${DURATION_SECONDS} s per scenario.\n\n${output}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
