import { asc, eq, inArray } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { problems, userQuestions } from '../src/server/db/schema';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Issue 31.6-31.7 (and 50.4 for a problem in use): an author's problem list that reads like the learner's page and acts on many
// problems at once.
let browser: Browser;
let database: DatabaseHandle;
const suffix = Date.now().toString(36).toUpperCase();
let from: Awaited<ReturnType<typeof createPublishedPath>>;
let to: Awaited<ReturnType<typeof createPublishedPath>>;
let drafts: { id: number; problemId: string }[];
let answering: { id: number; problemId: string };
const answeredQuestion = `UQ-${suffix.slice(-8).padStart(8, 'Q')}`;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  from = await createPublishedPath(database.db, { category: `Daftar ${suffix}`, topic: `Topik ${suffix}`, subtopic: `Asal ${suffix}` });
  to = await createPublishedPath(database.db, { category: `Tujuan ${suffix}`, topic: `Topik Tujuan ${suffix}`, subtopic: `Tujuan ${suffix}` });
  answering = await createProblem(database.db, { subtopicId: from.subtopic.id, type: 'input', questionText: `Pembahasan Tanya Soal ${suffix}`, answer: '7' });
  drafts = [];
  for (let index = 1; index <= 4; index += 1) {
    drafts.push(
      await createProblem(database.db, { subtopicId: from.subtopic.id, type: 'input', questionText: `**P** = $\\sqrt{49}$ (draf ${index})`, answer: '7', isPublished: false }),
    );
  }
  await database.db.insert(userQuestions).values({
    userQuestionId: answeredQuestion,
    imageUrl: 'questions/contoh.jpg',
    status: 'resolved',
    problemId: answering.id,
    simpleAnswer: '$7$',
    answeredAt: new Date(),
  });
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

const rowsOf = (ids: number[]) =>
  database.db.select({ id: problems.id, subtopicId: problems.subtopicId, isPublished: problems.isPublished }).from(problems).where(inArray(problems.id, ids)).orderBy(asc(problems.id));

describe('the problem list', () => {
  it('shows rendered previews and the total, and publishes then moves a shift-clicked range', async () => {
    const { context, page } = await newPage(browser);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
    // From the subtopic's row in /admin/manage to its problems.
    await page.goto(appUrl(`/admin/manage?categoryId=${from.category.categoryId}&topicId=${from.topic.topicId}`));
    await page.getByRole('link', { name: `Asal ${suffix}` }).click();
    await page.waitForURL(new RegExp(`/admin/problems\\?.*subtopicId=${from.subtopic.subtopicId}`));

    const newest = page.getByRole('row', { name: new RegExp(drafts[3]!.problemId) });
    await newest.locator('.katex').first().waitFor();
    expect(await newest.locator('strong').first().textContent()).toBe('P');
    expect(await newest.getByRole('cell').nth(1).innerText()).not.toContain('$');
    await page.getByRole('navigation', { name: 'Halaman daftar soal' }).getByText('1–5 dari 5').waitFor();

    // Newest first: drafts 4, 3, 2, 1, then the published one. A click, then Shift+click two rows on.
    await page.getByRole('checkbox', { name: `Pilih ${drafts[3]!.problemId}` }).click();
    await page.getByRole('checkbox', { name: `Pilih ${drafts[1]!.problemId}` }).click({ modifiers: ['Shift'] });
    await page.getByText('3 dipilih dari 5').waitFor();
    expect(await page.getByRole('checkbox', { name: `Pilih ${drafts[2]!.problemId}` }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: `Pilih ${drafts[0]!.problemId}` }).isChecked()).toBe(false);
    await expectAccessible(page, 'the problem list with three problems selected');

    await page.getByRole('button', { name: 'Terbitkan' }).click();
    await page.getByText('3 soal diterbitkan.').first().waitFor();
    await expect.poll(async () => (await rowsOf(drafts.map((draft) => draft.id))).map((row) => row.isPublished)).toEqual([false, true, true, true]);
    await page.getByText('5 soal cocok dengan filter.').waitFor();

    await page.getByRole('checkbox', { name: `Pilih ${drafts[0]!.problemId}` }).click();
    await page.getByRole('checkbox', { name: `Pilih ${drafts[1]!.problemId}` }).click();
    await page.getByRole('button', { name: 'Pindahkan...' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Pindahkan 2 soal' });
    await dialog.getByLabel('Subtopik tujuan').selectOption(to.subtopic.subtopicId);
    await dialog.getByRole('button', { name: 'Pindahkan' }).click();
    await page.getByText('2 soal dipindahkan.').first().waitFor();
    await expect.poll(async () => (await rowsOf([drafts[0]!.id, drafts[1]!.id])).map((row) => row.subtopicId)).toEqual([to.subtopic.id, to.subtopic.id]);
    await page.getByRole('navigation', { name: 'Halaman daftar soal' }).getByText('1–3 dari 3').waitFor();
    await context.close();
  });

  it('shows that a problem answers a Tanya Soal question, and the delete cannot be confirmed', async () => {
    const { context, page } = await newPage(browser);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
    await page.goto(appUrl(`/admin/problems?q=${answering.problemId}`));
    await page.getByRole('button', { name: `Aksi lain ${answering.problemId}` }).click();
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Hapus soal ${answering.problemId}?` });
    const places = dialog.getByRole('list', { name: 'Dipakai di:' }).getByRole('listitem');
    await places.first().waitFor();
    expect(await places.allInnerTexts()).toEqual([`Jawaban pertanyaan Tanya Soal ${answeredQuestion}`]);
    expect(await dialog.getByRole('button', { name: 'Hapus' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    const [question] = await database.db.select().from(userQuestions).where(eq(userQuestions.userQuestionId, answeredQuestion));
    expect(question).toMatchObject({ status: 'resolved', problemId: answering.id });
    await context.close();
  });

  it('works on a phone: cards, no sideways scroll, a selection and its actions in reach', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
    await page.goto(appUrl(`/admin/problems?subtopicId=${to.subtopic.subtopicId}`));
    await page.getByRole('checkbox', { name: `Pilih ${drafts[0]!.problemId}` }).click();
    await page.getByText('1 dipilih dari 2').waitFor();
    await page.getByRole('button', { name: `Aksi lain ${drafts[0]!.problemId}` }).click();
    await page.getByRole('menuitem', { name: 'Duplikat' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page, 'the problem list on a phone');

    // Every problem the filter matches, applied by the server to the filter itself.
    await page.getByRole('button', { name: 'Pilih semua 2 yang cocok dengan filter' }).click();
    await page.getByText('2 dipilih dari 2').waitFor();
    await page.getByRole('button', { name: 'Jadikan draf' }).click();
    await page.getByText('2 soal dijadikan draf.').first().waitFor();
    await expect.poll(async () => (await rowsOf([drafts[0]!.id, drafts[1]!.id])).map((row) => row.isPublished)).toEqual([false, false]);
    await context.close();
  });
});
