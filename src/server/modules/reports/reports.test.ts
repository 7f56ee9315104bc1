import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../../db/factories';
import { problemReports } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let problemId: string;
beforeAll(async () => {
  t = await createTestApp();
  const path = await createPublishedPath(t.db);
  problemId = (await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Q', answer: '1' })).problemId;
});
afterAll(() => t.close());

const report = (body: unknown, cookie?: string) => t.request('POST', `/math/api/problems/${problemId}/reports`, { cookie, body });

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

  it('answers an unknown problem with 404', async () => {
    const learner = await t.createSignedInUser();
    const response = await t.request('POST', '/math/api/problems/PR-ZZZZZZZZ/reports', { cookie: learner.cookie, body: { reportType: 'Saran Umum', reportContent: 'Ini detail laporan yang panjang' } });
    expect(response.status).toBe(404);
  });
});
