import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { Sql } from 'postgres';
import { createDatabase, type DatabaseHandle } from '../src/server/db/client';
import { runningEmbeddedUrl } from '../src/server/db/embedded';
import { createUserWithPassword } from '../src/server/db/factories';
import { renderStale } from '../src/server/markup/problem-rendering';
import { recountLearners } from '../src/server/learning';
import { DEFAULT_SCALE, scaleCode, seedScale, type TScaleOptions } from '../src/server/db/seed/seed-scale';
import { DEFAULT_DATABASE_POOL_SIZE } from '../src/server/env';
import { xpForSolve } from '../src/core/xp';
import { retryCard } from '../src/core/review-schedule';
import { generateClassCode } from '../src/core/class-code';
import { signIn, startServer, type StartedServer } from './support';
import { TRYOUT_TITLE, tryoutSitterIds } from './tryout-driver';

// The database a bench runs on (issue 13): the embedded Postgres under a DATA_DIR (default), or
// DATABASE_URL when given; filled with the `seed:scale` data set unless it already holds it.
//
//   BENCH_REUSE_DATA=<dir>  embedded only: use (and keep) this DATA_DIR; seeded on first use
//   BENCH_SCALE=small       seed 10,000 problems, 2,000 learners, 100,000 progress rows (development)
//   DATABASE_URL=...        an existing database (seeded when it has no scale data; kept)
//   BENCH_TARGETS=embedded,url  which of the two a script runs on, one after the other (default:
//                           the embedded Postgres, then DATABASE_URL when it is given)

// The server's pool as main.ts sets it (DATABASE_POOL_SIZE, passed on to the server the bench starts).
export const APP_POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE);
export const INSERT_CEILING_TABLE = 'bench_ceiling_insert';
export const SCALE_SEED = DEFAULT_SCALE.seed;
export const SCALE_PASSWORD = process.env.SCALE_PASSWORD ?? 'latihan-skala-2026';
export const BENCH_PASSWORD = 'bench-password-123';
export const ADMIN_EMAIL = 'bench-admin@bench.local';
export const HEAVY_EMAIL = 'bench-heavy@bench.local';
export const HEAVY_ATTEMPTS = 10_000;
// Issue 35: a teacher with a class of 40 seeded learners (301..340) and 20 assignments of 10
// problems, the learners' work on them seeded (ensureTeacherClass).
export const TEACHER_EMAIL = 'bench-teacher@bench.local';
export const TEACHER_CLASS_NAME = 'Kelas Bench — X IPA 2';
export const TEACHER_CLASS_LEARNERS = Array.from({ length: 40 }, (_, i) => 301 + i);
export const TEACHER_ASSIGNMENTS = 20;
export const ASSIGNMENT_PROBLEMS = 10;

// Seeded learners the bench signs in as: 1..50 for the load scenarios, 101..140 for the class
// (and 141..180, 181..220 for the soak's second and third class).
export const LOAD_LEARNERS = Array.from({ length: 50 }, (_, i) => i + 1);
export const CLASS_SIZE = 40;
export const MAX_CLASSES = 3;
export const classLearners = (k: number) => Array.from({ length: CLASS_SIZE }, (_, i) => 101 + k * CLASS_SIZE + i);
export const CLASS_LEARNERS = classLearners(0);
export const learnerEmail = (n: number) => `siswa${n}.s${SCALE_SEED}@skala.local`;
export const learnerId = (n: number) => `scale-${SCALE_SEED}-${n}`;

const SMALL_SCALE = { problems: 10_000, learners: 2_000, progress: 100_000 };

export type Scale = { problems: number; learners: number; progress: number; attempts: number };

export type Target = {
  label: string;
  key: string; // README block name
  url: string;
  server: StartedServer;
  database: DatabaseHandle;
  scale: Scale;
  // The database's clock when the bench started: rows the bench wrote are newer.
  startedAt: string;
  stop: () => Promise<void>;
};

