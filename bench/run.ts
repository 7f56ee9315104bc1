import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { classSummary, runClass, type ClassRound } from './class-driver';
import { replaceLoadBlock } from './readme-block';
import { prepareTryoutBench, SAVES_PER_SECOND, startSummary, TRYOUT_SITTERS, tryoutResumeRequest, tryoutSaveRequest } from './tryout-driver';
import type { DatabaseHandle } from '../src/server/db/client';
import { createItemStats } from '../src/server/content';
import {
  BROWSER_ACCEPT_ENCODING,
  cpuPerRequest,
  cpuSnapshot,
  machineLine,
  paced,
  postmasterOf,
  requestRaw,
  run,
  serverNodeArgs,
  sleep,
  startCeilingServer,
  type BenchRequest,
  type CpuWatch,
  type Measurement,
} from './support';
import {
  ADMIN_EMAIL,
  APP_POOL_SIZE,
  BENCH_PASSWORD,
  CLASS_LEARNERS,
  HEAVY_ATTEMPTS,
  HEAVY_EMAIL,
  LOAD_LEARNERS,
  MCMA_ANSWER,
  MCMA_FIRST_SOLVE_XP,
  SCALE_PASSWORD,
  TEACHER_ASSIGNMENTS,
  TEACHER_EMAIL,
  createInsertCeilingTable,
  learnerEmail,
  learnerId,
  problemNumber,
  problemsNoneAnswered,
  scaleProblem,
  signInAll,
  benchTargets,
  startTarget,
  teacherClass,
  unansweredProblemRows,
  type TargetKind,
} from './target';

// `npm run bench` (issue 13): the real server on the seed:scale data set (embedded Postgres, or
// DATABASE_URL), every scenario beside the ceilings measured in the same run on the same machine:
//   bytes   a bare Hono route (its own node process) answering the scenario's captured body
//   query   a bare Hono route issuing one indexed SELECT with the app's driver and pool size
//   insert  a bare Hono route committing one single-row INSERT (synchronous_commit as configured)
//   check   a bare Hono route making the answer check's writes (progress, attempt, XP) in one statement
// The table shows each scenario as a ratio to them and its verdict against ARCHITECTURE.md §7.
//
//   BENCH_SECONDS=15   seconds per scenario (and per ceiling)
//   BENCH_ONLY=a,b     only these scenarios (keys below); the README is not written
//   BENCH_CONNECTIONS=1  connections of each scenario's maximum (default 10)
//   BENCH_PROF=1       the server writes a CPU profile to /tmp/prof (node --cpu-prof)
//   BENCH_NODE_ARGS="--trace-gc ..."  more flags for the server's node (its log is server.log in its
//                      DATA_DIR); BENCH_INSPECT and BENCH_NODE_IMPORT as for bench/serve.ts (support.ts)
//   BENCH_REUSE_DATA, BENCH_SCALE, DATABASE_URL, BENCH_TARGETS: see bench/target.ts

// Each scenario's maximum: a closed loop of 10 connections (issue 50: 50 closed-loop connections on
// two shared cores measured the machine). Its latency budget is then judged at a paced load: an
// open-loop arrival rate of half that maximum (bench/support.ts paced(), checked by
// bench/paced-check.ts), p99 <= 50 ms counted from each request's due time.
// BENCH_CONNECTIONS=1 (with BENCH_ONLY): every scenario on one connection, for the budget of CPU per
// request at one connection (ARCHITECTURE.md section 7) with the scenarios' own requests and users.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ADMIN_CONNECTIONS = CONNECTIONS;
const PACED_SHARE = 0.5;
const PACED_MAX_P99 = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ONLY = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
const SAMPLE = 1000; // distinct pages per scenario, spread over the whole data set
// What Chromium sends (every learner and admin uses a browser); BENCH_ACCEPT_ENCODING= (empty)
// for none, as the bench sent before 2026-11-26 (the server then sends every body uncompressed).
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? BROWSER_ACCEPT_ENCODING;
const asBrowser = (request: BenchRequest): BenchRequest => (ACCEPT_ENCODING ? { ...request, headers: { 'accept-encoding': ACCEPT_ENCODING, ...request.headers } } : request);

type Ceiling = 'query' | 'check';
// `informational`: measured and shown beside the budgeted scenarios, judged by nothing but errors.
type Budget = { ratioOf?: Ceiling; minRatio?: number; maxPacedP99?: number; informational?: true };
type Scenario = {
  key: string;
  name: string;
  connections: number;
  budget: Budget;
  request: (client: number, n: number) => BenchRequest;
  // The request whose response is captured for the bytes ceiling (default: request(0, 0)).
  capture?: BenchRequest;
  // Run before the warm-up, to bring the server to the state it is in on a live site.
  prepare?: () => Promise<void>;
  // Run right before the scenario's measured run, for a state that would not last from the warm-up.
  beforeRun?: () => Promise<void>;
  // Requests per second across the connections (an arrival rate); none: as fast as answered.
  overallRate?: number;
};
type Row = { scenario: Scenario; app: Measurement; pacedRun: Measurement | null; bytes: Measurement | null; bytesIndex: number };

