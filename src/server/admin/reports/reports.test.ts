import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TYPES } from '../../../core/reports';
import { createProblem, createPublishedPath } from '../../db/factories';
import { problemReports } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REPORTS_PER_LEARNER } from './reports.routes';

// The app's clock stands still unless a test moves it, so the report limit's refill is exact.
let now = Date.now();
let t: TestApp;
let problemId: string;
let subtopicInternalId: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(now) });
  const path = await createPublishedPath(t.db);
  subtopicInternalId = path.subtopic.id;
  problemId = (await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Q', answer: '1' })).problemId;
});
afterAll(() => t.close());

const report = (body: unknown, cookie?: string, problemCode = problemId) =>
  t.request('POST', `/math/api/problems/${problemCode}/reports`, { cookie, body });

describe('problem reports', () => {
  it('stores a report with status open and the trimmed detail', async () => {
    const learner = await t.createSignedInUser();
    const response = await report({ reportType: 'Soal Kurang Jelas', reportContent: '   Kalimat soal ambigu sekali.  ' }, learner.cookie);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.report).toMatchObject({ reportId: expect.stringMatching(/^RE-[A-Z0-9]{8}$/), reportStatus: 'open' });
    const [row] = await t.db.select().from(problemReports).where(eq(problemReports.reportId, body.report.reportId));
    expect(row).toMatchObject({ userId: learner.id, reportType: 'Soal Kurang Jelas', reportContent: 'Kalimat soal ambigu sekali.' });
  });

  it.each([
    [{ reportType: 'Saran Umum', reportContent: '  pendek   ' }],
    [{ reportType: 'Spam', reportContent: 'Ini detail laporan yang panjang' }],
    [{ reportType: 'Saran Umum', reportContent: 'x'.repeat(2001) }],
    [{ reportType: 'Saran Umum' }],
    [{ reportType: 'Saran Umum', reportContent: 'Ini detail laporan yang panjang', reportStatus: 'resolved' }],
  ])('refuses %o with 400 and stores nothing', async (body) => {
    const learner = await t.createSignedInUser();
    const response = await report(body, learner.cookie);
    expect(response.status).toBe(400);
    expect(await t.db.select().from(problemReports).where(eq(problemReports.userId, learner.id))).toHaveLength(0);
  });

  it('refuses a guest with 401', async () => {
    expect((await report({ reportType: 'Saran Umum', reportContent: 'Ini detail laporan yang panjang' })).status).toBe(401);
  });

  // Decision 065: a report with an Idempotency-Key runs in a transaction; its limiter and problem
  // lookup read on that transaction's connection. Read on the pool instead, as many reports at once
  // as the pool has connections (the test database's pool is 5) each held one and waited forever
  // for another.
  it('takes more reports at once than the pool has connections, each with its Idempotency-Key', async () => {
    const learners = await Promise.all(Array.from({ length: 12 }, () => t.createSignedInUser()));
    const responses = await Promise.all(
      learners.map((learner) =>
        t.request('POST', `/math/api/problems/${problemId}/reports`, {
          cookie: learner.cookie,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
          body: { reportType: 'Saran Umum', reportContent: 'Ini detail laporan yang panjang' },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(learners.map(() => 201));
    const stored = await t.db.select({ userId: problemReports.userId }).from(problemReports);
    for (const learner of learners) expect(stored.filter((row) => row.userId === learner.id)).toHaveLength(1);
  });

  it('answers an unknown problem with 404', async () => {
    const learner = await t.createSignedInUser();
    const response = await t.request('POST', '/math/api/problems/PR-ZZZZZZZZ/reports', { cookie: learner.cookie, body: { reportType: 'Saran Umum', reportContent: 'Ini detail laporan yang panjang' } });
    expect(response.status).toBe(404);
  });
});

describe('report flooding', () => {
  const detail = 'Kunci jawaban sepertinya keliru.';
  const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
  const storedBy = async (userId: string) => (await t.db.select().from(problemReports).where(eq(problemReports.userId, userId))).length;

  it('takes a burst of 10 reports from a learner, refuses the rest with 429 and Retry-After, then one a minute', async () => {
    const learner = await t.createSignedInUser();
    // 150 different reports (problem and type), so none is refused as a repeat.
    const codes = await Promise.all(
      Array.from({ length: 38 }, async (_, index) =>
        (await createProblem(t.db, { subtopicId: subtopicInternalId, type: 'input', questionText: `Soal ${index}`, answer: '1' })).problemId,
      ),
    );
    const sends = codes.flatMap((code) => REPORT_TYPES.map((reportType) => ({ code, reportType }))).slice(0, 150);
    const responses = await Promise.all(sends.map(({ code, reportType }) => report({ reportType, reportContent: detail }, learner.cookie, code)));
    expect(statusCounts(responses.map((response) => response.status))).toEqual({ 201: REPORTS_PER_LEARNER.max, 429: 150 - REPORTS_PER_LEARNER.max });
    for (const refused of responses.filter((response) => response.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await refused.json()).error.code).toBe('reports.rate_limited');
    }
    expect(await storedBy(learner.id)).toBe(REPORTS_PER_LEARNER.max);

    now += 60_000;
    const [afterAMinute, rightAfter] = [sends[148]!, sends[149]!];
    expect((await report({ reportType: afterAMinute.reportType, reportContent: detail }, learner.cookie, afterAMinute.code)).status).toBe(201);
    expect((await report({ reportType: rightAfter.reportType, reportContent: detail }, learner.cookie, rightAfter.code)).status).toBe(429);
  });

  it('refuses the same report (problem and type) with 409 while the first is open or in progress, and takes it again once resolved', async () => {
    const learner = await t.createSignedInUser();
    const other = await t.createSignedInUser();
    const admin = await t.createSignedInUser('admin');
    const send = (reportType: string, cookie = learner.cookie) => report({ reportType, reportContent: detail }, cookie);
    const first = await send('Kesalahan Jawaban');
    expect(first.status).toBe(201);
    const { reportId } = (await first.json()).report;

    const repeat = await send('Kesalahan Jawaban');
    expect(repeat.status).toBe(409);
    expect((await repeat.json()).error.code).toBe('reports.already_open');
    expect((await send('Soal Kurang Jelas')).status).toBe(201);
    expect((await send('Kesalahan Jawaban', other.cookie)).status).toBe(201);

    const setStatus = (reportStatus: string) => t.request('PATCH', `/math/api/admin/reports/${reportId}`, { cookie: admin.cookie, body: { reportStatus } });
    expect((await setStatus('in_progress')).status).toBe(200);
    expect((await send('Kesalahan Jawaban')).status).toBe(409);
    expect((await setStatus('resolved')).status).toBe(200);
    expect((await send('Kesalahan Jawaban')).status).toBe(201);
    expect(await storedBy(learner.id)).toBe(3);
  });

  it('stores one of 20 identical reports sent at once', async () => {
    const learner = await t.createSignedInUser();
    const responses = await Promise.all(Array.from({ length: 20 }, () => report({ reportType: 'Saran Umum', reportContent: detail }, learner.cookie)));
    const counts = statusCounts(responses.map((response) => response.status));
    expect(counts).toEqual({ 201: 1, 409: REPORTS_PER_LEARNER.max - 1, 429: 20 - REPORTS_PER_LEARNER.max });
    expect(await storedBy(learner.id)).toBe(1);
  });
});
