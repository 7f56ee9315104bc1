import zlib from 'node:zlib';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePublicCode } from '../../core/public-code';
import { openPostgres } from '../db/client';
import { createProblem, createPublishedPath } from '../db/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { waitUntil } from '../test/wait-until';

// The admin lists' pages held in memory (held-lists.ts, decision 029): a held page is sent without
// reading the database, and whatever a page shows, changed through this server or any other,
// drops it: through this server at once, elsewhere as soon as Postgres's notification arrives.
let t: TestApp;
// Another connection to the same database, as another server, a script or psql would have.
let elsewhere: postgres.Sql;
let admin: { cookie: string };
let learner: { id: string; cookie: string };
let problem: { id: number; problemId: string };
let subtopicId: number;


const REPORTS = '/math/api/admin/reports';
const QUESTIONS = '/math/api/admin/user-questions';
const PROBLEMS = '/math/api/admin/problems';

type ReportList = { reports: Array<{ reportId: string; reporterEmail: string | null; reportStatus: string; reportContent: string }>; counts: { total: number } };
type QuestionList = { questions: Array<{ userQuestionId: string; status: string }>; counts: { total: number } };
type ProblemList = { problems: Array<{ problemId: string; subtopic: { subtopicName: string }; stats: { openReports: number } }>; statsRefreshedAt: string | null };

async function list<T>(url: string): Promise<T> {
  const response = await t.request('GET', url, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A write made elsewhere, then every notification it sent heard here. */
async function elsewhereWrites(write: (sql: postgres.Sql) => Promise<unknown>) {
  await write(elsewhere);
  await t.contentChanges.settled();
}

/** A write made elsewhere with its triggers off (Postgres announces nothing): what is held stays. */
async function elsewhereWritesUnannounced(write: (sql: postgres.TransactionSql) => Promise<unknown>) {
  await elsewhere.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await write(tx);
  });
  await t.contentChanges.settled();
}

const insertReport = (sql: postgres.Sql, content: string) =>
  sql`insert into problem_reports (report_id, user_id, problem_id, report_type, report_content, report_status)
      values (${generatePublicCode('report')}, ${learner.id}, ${problem.id}, 'Soal Kurang Jelas', ${content}, 'open')`;

beforeAll(async () => {
  t = await createTestApp();
  elsewhere = openPostgres(t.databaseUrl, { max: 1, onnotice: () => undefined });
  admin = await t.createSignedInUser('admin');
  learner = await t.createSignedInUser('basic');
  const path = await createPublishedPath(t.db);
  subtopicId = path.subtopic.id;
  problem = await createProblem(t.db, { subtopicId, type: 'input', questionText: 'Berapakah $2 + 3$?', answer: '5', isPublic: true });
  await waitUntil(() => t.contentChanges.live, 'the listener');
});
afterAll(async () => {
  await elsewhere.end({ timeout: 1 });
  await t.close();
});

