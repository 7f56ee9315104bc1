import { count, eq, like, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DUPLICATE_THEORY_PREFIX } from '../src/core/theories';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import {
  categories,
  problemAttempts,
  problemReports,
  problems,
  subtopics,
  theories,
  topics,
  userBookmarks,
  userQuestions,
  users,
} from '../src/server/db/schema';
import { uniqueEmail } from './support/api';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { logInAsNewLearner, logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Issue 31: a double-click on any button that creates or sends makes exactly one row. The page
// sends one Idempotency-Key per submission and the server answers its repeat with the first result.

let browser: Browser;
let database: DatabaseHandle;
const suffix = Date.now().toString(36);
let problemId: string;
let problemPath: string;
let subtopicCode: string;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const path = await createPublishedPath(database.db, { category: `Klik ${suffix}`, topic: `Topik Klik ${suffix}`, subtopic: `Subtopik Klik ${suffix}` });
  const problem = await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText: `Klik ganda ${suffix}: $7 + 5$?`, answer: '12' });
  problemId = problem.problemId;
  subtopicCode = path.subtopic.subtopicId;
  problemPath = `/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}/${problemId}`;
});

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

async function rowsWhere(table: PgTable, where: SQL | undefined) {
  return (await database.db.select({ value: count() }).from(table).where(where))[0]!.value;
}

// API requests of the page still running: rows are counted once every click's request has ended.
const inFlight = new WeakMap<Page, number>();
function trackRequests(page: Page) {
  inFlight.set(page, 0);
  const isApi = (request: { url: () => string }) => request.url().includes('/math/api/');
  page.on('request', (request) => isApi(request) && inFlight.set(page, inFlight.get(page)! + 1));
  const ended = (request: { url: () => string }) => isApi(request) && inFlight.set(page, inFlight.get(page)! - 1);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return page;
}

// Both clicks land before the page could disable the button: Playwright sends them back to back.
// `done` is what the page shows once the submission is through (a toast, a closed dialog).
async function doubleClick(button: Locator, done: Locator, state: 'visible' | 'hidden' = 'visible') {
  await button.dblclick();
  await done.waitFor({ state });
  await expect.poll(() => inFlight.get(button.page())).toBe(0);
}

async function addItemByDoubleClick(page: Page, table: string, name: string, description?: string) {
  await page.getByRole('button', { name: `Tambah ${table}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tambah ${table}` });
  await dialog.getByLabel('Nama').fill(name);
  if (description) await dialog.getByLabel('Deskripsi').fill(description);
  await doubleClick(dialog.getByRole('button', { name: 'Simpan' }), page.getByText(`${table} berhasil ditambah`).first());
}

