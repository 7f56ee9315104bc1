import fs from 'node:fs';
import path from 'node:path';
import { openPostgres } from '../src/server/db/client';
import { replaceLoadBlock } from './readme-block';
import { machineLine, sleep, type BenchRequest } from './support';
import {
  ADMIN_EMAIL,
  BENCH_PASSWORD,
  HEAVY_EMAIL,
  LOAD_LEARNERS,
  TEACHER_EMAIL,
  MCMA_ANSWER,
  SCALE_PASSWORD,
  learnerEmail,
  learnerId,
  problemNumber,
  benchTargets,
  scaleProblem,
  signInAll,
  startTarget,
  teacherClass,
  unansweredProblems,
  type TargetKind,
} from './target';

// `npm run bench:explain` (issue 13): drives every learner and admin endpoint once on the scale
// data set with log_min_duration_statement = 0 on the bench database, reads back from the
// Postgres log the statements each request really ran (so N+1 patterns show as repeated
// statements), and runs EXPLAIN (ANALYZE, BUFFERS) of each with the logged parameters, inside a
// transaction that is rolled back. Writes bench/explain/<target>/<endpoint>.txt and a summary
// table to bench/README.md. The Postgres log: the embedded cluster's output comes through the
// server's log (LOG_LEVEL=debug); for DATABASE_URL, BENCH_PG_LOG or pg_current_logfile() or
// /var/log/postgresql/postgresql-<major>-main.log.

const LARGE_TABLE_ROWS = 10_000;
const HELD_ADMIN_LIST = /\/admin\/(?:problems|reports|user-questions)(?:\?|$)/;
// A statement that starts with "(" is a parenthesised SELECT (a UNION of two, as drizzle writes it).
const EXPLAINABLE = /^\s*(\(\s*)?(select|insert|update|delete|with|values)\b/i;
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start transaction|set transaction)\b/i;

type Endpoint = { key: string; name: string; request: BenchRequest; group: 'learner' | 'admin' | 'teacher' };
type LogEntry = { time: number; database: string | null; kind: string; text: string; params: Map<number, string> };

function parseLog(lines: string[]): LogEntry[] {
  const entries: { head: string; body: string[] }[] = [];
  const start = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?) (\w+) \[\d+\] /;
  for (const line of lines) {
    if (start.test(line)) entries.push({ head: line, body: [] });
    else entries.at(-1)?.body.push(line);
  }
  const parsed: LogEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const { head, body } = entries[i]!;
    const match = start.exec(head)!;
    const rest = head.slice(match[0].length);
    const statement = /LOG: {2}duration: [\d.]+ ms {2}(execute [^:]+|statement): ([\s\S]*)$/.exec([rest, ...body].join('\n'));
    if (!statement) continue;
    const params = new Map<number, string>();
    const next = entries[i + 1];
    const nextText = next ? [next.head, ...next.body].join('\n') : '';
    if (/DETAIL: {2}(Parameters|parameters): /.test(nextText)) {
      for (const param of nextText.matchAll(/\$(\d+) = (NULL|'(?:[^']|'')*')/g)) params.set(Number(param[1]), param[2]!);
    }
    const zone = match[2]!;
    const time = Date.parse(`${match[1]!.replace(' ', 'T')}${zone === 'UTC' || zone === 'GMT' ? 'Z' : ''}`);
    const database = /\S*@(\S+) /.exec(rest)?.[1] ?? null;
    parsed.push({ time, database, kind: statement[1]!.startsWith('execute') ? 'execute' : 'statement', text: statement[2]!.trim(), params });
  }
  return parsed;
}

// Thrown at the end of each endpoint's transaction: postgres.js then rolls it back.
class RolledBack extends Error {}

const withParams = (text: string, params: Map<number, string>) => text.replace(/\$(\d+)/g, (whole, n: string) => params.get(Number(n)) ?? whole);
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

async function main() {
  for (const kind of benchTargets()) await explainOn(kind);
}

