import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClassCode } from '../src/core/class-code';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { recountLearners } from '../src/server/learning';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/api';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Issue 51, point 5 in the browser: a teacher numbers a learner ('No. absen') on the class page,
// opens the gradebook at 1280 and 360 px and reads the scores the rule gives (core/gradebook.ts),
// then an assignment's grid, whose problem shows its question on hover (a mouse) and tap (a phone).
// Seeded straight into the database: a past assignment and an open one, the learners' progress.
// SHOTS_DIR=… also saves screenshots.

const LAPTOP = { width: 1280, height: 800 };
const PASSWORD = 'latihan-setiap-hari-1';
const DAY = 86_400_000;

let browser: Browser;
let database: DatabaseHandle;
let teacherEmail: string;
let classId: string;
const names = { ani: 'Ani Rahmawati', budi: '<b>Budi</b> Santoso 😀', citra: 'Citra Lestari' };

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const { sql } = database;
  const suffix = Date.now().toString(36);
  const place = await createPublishedPath(database.db, { category: `Nilai ${suffix}`, topic: `Topik Nilai ${suffix}`, subtopic: `Subtopik Nilai ${suffix}` });
  const problems = [];
  for (const question of ['Berapakah $3 + 4$?', 'Berapakah $5 + 6$?', 'Berapakah $2 \\times 9$?', 'Berapakah $4 \\times 5$?']) {
    problems.push(await createProblem(database.db, { subtopicId: place.subtopic.id, type: 'input', questionText: question, answer: '1' }));
  }
  teacherEmail = uniqueEmail('guru-nilai');
  const teacher = await createUserWithPassword(database.db, { email: teacherEmail, password: PASSWORD, name: 'Bu Ratna', role: 'teacher' });
  const learners: { id: string }[] = [];
  for (const name of [names.ani, names.budi, names.citra]) learners.push(await createUserWithPassword(database.db, { email: uniqueEmail('siswa-nilai'), password: PASSWORD, name }));
  const [created] = await sql<{ id: string }[]>`insert into classes (owner_id, name, join_code) values (${teacher!.id}, ${`VIII C ${suffix}`}, ${generateClassCode()}) returning id`;
  classId = created!.id;
  for (const [index, learner] of learners.entries()) {
    await sql`insert into class_members (class_id, user_id, roll_number) values (${classId}, ${learner.id}, ${index < 2 ? index + 1 : null})`;
  }
  const now = Date.now();
  const assignment = async (title: string, dueAt: Date, problemIds: number[]) => {
    const [row] = await sql<{ id: string }[]>`insert into assignments (class_id, title, due_at) values (${classId}, ${title}, ${dueAt.toISOString()}) returning id`;
    for (const [index, problemId] of problemIds.entries()) await sql`insert into assignment_problems (assignment_id, problem_id, position) values (${row!.id}, ${problemId}, ${index + 1})`;
    return row!.id;
  };
  await assignment('Bab 1 Penjumlahan', new Date(now - DAY), [problems[0]!.id, problems[1]!.id]);
  await assignment('Bab 2 Perkalian', new Date(now + 2 * DAY), [problems[2]!.id, problems[3]!.id]);
  const progress = async (learner: { id: string }, problem: { id: number }, isCorrect: boolean, attempts: number, daysAgo: number) =>
    sql`insert into user_progress (user_id, problem_id, is_correct, attempts_count, updated_at) values (${learner.id}, ${problem.id}, ${isCorrect}, ${attempts}, ${new Date(now - daysAgo * DAY).toISOString()})`;
  // Ani: Bab 1 one first try on time and one late (75); Bab 2 one after a retry (40, still open).
  await progress(learners[0]!, problems[0]!, true, 1, 3);
  await progress(learners[0]!, problems[1]!, true, 1, 0);
  await progress(learners[0]!, problems[2]!, true, 2, 0);
  // Budi: Bab 1 one after retries on time, one tried and not solved (40).
  await progress(learners[1]!, problems[0]!, true, 3, 3);
  await progress(learners[1]!, problems[1]!, false, 2, 3);
  // Progress written by hand: the learners' figures counted from it, as a seed's are (decision 083).
  await recountLearners(sql, learners.map((learner) => learner.id));
}, 120_000);

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  const shotsDir = process.env.SHOTS_DIR;
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

