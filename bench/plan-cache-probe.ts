// Whether Postgres plans the app's prepared statements once (a generic plan) or on every
// execution (custom plans): each statement run 12 times on one connection, then that
// connection's pg_prepared_statements read back (issue 13).
//   BENCH_REUSE_DATA=/tmp/bench-scale node --import tsx bench/plan-cache-probe.ts   (embedded)
//   DATABASE_URL=postgres://… node --import tsx bench/plan-cache-probe.ts
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { createDatabase } from '../src/server/db/client';
import { createBookmarksRepository, createDashboardRepository, createPracticeRepository } from '../src/server/learning';
import { createAdminQuestionsRepository, createAdminReportsRepository, createQuestionsRepository } from '../src/server/admin';
import { createCatalogRepository, createProblemListRepository } from '../src/server/content';
import { createAdminUsersRepository } from '../src/server/accounts';
import { HEAVY_EMAIL } from './target';

const dataDir = process.env.BENCH_REUSE_DATA;
const embedded = process.env.DATABASE_URL || !dataDir ? undefined : await startEmbeddedPostgres(dataDir, pino({ level: 'warn' }));
const url = process.env.DATABASE_URL ?? embedded?.url;
if (!url) throw new Error('DATABASE_URL or BENCH_REUSE_DATA is required');
const database = createDatabase(url, { maxConnections: 1 });
const { db } = database;
const [heavy] = await db.execute<{ id: string }>(sql`select id from users where email = ${HEAVY_EMAIL}`);
const [someProblem] = await db.execute<{ id: number; problem_id: string; subtopic_id: number; s: string; t: string; c: string }>(
  sql`select p.id, p.problem_id, p.subtopic_id, s.subtopic_id as s, t.topic_id as t, c.category_id as c from problems p join subtopics s on s.id = p.subtopic_id join topics t on t.id = s.topic_id join categories c on c.id = t.category_id order by p.id limit 1 offset 777`,
);
if (!heavy || !someProblem) throw new Error('run npm run bench on this database first (seed:scale data and the heavy learner)');
const page = { page: 1, pageSize: 50, limit: 51, offset: 0 };
const dashboard = createDashboardRepository({ db });
const reports = createAdminReportsRepository({ db });
const adminProblems = createProblemListRepository({ db });
const bookmarks = createBookmarksRepository({ db });
const catalog = createCatalogRepository({ db });
const practice = createPracticeRepository({ db });
const adminQuestions = createAdminQuestionsRepository({ db });
const adminUsers = createAdminUsersRepository({ db });
const questions = createQuestionsRepository({ db });
const today = new Date().toISOString().slice(0, 10);
for (let i = 0; i < 12; i += 1) {
  await dashboard.load(heavy.id, 'Asia/Jakarta', today, null, 5, { now: new Date(), hiddenSubtopicIds: [] });
  await reports.list(undefined, page);
  await reports.countByStatus();
  await reports.list('open', page);
  await adminProblems.list({ subtopicId: someProblem.s }, page);
  await adminQuestions.list(undefined, page);
  await adminQuestions.list('pending', page);
  await adminUsers.list(null, page);
  await adminUsers.list('siswa1', page);
  await questions.listForUser(heavy.id, page);
  await adminProblems.list({}, page);
  await bookmarks.list(heavy.id, page);
  const list = await catalog.listPage({ categoryId: someProblem.c, topicId: someProblem.t, subtopicId: someProblem.s }, { page: 1, pageSize: 1000, limit: 1001, offset: 0 });
  await catalog.marksOf(heavy.id, list?.cards.map((card) => card.id) ?? []);
  await practice.findProblemInPath({ categoryId: someProblem.c, topicId: someProblem.t, subtopicId: someProblem.s, problemId: someProblem.problem_id });
  await practice.learnerState(heavy.id, someProblem.id);
  await practice.findProblemToCheck(someProblem.problem_id);
}
const rows = await db.execute<{ statement: string; generic_plans: number; custom_plans: number }>(
  sql`select statement, generic_plans, custom_plans from pg_prepared_statements order by statement`,
);
for (const row of rows) console.log(`${String(row.generic_plans).padStart(3)} generic ${String(row.custom_plans).padStart(3)} custom  ${row.statement.replace(/\s+/g, ' ').slice(0, 150)}`);
await database.close();
await embedded?.stop();
