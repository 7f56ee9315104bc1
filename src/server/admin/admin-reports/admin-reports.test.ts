import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReportStatus } from '../../../core/reports';
import { createProblem, createPublishedPath, createSubtopic, createTopic, createUserWithPassword } from '../../db/factories';
import { problemReports, users } from '../../db/schema';
import { insertWithUniqueCode } from '../../db/unique-code';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api/admin/reports';

let t: TestApp;
let admin: { cookie: string };
let reporter: { id: string; email: string };
let path: Awaited<ReturnType<typeof createPublishedPath>>;
let visibleProblem: { id: number; problemId: string };
let hiddenProblem: { id: number; problemId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createSignedInUser('admin');
  reporter = await createUserWithPassword(t.db, { email: 'pelapor@contoh.id', password: 'kuda-laut-berlari-9' });
  path = await createPublishedPath(t.db);
  visibleProblem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Q', answer: '1' });
  // Published subtopic under an unpublished topic: learners have no page for it.
  const draftTopic = await createTopic(t.db, { categoryId: path.category.id, name: 'Draf' });
  const draftSubtopic = await createSubtopic(t.db, { topicId: draftTopic.id, name: 'Draf', isPublished: true });
  hiddenProblem = await createProblem(t.db, { subtopicId: draftSubtopic.id, type: 'input', questionText: 'Q', answer: '1' });
});
afterAll(() => t.close());
// Each test starts with no reports, so counts and order are its own.
beforeEach(async () => {
  await t.db.delete(problemReports);
});

type NewReport = { problem?: { id: number }; userId?: string | null; status?: ReportStatus; createdAt?: Date; content?: string };

