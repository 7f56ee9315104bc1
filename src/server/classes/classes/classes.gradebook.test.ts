import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, createAssignment, createClass, dueIn, getJson, joinClass, mcqProblems } from '../../test/classes';
import { recountLearners } from '../../learning';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TGradebook } from './classes.gradebook.usecases';
import type { TAssignmentReport } from './classes.report.usecases';

// Issue 51: 'No. absen', learners' names in every teacher view, the gradebook and its files.
const API = '/math/api';
let t: TestApp;
let teacher: { cookie: string };
let classId: string;
let learners: { id: string; email: string; cookie: string }[];
let assignments: { id: string }[];
let problems: { problemId: string }[];

const setRoll = (userId: string, rollNumber: unknown, cookie = teacher.cookie, forClass = classId) =>
  t.request('PATCH', `${API}/classes/${forClass}/members/${userId}`, { cookie, body: { rollNumber } });

// A class of four: Dewi (no. 2), Andi (no. 1), a learner without a name, and a pupil account with a
// placeholder address; two assignments of two problems, the first past its due time.
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.createSignedInUser('teacher', 'Bu Sari');
  const owned = await createClass(t, teacher.cookie, { name: 'VII B', timeZone: 'Asia/Jakarta' });
  classId = owned.id;
  problems = await mcqProblems(t, 4);
  const dewi = await t.createSignedInUser('basic', 'Dewi Lestari');
  const andi = await t.createSignedInUser('basic', 'Andi Wijaya');
  const nameless = await t.createSignedInUser('basic', '');
  const pupil = await t.createSignedInUser('basic', '');
  await t.sql`update users set email = 'vii7b2c-03@siswa.invalid' where id = ${pupil.id}`;
  await t.sql`insert into pupil_accounts (user_id, class_id, login_name) values (${pupil.id}, ${classId}, 'vii7b2c-03')`;
  learners = [dewi, andi, nameless, pupil];
  for (const learner of learners) await joinClass(t, learner.cookie, owned.code);
  assignments = [
    await createAssignment(t, teacher.cookie, classId, { title: 'Bab 1', problemIds: [problems[0]!.problemId, problems[1]!.problemId] }),
    await createAssignment(t, teacher.cookie, classId, { title: 'Bab 2', problemIds: [problems[2]!.problemId, problems[3]!.problemId] }),
  ];
  // Bab 1: Dewi first try and after a retry; Andi one first try, solved after the due time; the
  // nameless learner tries and fails. Bab 2 (still open): Dewi solves one first try.
  await answer(t, dewi.cookie, problems[0]!.problemId, 'A');
  await answer(t, dewi.cookie, problems[1]!.problemId, 'B');
  await answer(t, dewi.cookie, problems[1]!.problemId, 'A');
  await answer(t, andi.cookie, problems[0]!.problemId, 'A');
  await answer(t, nameless.cookie, problems[0]!.problemId, 'C');
  await answer(t, dewi.cookie, problems[2]!.problemId, 'A');
  await t.sql`update user_progress set updated_at = now() - interval '3 days' where problem_id = any(${[problems[0]!, problems[1]!].map((p) => (p as unknown as { id: number }).id)})`;
  await t.sql`update assignments set due_at = now() - interval '1 day' where id = ${assignments[0]!.id}`;
  // Progress and a due time moved by hand: their assignment figures counted again (decision 083).
  await recountLearners(t.sql, learners.map((learner) => learner.id));
  await answer(t, andi.cookie, problems[1]!.problemId, 'A');
  expect((await setRoll(dewi.id, 2)).status).toBe(200);
  expect((await setRoll(andi.id, 1)).status).toBe(200);
});
afterAll(() => t.close());

describe("'No. absen'", () => {
  it('refuses what is not a number from 1 to 999', async () => {
    for (const bad of [0, 1000, 'abc', 1.5, -3, '7']) {
      const response = await setRoll(learners[2]!.id, bad);
      expect(response.status, String(bad)).toBe(400);
    }
    expect((await t.request('PATCH', `${API}/classes/${classId}/members/${learners[2]!.id}`, { cookie: teacher.cookie, body: {} })).status).toBe(400);
  });

  it("another teacher's class is not found, as is a learner who is not a member", async () => {
    const other = await t.createSignedInUser('teacher');
    expect((await setRoll(learners[2]!.id, 5, other.cookie)).status).toBe(404);
    const stranger = await t.createSignedInUser();
    const response = await setRoll(stranger.id, 5);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('classes.member_not_found');
  });

  it('is set, cleared, and may repeat while the teacher renumbers', async () => {
    expect(await (await setRoll(learners[2]!.id, 2)).json()).toEqual({ member: { userId: learners[2]!.id, rollNumber: 2 } });
    expect((await setRoll(learners[2]!.id, null)).status).toBe(200);
    const page = await getJson(t, teacher.cookie, `/classes/${classId}`);
    expect(page.body.members.map((member: { rollNumber: number | null }) => member.rollNumber)).toEqual([1, 2, null, null]);
  });
});

