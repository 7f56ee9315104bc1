import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../../db/factories';
import { users } from '../../db/schema';
import { answer, createAssignment, createClass, getJson, joinClass, mcqProblems } from '../../test/classes';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TAssignmentReport } from './classes.report.usecases';
import type { getClassPage } from './classes.usecases';

const API = '/math/api';
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
let t: TestApp;
let report: TAssignmentReport;
let classPage: Awaited<ReturnType<typeof getClassPage>>;
let xlsx: Response;
let xlsxForBrowser: Response;
let names: { finisher: string; halfway: string; idle: string };
let again: { first: Response; same: Response; revalidated: Response; afterAnswer: Response; firstBody: Buffer; sameBody: Buffer };

// A class of three: one finishes, one does half, one has not started; an outsider answers the
// same problems wrongly, and is counted nowhere.
beforeAll(async () => {
  t = await createTestApp();
  const teacher = await t.createSignedInUser('teacher', 'Bu Sari');
  const owned = await createClass(t, teacher.cookie, { name: "X IPA 2 — Ma'arif" });
  const [first, second] = await mcqProblems(t, 2);
  names = { finisher: "Nur'aini Siti Ñ", halfway: 'Budi Santoso', idle: 'Citra Lestari' };
  const finisher = await t.createSignedInUser('basic', names.finisher);
  const halfway = await t.createSignedInUser('basic', names.halfway);
  const idle = await t.createSignedInUser('basic', names.idle);
  const outsider = await t.createSignedInUser();
  for (const learner of [finisher, halfway, idle]) await joinClass(t, learner.cookie, owned.code);
  const assignment = await createAssignment(t, teacher.cookie, owned.id, { title: "Tugas Bab 1: Nur'aini's aljabar", problemIds: [first!.problemId, second!.problemId] });
  await answer(t, finisher.cookie, first!.problemId, 'A');
  await answer(t, finisher.cookie, second!.problemId, 'B');
  await answer(t, finisher.cookie, second!.problemId, 'A');
  for (const choice of ['B', 'C', 'A']) await answer(t, halfway.cookie, first!.problemId, choice);
  await answer(t, halfway.cookie, second!.problemId, 'B');
  for (const choice of ['C', 'C', 'C']) await answer(t, outsider.cookie, second!.problemId, choice);
  report = (await getJson(t, teacher.cookie, `/assignments/${assignment.id}/report`)).body;
  classPage = (await getJson(t, teacher.cookie, `/classes/${owned.id}`)).body;
  xlsx = await t.request('GET', `${API}/assignments/${assignment.id}/report.xlsx`, { cookie: teacher.cookie });
  xlsxForBrowser = await t.request('GET', `${API}/assignments/${assignment.id}/report.xlsx`, { cookie: teacher.cookie, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  // The file again, revalidated, and after the idle learner answers.
  const exportFile = (headers: Record<string, string> = {}) => t.request('GET', `${API}/assignments/${assignment.id}/report.xlsx`, { cookie: teacher.cookie, headers });
  const once = await exportFile();
  const same = await exportFile();
  const revalidated = await exportFile({ 'if-none-match': once.headers.get('etag')! });
  const [firstBody, sameBody] = await Promise.all([once.arrayBuffer(), same.arrayBuffer()]).then((bodies) => bodies.map((body) => Buffer.from(body)));
  await answer(t, idle.cookie, first!.problemId, 'B');
  const afterAnswer = await exportFile({ 'if-none-match': once.headers.get('etag')! });
  again = { first: once, same, revalidated, afterAnswer, firstBody: firstBody!, sameBody: sameBody! };
});
afterAll(() => t.close());

describe("an assignment's report", () => {
  it('tells each learner apart: solved, attempted or not started, with attempts, first tries, when finished and lateness', () => {
    const none = { userId: undefined, email: undefined, rollNumber: null };
    expect(report.learners.map((learner) => ({ ...learner, userId: undefined, email: undefined }))).toEqual([
      { ...none, name: names.halfway, score: 40, cells: [{ mark: 'retried', late: false }, { mark: 'wrong', late: false }], status: 'attempted', solved: 1, total: 2, attempts: 4, firstTryCorrect: 0, finishedAt: null, late: false },
      { ...none, name: names.idle, score: 0, cells: [{ mark: 'none', late: false }, { mark: 'none', late: false }], status: 'not_started', solved: 0, total: 2, attempts: 0, firstTryCorrect: 0, finishedAt: null, late: false },
      { ...none, name: names.finisher, score: 90, cells: [{ mark: 'first_try', late: false }, { mark: 'retried', late: false }], status: 'solved', solved: 2, total: 2, attempts: 3, firstTryCorrect: 1, finishedAt: expect.any(String), late: false },
    ]);
    expect(report.assignment).toMatchObject({ className: "X IPA 2 — Ma'arif", timeZone: 'Asia/Jakarta', problemCount: 2, finishedCount: 1, averageScore: 43.3 });
  });

  it("counts each problem's first-try rate and most common wrong answers over the class's learners only", () => {
    expect(report.problems.map(({ position, published, learnersAttempted, firstTryRate, solvedCount, topWrongAnswers }) => ({ position, published, learnersAttempted, firstTryRate, solvedCount, topWrongAnswers }))).toEqual([
      { position: 1, published: true, learnersAttempted: 2, firstTryRate: 0.5, solvedCount: 2, topWrongAnswers: [{ answer: 'B', count: 1 }, { answer: 'C', count: 1 }] },
      { position: 2, published: true, learnersAttempted: 2, firstTryRate: 0, solvedCount: 1, topWrongAnswers: [{ answer: 'B', count: 2 }] },
    ]);
    expect(report.problems[0]!.path).toEqual({ categoryId: expect.stringMatching(/^CA-/), topicId: expect.stringMatching(/^TO-/), subtopicId: expect.stringMatching(/^SU-/) });
  });

  it('the class page sums each learner across assignments and counts who finished each', () => {
    expect(classPage.assignments).toEqual([expect.objectContaining({ problemCount: 2, finishedCount: 1 })]);
    expect(classPage.members.map((member) => member.name)).toEqual([names.halfway, names.idle, names.finisher]);
    expect(classPage.learners.map(({ name, assignmentsDone, assignmentsTotal, firstTryRate }) => ({ name, assignmentsDone, assignmentsTotal, firstTryRate }))).toEqual([
      { name: names.halfway, assignmentsDone: 0, assignmentsTotal: 1, firstTryRate: 0 },
      { name: names.idle, assignmentsDone: 0, assignmentsTotal: 1, firstTryRate: null },
      { name: names.finisher, assignmentsDone: 1, assignmentsTotal: 1, firstTryRate: 0.5 },
    ]);
  });
});

describe("the report's spreadsheet", () => {
  let workbook: ExcelJS.Workbook;
  beforeAll(async () => {
    workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
  });

  it('downloads as an xlsx attachment named for the assignment', () => {
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="laporan-tugas-bab-1-nur-aini-s-aljabar.xlsx"');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Siswa', 'Soal', 'Ringkasan', 'Rincian']);
  });

  it('is built once per distinct report: the same file and ETag again, 304 to a browser that holds it, a new file once the work moves on', async () => {
    const etag = again.first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(again.first.headers.get('cache-control')).toBe('private, no-cache');
    expect(again.same.headers.get('etag')).toBe(etag);
    expect(again.sameBody.equals(again.firstBody)).toBe(true);
    expect(again.revalidated.status).toBe(304);
    expect(again.revalidated.headers.get('etag')).toBe(etag);
    expect((await again.revalidated.arrayBuffer()).byteLength).toBe(0);
    expect(again.afterAnswer.status).toBe(200);
    expect(again.afterAnswer.headers.get('etag')).not.toBe(etag);
    const changed = new ExcelJS.Workbook();
    await changed.xlsx.load(await again.afterAnswer.arrayBuffer());
    const statuses = (book: ExcelJS.Workbook) => book.getWorksheet('Siswa')!.getColumn(5).values.slice(2);
    expect(statuses(changed)).not.toEqual(statuses(workbook));
  });

  it("a browser gets the file gzip-encoded (its zip is stored), which decodes to the same workbook", async () => {
    expect(xlsxForBrowser.status).toBe(200);
    expect(xlsxForBrowser.headers.get('content-encoding')).toBe('gzip');
    expect(xlsxForBrowser.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const compressed = Buffer.from(await xlsxForBrowser.arrayBuffer());
    const file = gunzipSync(compressed);
    expect(compressed.byteLength).toBeLessThan(file.byteLength / 2);
    const decoded = new ExcelJS.Workbook();
    await decoded.xlsx.load(Uint8Array.from(file).buffer);
    expect(decoded.worksheets.map((sheet) => sheet.name)).toEqual(['Siswa', 'Soal', 'Ringkasan', 'Rincian']);
    expect(decoded.getWorksheet('Siswa')!.getRow(4).getCell(2).value).toBe("Nur'aini Siti Ñ");
  });

  it('holds the same numbers as the report, names intact, dates as dates in the class zone', () => {
    const sheet = workbook.getWorksheet('Siswa')!;
    const rows = report.learners.map((_, index) => sheet.getRow(index + 2));
    expect(rows.map((row) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 11].map((column) => row.getCell(column).value))).toEqual(
      report.learners.map((learner) => [
        learner.rollNumber,
        learner.name,
        learner.email,
        learner.score,
        { solved: 'Selesai', attempted: 'Dikerjakan', not_started: 'Belum mulai' }[learner.status],
        learner.solved,
        learner.total,
        learner.attempts,
        learner.firstTryCorrect,
        learner.late ? 'Ya' : 'Tidak',
      ]),
    );
    const finisherRow = rows[2]!;
    expect(finisherRow.getCell(2).value).toBe("Nur'aini Siti Ñ");
    expect(finisherRow.getCell(2).type).toBe(ExcelJS.ValueType.String);
    const finishedAt = finisherRow.getCell(10);
    expect(finishedAt.type).toBe(ExcelJS.ValueType.Date);
    expect((finishedAt.value as Date).getTime()).toBeCloseTo(new Date(report.learners[2]!.finishedAt!).getTime() + JAKARTA_OFFSET_MS, -3);
    expect(finishedAt.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(rows[0]!.getCell(10).value).toBeNull();
  });

  it('rates are numbers with a percent format', () => {
    const sheet = workbook.getWorksheet('Soal')!;
    for (const [index, problem] of report.problems.entries()) {
      const row = sheet.getRow(index + 2);
      expect([row.getCell(1).value, row.getCell(2).value, row.getCell(4).value, row.getCell(6).value, row.getCell(7).value]).toEqual([
        problem.position,
        problem.problemId,
        problem.learnersAttempted,
        problem.solvedCount,
        problem.topWrongAnswers.map(({ answer: text, count }) => `${text} (${count})`).join('; '),
      ]);
      const rate = row.getCell(5);
      expect(rate.type).toBe(ExcelJS.ValueType.Number);
      expect(rate.value).toBe(problem.firstTryRate);
      expect(rate.numFmt).toBe('0.0%');
    }
  });

  it('sums up the assignment, its due time a date in the class zone', () => {
    const sheet = workbook.getWorksheet('Ringkasan')!;
    const values = Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9, 10].map((index) => [sheet.getRow(index).getCell(1).value, sheet.getRow(index).getCell(2)]));
    expect(values.Kelas!.value).toBe("X IPA 2 — Ma'arif");
    expect((values.Tenggat!.value as Date).getTime()).toBe(new Date(report.assignment.dueAt).getTime() + JAKARTA_OFFSET_MS);
    expect(values['Siswa selesai']!.value).toBe(1);
    expect(values['Tingkat selesai']!.value).toBeCloseTo(1 / 3);
    expect(values['Tingkat selesai']!.numFmt).toBe('0.0%');
  });

  // Learners choose their names and answers, so any text cell may be a formula in waiting.
  it('writes no text cell that a spreadsheet would read as a formula; numbers stay numbers', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const hostile = '=HYPERLINK("http://x","klik")';
    const owned = await createClass(t, teacher.cookie, { name: hostile });
    const learner = await t.createSignedInUser('basic', '@SUM(1+1)*cmd');
    await t.db.update(users).set({ email: `+${learner.email}` }).where(eq(users.id, learner.id));
    const problem = await createProblem(t.db, { subtopicId: (await createPublishedPath(t.db)).subtopic.id, type: 'input', questionText: 'Q', answer: '5' });
    await joinClass(t, learner.cookie, owned.code);
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { title: '-2+3 Tugas', problemIds: [problem.problemId] });
    await answer(t, learner.cookie, problem.problemId, '-2+3');
    const file = await t.request('GET', `${API}/assignments/${assignment.id}/report.xlsx`, { cookie: teacher.cookie });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const learnerRow = book.getWorksheet('Siswa')!.getRow(2);
    expect([learnerRow.getCell(2).value, learnerRow.getCell(3).value]).toEqual(["'@SUM(1+1)*cmd", `'+${learner.email}`]);
    expect(learnerRow.getCell(8).value).toBe(1);
    expect(book.getWorksheet('Soal')!.getRow(2).getCell(7).value).toBe("'-2+3 (1)");
    const summary = book.getWorksheet('Ringkasan')!;
    expect([summary.getRow(2).getCell(2).value, summary.getRow(3).getCell(2).value]).toEqual([`'${hostile}`, "'-2+3 Tugas"]);
    for (const sheet of book.worksheets) {
      sheet.eachRow((row) => row.eachCell((cell) => {
        if (typeof cell.value === 'string') expect(cell.value).not.toMatch(/^[=+\-@\t\r]/);
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      }));
    }
  });
});
