import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNRESOLVED_REPORT_STATUSES } from '../../core/item-analytics';
import { REPORT_STATUSES, type ReportStatus } from '../../core/report-lists';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createProblem, createPublishedPath } from './factories';
import { problemReports, problems } from './schema';
import { insertWithUniqueCode } from './unique-code';

// problems.open_reports is kept by a trigger (migration 0006) whose status list is SQL: these
// tests hold it to UNRESOLVED_REPORT_STATUSES, through every way a report row changes.
let database: TestDatabase;
let problemA: { id: number };
let problemB: { id: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const { subtopic } = await createPublishedPath(database.db);
  problemA = await createProblem(database.db, { subtopicId: subtopic.id, type: 'input', questionText: 'A', answer: '1' });
  problemB = await createProblem(database.db, { subtopicId: subtopic.id, type: 'input', questionText: 'B', answer: '2' });
});
afterAll(() => database.drop());

const isUnresolved = (status: ReportStatus) => (UNRESOLVED_REPORT_STATUSES as readonly string[]).includes(status);

async function report(problemId: number, reportStatus: ReportStatus) {
  return insertWithUniqueCode(database.db, 'report', async (tx, code) => {
    const [row] = await tx
      .insert(problemReports)
      .values({ reportId: code, problemId, reportType: 'Kesalahan Jawaban', reportContent: 'Kunci jawaban salah.', reportStatus })
      .returning({ id: problemReports.id });
    return row!;
  });
}

async function counters() {
  const rows = await database.db.select({ id: problems.id, openReports: problems.openReports }).from(problems);
  return Object.fromEntries(rows.map((row) => [row.id, row.openReports]));
}

describe('the open-report counter of a problem', () => {
  it('counts a new report exactly when its status is unresolved, for every status', async () => {
    let expected = 0;
    for (const status of REPORT_STATUSES) {
      await report(problemA.id, status);
      if (isUnresolved(status)) expected += 1;
      expect((await counters())[problemA.id]).toBe(expected);
    }
  });

  it('follows every change of status, either way, and a deleted report', async () => {
    await database.db.delete(problemReports);
    expect((await counters())[problemA.id]).toBe(0);
    const { id } = await report(problemA.id, 'open');
    for (const from of REPORT_STATUSES) {
      for (const to of REPORT_STATUSES) {
        await database.db.update(problemReports).set({ reportStatus: from }).where(eq(problemReports.id, id));
        await database.db.update(problemReports).set({ reportStatus: to }).where(eq(problemReports.id, id));
        expect([from, to, (await counters())[problemA.id]]).toEqual([from, to, isUnresolved(to) ? 1 : 0]);
      }
    }
    await database.db.update(problemReports).set({ reportStatus: 'open' }).where(eq(problemReports.id, id));
    await database.db.delete(problemReports).where(eq(problemReports.id, id));
    expect((await counters())[problemA.id]).toBe(0);
  });

  it('moves with a report moved to another problem, and leaves other problems alone', async () => {
    const { id } = await report(problemA.id, 'in_progress');
    await report(problemB.id, 'resolved');
    expect(await counters()).toMatchObject({ [problemA.id]: 1, [problemB.id]: 0 });
    await database.db.update(problemReports).set({ problemId: problemB.id }).where(eq(problemReports.id, id));
    expect(await counters()).toMatchObject({ [problemA.id]: 0, [problemB.id]: 1 });
  });
});