describe('learners as the teacher sees them', () => {
  it('every list is in roll-call order, named, with no placeholder address', async () => {
    const expected = [
      { name: 'Andi Wijaya', email: learners[1]!.email },
      { name: 'Dewi Lestari', email: learners[0]!.email },
      { name: learners[2]!.email, email: learners[2]!.email },
      { name: 'vii7b2c-03', email: null },
    ];
    const pick = (rows: { name: string; email: string | null }[]) => rows.map(({ name, email }) => ({ name, email }));
    const page = (await getJson(t, teacher.cookie, `/classes/${classId}`)).body;
    expect(pick(page.members)).toEqual(expected);
    expect(pick(page.learners)).toEqual(expected);
    expect(pick((await getJson(t, teacher.cookie, `/assignments/${assignments[0]!.id}/report`)).body.learners)).toEqual(expected);
    expect(pick((await getJson(t, teacher.cookie, `/classes/${classId}/gradebook`)).body.learners)).toEqual(expected);
  });
});

describe('the gradebook', () => {
  let gradebook: TGradebook;
  beforeAll(async () => {
    gradebook = (await getJson(t, teacher.cookie, `/classes/${classId}/gradebook`)).body;
  });

  it('scores each learner per assignment by the rule it states, with averages', () => {
    expect(gradebook.definition).toMatch(/^Nilai tugas \(0–100\)/);
    expect(gradebook.assignments.map(({ title, problemCount, due, average }) => ({ title, problemCount, due, average }))).toEqual([
      { title: 'Bab 1', problemCount: 2, due: true, average: 41.3 },
      { title: 'Bab 2', problemCount: 2, due: false, average: 12.5 },
    ]);
    expect(gradebook.learners.map(({ rollNumber, scores, average }) => ({ rollNumber, scores, average }))).toEqual([
      // Andi: first try on time (1) and a late solve (0.5) of two: 75; nothing yet in Bab 2.
      { rollNumber: 1, scores: [75, 0], average: 75 },
      // Dewi: first try and a retry on time (1 + 0.8): 90; Bab 2 still open, so not averaged.
      { rollNumber: 2, scores: [90, 50], average: 90 },
      { rollNumber: null, scores: [0, 0], average: 0 },
      { rollNumber: null, scores: [0, 0], average: 0 },
    ]);
  });

  it("agrees with each assignment's report and grid", async () => {
    const report: TAssignmentReport = (await getJson(t, teacher.cookie, `/assignments/${assignments[0]!.id}/report`)).body;
    expect(report.learners.map((learner) => learner.score)).toEqual(gradebook.learners.map((learner) => learner.scores[0]));
    expect(report.assignment.averageScore).toBe(gradebook.assignments[0]!.average);
    expect(report.learners[0]!.cells).toEqual([{ mark: 'first_try', late: false }, { mark: 'first_try', late: true }]);
    expect(report.learners[2]!.cells).toEqual([{ mark: 'wrong', late: false }, { mark: 'none', late: false }]);
    expect(report.problems[0]!.questionHtml).toContain('Soal 1');
  });

  it('assignments due at the same minute stand in the order they were made', async () => {
    const owned = await createClass(t, teacher.cookie, { name: 'VII C' });
    const due = dueIn(30);
    for (const title of ['Pertama', 'Kedua', 'Ketiga', 'Keempat']) await createAssignment(t, teacher.cookie, owned.id, { title, ...due, problemIds: [problems[0]!.problemId] });
    const { body } = await getJson(t, teacher.cookie, `/classes/${owned.id}/gradebook`);
    expect(body.assignments.map((assignment: { title: string }) => assignment.title)).toEqual(['Pertama', 'Kedua', 'Ketiga', 'Keempat']);
  });

  it("another teacher's class is not found; a learner is refused", async () => {
    const other = await t.createSignedInUser('teacher');
    for (const path of ['gradebook', 'gradebook.xlsx', 'gradebook.csv']) {
      expect((await t.request('GET', `${API}/classes/${classId}/${path}`, { cookie: other.cookie })).status).toBe(404);
      expect((await t.request('GET', `${API}/classes/${classId}/${path}`, { cookie: learners[0]!.cookie })).status).toBe(403);
    }
  });

  it('downloads as XLSX with the same numbers', async () => {
    const response = await t.request('GET', `${API}/classes/${classId}/gradebook.xlsx`, { cookie: teacher.cookie });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="nilai-vii-b.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet('Nilai')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['No. absen', 'Nama', 'Email', expect.stringMatching(/^Bab 1 \(\d\d\/\d\d\/\d{4}\)$/), expect.stringMatching(/^Bab 2 /), 'Rata-rata']);
    const rows = gradebook.learners.map((_, index) => (sheet.getRow(index + 2).values as unknown[]).slice(1));
    expect(rows).toEqual(gradebook.learners.map((learner) => [learner.rollNumber ?? undefined, learner.name, learner.email ?? undefined, ...learner.scores, learner.average].map((value) => value ?? undefined)));
    expect((sheet.getRow(6).values as unknown[]).slice(2)).toEqual(['Rata-rata kelas', undefined, 41.3, 12.5]);
  });
});