/** The item figures refreshed by the app's own refresh (item-stats.ts; once the app's, if one runs, is done), and what that cost. */
async function refreshItemFigures(database: DatabaseHandle, cpu: CpuWatch): Promise<string> {
  const itemStats = createItemStats({ db: database.db });
  const before = cpuSnapshot(cpu);
  const started = performance.now();
  while (!(await itemStats.refreshNow())) await sleep(100);
  const { postgresUs } = cpuPerRequest(cpu, before, 1);
  return `problem_item_stats refreshed (once per 5 minutes while admins look at the list): ${Math.round(performance.now() - started)} ms, Postgres CPU ${Math.round(postgresUs / 1000)} ms`;
}

const spread = (count: number, max: number, pick: (i: number) => number) =>
  Array.from({ length: Math.min(count, max) }, (_, i) => pick(Math.floor((i * max) / Math.min(count, max))));

function verdict(budget: Budget, m: Pick<Measurement, 'p95' | 'p99' | 'errors' | 'rps'>, ceilings: Record<Ceiling, number>, pacedRun: Pick<Measurement, 'p99' | 'errors'> | null = null) {
  const gaps: string[] = [];
  if (m.errors > 0) gaps.push(`${m.errors} errors`);
  if (pacedRun && pacedRun.errors > 0) gaps.push(`${pacedRun.errors} errors when paced`);
  if (budget.ratioOf && budget.minRatio !== undefined) {
    const ratio = m.rps / ceilings[budget.ratioOf];
    if (ratio < budget.minRatio) gaps.push(`${ratio.toFixed(2)} < ${budget.minRatio} of ${budget.ratioOf} ceiling`);
  }
  if (budget.maxPacedP99 !== undefined && pacedRun && pacedRun.p99 > budget.maxPacedP99) gaps.push(`paced p99 ${pacedRun.p99} > ${budget.maxPacedP99} ms`);
  if (gaps.length > 0) return `**missed**: ${gaps.join('; ')}`;
  return budget.informational ? 'for information' : 'met';
}

function budgetText(budget: Budget) {
  return [
    budget.informational ? 'none (for information)' : '',
    budget.ratioOf && budget.minRatio !== undefined ? `>= ${budget.minRatio} x ${budget.ratioOf}` : '',
    budget.maxPacedP99 !== undefined ? `paced p99 <= ${budget.maxPacedP99} ms` : '',
    'no errors',
  ]
    .filter(Boolean)
    .join(', ');
}

const cpuText = (m: Measurement) => (m.cpu ? `${m.cpu.serverUs} / ${m.cpu.postgresUs}` : '-');

// The response as it went over the wire, for the bytes ceiling (base64 in the bodies file).
async function capture(baseUrl: string, request: BenchRequest) {
  const { bytes, ...response } = await requestRaw(baseUrl, request);
  return { ...response, body: bytes.toString('base64') };
}

async function main() {
  for (const kind of benchTargets()) await benchOn(kind);
}

