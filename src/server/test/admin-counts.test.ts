import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNRESOLVED_REPORT_STATUSES } from '../../core/item-analytics';
import { generatePublicCode } from '../../core/public-code';
import { QUESTION_STATUSES, type QuestionStatus } from '../../core/question-status';
import { REPORT_STATUSES, REPORT_TYPES, type ReportStatus } from '../../core/report-lists';
import { createProblem, createPublishedPath } from '../db/factories';
import { createTestApp, type TestApp } from './test-app';

// The admin pages count when they are read (issue 50): the reports and Tanya Soal lists by status,
// the problem list's total, and each problem's open reports in the list, its filter and sort and
// on its analytics page. Each step writes the way the app or a psql session would, and the pages
// must then show what a count of the rows the test wrote says.
const ADMIN = '/math/api/admin';

let t: TestApp;
let admin: string;
let subtopic: { id: number; subtopicId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  ({ subtopic } = await createPublishedPath(t.db));
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.request('GET', url, { cookie: admin });
  expect(response.status, url).toBe(200);
  return response.json();
}

const byStatusOf = <TStatus extends string>(statuses: readonly TStatus[], rows: Iterable<TStatus>) => {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<TStatus, number>;
  for (const status of rows) counts[status] += 1;
  return counts;
};

const rolledBack = (write: (tx: TestApp['sql']) => Promise<unknown>) =>
  t.sql
    .begin(async (tx) => {
      await write(tx as unknown as TestApp['sql']);
      throw new Error('rolled back on purpose');
    })
    .catch(() => undefined);