async function createReport({ problem = visibleProblem, userId = reporter.id, status = 'open', createdAt = new Date(), content = 'Kunci jawaban salah.' }: NewReport = {}) {
  return insertWithUniqueCode(t.db, 'report', async (tx, code) => {
    const [row] = await tx
      .insert(problemReports)
      .values({ reportId: code, userId, problemId: problem.id, reportType: 'Kesalahan Jawaban', reportContent: content, reportStatus: status, createdAt })
      .returning();
    return row!;
  });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function list(query = '', cookie = admin.cookie) {
  const response = await t.request('GET', `${API}${query}`, { cookie });
  return { status: response.status, body: await response.json() };
}

async function changeStatus(reportId: string, body: unknown, cookie = admin.cookie) {
  const response = await t.request('PATCH', `${API}/${reportId}`, { cookie, body });
  return { status: response.status, body: await response.json() };
}

const idsOf = (body: { reports: Array<{ reportId: string }> }) => body.reports.map((report) => report.reportId);

describe('admin report list', () => {
  it('lists reports newest first with the reporter and a link to the learner page', async () => {
    const older = await createReport({ createdAt: minutesAgo(10), content: 'Soal ini kurang jelas.' });
    const newer = await createReport({ createdAt: minutesAgo(1) });
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([newer.reportId, older.reportId]);
    expect(body.reports[1]).toEqual({
      reportId: older.reportId,
      createdAt: older.createdAt.toISOString(),
      reportType: 'Kesalahan Jawaban',
      reportContent: 'Soal ini kurang jelas.',
      reportStatus: 'open',
      reporterEmail: 'pelapor@contoh.id',
      problem: {
        problemId: visibleProblem.problemId,
        link: { categoryId: path.category.categoryId, topicId: path.topic.topicId, subtopicId: path.subtopic.subtopicId, problemId: visibleProblem.problemId },
      },
    });
  });

  it('gives no link for a problem whose path learners cannot open', async () => {
    await createReport({ problem: hiddenProblem });
    const { body } = await list();
    expect(body.reports[0].problem).toEqual({ problemId: hiddenProblem.problemId, link: null });
  });

  it('keeps a deleted reporter\'s report, without an email', async () => {
    const leaver = await createUserWithPassword(t.db, { email: 'pergi@contoh.id', password: 'kuda-laut-berlari-9' });
    const report = await createReport({ userId: leaver.id });
    await t.db.delete(users).where(eq(users.id, leaver.id));
    const { body } = await list();
    expect(body.reports).toEqual([expect.objectContaining({ reportId: report.reportId, reporterEmail: null })]);
  });

  it('filters by status and counts every status whatever the filter', async () => {
    const resolved = await createReport({ status: 'resolved' });
    await createReport({ status: 'open' });
    await createReport({ status: 'open' });
    await createReport({ status: 'non_issue' });
    const { body } = await list('?status=resolved');
    expect(idsOf(body)).toEqual([resolved.reportId]);
    expect(body.counts).toEqual({ total: 4, byStatus: { open: 2, in_progress: 0, resolved: 1, non_issue: 1 } });
  });

  it('pages newest first without overlap', async () => {
    const created = [];
    for (let minutes = 5; minutes >= 1; minutes -= 1) created.push(await createReport({ createdAt: minutesAgo(minutes) }));
    const newestFirst = created.reverse().map((report) => report.reportId);
    const first = await list('?page=1&pageSize=2');
    const third = await list('?page=3&pageSize=2');
    expect([idsOf(first.body), first.body.pageInfo]).toEqual([newestFirst.slice(0, 2), { page: 1, pageSize: 2, hasMore: true }]);
    expect([idsOf(third.body), third.body.pageInfo]).toEqual([newestFirst.slice(4), { page: 3, pageSize: 2, hasMore: false }]);
  });

  it('pages 50 by default and at most 200', async () => {
    expect((await list()).body.pageInfo.pageSize).toBe(50);
    expect((await list('?pageSize=1000')).body.pageInfo.pageSize).toBe(200);
  });

  it('refuses an unknown status filter with 400', async () => {
    expect((await list('?status=closed')).status).toBe(400);
  });
});

describe('admin report status change', () => {
  it('moves a report to another status and returns it', async () => {
    const report = await createReport();
    const { status, body } = await changeStatus(report.reportId, { reportStatus: 'in_progress' });
    expect(status).toBe(200);
    expect(body.report).toMatchObject({ reportId: report.reportId, reportStatus: 'in_progress', reporterEmail: 'pelapor@contoh.id' });
    const [row] = await t.db.select({ reportStatus: problemReports.reportStatus }).from(problemReports).where(eq(problemReports.reportId, report.reportId));
    expect(row?.reportStatus).toBe('in_progress');
  });

  it.each([[{ reportStatus: 'closed' }], [{}], [{ reportStatus: 'resolved', reportContent: 'diubah admin' }]])('refuses %o with 400 and keeps the status', async (body) => {
    const report = await createReport();
    expect((await changeStatus(report.reportId, body)).status).toBe(400);
    const [row] = await t.db.select({ reportStatus: problemReports.reportStatus }).from(problemReports).where(eq(problemReports.reportId, report.reportId));
    expect(row?.reportStatus).toBe('open');
  });

  it('answers an unknown report with 404 and a malformed code with 400', async () => {
    const unknown = await changeStatus('RE-ZZZZZZZZ', { reportStatus: 'resolved' });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'admin.report_not_found']);
    expect((await changeStatus('PR-ZZZZZZZZ', { reportStatus: 'resolved' })).status).toBe(400);
  });
});

describe('admin reports access', () => {
  it('refuses guests with 401 and learners with 403', async () => {
    const report = await createReport();
    const learner = await t.createSignedInUser('basic');
    expect((await t.request('GET', API)).status).toBe(401);
    expect((await list('', learner.cookie)).status).toBe(403);
    expect((await t.request('PATCH', `${API}/${report.reportId}`, { body: { reportStatus: 'resolved' } })).status).toBe(401);
    expect((await changeStatus(report.reportId, { reportStatus: 'resolved' }, learner.cookie)).status).toBe(403);
    const [row] = await t.db.select({ reportStatus: problemReports.reportStatus }).from(problemReports).where(eq(problemReports.reportId, report.reportId));
    expect(row?.reportStatus).toBe('open');
  });
});
