import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { apiSignIn, uniqueEmail } from './support/api';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Issue 51, point 4, on a 360 px phone: a learner opens a Tugas, works its problems from their
// own pages ('Tugas: … · Soal 1 dari 3'), 'Soal berikutnya' stays in the Tugas, the last one ends
// with the summary and the way back. Point 6: /tugas's empty states say the next step, and a class
// joined in the app shows at once. SHOTS_DIR=… also saves screenshots.

const PASSWORD = 'latihan-setiap-hari-1';
const TITLE = 'PR Penjumlahan';
const ANSWERS = ['7', '11', '18'];
const shotsDir = process.env.SHOTS_DIR;

let browser: Browser;
let database: DatabaseHandle;
let assignmentId: string;
let classCodes: { withTugas: string; empty: string };

const signedInCookie = (email: string) => apiSignIn(email, PASSWORD);

async function post<T>(cookie: string, pathname: string, body: unknown): Promise<T> {
  const baseUrl = inject('baseUrl');
  const response = await fetch(`${baseUrl}/math/api${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl, cookie }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function newLearner(prefix: string) {
  const email = uniqueEmail(prefix);
  await createUserWithPassword(database.db, { email, password: PASSWORD, name: 'Siti Aminah' });
  return email;
}

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}-360.png`), fullPage: true });
}

async function answer(page: Page, text: string) {
  await page.getByLabel('Jawaban Anda').fill(text);
  await page.getByRole('button', { name: 'Cek Jawaban' }).click();
}

/** Whether the page would scroll sideways on the phone. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  const place = await createPublishedPath(database.db, { category: `Aritmetika ${suffix}`, topic: `Penjumlahan ${suffix}`, subtopic: `Bilangan Cacah ${suffix}` });
  const problemIds: string[] = [];
  for (const [index, question] of ['Berapakah $3 + 4$?', 'Berapakah $5 + 6$?', 'Berapakah $9 + 9$?'].entries()) {
    problemIds.push((await createProblem(database.db, { subtopicId: place.subtopic.id, type: 'input', questionText: question, answer: ANSWERS[index]! })).problemId);
  }
  const teacherEmail = uniqueEmail('guru-tugas');
  await createUserWithPassword(database.db, { email: teacherEmail, password: PASSWORD, name: 'Bu Ratna Sari', role: 'teacher' });
  const teacher = await signedInCookie(teacherEmail);
  const withTugas = (await post<{ class: { id: string; code: string } }>(teacher, '/classes', { name: 'VII A' })).class;
  const empty = (await post<{ class: { code: string } }>(teacher, '/classes', { name: 'VII B' })).class;
  // Due tomorrow 23.59 in the class's zone (Jakarta).
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + 86_400_000));
  const assignment = await post<{ assignment: { id: string } }>(teacher, `/classes/${withTugas.id}/assignments`, {
    title: TITLE,
    dueDate: tomorrow,
    dueTime: '23:59',
    closeAfterDue: false,
    problemIds,
  });
  assignmentId = assignment.assignment.id;
  classCodes = { withTugas: withTugas.code, empty: empty.code };
}, 120_000);

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

describe('working a Tugas from its problems', () => {
  it('numbers the problem by its place in the Tugas, goes on within it and ends with the summary', async () => {
    const email = await newLearner('siswa-tugas');
    await post(await signedInCookie(email), '/memberships', { code: classCodes.withTugas });
    const { page, context } = await newPage(browser, PHONE);
    await logInThroughForm(page, email, PASSWORD);
    await page.goto(appUrl(`/tugas/${assignmentId}`));
    await page.getByRole('link', { name: /^Soal 1,/ }).click();

    const banner = page.getByText(`Tugas: ${TITLE} · Soal 1 dari 3`);
    await banner.waitFor();
    expect(new URL(page.url()).searchParams.get('tugas')).toBe(assignmentId);
    await page.getByRole('heading', { name: 'Soal 1', level: 1 }).waitFor();
    expect(await page.title()).toMatch(/^Soal 1 · /);
    await page.getByText('VII A · Tenggat: besok 23.59', { exact: true }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'a problem in a Tugas (phone)');
    await shoot(page, 'tugas-problem-1');

    await answer(page, ANSWERS[0]!);
    await page.getByText('Jawaban Benar!').waitFor();
    await page.getByRole('link', { name: 'Soal berikutnya' }).click();
    await page.getByText(`Tugas: ${TITLE} · Soal 2 dari 3`).waitFor();
    await page.getByRole('heading', { name: 'Soal 2', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('tugas')).toBe(assignmentId);

    // A reload (or the link shared) keeps the Tugas: the server renders the page, the banner follows.
    await page.reload();
    await page.getByText(`Tugas: ${TITLE} · Soal 2 dari 3`).waitFor();
    await answer(page, '12');
    await page.getByText('Jawaban Salah, coba lagi!').waitFor();
    await answer(page, ANSWERS[1]!);
    await page.getByText('Jawaban Benar!').waitFor();
    await page.getByRole('link', { name: 'Soal berikutnya' }).click();
    await page.getByText(`Tugas: ${TITLE} · Soal 3 dari 3`).waitFor();
    await answer(page, ANSWERS[2]!);

    const summary = page.getByRole('region', { name: 'Tugas selesai!' });
    await summary.waitFor();
    expect(await summary.getByRole('listitem').allInnerTexts()).toEqual(['Selesai: 3 dari 3 soal', 'Benar pada percobaan pertama: 2 soal', 'Tepat waktu.']);
    expect(await page.getByRole('link', { name: 'Soal berikutnya' }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'the summary of a Tugas (phone)');
    await shoot(page, 'tugas-summary');

    await summary.getByRole('link', { name: 'Kembali ke Tugas' }).click();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByText('3/3 selesai').waitFor();
    await context.close();
  });

  it('a learner in no class is shown how to join; once joined, /tugas says the teacher has given none yet', async () => {
    const email = await newLearner('siswa-kosong');
    const { page, context } = await newPage(browser, PHONE);
    await logInThroughForm(page, email, PASSWORD);
    await page.goto(appUrl('/tugas'));
    await page.getByText('Gabung ke kelas guru Anda dengan kode kelas untuk melihat tugas.').waitFor();
    await shoot(page, 'tugas-no-class');
    await page.getByRole('link', { name: 'Gabung ke Kelas' }).click();
    await page.getByLabel('Kode Kelas').fill(classCodes.empty);
    await page.getByRole('button', { name: 'Gabung', exact: true }).click();
    await page.getByText('Berhasil bergabung dengan kelas VII B!').waitFor();
    // Back to /tugas inside the app (no page load): what it had read is read again.
    await page.goBack();
    await page.getByText('Belum ada tugas dari guru Anda.').waitFor();
    expect(await page.getByText('Gabung ke kelas guru Anda').count()).toBe(0);
    await shoot(page, 'tugas-empty-class');
    await context.close();
  });
});