/** The codes of problem number n (1-based) of the scale data, its path in the catalog API and its page's (server-rendered). */
export function scaleProblem(n: number) {
  const subtopic = Math.floor((n - 1) / 100) + 1;
  const topic = Math.floor((subtopic - 1) / 10) + 1;
  const category = Math.floor((topic - 1) / 10) + 1;
  const codes = { categoryId: scaleCode('CA', category), topicId: scaleCode('TO', topic), subtopicId: scaleCode('SU', subtopic), problemId: scaleCode('PR', n) };
  const subtopicPath = `/math/api/catalog/categories/${codes.categoryId}/topics/${codes.topicId}/subtopics/${codes.subtopicId}`;
  const htmlPath = `/math/latsol/${codes.categoryId}/${codes.topicId}/${codes.subtopicId}/${codes.problemId}`;
  return { ...codes, subtopicPath, pagePath: `${subtopicPath}/problems/${codes.problemId}`, htmlPath, checkPath: `/math/api/problems/${codes.problemId}/check` };
}
export const problemNumber = (code: string) => Number(code.slice(4));

function scaleOptions(): TScaleOptions {
  const small = process.env.BENCH_SCALE === 'small';
  return { ...DEFAULT_SCALE, ...(small ? SMALL_SCALE : {}), password: SCALE_PASSWORD };
}