async function benchOn(kind: TargetKind) {
  const target = await startTarget({ kind, nodeArgs: serverNodeArgs() });
  const { baseUrl } = target.server;
  const { sql } = target.database;
  const problems = target.scale.problems;
  console.log(`${target.label}: ${JSON.stringify(target.scale)}; server pid ${target.server.pid}`);
  const bodiesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-bench-bodies-')), 'bodies.json');
  let ceiling: Awaited<ReturnType<typeof startCeilingServer>> | undefined;
  const rows: Row[] = [];
  const ceilings: Measurement[] = [];
  let classRow: ReturnType<typeof classSummary> | null = null;
  try {
    const learnerCookies = await signInAll(baseUrl, LOAD_LEARNERS.map(learnerEmail), SCALE_PASSWORD);
    const classCookies = await signInAll(baseUrl, CLASS_LEARNERS.map(learnerEmail), SCALE_PASSWORD);
    const [adminCookie, heavyCookie, teacherCookie] = await signInAll(baseUrl, [ADMIN_EMAIL, HEAVY_EMAIL, TEACHER_EMAIL], BENCH_PASSWORD);
    // Issue 35: the teacher's class of 40 and its 20 assignments (bench/target.ts seeds them).
    const taught = await teacherClass(sql);
    if (!taught.classId || taught.assignmentIds.length < TEACHER_ASSIGNMENTS) console.log('  the teacher has no class of 20 assignments: the teacher scenarios will answer 404');
    const assignmentOf = (client: number, n: number) => taught.assignmentIds[(client * 7 + n) % Math.max(1, taught.assignmentIds.length)] ?? '00000000-0000-4000-8000-000000000000';

    const guestProblems = spread(SAMPLE, Math.floor(problems / 4), (i) => 4 * (i + 1)).map((n) => scaleProblem(n));
    const guestPages = guestProblems.map((problem) => problem.pagePath);
    const guestHtmlPages = guestProblems.map((problem) => problem.htmlPath);
    const allPages = spread(SAMPLE, problems, (i) => i + 1).map((n) => scaleProblem(n));
    const subtopicPaths = spread(SAMPLE, Math.ceil(problems / 100), (i) => i * 100 + 1).map((n) => scaleProblem(n).subtopicPath);
    // Each check is a learner's first, correct answer to a problem they never answered, and so is
    // each write of the check ceiling. The budgeted check answers problems whose pages were opened
    // (as a learner answers the problem on their screen, whose row the server holds since it served
    // the page, decision 022): the 50 learners work through the same problems, each in an order of
    // its own, as a class does, and each page is opened once before the run. The check of a problem
    // whose page this server never served (its row read for the check) is measured beside it, for
    // information: each learner's other problems are dealt out once, in one order, the ceiling's
    // (measured first, up to 200 a second per learner) from the end, that scenario's (up to 60 a
    // second per learner) from the start, so that no pair is written twice.
    const cookieOf = (client: number) => learnerCookies[client % learnerCookies.length]!;
    // CPU per request of the serving process and of Postgres (all of its processes), from /proc.
    const [backend] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const postmasterPid = postmasterOf(backend!.pid);
    const appCpu: CpuWatch = { serverPid: target.server.pid, postmasterPid };
    // Issue 36: 5,000 sitters of one open tryout, their sittings started before the scenarios (bench/tryout-driver.ts).
    const tryoutBench = !ONLY || ONLY.some((key) => key.startsWith('tryout-'))
      ? await prepareTryoutBench({
          database: target.database,
          baseUrl,
          dataDir: target.server.dataDir,
          logFile: target.server.logFile,
          sampleCookie: learnerCookies[0]!,
          cpu: appCpu,
        })
      : null;
    if (tryoutBench) console.log(`  tryout: ${TRYOUT_SITTERS} sittings started through POST /sitting at 50 at once: ${JSON.stringify(startSummary(tryoutBench))} ms`);
    // Picked once the tryout holds its problems: a check of one it holds is refused (409).
    const checkPerLearner = Math.ceil(SECONDS * 60) + 60 + 1; // code 0 of learner 0 is the captured response
    const ceilingPerLearner = Math.ceil(SECONDS * 200) + 200;
    const openedCodes = await problemsNoneAnswered(sql, LOAD_LEARNERS.map(learnerId), checkPerLearner);
    const opened = new Set(openedCodes);
    const checkRows = (await unansweredProblemRows(sql, LOAD_LEARNERS.map(learnerId), checkPerLearner + ceilingPerLearner + openedCodes.length)).map((rows) =>
      rows.filter((row) => !opened.has(row.code)),
    );
    const shortest = Math.min(openedCodes.length, ...checkRows.map((rows) => rows.length - ceilingPerLearner));
    if (shortest < checkPerLearner) console.log(`  only ${shortest} unanswered problems for a learner: check pairs will repeat (a repeat writes nothing)`);
    const checkCursor = LOAD_LEARNERS.map(() => 1);
    const openedCursor = LOAD_LEARNERS.map(() => 1);
    const ceilingCursor = LOAD_LEARNERS.map(() => 0);
    const json = { origin: baseUrl, 'content-type': 'application/json' };
    const checkOf = (learner: number, code: string): BenchRequest => ({
      method: 'POST',
      path: scaleProblem(problemNumber(code)).checkPath,
      headers: { cookie: learnerCookies[learner]!, ...json },
      body: MCMA_ANSWER,
    });
    const openedCheckRequest = (learner: number) => checkOf(learner, openedCodes[(openedCursor[learner]!++ + learner * 17) % openedCodes.length]!);
    const checkRequest = (learner: number): BenchRequest => {
      const rows = checkRows[learner]!;
      return checkOf(learner, rows[checkCursor[learner]!++ % rows.length]!.code);
    };
    const checkWriteRequest = (learner: number): BenchRequest => {
      const rows = checkRows[learner]!;
      const { id, subtopicId } = rows[rows.length - 1 - (ceilingCursor[learner]!++ % rows.length)]!;
      const body = JSON.stringify({ userId: learnerId(LOAD_LEARNERS[learner]!), problemId: id, subtopicId, answer: ['A', 'C'], xp: MCMA_FIRST_SOLVE_XP });
      return { method: 'POST', path: '/check-write', headers: { 'content-type': 'application/json' }, body };
    };

    // The heavy learner's due reviews (bench/target.ts seeds their queue), for 'review-problem'.
    const dueReviewCodes = ((await (await fetch(`${baseUrl}/math/api/reviews`, { headers: { cookie: heavyCookie! } })).json()) as { due?: { problemId: string }[] }).due?.map((item) => item.problemId) ?? [];
    if (dueReviewCodes.length === 0) console.log('  the heavy learner has no due review: review-problem will answer 404');
    const pageBudget = (minRatio: number): Budget => ({ ratioOf: 'query', minRatio, maxPacedP99: PACED_MAX_P99 });
    const listBudget: Budget = { maxPacedP99: PACED_MAX_P99 };
    // Admins are few (issue 32): their lists are read when asked, not held.
    const adminListBudget: Budget = { maxPacedP99: PACED_MAX_P99 };
    const allScenarios: Scenario[] = [
      {
        key: 'page-guest',
        name: 'GET problem page (guest)',
        connections: CONNECTIONS,
        budget: pageBudget(0.5),
        request: (client, n) => ({ method: 'GET', path: guestPages[(client * 37 + n) % guestPages.length]! }),
      },
      {
        key: 'page-signed-in',
        name: "GET problem page (signed in: the page everyone gets, decision 078)",
        connections: CONNECTIONS,
        budget: pageBudget(0.4),
        request: (client, n) => ({ method: 'GET', path: allPages[(client * 37 + n) % allPages.length]!.pagePath, headers: { cookie: cookieOf(client) } }),
      },
      {
        key: 'page-progress',
        name: "GET a learner's own part of a problem page (asked for beside it: progress, what solving earned)",
        connections: CONNECTIONS,
        budget: pageBudget(0.4),
        request: (client, n) => ({ method: 'GET', path: `${allPages[(client * 37 + n) % allPages.length]!.pagePath}/progress`, headers: { cookie: cookieOf(client) } }),
      },
      // The same pages as a phone first opens them (a link, a reload): the server-rendered document
      // (decision 011); the SPA then asks the API. A page is held finished once rendered for its
      // shell class (decisions 024, 040): a guest's, and the one every signed-in learner gets with
      // their account and progress in a data tail at its end. Each is opened once before the run,
      // as on a live site, where a class's problems are opened again and again (a first opening
      // renders the page: its cost is in bench/README.md).
      {
        key: 'page-html-guest',
        name: 'GET problem page, server-rendered HTML (guest)',
        connections: CONNECTIONS,
        budget: listBudget,
        prepare: async () => {
          for (let start = 0; start < guestHtmlPages.length; start += 10) {
            await Promise.all(guestHtmlPages.slice(start, start + 10).map((htmlPath) => requestRaw(baseUrl, asBrowser({ method: 'GET', path: htmlPath }))));
          }
          console.log(`  opened ${guestHtmlPages.length} problem pages once as a guest`);
        },
        request: (client, n) => ({ method: 'GET', path: guestHtmlPages[(client * 37 + n) % guestHtmlPages.length]! }),
      },
      {
        key: 'page-html-signed-in',
        name: 'GET problem page, server-rendered HTML (signed in: the page shared by learners, their account and progress in a data tail)',
        connections: CONNECTIONS,
        budget: listBudget,
        // Right before its run: the guest's pages would push these out of the pages held (40 MB).
        beforeRun: async () => {
          for (let start = 0; start < allPages.length; start += 10) {
            await Promise.all(allPages.slice(start, start + 10).map((page) => requestRaw(baseUrl, asBrowser({ method: 'GET', path: page.htmlPath, headers: { cookie: cookieOf(0) } }))));
          }
          console.log(`  opened ${allPages.length} problem pages once as a signed-in learner`);
        },
        request: (client, n) => ({ method: 'GET', path: allPages[(client * 37 + n) % allPages.length]!.htmlPath, headers: { cookie: cookieOf(client) } }),
      },
      {
        key: 'check',
        name: 'POST check (first correct answer to a problem whose page was opened: progress + attempt + XP)',
        connections: CONNECTIONS,
        budget: { ratioOf: 'check', minRatio: 0.6, maxPacedP99: PACED_MAX_P99 },
        // Right before its run: the other scenarios' pages (3,000) would push these out of the
        // problems held (2,000 at most).
        beforeRun: async () => {
          const pages = openedCodes.map((code) => scaleProblem(problemNumber(code)).pagePath);
          for (let start = 0; start < pages.length; start += 10) {
            await Promise.all(pages.slice(start, start + 10).map((pagePath) => requestRaw(baseUrl, asBrowser({ method: 'GET', path: pagePath }))));
          }
          console.log(`  opened the pages of the ${pages.length} problems the learners will answer`);
        },
        request: (client, n) => openedCheckRequest((client + n * CONNECTIONS) % LOAD_LEARNERS.length),
        capture: checkOf(0, openedCodes[0]!),
      },
      {
        key: 'check-unopened',
        name: 'POST check of a problem whose page this server never served (its row read for the check)',
        connections: CONNECTIONS,
        budget: { ratioOf: 'check', informational: true },
        request: (client, n) => checkRequest((client + n * CONNECTIONS) % LOAD_LEARNERS.length),
        capture: checkOf(0, checkRows[0]![0]!.code),
      },
      {
        key: 'subtopic',
        name: 'GET subtopic problem list (signed in: the same list as everyone\'s)',
        connections: CONNECTIONS,
        budget: listBudget,
        // A live site has every list its learners open held (about 3.3 MB compressed for 1,000 subtopics):
        // each is opened once before the run, which then measures that state, not the first
        // opening of each (the scenario would otherwise be mostly first openings: 1,000 lists in
        // a few thousand requests). The cost of a first opening: bench/README.md.
        prepare: async () => {
          let bytes = 0;
          for (let start = 0; start < subtopicPaths.length; start += 10) {
            const sizes = await Promise.all(
              subtopicPaths.slice(start, start + 10).map(async (subtopicPath) => (await requestRaw(baseUrl, asBrowser({ method: 'GET', path: subtopicPath, headers: { cookie: cookieOf(0) } }))).bytes.length),
            );
            bytes += sizes.reduce((sum, size) => sum + size, 0);
          }
          console.log(`  opened ${subtopicPaths.length} subtopic lists once: ${(bytes / 1e6).toFixed(1)} MB as sent gzip-encoded`);
        },
        request: (client, n) => ({ method: 'GET', path: subtopicPaths[(client * 37 + n) % subtopicPaths.length]!, headers: { cookie: cookieOf(client) } }),
      },
      {
        key: 'subtopic-marks',
        name: "GET a learner's marks on a subtopic list (asked for beside the list, decision 078)",
        connections: CONNECTIONS,
        budget: listBudget,
        request: (client, n) => ({ method: 'GET', path: `${subtopicPaths[(client * 37 + n) % subtopicPaths.length]!}/marks`, headers: { cookie: cookieOf(client) } }),
      },
      {
        key: 'dashboard',
        name: `GET dashboard (learner with ${HEAVY_ATTEMPTS.toLocaleString('en')} attempts, in a class of 20 assignments)`,
        connections: CONNECTIONS,
        budget: listBudget,
        request: () => ({ method: 'GET', path: '/math/api/dashboard?tz=Asia%2FJakarta', headers: { cookie: heavyCookie! } }),
      },
      // Issue 34: the heavy learner's map of levels (asked for by the dashboard once it is shown),
      // their levels on a topic page, their review queue and a due review.
      {
        key: 'mastery-map',
        name: `GET dashboard's map of levels (learner with ${HEAVY_ATTEMPTS.toLocaleString('en')} attempts)`,
        connections: CONNECTIONS,
        budget: listBudget,
        request: () => ({ method: 'GET', path: '/math/api/mastery/map', headers: { cookie: heavyCookie! } }),
      },
      {
        key: 'mastery-topic',
        name: `GET topic levels (learner with ${HEAVY_ATTEMPTS.toLocaleString('en')} attempts)`,
        connections: CONNECTIONS,
        budget: listBudget,
        request: (client, n) => ({ method: 'GET', path: `/math/api/mastery/topics/${scaleProblem(((client * 37 + n) * 1000) % problems + 1).topicId}`, headers: { cookie: heavyCookie! } }),
      },
      {
        key: 'reviews',
        name: `GET /reviews (learner with ${HEAVY_ATTEMPTS.toLocaleString('en')} attempts)`,
        connections: CONNECTIONS,
        budget: listBudget,
        request: () => ({ method: 'GET', path: '/math/api/reviews', headers: { cookie: heavyCookie! } }),
      },
      {
        key: 'review-problem',
        name: `GET a due review's problem (learner with ${HEAVY_ATTEMPTS.toLocaleString('en')} attempts)`,
        connections: CONNECTIONS,
        budget: listBudget,
        request: (client, n) => ({ method: 'GET', path: `/math/api/reviews/${dueReviewCodes[(client * 7 + n) % Math.max(1, dueReviewCodes.length)] ?? 'PR-ZZZZZZZZ'}`, headers: { cookie: heavyCookie! } }),
      },
      {
        key: 'bookmarks',
        name: 'GET bookmarks',
        connections: CONNECTIONS,
        budget: listBudget,
        request: (client) => ({ method: 'GET', path: '/math/api/bookmarks', headers: { cookie: cookieOf(client) } }),
      },
      ...(
        [
          ['admin-problems', 'GET admin problem list', '/math/api/admin/problems'],
          ['admin-reports', 'GET admin reports list', '/math/api/admin/reports'],
          ['admin-questions', 'GET admin Tanya Soal questions list', '/math/api/admin/user-questions'],
        ] as const
      ).map(([key, name, apiPath]): Scenario => ({
        key,
        name,
        connections: ADMIN_CONNECTIONS,
        budget: adminListBudget,
        // The problem list's figures are refreshed when it is read and they are over 5 minutes old
        // (decision 014), so a live list runs one refresh per 5 minutes while admins look. The bench
        // reaches this scenario minutes after its warm-up: without this, its 15 s would hold one such
        // refresh (20 times its share). What a refresh costs is printed here (bench/README.md).
        beforeRun: key === 'admin-problems' ? async () => console.log(`  ${await refreshItemFigures(target.database, appCpu)}`) : undefined,
        request: (): BenchRequest => ({ method: 'GET', path: apiPath, headers: { cookie: adminCookie! } }),
      })),
      // Issue 35: a teacher's class page (40 seeded learners and the heavy learner, 20 assignments), an assignment's report and
      // its spreadsheet, at 10 connections as the admin pages (teachers are few beside learners).
      {
        key: 'teacher-class',
        name: 'GET teacher class page (41 learners, 20 assignments)',
        connections: ADMIN_CONNECTIONS,
        budget: adminListBudget,
        request: () => ({ method: 'GET', path: `/math/api/classes/${taught.classId ?? '00000000-0000-4000-8000-000000000000'}`, headers: { cookie: teacherCookie! } }),
      },
      {
        key: 'assignment-report',
        name: 'GET assignment report (41 learners, 10 problems)',
        connections: ADMIN_CONNECTIONS,
        budget: adminListBudget,
        request: (client, n) => ({ method: 'GET', path: `/math/api/assignments/${assignmentOf(client, n)}/report`, headers: { cookie: teacherCookie! } }),
      },
      {
        key: 'assignment-export',
        name: 'GET assignment report as xlsx (41 learners, 10 problems)',
        connections: ADMIN_CONNECTIONS,
        budget: adminListBudget,
        request: (client, n) => ({ method: 'GET', path: `/math/api/assignments/${assignmentOf(client, n)}/report.xlsx`, headers: { cookie: teacherCookie! } }),
      },
      // Issue 36: 5,000 learners sitting one tryout, each saving an answer every 20-30 s (about 200
      // saves a second across 50 connections), and reloads / re-opened pages of the sitting.
      ...(tryoutBench
        ? [
            {
              key: 'tryout-sitting',
              name: `PUT tryout answer (${TRYOUT_SITTERS.toLocaleString('en')} sitters, each saving every 20-30 s: ${SAVES_PER_SECOND} saves/s)`,
              connections: CONNECTIONS,
              budget: { maxPacedP99: PACED_MAX_P99 },
              overallRate: SAVES_PER_SECOND,
              request: (client: number, n: number) => tryoutSaveRequest(tryoutBench, client, n, baseUrl),
            },
            {
              key: 'tryout-save-max',
              name: `PUT tryout answer, as fast as answered (${TRYOUT_SITTERS.toLocaleString('en')} sitters)`,
              connections: CONNECTIONS,
              budget: { informational: true },
              request: (client: number, n: number) => tryoutSaveRequest(tryoutBench, client, n, baseUrl),
            },
            {
              key: 'tryout-resume',
              name: `GET / POST tryout sitting: resume (${TRYOUT_SITTERS.toLocaleString('en')} sittings, 20 problems in the section)`,
              connections: CONNECTIONS,
              budget: { maxPacedP99: PACED_MAX_P99 },
              request: (client: number, n: number) => tryoutResumeRequest(tryoutBench, client, n, baseUrl),
            },
          ] satisfies Scenario[]
        : []),
    ];
    const scenarios = allScenarios
      .filter((scenario) => !ONLY || ONLY.includes(scenario.key))
      .map((scenario) => ({ ...scenario, request: (client: number, n: number) => asBrowser(scenario.request(client, n)), capture: scenario.capture && asBrowser(scenario.capture) }));

    // The bytes each scenario answers, for its ceiling.
    const bodies = [];
    for (const scenario of scenarios) bodies.push(await capture(baseUrl, scenario.capture ?? scenario.request(0, 0)));
    fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
    await createInsertCeilingTable(sql);
    ceiling = await startCeilingServer({ BENCH_BODIES_FILE: bodiesFile, BENCH_CEILING_DATABASE_URL: target.url });
    const ceilingUrl = ceiling.baseUrl;

    // The ceiling server's, on the same Postgres.
    const ceilingCpu: CpuWatch = { serverPid: ceiling.pid, postmasterPid };
    const measure = async (name: string, url: string, connections: number, request: Scenario['request'], overallRate?: number) => {
      const m = await run({ name, url, connections, durationSeconds: SECONDS, request, cpu: url === baseUrl ? appCpu : ceilingCpu, overallRate });
      const cpu = m.cpu ? `; CPU per request: server ${m.cpu.serverUs} µs, Postgres ${m.cpu.postgresUs} µs` : '';
      console.log(`${name}: ${m.rps} req/s, p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms, ${m.errors} errors${cpu}${m.errorSample ? `; first error: ${m.errorSample}` : ''}`);
      return m;
    };
    const measurePaced = async (name: string, rate: number, request: Scenario['request'], url = baseUrl) => {
      const m = await paced({ name, url, rate, durationSeconds: SECONDS, request, cpu: url === baseUrl ? appCpu : ceilingCpu });
      const cpu = m.cpu ? `; CPU per request: server ${m.cpu.serverUs} µs, Postgres ${m.cpu.postgresUs} µs` : '';
      console.log(`${name}: ${m.rps} req/s due (sent at ${m.sentRate}/s), latency from due time p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms, ${m.errors} errors${cpu}${m.errorSample ? `; first error: ${m.errorSample}` : ''}`);
      return m;
    };
    // Warm-up (JIT, prepared statements, pools): one short pass, not recorded.
    for (const scenario of scenarios) await scenario.prepare?.();
    for (const scenario of scenarios) await run({ name: 'warm-up', url: baseUrl, connections: 10, durationSeconds: 1, request: scenario.request });
    await run({ name: 'warm-up', url: ceilingUrl, connections: 10, durationSeconds: 1, request: (c, n) => ({ method: 'GET', path: `/select/${allPages[(c + n) % allPages.length]!.problemId}` }) });
    if (scenarios.some((scenario) => scenario.budget.ratioOf === 'check')) {
      await run({ name: 'warm-up', url: ceilingUrl, connections: 10, durationSeconds: 1, request: (client, n) => checkWriteRequest((client + n * CONNECTIONS) % LOAD_LEARNERS.length) });
    }

    ceilings.push(
      await measure('query ceiling: bare Hono + one indexed SELECT (problems by problem_id)', ceilingUrl, CONNECTIONS, (client, n) => ({
        method: 'GET',
        path: `/select/${allPages[(client * 37 + n) % allPages.length]!.problemId}`,
      })),
    );
    ceilings.push(
      await measure('insert ceiling: bare Hono + one single-row INSERT, committed', ceilingUrl, CONNECTIONS, (client, n) => ({
        method: 'POST',
        path: '/insert',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: learnerId(LOAD_LEARNERS[client % LOAD_LEARNERS.length]!), problemId: (client * 7919 + n) % problems, answer: ['A', 'C'] }),
      })),
    );
    // The query ceiling paced at half its own maximum: what this machine and this generator can pace
    // at all. A scenario whose paced p99 misses beside a ceiling that misses too measures the machine.
    ceilings.push(
      await measurePaced(`query ceiling paced at ${PACED_SHARE} x its max`, Math.max(1, ceilings[0]!.rps * PACED_SHARE), (client, n) => ({
        method: 'GET',
        path: `/select/${allPages[(client * 37 + n) % allPages.length]!.problemId}`,
      }), ceilingUrl),
    );
    // The check's own ceiling (decision 045), measured only when the check is, with its own pairs.
    const checkCeiling = scenarios.some((scenario) => scenario.budget.ratioOf === 'check')
      ? await measure('check ceiling: bare Hono + the answer check\'s writes (progress upsert, attempt, XP, learner counters, cards) in one statement, committed', ceilingUrl, CONNECTIONS, (client, n) =>
          checkWriteRequest((client + n * CONNECTIONS) % LOAD_LEARNERS.length),
        )
      : null;
    if (checkCeiling) ceilings.push(checkCeiling);
    const ceilingRps = { query: ceilings[0]!.rps, check: checkCeiling?.rps ?? 0 };

    for (const [index, scenario] of scenarios.entries()) {
      await scenario.beforeRun?.();
      // A scenario with its own arrival rate (the tryout's saves) is paced at that rate alone;
      // any other is measured at its maximum, then paced at half of it.
      const app = scenario.overallRate
        ? await measurePaced(scenario.name, scenario.overallRate, scenario.request)
        : await measure(scenario.name, baseUrl, scenario.connections, scenario.request);
      await scenario.beforeRun?.();
      const pacedRun = scenario.overallRate || scenario.budget.maxPacedP99 === undefined ? null : await measurePaced(`  paced at ${PACED_SHARE} x max`, Math.max(1, app.rps * PACED_SHARE), scenario.request);
      const bytes = await measure(`  bytes ceiling of ${scenario.key}`, ceilingUrl, scenario.connections, (client, n) => {
        const original = scenario.capture ?? scenario.request(client, n);
        const request: BenchRequest = { method: original.method, path: `/bytes/${index}` };
        return original.body ? { ...request, headers: { 'content-type': 'application/json' }, body: original.body } : request;
      });
      rows.push({ scenario, app, pacedRun, bytes, bytesIndex: index });
    }

    if (!ONLY || ONLY.includes('class')) {
      const roundCount = Math.max(3, Math.ceil(SECONDS / 3));
      const codes = await problemsNoneAnswered(sql, CLASS_LEARNERS.map(learnerId), roundCount);
      const rounds: ClassRound[] = codes.map((code) => {
        const problem = scaleProblem(problemNumber(code));
        return { pagePath: problem.pagePath, checkPath: problem.checkPath, body: MCMA_ANSWER };
      });
      const result = await runClass({ baseUrl, cookies: classCookies, rounds });
      classRow = classSummary(result);
      console.log(`class: ${JSON.stringify(classRow)}`, result.errorSamples);
    }

    const [settings] = await sql<{ sync: string; buffers: string }[]>`select current_setting('synchronous_commit') as sync, current_setting('shared_buffers') as buffers`;
    const date = new Date().toISOString().slice(0, 10);
    const fmt = (value: number) => (value >= 100 ? String(Math.round(value)) : String(Math.round(value * 10) / 10));
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');
    const lines = [
      `\`npm run bench\`, ${date}, ${target.label}, on ${machineLine()}; data: ${target.scale.problems.toLocaleString('en')} problems, ${target.scale.learners.toLocaleString('en')} learners, ${target.scale.progress.toLocaleString('en')} progress rows, ${target.scale.attempts.toLocaleString('en')} attempts; ${SECONDS} s per scenario and per ceiling, ${CONNECTIONS} connections, app pool ${APP_POOL_SIZE}; synchronous_commit = ${settings!.sync}, shared_buffers = ${settings!.buffers}.`,
      '',
      '| ceiling (same run, own node process) | req/s | p50 ms | p95 ms | p99 ms | errors | CPU µs/req: server / Postgres |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...ceilings.map((c) => `| ${c.name} | ${c.rps} | ${fmt(c.p50)} | ${fmt(c.p95)} | ${fmt(c.p99)} | ${c.errors} | ${cpuText(c)} |`),
      '',
      '| scenario | conn. | max req/s | p50 ms | p99 ms | errors | CPU µs/req: server / Postgres | x bytes ceiling | x query ceiling | x check ceiling | paced at half: req/s, p50 / p99 ms from due time | budget | verdict |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |',
      ...rows.map(({ scenario, app, pacedRun, bytes }) => {
        const isWrite = scenario.budget.ratioOf === 'check';
        const pacedText = scenario.overallRate ? `(paced at ${app.rps}/s: the row is that run)` : pacedRun ? `${pacedRun.rps}, ${fmt(pacedRun.p50)} / ${fmt(pacedRun.p99)}` : '-';
        return `| ${scenario.name} | ${scenario.overallRate ? 'open' : app.connections} | ${app.rps} | ${fmt(app.p50)} | ${fmt(app.p99)} | ${app.errors} | ${cpuText(app)} | ${bytes ? `${ratio(app.rps, bytes.rps)} (${bytes.rps})` : '-'} | ${isWrite ? '-' : ratio(app.rps, ceilingRps.query)} | ${isWrite ? ratio(app.rps, ceilingRps.check) : '-'} | ${pacedText} | ${budgetText(scenario.budget)} | ${verdict(scenario.budget, app, ceilingRps, scenario.overallRate ? app : pacedRun)} |`;
      }),
    ];
    if (classRow) {
      const budget: Budget = {};
      lines.push(
        `| class: ${CLASS_LEARNERS.length} signed-in learners open one problem together, think 1-4 s, answer (${classRow.requests} requests; p99 page ${fmt(classRow.pageP99)} ms, check ${fmt(classRow.checkP99)} ms) | ${CLASS_LEARNERS.length} | ${classRow.rps} | ${fmt(classRow.p50)} | ${fmt(classRow.p99)} | ${classRow.errors} | - | - | - | - | - | no errors | ${verdict(budget, classRow, ceilingRps)} |`,
      );
    }
    const output = lines.join('\n');
    console.log(`\n${output}`);
    if (!ONLY) replaceLoadBlock(target.key, output);
    else console.log('\nBENCH_ONLY set: bench/README.md not written');
  } finally {
    await ceiling?.stop();
    await target.stop();
    fs.rmSync(path.dirname(bodiesFile), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