describe('double-clicking a create button', () => {
  it('an admin makes one category, topic, subtopic, theory, theory copy, problem and problem copy', async () => {
    const { context, page } = await newPage(browser);
    trackRequests(page);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));

    const names = { category: `Dobel ${suffix}`, topic: `Topik Dobel ${suffix}`, subtopic: `Subtopik Dobel ${suffix}` };
    await page.goto(appUrl('/admin/manage'));
    await addItemByDoubleClick(page, 'Kategori', names.category, 'Kategori dari uji klik ganda.');
    await page.getByRole('link', { name: names.category }).click();
    await addItemByDoubleClick(page, 'Topik', names.topic);
    await page.getByRole('link', { name: names.topic }).click();
    await addItemByDoubleClick(page, 'Subtopik', names.subtopic);
    expect.soft(await rowsWhere(categories, eq(categories.categoryName, names.category))).toBe(1);
    expect.soft(await rowsWhere(topics, eq(topics.topicName, names.topic))).toBe(1);
    expect.soft(await rowsWhere(subtopics, eq(subtopics.subtopicName, names.subtopic))).toBe(1);

    const theoryText = `Teori klik ganda ${suffix}.`;
    await page.goto(appUrl('/admin/theories'));
    const picker = page.getByLabel(/Subtopik di kategori 'List Teori'/);
    await picker.selectOption((await picker.locator('option:not([value=""])').first().getAttribute('value'))!);
    await page.getByRole('button', { name: 'Tambah Teori' }).click();
    await page.getByLabel('Konten teori').fill(theoryText);
    await doubleClick(page.getByRole('button', { name: 'Tambah', exact: true }), page.getByText('Teori berhasil ditambah').first());
    const [theory] = await database.db.select({ theoryId: theories.theoryId }).from(theories).where(eq(theories.content, theoryText));
    expect.soft(await rowsWhere(theories, eq(theories.content, theoryText))).toBe(1);

    await page.getByRole('button', { name: `Duplikat teori ${theory!.theoryId}` }).click();
    await doubleClick(page.getByRole('alertdialog').getByRole('button', { name: 'Duplikat' }), page.getByRole('alertdialog'), 'hidden');
    expect.soft(await rowsWhere(theories, eq(theories.content, `${DUPLICATE_THEORY_PREFIX}${theoryText}`))).toBe(1);

    const questionText = `Soal baru klik ganda ${suffix}: berapakah $6 \\times 7$?`;
    await page.goto(appUrl(`/admin/problems/new?subtopicId=${subtopicCode}`));
    await page.locator('#field-subtopicId').selectOption(subtopicCode);
    await page.locator('#field-type').selectOption('input');
    await page.getByLabel('Teks soal').fill(questionText);
    await page.getByLabel('Jawaban', { exact: true }).fill('42');
    await doubleClick(page.getByRole('button', { name: 'Tambah Soal' }), page.getByText('Soal berhasil ditambah').first());
    expect.soft(await rowsWhere(problems, eq(problems.questionText, questionText))).toBe(1);

    await page.goto(appUrl(`/admin/problems?q=${encodeURIComponent(problemId)}`));
    await page.getByRole('button', { name: `Aksi lain ${problemId}` }).click();
    await page.getByRole('menuitem', { name: 'Duplikat' }).click();
    await doubleClick(page.getByRole('alertdialog').getByRole('button', { name: 'Duplikat' }), page.getByText(/Soal berhasil diduplikasi/).first());
    expect.soft(await rowsWhere(problems, like(problems.questionText, `%Klik ganda ${suffix}:%`))).toBe(2);
    await context.close();
  });

  it('a learner sends one Tanya Soal photo and one report, makes one attempt and one bookmark; a sign-up makes one account', async () => {
    const { context, page } = await newPage(browser);
    trackRequests(page);
    const learner = await logInAsNewLearner(page, database, 'klik');

    await page.goto(appUrl('/tanya-soal'));
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#44aa88' } }).jpeg().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'soal.jpg', mimeType: 'image/jpeg', buffer: photo });
    await doubleClick(page.getByRole('button', { name: 'Kirim Soal' }), page.getByText('Soal berhasil diunggah! Menunggu moderasi admin.').first());
    expect.soft(await rowsWhere(userQuestions, eq(userQuestions.userId, learner.id))).toBe(1);

    await page.goto(appUrl(problemPath));
    await page.getByLabel('Jawaban Anda').fill('13');
    await doubleClick(page.getByRole('button', { name: 'Cek Jawaban' }), page.getByText('Jawaban Salah, coba lagi!').first());
    expect.soft(await rowsWhere(problemAttempts, eq(problemAttempts.userId, learner.id))).toBe(1);

    await doubleClick(page.getByRole('button', { name: /^Bookmark/ }), page.getByText('Soal berhasil dibookmark!').first());
    expect.soft(await rowsWhere(userBookmarks, eq(userBookmarks.userId, learner.id))).toBe(1);

    await page.getByRole('button', { name: 'Laporkan Soal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Laporkan Soal' });
    await dialog.getByLabel(/Detail laporan/).fill('Soal ini dikirim dengan klik ganda, harus tercatat sekali.');
    await doubleClick(dialog.getByRole('button', { name: 'Kirim Laporan' }), page.getByText('Laporan berhasil dikirim. Terima kasih!').first());
    expect.soft(await rowsWhere(problemReports, eq(problemReports.userId, learner.id))).toBe(1);
    await context.close();

    const guest = await newPage(browser);
    trackRequests(guest.page);
    const email = uniqueEmail('dobel');
    await guest.page.goto(appUrl('/login'));
    await guest.page.getByRole('link', { name: /Daftar/ }).click();
    await guest.page.getByLabel('Nama lengkap').fill('Siswa Baru');
    await guest.page.getByLabel('Email').fill(email);
    await guest.page.getByLabel('Password', { exact: true }).fill('klik-ganda-sekali-1');
    await doubleClick(
      guest.page.getByRole('button', { name: 'Daftar', exact: true }),
      guest.page.getByText('Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi.').first(),
    );
    expect.soft(await rowsWhere(users, eq(users.email, email))).toBe(1);
    await guest.context.close();
  });
});