async function ensureScaleData(database: DatabaseHandle, log: (line: string) => void): Promise<Scale> {
  const { sql } = database;
  const [found] = await sql<{ found: boolean }[]>`select exists(select 1 from problems where problem_id = ${scaleCode('PR', 1)}) as found`;
  if (!found?.found) {
    const options = scaleOptions();
    log(`seeding the scale data set (${options.problems} problems, ${options.learners} learners, ${options.progress} progress rows); this takes minutes`);
    const started = Date.now();
    await seedScale(sql, options, (line) => log(`  ${line}`));
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // Freshly seeded, or seeded before problems stored their HTML (issue 13): rendered before the
  // bench measures, beside the server's own start-up run (each takes the rows the other does not hold).
  const renderingStarted = Date.now();
  const rendered = await renderStale({ db: database.db, logger: pino({ level: 'warn' }) });
  if (rendered > 0) {
    log(`rendered the markup of ${rendered} problems in ${((Date.now() - renderingStarted) / 1000).toFixed(0)} s`);
    // Every problem was rewritten: vacuumed now, as autovacuum would in time on a live site, so
    // the runs read the table as it is kept, not with 100,000 dead rows and no visibility map.
    await sql`vacuum (analyze) problems`;
  }
  const [counts] = await sql<Scale[]>`
    select (select count(*)::int from problems where problem_id like 'PR-Z%') as problems,
      (select count(*)::int from users where id like ${`scale-${SCALE_SEED}-%`}) as learners,
      (select reltuples::int from pg_class where relname = 'user_progress') as progress,
      (select reltuples::int from pg_class where relname = 'problem_attempts') as attempts`;
  return counts!;
}

// A learner with HEAVY_ATTEMPTS attempts: 4 on each of 2,500 problems spread over the data set and
// the last 60 days (6 in 7 solved on the 4th), with the progress rows they imply.
async function ensureHeavyLearner(database: DatabaseHandle, problems: number) {
  const { sql } = database;
  const [existing] = await sql<{ id: string }[]>`select id from users where email = ${HEAVY_EMAIL}`;
  if (existing) return;
  const user = await createUserWithPassword(database.db, { email: HEAVY_EMAIL, password: BENCH_PASSWORD });
  const perProblem = 4;
  const stride = Math.max(1, Math.floor(problems / (HEAVY_ATTEMPTS / perProblem)));
  await sql`
    with chosen as (
      select p.id, row_number() over (order by p.id) as n from problems p
      where p.problem_id like 'PR-Z%' and (substr(p.problem_id, 5)::int % ${stride}) = 0
      order by p.id limit ${HEAVY_ATTEMPTS / perProblem}
    )
    insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, xp_awarded, created_at)
    select ${user.id}, c.id, '"A"'::jsonb, a = ${perProblem} and c.n % 7 <> 0, a, case when a = ${perProblem} and c.n % 7 <> 0 then 5 else 0 end,
      now() - make_interval(days => (c.n % 60)::int, mins => (${perProblem} - a) * 3)
    from chosen c cross join generate_series(1, ${perProblem}) a`;
  await sql`
    insert into user_progress (user_id, problem_id, is_correct, attempts_count, last_answer, updated_at)
    select user_id, problem_id, bool_or(is_correct), count(*), '"A"'::jsonb, max(created_at)
    from problem_attempts where user_id = ${user.id} group by user_id, problem_id`;
  await sql`update users set xp_total = (select sum(xp_awarded) from problem_attempts where user_id = ${user.id}) where id = ${user.id}`;
  await recountLearners(sql, [user.id]);
  await sql`analyze problem_attempts`;
  await sql`analyze user_progress`;
}

// Issue 34: the heavy learner's review queue, as months of use leave it: a card for each problem
// they solved after retries (ts-fsrs's card for a new card rated Hard, as the check writes it), a
// tenth of them due (more than the due list's 50), the rest due over the next 30 days, and a
// correct review in the log for every twentieth, over the last 60 days. Their subtopic counters
// (learner_subtopic_stats) were counted from their progress when it was seeded (recountLearners).
async function ensureHeavyReviews(database: DatabaseHandle) {
  const { sql } = database;
  const [heavy] = await sql<{ id: string; cards: number }[]>`
    select u.id, (select count(*)::int from review_cards c where c.user_id = u.id) as cards from users u where u.email = ${HEAVY_EMAIL}`;
  if (!heavy || heavy.cards > 0) return;
  const card = retryCard(new Date());
  await sql`
    with solved as (
      select up.problem_id, p.subtopic_id, row_number() over (order by up.problem_id) as n from user_progress up join problems p on p.id = up.problem_id
      where up.user_id = ${heavy.id} and up.is_correct and up.attempts_count > 1
    )
    insert into review_cards (user_id, problem_id, reason, subtopic_id, entered_at, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
    select ${heavy.id}, problem_id, 'retry', subtopic_id, now() - make_interval(days => (n % 60)::int),
      case when n % 10 = 0 then now() - make_interval(hours => (n % 48)::int) else now() + make_interval(days => (n % 30)::int + 1) end,
      ${card.stability}, ${card.difficulty}, 0, ${card.scheduledDays}, 0, ${card.reps}, 0, ${card.state}, now() - make_interval(days => (n % 60)::int)
    from solved`;
  await sql`
    insert into review_logs (user_id, problem_id, answer, is_correct, rating, state_before, due_before, next_due, is_delayed, reviewed_at)
    select user_id, problem_id, '"A"'::jsonb, true, 3, state, due, due, false, now() - make_interval(days => (problem_id % 60)::int)
    from review_cards where user_id = ${heavy.id} and problem_id % 20 = 0`;
  await sql`analyze review_cards`;
  await sql`analyze review_logs`;
  await sql`analyze learner_subtopic_stats`;
}

// Issue 35: the teacher's class as a term leaves it: 40 learners, 20 assignments of 10 problems
// (a subtopic's first ten each, half of them past due, every third closing at its due time), and
// the learners' work on them: a quarter of the class solved every problem, the others tried about
// 7 in 10 and solved 4 in 5 of those, in 1 to 3 attempts, wrong answers varied so the reports have
// several to rank. Seeded once, kept (the
// clean-up removes only what a run writes).
async function ensureTeacherClass(database: DatabaseHandle) {
  const { sql } = database;
  const [existing] = await sql<{ id: string }[]>`select id from users where email = ${TEACHER_EMAIL}`;
  if (existing) return;
  const teacher = await createUserWithPassword(database.db, { email: TEACHER_EMAIL, password: BENCH_PASSWORD, role: 'teacher', name: 'Bu Guru Bench' });
  const [owned] = await sql<{ id: string }[]>`
    insert into classes (owner_id, name, join_code) values (${teacher!.id}, ${TEACHER_CLASS_NAME}, ${generateClassCode()}) returning id`;
  const members = TEACHER_CLASS_LEARNERS.map(learnerId);
  await sql`insert into class_members (class_id, user_id, joined_at) select ${owned!.id}, u, now() - interval '90 days' from unnest(${members}::text[]) u`;
  const problemCodes = Array.from({ length: TEACHER_ASSIGNMENTS }, (_, k) => {
    const subtopic = ((k * 37) % 1000) + 1;
    return Array.from({ length: ASSIGNMENT_PROBLEMS }, (_, i) => scaleCode('PR', (subtopic - 1) * 100 + i + 1));
  });
  for (const [k, codes] of problemCodes.entries()) {
    const [assignment] = await sql<{ id: string }[]>`
      insert into assignments (class_id, title, due_at, close_after_due, created_at)
      values (${owned!.id}, ${`Tugas ${k + 1}`}, now() + make_interval(days => ${k - TEACHER_ASSIGNMENTS / 2}), ${k % 3 === 0}, now() - make_interval(days => ${TEACHER_ASSIGNMENTS - k + 7}))
      returning id`;
    await sql`
      insert into assignment_problems (assignment_id, problem_id, position)
      select ${assignment!.id}, p.id, c.n from unnest(${codes}::text[]) with ordinality c(code, n) join problems p on p.problem_id = c.code`;
  }
  const work = sql`
    select u.user_id, p.id as problem_id, p.type, p.answer, u.n <= 10 or (u.n * 7 + c.n * 13) % 5 <> 0 as solved, 1 + ((u.n + c.n) % 3)::int as attempts,
      now() - make_interval(days => ((u.n + c.n) % 40)::int, mins => (c.n % 600)::int) as last_at
    from unnest(${members}::text[]) with ordinality u(user_id, n)
    cross join unnest(${problemCodes.flat()}::text[]) with ordinality c(code, n)
    join problems p on p.problem_id = c.code
    where u.n <= 10 or (u.n * 7 + c.n * 13) % 10 < 7`;
  const wrongAnswer = sql`case w.type when 'input' then to_jsonb(((a * 3 + w.attempts) % 4 - 1)::text) when 'mcq' then to_jsonb(chr(66 + (a % 3)))
    when 'mcma' then '["B"]'::jsonb else '{"statement_1":"Benar","statement_2":"Benar","statement_3":"Benar","statement_4":"Benar"}'::jsonb end`;
  await sql`
    insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, xp_awarded, created_at)
    select w.user_id, w.problem_id, case when w.solved and a = w.attempts then w.answer else ${wrongAnswer} end, w.solved and a = w.attempts, a, 0,
      w.last_at - make_interval(mins => (w.attempts - a) * 2)
    from (${work}) w cross join lateral generate_series(1, w.attempts) a
    on conflict do nothing`;
  await sql`
    insert into user_progress (user_id, problem_id, is_correct, attempts_count, last_answer, updated_at)
    select w.user_id, w.problem_id, w.solved, w.attempts, w.answer, w.last_at from (${work}) w
    on conflict (user_id, problem_id) do nothing`;
  await recountLearners(sql, members);
  await sql`analyze class_members`;
  await sql`analyze assignments`;
  await sql`analyze assignment_problems`;
}

/** The teacher's class and its assignments (newest due first), for the teacher scenarios. */
export async function teacherClass(sql: Sql) {
  const [owned] = await sql<{ id: string }[]>`select c.id from classes c join users u on u.id = c.owner_id where u.email = ${TEACHER_EMAIL} and c.name = ${TEACHER_CLASS_NAME}`;
  const assignmentIds = owned ? (await sql<{ id: string }[]>`select id from assignments where class_id = ${owned.id} order by due_at desc`).map((row) => row.id) : [];
  return { classId: owned?.id, assignmentIds };
}

async function ensureAdmin(database: DatabaseHandle) {
  const [existing] = await database.sql<{ id: string }[]>`select id from users where email = ${ADMIN_EMAIL}`;
  if (!existing) await createUserWithPassword(database.db, { email: ADMIN_EMAIL, password: BENCH_PASSWORD, role: 'admin' });
}

export type TargetKind = 'embedded' | 'url';

/** The databases to run on, in order: BENCH_TARGETS, else the embedded one and DATABASE_URL when given. */
export function benchTargets(): TargetKind[] {
  const listed = process.env.BENCH_TARGETS?.split(',').map((kind) => kind.trim()) ?? ['embedded', ...(process.env.DATABASE_URL ? ['url'] : [])];
  for (const kind of listed) if (kind !== 'embedded' && kind !== 'url') throw new Error(`BENCH_TARGETS: unknown target ${kind} (embedded, url)`);
  if (listed.includes('url') && !process.env.DATABASE_URL) throw new Error('BENCH_TARGETS=url needs DATABASE_URL');
  return listed as TargetKind[];
}

export type TargetOptions = { kind?: TargetKind; env?: Record<string, string>; nodeArgs?: string[]; log?: (line: string) => void };

export async function startTarget({ kind = 'embedded', env = {}, nodeArgs = [], log = console.log }: TargetOptions = {}): Promise<Target> {
  const external = kind === 'url' ? process.env.DATABASE_URL : undefined;
  const reuse = process.env.BENCH_REUSE_DATA;
  if (reuse && !external) log(`reusing DATA_DIR ${path.resolve(reuse)}${fs.existsSync(path.join(reuse, 'postgres')) ? '' : ' (new: it will be seeded and kept)'}`);
  // DATABASE_URL reaches the server only when it is the target (an empty value means none).
  const server = await startServer({ LOG_LEVEL: 'info', ...env, DATABASE_URL: external ?? '' }, nodeArgs, external ? {} : { dataDir: reuse });
  let database: DatabaseHandle | undefined;
  try {
    const url = external ?? runningEmbeddedUrl(server.dataDir);
    if (!url) throw new Error('no database URL');
    database = createDatabase(url, { maxConnections: 4 });
    const { sql } = database;
    const [info] = await sql<{ version: string; now: string }[]>`select current_setting('server_version') as version, now()::text as now`;
    const scale = await ensureScaleData(database, log);
    await ensureAdmin(database);
    await ensureHeavyLearner(database, scale.problems);
    await ensureHeavyReviews(database);
    await ensureTeacherClass(database);
    // Issue 35: 'a learner's dashboard with their assignments keeps the learner budgets': the
    // learner with 10,000 attempts is in the teacher's class too (its 41st member), so the
    // dashboard scenario reads their open assignments.
    await sql`
      insert into class_members (class_id, user_id, joined_at)
      select c.id, h.id, now() - interval '90 days' from classes c join users t on t.id = c.owner_id, users h
      where t.email = ${TEACHER_EMAIL} and c.name = ${TEACHER_CLASS_NAME} and h.email = ${HEAVY_EMAIL}
      on conflict do nothing`;
    // Sign-in limits live in rate_limits: earlier runs must not make this one's sign-ins wait.
    await sql`delete from rate_limits`;
    const major = info!.version.split('.')[0];
    const handle = database;
    return {
      label: external ? `PostgreSQL ${info!.version} (DATABASE_URL)` : `embedded PostgreSQL ${info!.version}`,
      key: external ? `pg${major}` : `embedded-pg${major}`,
      url,
      server,
      database: handle,
      scale,
      startedAt: info!.now,
      stop: async () => {
        await cleanUp(handle, info!.now).catch((error: unknown) => log(`clean-up failed: ${String(error)}`));
        await handle.close();
        await server.stop();
      },
    };
  } catch (error) {
    await database?.close();
    await server.stop();
    throw error;
  }
}

// Leaves the data set as seeded: the answers, sessions and ceiling rows of this run go.
async function cleanUp(database: DatabaseHandle, since: string) {
  const { sql } = database;
  const ids = [...LOAD_LEARNERS, ...Array.from({ length: MAX_CLASSES }, (_, k) => classLearners(k)).flat()].map(learnerId);
  await sql`delete from problem_attempts where user_id = any(${ids}) and created_at >= ${since}`;
  await sql`delete from user_progress where user_id = any(${ids}) and updated_at >= ${since}`;
  // Issue 34: cards a run's solves queued (a subtopic made 'Mahir'), and the learners' counters
  // counted again from what is left, their recent first tries from their attempts: a run's
  // first-try solves left them all right, and the next run's solves would make subtopics 'Mahir'
  // far more often (the check's ratio fell from 0.60 to 0.50 over runs).
  await sql`delete from review_cards where user_id = any(${ids}) and entered_at >= ${since}`;
  await recountLearners(sql, ids);
  await sql`update users u set xp_total = coalesce((select sum(a.xp_awarded) from problem_attempts a where a.user_id = u.id), 0) where u.id = any(${ids})`;
  await sql`delete from sessions where user_id = any(${ids}) or user_id in (select id from users where email in (${ADMIN_EMAIL}, ${HEAVY_EMAIL}, ${TEACHER_EMAIL}))`;
  // Issue 36: the bench's tryout (its sittings and answers go with it) and its sitters' sessions.
  await sql`delete from tryouts where title = ${TRYOUT_TITLE}`;
  await sql`delete from sessions where user_id = any(${tryoutSitterIds()})`;
  await sql`drop table if exists ${sql(INSERT_CEILING_TABLE)}`;
  // The rows deleted above stay as dead rows until vacuumed, and a run deletes tens of thousands,
  // below autovacuum's threshold (20 % of a million): the next run's plans would read them (a
  // load learner's correct progress rows, 50 live, were 9,833 index entries on PostgreSQL 15).
  // A live site's autovacuum keeps up with its own churn; the bench vacuums what it churned.
  await sql`vacuum (analyze) problem_attempts, user_progress, review_cards, learner_subtopic_stats, learner_stats, users, sessions`;
}

/** Signs in every email, a few at a time (each sign-in hashes a password). */
export async function signInAll(baseUrl: string, emails: string[], password: string): Promise<string[]> {
  const cookies: string[] = new Array(emails.length);
  for (let i = 0; i < emails.length; i += 4) {
    await Promise.all(emails.slice(i, i + 4).map(async (email, j) => (cookies[i + j] = await signIn(baseUrl, email, password))));
  }
  return cookies;
}

/**
 * For each learner, `count` problems they have never answered, whose correct answer is ["A","C"]
 * (the seed's multiple-answer problems, 5 options), in an order of their own: every check is a
 * first, correct answer. Never one a tryout holds (practice refuses those with 409 until the
 * tryout is finally scored). Their codes (the check's URL) and internal ids (the check ceiling's writes).
 */
export async function unansweredProblemRows(sql: Sql, userIds: string[], count: number, salt = 0): Promise<{ code: string; id: number; subtopicId: number }[][]> {
  return Promise.all(
    userIds.map((userId, i) =>
      sql<{ code: string; id: number; subtopicId: number }[]>`
        select p.problem_id as code, p.id, p.subtopic_id as "subtopicId" from problems p
        where p.type = 'mcma' and p.problem_id like 'PR-Z%'
          and not exists (select 1 from user_progress up where up.user_id = ${userId} and up.problem_id = p.id)
          and not exists (select 1 from tryout_section_problems tsp where tsp.problem_id = p.id)
        order by hashint8(p.id + ${i * 7919 + salt}) limit ${count}`,
    ),
  );
}

/** unansweredProblemRows' codes. */
export async function unansweredProblems(sql: Sql, userIds: string[], count: number, salt = 0): Promise<string[][]> {
  return (await unansweredProblemRows(sql, userIds, count, salt)).map((rows) => rows.map((row) => row.code));
}

/** Problems none of the users has answered (correct answer ["A","C"]), for the class scenario. */
export async function problemsNoneAnswered(sql: Sql, userIds: string[], count: number, salt = 0): Promise<string[]> {
  const rows = await sql<{ code: string }[]>`
    select p.problem_id as code from problems p
    where p.type = 'mcma' and p.problem_id like 'PR-Z%'
      and not exists (select 1 from user_progress up where up.user_id = any(${userIds}) and up.problem_id = p.id)
      and not exists (select 1 from tryout_section_problems tsp where tsp.problem_id = p.id)
    order by hashint8(p.id + ${salt}) limit ${count}`;
  return rows.map((row) => row.code);
}

export const MCMA_ANSWER = '{"answer":["A","C"]}';
// What a first correct answer to one of those earns (the seed's multiple-answer problems have 5 options).
export const MCMA_FIRST_SOLVE_XP = xpForSolve({ type: 'mcma', optionCount: 5, attemptNumber: 1 });

export async function createInsertCeilingTable(sql: Sql) {
  await sql`drop table if exists ${sql(INSERT_CEILING_TABLE)}`;
  // The shape of a graded attempt: a bigserial key, the learner, the problem, the answer, a time.
  await sql`create table ${sql(INSERT_CEILING_TABLE)} (
    id bigserial primary key, user_id text not null, problem_id integer not null, answer jsonb not null, created_at timestamptz not null default now())`;
}