// Excel set up for Indonesia: BOM, ';', decimal comma, dd/mm/yyyy.
function readCsv(body: Buffer) {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(body, { bom: true, delimiter: ';', relax_column_count: false }) as string[][];
}
const fromDecimalComma = (text: string) => (text === '' ? null : Number(text.replace(',', '.')));

describe('the CSV files', () => {
  it('the gradebook reads back to the numbers the page shows', async () => {
    const gradebook: TGradebook = (await getJson(t, teacher.cookie, `/classes/${classId}/gradebook`)).body;
    const response = await t.request('GET', `${API}/classes/${classId}/gradebook.csv`, { cookie: teacher.cookie });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="nilai-vii-b.csv"');
    const [header, ...rows] = readCsv(Buffer.from(await response.arrayBuffer()));
    expect(header).toEqual(['No. absen', 'Nama', 'Email', expect.stringMatching(/^Bab 1 \(\d\d\/\d\d\/\d{4}\)$/), expect.stringMatching(/^Bab 2 /), 'Rata-rata']);
    expect(rows.slice(0, -1).map((row) => [fromDecimalComma(row[0]!), row[1], row[2] || null, ...row.slice(3).map(fromDecimalComma)])).toEqual(
      gradebook.learners.map((learner) => [learner.rollNumber, learner.name, learner.email, ...learner.scores, learner.average]),
    );
    expect(rows.at(-1)).toEqual(['', 'Rata-rata kelas', '', '41,3', '12,5', '']);
  });

  it("an assignment's CSV: score, dates dd/mm/yyyy, each problem's credit with a decimal comma", async () => {
    const report: TAssignmentReport = (await getJson(t, teacher.cookie, `/assignments/${assignments[0]!.id}/report`)).body;
    const response = await t.request('GET', `${API}/assignments/${assignments[0]!.id}/report.csv`, { cookie: teacher.cookie });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="laporan-bab-1.csv"');
    const [header, ...rows] = readCsv(Buffer.from(await response.arrayBuffer()));
    expect(header!.slice(0, 10)).toEqual(['No. absen', 'Nama', 'Email', 'Nilai', 'Status', 'Soal selesai', 'Jumlah soal', 'Tanggal selesai', 'Jam selesai', 'Terlambat']);
    expect(rows.map((row) => fromDecimalComma(row[3]!))).toEqual(report.learners.map((learner) => learner.score));
    const finished = new Date(report.learners[0]!.finishedAt!);
    const jakarta = new Date(finished.getTime() + 7 * 3_600_000);
    expect(rows[0]![7]).toBe(`${String(jakarta.getUTCDate()).padStart(2, '0')}/${String(jakarta.getUTCMonth() + 1).padStart(2, '0')}/${jakarta.getUTCFullYear()}`);
    expect(rows.map((row) => row.slice(10))).toEqual([['1', '0,5'], ['1', '0,8'], ['0', '0'], ['0', '0']]);
  });

  it('a hostile or long name stays one plain cell', async () => {
    const hostile = `=HYPERLINK("http://x";"klik") <b>Budi</b> 😀; "kutip"\nbaris ${'panjang '.repeat(20)}`.slice(0, 200);
    await t.sql`update users set name = ${hostile} where id = ${learners[2]!.id}`;
    const response = await t.request('GET', `${API}/classes/${classId}/gradebook.csv`, { cookie: teacher.cookie });
    const rows = readCsv(Buffer.from(await response.arrayBuffer()));
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
    expect(rows[3]![1]).toBe(`'${hostile}`);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const xlsx = await t.request('GET', `${API}/classes/${classId}/gradebook.xlsx`, { cookie: teacher.cookie });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const cell = book.getWorksheet('Nilai')!.getRow(4).getCell(2);
    expect([cell.type, cell.value]).toEqual([ExcelJS.ValueType.String, `'${hostile}`]);
  });
});