describe('admin lists held in memory', () => {
  it('send a held page without reading it again, until a change is announced', async () => {
    await elsewhereWrites((sql) => insertReport(sql, 'Soal pertama kurang jelas.'));
    const first = await list<ReportList>(REPORTS);
    expect(first.counts.total).toBe(1);
    // Changed with its triggers off: nothing is announced, so the held page is what is sent.
    await elsewhereWritesUnannounced((sql) => sql`update problem_reports set report_content = 'Diubah tanpa pengumuman.'`);
    expect(await list<ReportList>(REPORTS)).toEqual(first);
    // Any announced change to the reports drops it: the new report and the earlier change show.
    await elsewhereWrites((sql) => insertReport(sql, 'Soal kedua kurang jelas.'));
    const after = await list<ReportList>(REPORTS);
    expect(after.reports.map((report) => report.reportContent)).toEqual(['Soal kedua kurang jelas.', 'Diubah tanpa pengumuman.']);
  });

  it('send the same page gzip-encoded to a browser', async () => {
    const plain = await list<ReportList>(REPORTS);
    const response = await t.request('GET', REPORTS, { cookie: admin.cookie, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(plain);
  });

  it('show a change made on another server once it is announced: reports, questions, users, content', async () => {
    // Each list held first, then changed elsewhere.
    const questionCode = generatePublicCode('userQuestion');
    await list<QuestionList>(QUESTIONS);
    await elsewhereWrites((sql) => sql`insert into user_questions (user_question_id, user_id, image_url) values (${questionCode}, ${learner.id}, ${`questions/${questionCode}.jpg`})`);
    expect((await list<QuestionList>(QUESTIONS)).questions.map((question) => question.userQuestionId)).toContain(questionCode);
    await elsewhereWrites((sql) => sql`update user_questions set status = 'not_answerable', admin_reason = 'Foto buram.' where user_question_id = ${questionCode}`);
    expect((await list<QuestionList>(QUESTIONS)).questions.find((question) => question.userQuestionId === questionCode)?.status).toBe('not_answerable');

    await list<ReportList>(REPORTS);
    await elsewhereWrites((sql) => sql`update users set email = 'pelapor-baru@contoh.id' where id = ${learner.id}`);
    expect(new Set((await list<ReportList>(REPORTS)).reports.map((report) => report.reporterEmail))).toEqual(new Set(['pelapor-baru@contoh.id']));

    const before = await list<ProblemList>(PROBLEMS);
    expect(before.problems.find((row) => row.problemId === problem.problemId)?.stats.openReports).toBe(2);
    await elsewhereWrites((sql) => sql`update subtopics set subtopic_name = 'Penjumlahan Bilangan Bulat' where id = ${subtopicId}`);
    await elsewhereWrites((sql) => sql`update problem_reports set report_status = 'resolved'`);
    const after = (await list<ProblemList>(PROBLEMS)).problems.find((row) => row.problemId === problem.problemId);
    expect(after?.subtopic.subtopicName).toBe('Penjumlahan Bilangan Bulat');
    expect(after?.stats.openReports).toBe(0);
  });

  it('show a change made through this server at once, before any announcement', async () => {
    const before = await list<ReportList>(REPORTS);
    const created = await t.request('POST', `/math/api/problems/${problem.problemId}/reports`, {
      cookie: learner.cookie,
      body: { reportType: 'Kesalahan Jawaban', reportContent: 'Kunci jawabannya seharusnya 5.' },
    });
    expect(created.status).toBe(201);
    const { report } = (await created.json()) as { report: { reportId: string } };
    // No settled(): the write through this server drops the page itself.
    const after = await list<ReportList>(REPORTS);
    expect(after.counts.total).toBe(before.counts.total + 1);
    expect(after.reports[0]?.reportId).toBe(report.reportId);

    const changed = await t.request('PATCH', `${REPORTS}/${report.reportId}`, { cookie: admin.cookie, body: { reportStatus: 'resolved' } });
    expect(changed.status).toBe(200);
    expect((await list<ReportList>(REPORTS)).reports[0]?.reportStatus).toBe('resolved');
  });

  it('hold each filter and page apart, and never for a learner', async () => {
    const all = await list<ReportList>(REPORTS);
    expect(all.reports.length).toBeGreaterThan(0);
    // Every report is resolved by now: the open ones' page is held apart, empty.
    expect((await list<ReportList>(`${REPORTS}?status=open`)).reports).toEqual([]);
    expect((await list<ReportList>(`${REPORTS}?status=resolved`)).reports).toEqual(all.reports);
    expect((await list<ReportList>(`${REPORTS}?status=open`)).reports).toEqual([]);
    const asLearner = await t.request('GET', REPORTS, { cookie: learner.cookie });
    expect(asLearner.status).toBe(403);
  });

  it("start the item figures' refresh from a held page once they are due, and then show the new figures", async () => {
    // Refreshed just under the list's maximum age ago (ITEM_ANALYTICS.listStatsMaxAgeSeconds, 300 s):
    // read now, the page is held and due in about two seconds.
    await elsewhereWrites((sql) => sql`update item_stats_refreshes set refreshed_at = now() - interval '298 seconds' where id = 1`);
    const held = await list<ProblemList>(PROBLEMS);
    expect(held.statsRefreshedAt).not.toBeNull();
    const heldAt = Date.parse(held.statsRefreshedAt!);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // This request gets the held page and starts the refresh; the refresh's write drops the page.
    expect((await list<ProblemList>(PROBLEMS)).statsRefreshedAt).toBe(held.statsRefreshedAt);
    await waitUntil(async () => Date.parse((await list<ProblemList>(PROBLEMS)).statsRefreshedAt!) > heldAt + 200_000, 'the refreshed figures', 15_000);
  });
});