describe('the reports list and the open reports of each problem', () => {
  it('count every status after every kind of write', async () => {
    const learner = await t.createSignedInUser('basic');
    const [a, b, c] = [
      await createProblem(t.db, { subtopicId: subtopic.id, type: 'input', questionText: 'A', answer: '1' }),
      await createProblem(t.db, { subtopicId: subtopic.id, type: 'input', questionText: 'B', answer: '1' }),
      await createProblem(t.db, { subtopicId: subtopic.id, type: 'input', questionText: 'C', answer: '1' }),
    ];
    // What the pages must show: every report the test wrote, by code.
    const reports = new Map<string, { problem: string; status: ReportStatus }>();
    const problemsAlive = new Set([a.problemId, b.problemId, c.problemId]);
    const insert = async (problem: { id: number; problemId: string }, status: ReportStatus) => {
      const reportId = generatePublicCode('report');
      await t.sql`insert into problem_reports (report_id, problem_id, report_type, report_content, report_status)
        values (${reportId}, ${problem.id}, 'Saran Umum', 'Isi laporan yang cukup panjang', ${status})`;
      reports.set(reportId, { problem: problem.problemId, status });
      return reportId;
    };

    const expectPagesToMatch = async (step: string) => {
      const listed = await get(`${ADMIN}/reports`);
      const statuses = [...reports.values()].map((report) => report.status);
      expect(listed.counts, step).toEqual({ total: reports.size, byStatus: byStatusOf(REPORT_STATUSES, statuses) });
      const open = (code: string) =>
        [...reports.values()].filter((report) => report.problem === code && (UNRESOLVED_REPORT_STATUSES as readonly string[]).includes(report.status)).length;
      const inList = await get(`${ADMIN}/problems?subtopicId=${subtopic.subtopicId}`);
      const shown = Object.fromEntries((inList.problems as { problemId: string; stats: { openReports: number } }[]).map((p) => [p.problemId, p.stats.openReports]));
      expect(shown, step).toEqual(Object.fromEntries([...problemsAlive].map((code) => [code, open(code)])));
      const reported = [...problemsAlive].filter((code) => open(code) > 0);
      const filtered = await get(`${ADMIN}/problems?subtopicId=${subtopic.subtopicId}&hasOpenReports=true`);
      expect(new Set((filtered.problems as { problemId: string }[]).map((p) => p.problemId)), step).toEqual(new Set(reported));
      expect(filtered.pageInfo.total, step).toBe(reported.length);
      const sorted = await get(`${ADMIN}/problems?subtopicId=${subtopic.subtopicId}&sort=openReports&dir=desc`);
      const sortedCounts = (sorted.problems as { stats: { openReports: number } }[]).map((p) => p.stats.openReports);
      expect(sortedCounts, step).toEqual(reported.map(open).sort((x, y) => y - x));
      if (problemsAlive.has(a.problemId)) expect((await get(`${ADMIN}/problems/${a.problemId}/analytics`)).openReports, step).toBe(open(a.problemId));
    };

    await expectPagesToMatch('no reports');
    for (const [index, reportType] of REPORT_TYPES.slice(0, 2).entries()) {
      const response = await t.request('POST', `/math/api/problems/${index === 0 ? a.problemId : b.problemId}/reports`, {
        cookie: learner.cookie,
        body: { reportType, reportContent: 'Kunci jawabannya sepertinya salah.' },
      });
      expect(response.status).toBe(201);
      reports.set((await response.json()).report.reportId, { problem: index === 0 ? a.problemId : b.problemId, status: 'open' });
    }
    await expectPagesToMatch("a learner's reports");

    for (const status of REPORT_STATUSES) await insert(a, status);
    const together = await t.sql<{ report_id: string; report_status: ReportStatus }[]>`
      insert into problem_reports (report_id, problem_id, report_type, report_content, report_status)
      select code, ${c.id}, 'Saran Umum', 'Isi laporan yang cukup panjang', status
      from (values (${generatePublicCode('report')}, 'open'), (${generatePublicCode('report')}, 'in_progress'), (${generatePublicCode('report')}, 'resolved')) as r(code, status)
      returning report_id, report_status`;
    for (const row of together) reports.set(row.report_id, { problem: c.problemId, status: row.report_status });
    await expectPagesToMatch('reports in every status, and three in one statement');

    // The admin moves one report through every status from every status.
    const moved = [...reports.keys()][0]!;
    for (const from of REPORT_STATUSES) {
      for (const to of REPORT_STATUSES) {
        for (const status of [from, to]) {
          const response = await t.request('PATCH', `${ADMIN}/reports/${moved}`, { cookie: admin, body: { reportStatus: status } });
          expect(response.status).toBe(200);
          reports.get(moved)!.status = status;
        }
        await expectPagesToMatch(`${from} -> ${to}`);
      }
    }

    await t.sql`update problem_reports set problem_id = ${b.id} where report_id = ${moved}`;
    reports.get(moved)!.problem = b.problemId;
    await t.sql`update problem_reports set report_content = 'Isi laporan yang sudah diubah'`;
    await expectPagesToMatch('a report moved to another problem, every report edited');

    await t.sql`update problem_reports set report_status = 'resolved' where problem_id = ${c.id}`;
    for (const report of reports.values()) if (report.problem === c.problemId) report.status = 'resolved';
    await t.sql`delete from users where id = ${learner.id}`;
    await expectPagesToMatch("a problem's reports all resolved at once, the reporter's account deleted");

    const deleted = await t.request('DELETE', `${ADMIN}/problems/${a.problemId}`, { cookie: admin });
    expect(deleted.status).toBe(200);
    problemsAlive.delete(a.problemId);
    for (const [code, report] of reports) if (report.problem === a.problemId) reports.delete(code);
    await t.sql`delete from problem_reports where report_status = 'non_issue'`;
    for (const [code, report] of reports) if (report.status === 'non_issue') reports.delete(code);
    await rolledBack((tx) => tx`insert into problem_reports (report_id, problem_id, report_type, report_content) values (${generatePublicCode('report')}, ${b.id}, 'Saran Umum', 'Isi laporan yang cukup panjang')`);
    await expectPagesToMatch('a problem deleted with its reports, reports deleted, an insert rolled back');

    await t.sql`truncate problem_reports`;
    reports.clear();
    await insert(b, 'in_progress');
    await expectPagesToMatch('every report truncated, then one more');
  });
});