async function explainOn(kind: TargetKind) {
  const external = kind === 'url';
  const target = await startTarget({ kind, env: { LOG_LEVEL: external ? 'info' : 'debug' } });
  const { baseUrl } = target.server;
  // The explain connection logs nothing and is told apart from the app's.
  const explainSql = openPostgres(target.url, { max: 1, onnotice: () => undefined, connection: { application_name: 'bench-explain', log_min_duration_statement: -1 } });
  const [{ db, major }] = (await explainSql`select current_database() as db, current_setting('server_version_num')::int / 10000 as major`) as unknown as [{ db: string; major: number }];
  const outDir = path.resolve(import.meta.dirname, 'explain', target.key);
  let logFile = target.server.logFile;
  if (external) {
    const [current] = await explainSql<{ file: string | null }[]>`select pg_current_logfile() as file`;
    const dataDir = current?.file ? ((await explainSql<{ dir: string }[]>`select current_setting('data_directory') as dir`)[0]!.dir) : '';
    logFile = process.env.BENCH_PG_LOG ?? (current?.file ? path.resolve(dataDir, current.file) : `/var/log/postgresql/postgresql-${major}-main.log`);
  }
  const logStart = fs.statSync(logFile).size;
  const windows: { endpoint: Endpoint; from: number; to: number; status: number }[] = [];
  try {
    await explainSql.unsafe(`alter database "${db}" set log_min_duration_statement = 0`);
    // Only new sessions take the setting: the app reconnects on its next query.
    await explainSql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${db} and application_name = 'latihan-soal'`;
    await sleep(500);

    const [learnerCookie, adminCookie, heavyCookie, teacherCookie] = [
      ...(await signInAll(baseUrl, [learnerEmail(LOAD_LEARNERS[0]!)], SCALE_PASSWORD)),
      ...(await signInAll(baseUrl, [ADMIN_EMAIL, HEAVY_EMAIL, TEACHER_EMAIL], BENCH_PASSWORD)),
    ];
    const taught = await teacherClass(target.database.sql);
    const teacher = { cookie: teacherCookie! };
    const someAssignment = taught.assignmentIds[0] ?? '00000000-0000-4000-8000-000000000000';
    const mid = Math.floor(target.scale.problems / 2);
    const guestProblem = scaleProblem(mid - (mid % 4) + 4); // public (n % 4 == 0)
    const learnerProblem = scaleProblem(mid + 1);
    const [fresh] = await unansweredProblems(target.database.sql, [learnerId(LOAD_LEARNERS[0]!)], 3, 99);
    const checks = fresh!.map((code) => scaleProblem(problemNumber(code)));
    const learner = { cookie: learnerCookie! };
    const admin = { cookie: adminCookie! };
    const json = { origin: baseUrl, 'content-type': 'application/json' };
    const get = (p: string, headers: Record<string, string> = {}): BenchRequest => ({ method: 'GET', path: p, headers });
    const endpoints: Endpoint[] = [
      { key: 'catalog-categories', name: 'GET catalog categories (guest)', group: 'learner', request: get('/math/api/catalog/categories') },
      { key: 'catalog-topic', name: 'GET catalog topic page (guest)', group: 'learner', request: get(`/math/api/catalog/categories/${learnerProblem.categoryId}/topics/${learnerProblem.topicId}`) },
      { key: 'subtopic-guest', name: 'GET subtopic problem list (guest)', group: 'learner', request: get(learnerProblem.subtopicPath) },
      { key: 'subtopic-signed-in', name: 'GET subtopic problem list (signed in)', group: 'learner', request: get(learnerProblem.subtopicPath, learner) },
      { key: 'page-guest', name: 'GET problem page (guest)', group: 'learner', request: get(guestProblem.pagePath) },
      { key: 'page-signed-in', name: 'GET problem page (signed in)', group: 'learner', request: get(learnerProblem.pagePath, learner) },
      {
        key: 'check',
        name: 'POST check (signed in, first correct answer)',
        group: 'learner',
        request: { method: 'POST', path: checks[1]!.checkPath, headers: { ...learner, ...json }, body: MCMA_ANSWER },
      },
      { key: 'check-guest', name: 'POST check (guest)', group: 'learner', request: { method: 'POST', path: guestProblem.checkPath, headers: json, body: '{"answer":"x"}' } },
      { key: 'dashboard', name: 'GET dashboard (learner with 10,000 attempts)', group: 'learner', request: get('/math/api/dashboard?tz=Asia%2FJakarta', { cookie: heavyCookie! }) },
      { key: 'bookmarks', name: 'GET bookmarks', group: 'learner', request: get('/math/api/bookmarks', learner) },
      { key: 'questions', name: 'GET own Tanya Soal questions', group: 'learner', request: get('/math/api/questions', learner) },
      { key: 'me', name: 'GET me', group: 'learner', request: get('/math/api/me', learner) },
      { key: 'admin-problems', name: 'GET admin problem list', group: 'admin', request: get('/math/api/admin/problems', admin) },
      { key: 'admin-problems-subtopic', name: 'GET admin problem list of a subtopic', group: 'admin', request: get(`/math/api/admin/problems?subtopicId=${learnerProblem.subtopicId}`, admin) },
      { key: 'admin-problems-search', name: 'GET admin problem list, search', group: 'admin', request: get('/math/api/admin/problems?q=habis%20dibagi', admin) },
      { key: 'admin-problems-page-200', name: 'GET admin problem list, page 200', group: 'admin', request: get('/math/api/admin/problems?page=200', admin) },
      { key: 'admin-problem', name: 'GET admin problem editor', group: 'admin', request: get(`/math/api/admin/problems/${learnerProblem.problemId}`, admin) },
      { key: 'admin-reports', name: 'GET admin reports list', group: 'admin', request: get('/math/api/admin/reports', admin) },
      { key: 'admin-reports-open', name: 'GET admin reports list, status open', group: 'admin', request: get('/math/api/admin/reports?status=open', admin) },
      { key: 'admin-questions', name: 'GET admin Tanya Soal questions list', group: 'admin', request: get('/math/api/admin/user-questions', admin) },
      { key: 'admin-questions-pending', name: 'GET admin questions list, status pending', group: 'admin', request: get('/math/api/admin/user-questions?status=pending', admin) },
      { key: 'admin-users', name: 'GET admin users list, search', group: 'admin', request: get('/math/api/admin/users?q=siswa12', admin) },
      { key: 'admin-content-tree', name: 'GET admin content tree', group: 'admin', request: get('/math/api/admin/content-tree', admin) },
      // Issue 35: a learner's assignments (in no class), and the teacher's class of 40 with 20 assignments.
      { key: 'assignments', name: 'GET own assignments', group: 'learner', request: get('/math/api/assignments', learner) },
      { key: 'teacher-class', name: 'GET teacher class page (40 learners, 20 assignments)', group: 'teacher', request: get(`/math/api/classes/${taught.classId ?? '00000000-0000-4000-8000-000000000000'}`, teacher) },
      { key: 'assignment-report', name: 'GET assignment report', group: 'teacher', request: get(`/math/api/assignments/${someAssignment}/report`, teacher) },
      { key: 'teacher-problems-search', name: 'GET teacher problem search', group: 'teacher', request: get('/math/api/teacher/problems?q=habis%20dibagi', teacher) },
    ];
    const send = async (request: BenchRequest) => {
      const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
      await response.arrayBuffer();
      return response.status;
    };
    for (const endpoint of endpoints) {
      // Once to warm up (prepared statements, caches), then the request that is read back. A
      // write is warmed up on another problem, so the measured one is a first answer too.
      await send(endpoint.key === 'check' ? { ...endpoint.request, path: checks[0]!.checkPath } : endpoint.request);
      await sleep(250);
      // The admin lists' pages are held until something they show changes (decision 029): an
      // announced change (a no-op write to what they show) makes the read back the first after one.
      if (HELD_ADMIN_LIST.test(endpoint.request.path)) {
        await explainSql`update item_stats_refreshes set refreshed_at = refreshed_at where id = 1`;
        await sleep(250);
      }
      const from = Date.now();
      const status = await send(endpoint.request);
      const to = Date.now();
      windows.push({ endpoint, from: from - 2, to: to + 2, status });
      console.log(`${endpoint.name}: ${status}`);
      await sleep(250);
    }
    await sleep(1000); // the log reaches the file
  } finally {
    await explainSql.unsafe(`alter database "${db}" reset log_min_duration_statement`).catch(() => undefined);
  }

  let lines: string[];
  const raw = fs.readFileSync(logFile);
  if (external) {
    lines = raw.subarray(logStart).toString('utf8').split('\n');
  } else {
    lines = [];
    for (const line of raw.toString('utf8').split('\n')) {
      if (!line.includes('"component":"postgres"')) continue;
      try {
        const message = String((JSON.parse(line) as { msg?: string }).msg ?? '').replace(/^\[STDERR\] /, '');
        lines.push(...message.split('\n'));
      } catch {
        // not a log record
      }
    }
  }
  const entries = parseLog(lines).filter((entry) => entry.database === null || entry.database === db);

  const tableRows = await explainSql<{ relname: string; rows: number }[]>`select relname, reltuples::bigint::int as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`;
  const rowsOf = new Map(tableRows.map((row) => [row.relname, row.rows]));
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const summary: string[] = [];
  try {
    for (const { endpoint, from, to, status } of windows) {
      const statements = entries.filter((entry) => entry.time >= from && entry.time <= to);
      const control = statements.filter((s) => TRANSACTION_CONTROL.test(s.text)).length;
      const counts = new Map<string, number>();
      for (const s of statements) if (!TRANSACTION_CONTROL.test(s.text)) counts.set(normalise(s.text), (counts.get(normalise(s.text)) ?? 0) + 1);
      const repeated = [...counts.values()].filter((count) => count > 1);
      const out: string[] = [
        `${endpoint.name}`,
        `${endpoint.request.method} ${endpoint.request.path} -> ${status}`,
        `${target.label}; ${target.scale.problems} problems, ${target.scale.progress} progress rows; ${new Date().toISOString().slice(0, 10)}`,
        `${statements.length} statements in the request (${control} transaction control), ${counts.size} distinct${repeated.length ? `; REPEATED: ${repeated.join(', ')} times` : ''}`,
        '',
      ];
      const seqScans = new Set<string>();
      let slowest = 0;
      const explained = new Set<string>();
      await explainSql.begin(async (tx) => {
        for (const [i, s] of statements.entries()) {
          if (TRANSACTION_CONTROL.test(s.text)) continue;
          const query = withParams(s.text, s.params);
          const key = normalise(s.text);
          const header = `-- statement ${i + 1}${(counts.get(key) ?? 0) > 1 ? ` (runs ${counts.get(key)} times in this request)` : ''}\n${query}\n`;
          if (!EXPLAINABLE.test(s.text)) {
            await tx.unsafe(query).catch(() => undefined);
            if (!explained.has(key)) out.push(header, '(not explainable)\n');
            explained.add(key);
            continue;
          }
          try {
            await tx.unsafe('savepoint one');
            const plan = (await tx.unsafe<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${query}`)).map((row) => row['QUERY PLAN']);
            await tx.unsafe('release savepoint one');
            const time = Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? 0);
            slowest = Math.max(slowest, time);
            for (const line of plan) {
              const scan = /Seq Scan on (\w+)/.exec(line);
              if (scan && (rowsOf.get(scan[1]!) ?? 0) > LARGE_TABLE_ROWS) seqScans.add(`${scan[1]} (${(rowsOf.get(scan[1]!) ?? 0).toLocaleString('en')} rows)`);
            }
            if (!explained.has(key)) out.push(header, ...plan, '');
          } catch (error) {
            await tx.unsafe('rollback to savepoint one');
            if (!explained.has(key)) out.push(header, `(EXPLAIN failed: ${String(error)})`, '');
          }
          explained.add(key);
        }
        throw new RolledBack();
      }).catch((error: unknown) => {
        if (!(error instanceof RolledBack)) out.push(`(transaction: ${String(error)})`);
      });
      fs.writeFileSync(path.join(outDir, `${endpoint.key}.txt`), `${out.join('\n')}\n`);
      const flagged = [...seqScans].join(', ');
      summary.push(
        `| ${endpoint.group} | ${endpoint.name} | ${statements.length} (${control}) | ${repeated.length ? `**${repeated.map((n) => `${n}x`).join(', ')}**` : 'none'} | ${slowest.toFixed(1)} | ${flagged ? `**${flagged}**` : 'none'} | [${endpoint.key}](explain/${target.key}/${endpoint.key}.txt) |`,
      );
      console.log(summary.at(-1));
    }
  } finally {
    await explainSql.end({ timeout: 1 });
    await target.stop();
  }
  const block = [
    `\`npm run bench:explain\`, ${new Date().toISOString().slice(0, 10)}, ${target.label}, on ${machineLine()}; ${target.scale.problems.toLocaleString('en')} problems, ${target.scale.progress.toLocaleString('en')} progress rows. Statements as logged by Postgres (log_min_duration_statement = 0) for one request after a warm-up one (for the admin lists, held until what they show changes, after an announced change too); "large" = more than ${LARGE_TABLE_ROWS.toLocaleString('en')} rows.`,
    '',
    '| group | endpoint | statements per request (of which BEGIN/COMMIT) | the same statement repeated | slowest statement ms (EXPLAIN ANALYZE) | Seq Scan on a large table | plans |',
    '| --- | --- | ---: | --- | ---: | --- | --- |',
    ...summary,
  ].join('\n');
  console.log(`\n${block}`);
  replaceLoadBlock(`explain-${target.key}`, block);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