const row = (page: Page, name: string) => page.getByRole('table', { name: /Nilai setiap siswa/ }).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

async function expectScores(page: Page) {
  await expect.poll(() => row(page, names.ani).getByRole('cell').allInnerTexts()).toEqual(['75', '40', '75']);
  expect(await row(page, names.budi).getByRole('cell').allInnerTexts()).toEqual(['40', '0', '40']);
  expect(await row(page, names.citra).getByRole('cell').allInnerTexts()).toEqual(['0', '0', '0']);
  expect(await row(page, 'Rata-rata kelas').getByRole('cell').allInnerTexts()).toEqual(['38,3', '13,3', '']);
}

describe('the gradebook', () => {
  it("a teacher numbers a learner, reads the class's scores at 1280 and 360 px, and an assignment's grid", async () => {
    const { page } = await newPage(browser, LAPTOP);
    await logInThroughForm(page, teacherEmail, PASSWORD);
    await page.goto(appUrl(`/kelas/${classId}`));
    const citraField = page.getByLabel(`No. absen ${names.citra}`);
    await citraField.fill('0');
    await expect.poll(() => citraField.getAttribute('aria-invalid')).toBe('true');
    await citraField.fill('3');
    const saved = page.waitForResponse((response) => response.url().includes(`/members/`) && response.request().method() === 'PATCH');
    await citraField.press('Enter');
    expect((await saved).status()).toBe(200);

    await page.getByRole('link', { name: 'Nilai', exact: true }).click();
    await page.getByRole('heading', { name: /^Nilai: VIII C/, level: 1 }).waitFor();
    await page.getByText(/^Nilai tugas \(0–100\): setiap soal/).waitFor();
    await expectScores(page);
    expect(await page.getByRole('table', { name: /Nilai setiap siswa/ }).getByRole('rowheader').allInnerTexts()).toEqual([
      expect.stringMatching(/^1\s*Ani Rahmawati/),
      expect.stringMatching(/^2\s*<b>Budi<\/b> Santoso 😀/),
      expect.stringMatching(/^3\s*Citra Lestari/),
      'Rata-rata kelas',
    ]);
    await expectAccessible(page, 'the gradebook');
    await shoot(page, 'gradebook');

    await page.setViewportSize(PHONE);
    await expectScores(page);
    const layout = await page.evaluate(() => ({
      pageWidth: document.documentElement.scrollWidth,
      learnerColumn: getComputedStyle(document.querySelector('tbody th')!).position,
    }));
    expect(layout).toEqual({ pageWidth: PHONE.width, learnerColumn: 'sticky' });
    await shoot(page, 'gradebook');

    await page.setViewportSize(LAPTOP);
    await page.getByRole('link', { name: 'Bab 1 Penjumlahan' }).click();
    await page.getByRole('heading', { name: 'Rincian per soal' }).waitFor();
    const grid = page.getByRole('table', { name: /Hasil setiap siswa per soal/ });
    const aniCells = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: names.ani }) }).getByRole('cell');
    expect(await aniCells.allInnerTexts()).toEqual([expect.stringMatching(/^✓/), expect.stringMatching(/^✓\s*T/), '75']);
    await expect.poll(() => aniCells.nth(1).getByText('Benar di percobaan pertama, terlambat').count()).toBe(1);
    await page.getByRole('button', { name: /Soal 1/ }).hover();
    await page.getByRole('dialog').getByText('Berapakah').waitFor();
    await expectAccessible(page, "an assignment's grid");
    await shoot(page, 'assignment-grid');

    await page.setViewportSize(PHONE);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Soal 2/ }).click();
    await page.getByRole('dialog').getByText('Soal 2 ·').waitFor();
    await shoot(page, 'assignment-grid');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  });
});