describe('the Tanya Soal list', () => {
  it('counts every status after every kind of write', async () => {
    const asker = await t.createSignedInUser('basic');
    const problem = await createProblem(t.db, { subtopicId: subtopic.id, type: 'input', questionText: 'D', answer: '1' });
    const questions = new Map<string, QuestionStatus>();
    const insert = async (status: QuestionStatus = 'pending') => {
      const code = generatePublicCode('userQuestion');
      await t.sql`insert into user_questions (user_question_id, user_id, image_url, status) values (${code}, ${asker.id}, ${`questions/${code}.jpg`}, ${status})`;
      questions.set(code, status);
      return code;
    };
    const moderate = async (code: string, body: Record<string, string>) => {
      const response = await t.request('PATCH', `${ADMIN}/user-questions/${code}`, { cookie: admin, body });
      expect(response.status).toBe(200);
      questions.set(code, body.status as QuestionStatus);
    };
    const expectCounts = async (step: string) =>
      expect((await get(`${ADMIN}/user-questions`)).counts, step).toEqual({ total: questions.size, byStatus: byStatusOf(QUESTION_STATUSES, questions.values()) });

    await expectCounts('no questions');
    const [first, second, third] = [await insert(), await insert(), await insert()];
    await expectCounts('three pending');
    await moderate(first, { status: 'resolved', problemId: problem.problemId, simpleAnswer: 'Jawabannya 1.' });
    await moderate(second, { status: 'not_answerable', adminReason: 'Fotonya buram.' });
    await moderate(third, { status: 'answerable' });
    await expectCounts('answered, refused and answerable by an admin');
    await t.sql`update user_questions set status = 'pending' where status <> 'resolved'`;
    for (const [code, status] of questions) if (status !== 'resolved') questions.set(code, 'pending');
    await t.sql`delete from users where id = ${asker.id}`;
    await expectCounts("two reopened in one statement, the asker's account deleted");
    await t.sql`delete from user_questions where user_question_id = ${first}`;
    questions.delete(first);
    await rolledBack((tx) => tx`update user_questions set status = 'resolved'`);
    await expectCounts('one deleted, a change rolled back');
  });
});

describe("the problem list's total", () => {
  it('counts every problem after problems are added and deleted', async () => {
    const other = await createPublishedPath(t.db, { category: 'Geometri', topic: 'Segitiga', subtopic: 'Luas Segitiga' });
    const fresh = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from problems`)[0]!.n;
    // The unfiltered total is held in the one cache until a change to the content is heard: a
    // change written by hand (psql) is heard through Postgres's notification, a moment after its
    // commit, so the list may be asked a few times (a loaded CI machine once read it first).
    const expectTotal = async (step: string, expected: number) => {
      expect(expected, step).toBe(await fresh());
      await expect.poll(async () => (await get(`${ADMIN}/problems`)).pageInfo.total, { message: step, timeout: 5_000, interval: 50 }).toBe(expected);
    };
    const start = await fresh();
    await expectTotal('as it is', start);
    const made = await createProblem(t.db, { subtopicId: other.subtopic.id, type: 'input', questionText: 'T1', answer: '1' });
    await t.sql`insert into problems (problem_id, subtopic_id, type, question_text, answer)
      select code, ${other.subtopic.id}::int, 'input', 'Soal', '"1"' from unnest(${[generatePublicCode('problem'), generatePublicCode('problem')]}::text[]) as code`;
    await expectTotal('one problem, then two in one statement', start + 3);
    await rolledBack((tx) => tx`insert into problems (problem_id, subtopic_id, type, question_text, answer) values (${generatePublicCode('problem')}, ${other.subtopic.id}, 'input', 'X', '"1"')`);
    expect((await t.request('DELETE', `${ADMIN}/problems/${made.problemId}`, { cookie: admin })).status).toBe(200);
    await expectTotal('an insert rolled back, one deleted by an admin', start + 2);
    await t.sql`delete from problems where subtopic_id = ${other.subtopic.id}`;
    await expectTotal("a subtopic's problems deleted in one statement", start);
  });
});
