import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInAsNewLearner, logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

let browser: Browser;
let database: DatabaseHandle;
let problem: Awaited<ReturnType<typeof createProblem>>;
let problemPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  const path = await createPublishedPath(database.db, { category: `Moderasi ${suffix}`, topic: `Topik Moderasi ${suffix}`, subtopic: `Subtopik Moderasi ${suffix}` });
  problem = await createProblem(database.db, {
    subtopicId: path.subtopic.id,
    type: 'input',
    questionText: 'Berapakah $9 \\times 9$?',
    answer: '81',
    solutionText: '$9 \\times 9 = 81$.',
  });
  problemPath = `/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}/${problem.problemId}`;
});

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

describe('moderation', () => {
  it('a learner asks and reports; an admin answers and resolves both; the learner hears back', async () => {
    // The learner, on a phone: one photo on Tanya Soal and one report.
    const learner = await newPage(browser, PHONE);
    await logInAsNewLearner(learner.page, database, 'penanya');
    await learner.page.goto(appUrl('/tanya-soal'));
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffcc00' } }).jpeg().toBuffer();
    await learner.page.locator('input[type="file"]').setInputFiles({ name: 'soal.jpg', mimeType: 'image/jpeg', buffer: photo });
    await learner.page.getByRole('button', { name: 'Kirim Soal' }).click();
    await learner.page.getByText('Soal berhasil diunggah! Menunggu moderasi admin.').waitFor();
    await expectAccessible(learner.page, 'Tanya Soal after an upload (phone)');
    const questionId = (await learner.page.getByText(/^UQ-[A-Z0-9]{8}$/).first().innerText()).trim();

    await learner.page.goto(appUrl(problemPath));
    await learner.page.getByRole('button', { name: 'Laporkan Soal' }).click();
    const reportDialog = learner.page.getByRole('dialog', { name: 'Laporkan Soal' });
    await reportDialog.getByLabel(/Detail laporan/).fill('Pembahasannya terlalu singkat, mohon ditambah langkahnya.');
    await expectAccessible(learner.page, 'the report dialog (phone)');
    await reportDialog.getByRole('button', { name: 'Kirim Laporan' }).click();
    await learner.page.getByText('Laporan berhasil dikirim. Terima kasih!').waitFor();

    // The admin answers the question and resolves the report.
    const admin = await newPage(browser);
    await logInThroughForm(admin.page, inject('adminEmail'), inject('adminPassword'));
    await admin.page.goto(appUrl('/admin/user-questions'));
    await admin.page.getByRole('button', { name: `Edit ${questionId}` }).waitFor();
    await expectAccessible(admin.page, 'the user questions list');
    await admin.page.getByRole('button', { name: `Edit ${questionId}` }).click();
    const moderation = admin.page.getByRole('dialog', { name: `Moderasi Soal: ${questionId}` });
    await expect.poll(() => moderation.getByRole('img').first().evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await moderation.getByLabel('Status').selectOption('resolved');
    await moderation.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await moderation.getByText("Problem ID dan Jawaban Sederhana harus diisi untuk status 'Resolved'.").first().waitFor();
    await expectAccessible(admin.page, 'the moderation dialog with a field error');
    await moderation.getByLabel('Problem ID').fill(problem.problemId);
    await moderation.getByLabel('Jawaban Sederhana').fill('$81$');
    await moderation.locator('.katex').first().waitFor();
    await expectAccessible(admin.page, 'the moderation dialog with a rendered answer');
    await moderation.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await admin.page.getByText('Pertanyaan berhasil diperbarui!').first().waitFor();

    await admin.page.goto(appUrl('/admin/reports'));
    await admin.page.getByText(/Manajemen Laporan Soal \(\d+\)/).waitFor();
    const row = admin.page.getByRole('row', { name: new RegExp(problem.problemId) });
    await row.getByText('Pembahasannya terlalu singkat').waitFor();
    await expectAccessible(admin.page, 'the reports list');
    await row.getByRole('combobox').selectOption('resolved');
    await admin.page.getByText('Status berhasil diubah menjadi Selesai!').first().waitFor();
    await admin.context.close();

    // Back on the learner's phone: the badge, then the answer with a working link.
    await learner.page.goto(appUrl('/'));
    const menuButton = learner.page.getByRole('button', { name: /jawaban baru/ });
    await menuButton.waitFor();
    await menuButton.click();
    await expectAccessible(learner.page, 'the mobile menu with a new-answer badge (phone)');
    await learner.page.getByRole('link', { name: 'Tanya Soal, 1 jawaban baru' }).click();
    await learner.page.getByText('Baru', { exact: true }).first().waitFor();
    await learner.page.getByText('Selesai').first().waitFor();
    const solutionLink = learner.page.getByRole('link', { name: /Lihat Pembahasan/ });
    expect(await solutionLink.getAttribute('href')).toBe(`/math${problemPath}`);
    await expect.poll(() => learner.page.getByRole('button', { name: /jawaban baru/ }).count()).toBe(0);
    await expectAccessible(learner.page, 'Tanya Soal with an answered question (phone)');

    await learner.page.goto(appUrl('/dashboard'));
    const box = learner.page.locator('section[aria-labelledby="question-status-title"]');
    await box.waitFor();
    await expect.poll(() => box.innerText()).toMatch(/Selesai Dibuat Soal\s*1(?!\d)/);
    await expectAccessible(learner.page, 'the dashboard with a resolved question (phone)');
    await learner.context.close();
  });
});
