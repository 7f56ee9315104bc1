import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { categories, problems, subtopics, theories, topics } from '../src/server/db/schema';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInAsNewLearner, logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

let browser: Browser;
let database: DatabaseHandle;
const suffix = Date.now().toString(36);
const names = { category: `Studio ${suffix}`, topic: `Topik Studio ${suffix}`, subtopic: `Subtopik Studio ${suffix}` };
const theoryText = `Teorema uji ${suffix}: jumlah dua bilangan genap selalu genap.`;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

async function addItem(page: Page, table: string, name: string, { description, openIt = true }: { description?: string; openIt?: boolean } = {}) {
  await page.getByRole('button', { name: `Tambah ${table}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tambah ${table}` });
  await dialog.getByLabel('Nama').fill(name);
  if (description) await dialog.getByLabel('Deskripsi').fill(description);
  await expectAccessible(page, `the Tambah ${table} dialog`);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText(`${table} berhasil ditambah`).first().waitFor();
  const publish = page.getByRole('checkbox', { name: `Terbitkan ${name}` });
  await publish.click();
  await expect.poll(() => publish.getAttribute('aria-checked')).toBe('true');
  await expectAccessible(page, `the ${table} list with ${name} published`);
  if (openIt) await page.getByRole('link', { name }).click();
}

async function startProblem(page: Page, subtopicId: string, type: 'input' | 'mcq' | 'mcma' | 'mck') {
  await page.goto(appUrl('/admin/problems/new'));
  await page.locator('#field-subtopicId').selectOption(subtopicId);
  await page.locator('#field-type').selectOption(type);
}

// Published at once: the learner solves them below (a new problem is otherwise a draft, issue 31).
async function saveNewProblem(page: Page) {
  await page.getByRole('switch', { name: /Dipublikasikan/ }).click();
  await page.getByRole('button', { name: 'Tambah Soal' }).click();
  await page.getByText('Soal berhasil ditambah').first().waitFor();
}

async function checkAnswerOn(page: Page) {
  await page.getByRole('button', { name: 'Cek Jawaban' }).click();
  await page.getByText('Jawaban Benar!').waitFor();
}

describe('content studio', () => {
  it('an admin builds a subtopic with one problem of each type, a theory and an image; a learner solves them on the public pages', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));

    // Category > topic > subtopic, each published.
    await page.goto(appUrl('/admin/manage'));
    await addItem(page, 'Kategori', names.category, { description: 'Kategori dari uji studio.' });
    await addItem(page, 'Topik', names.topic);
    await addItem(page, 'Subtopik', names.subtopic, { openIt: false });
    const [subtopic] = await database.db.select({ subtopicId: subtopics.subtopicId }).from(subtopics).where(eq(subtopics.subtopicName, names.subtopic));

    // A theory under 'List Teori' (the demo seed has it).
    await page.goto(appUrl('/admin/theories'));
    const picker = page.getByLabel(/Subtopik di kategori 'List Teori'/);
    const firstTheorySubtopic = await picker.locator('option:not([value=""])').first().getAttribute('value');
    await picker.selectOption(firstTheorySubtopic!);
    await page.getByRole('button', { name: 'Tambah Teori' }).click();
    await page.getByLabel('Konten teori').fill(theoryText);
    await expectAccessible(page, 'the theory editor');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await page.getByText('Teori berhasil ditambah').first().waitFor();
    const [theory] = await database.db.select({ theoryId: theories.theoryId }).from(theories).where(eq(theories.content, theoryText));

    // mcq from the P-Q template, with an image, a solution and the theory linked.
    await startProblem(page, subtopic!.subtopicId, 'mcq');
    await page.getByRole('button', { name: 'P-Q', exact: true }).click();
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#3366cc' } }).png().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'segitiga.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('Gambar berhasil diunggah!').first().waitFor();
    const embed = await page.getByLabel('Kode HTML gambar').inputValue();
    expect(embed).toMatch(/^<img src="\/math\/api\/images\/IM-[A-Z0-9]{8}\.png" alt="" width="200">$/);
    await page.getByLabel('Teks soal').fill(`P = $2^3$ dan Q = $3^2$. Bandingkan P dan Q.\n${embed.replace('alt=""', 'alt="gambar uji"')}`);
    await page.getByLabel('Jawaban benar (opsi B)').check();
    await page.getByLabel('Teks pembahasan').fill('Q = 9 lebih besar dari P = 8. [teori_1]');
    await page.getByRole('switch', { name: /Ada pembahasan/ }).click();
    await page.getByLabel(/Tambah teori dari subtopik/).selectOption(firstTheorySubtopic!);
    await page.getByRole('button', { name: `Tautkan ${theory!.theoryId}` }).click();
    // The live preview renders the maths and the 'Ingat!' box as the learner page will.
    await page.locator('.katex').first().waitFor();
    await page.getByText('Ingat!').first().waitFor();
    await expectAccessible(page, 'the mcq problem editor with its live preview');
    await saveNewProblem(page);

    // mcma from the Data Sufficiency template.
    await startProblem(page, subtopic!.subtopicId, 'mcma');
    await page.getByRole('button', { name: 'Data Sufficiency', exact: true }).click();
    await page.getByLabel('Teks soal').fill('Apakah $x > 0$? (1) $x^2 = 4$ (2) $x^3 = 8$');
    await page.getByLabel('Jawaban benar (opsi B)').check();
    await page.getByLabel('Jawaban benar (opsi D)').check();
    await saveNewProblem(page);

    // mck with the default categories Benar and Salah.
    await startProblem(page, subtopic!.subtopicId, 'mck');
    await page.getByLabel('Teks soal').fill('Tentukan benar atau salah.');
    await page.getByLabel('Pernyataan 1', { exact: true }).fill('$2 + 2 = 4$');
    await page.locator('#statement-statement_1-answer').selectOption('Benar');
    await page.getByRole('button', { name: '+ Tambah Pernyataan' }).click();
    await page.getByLabel('Pernyataan 2', { exact: true }).fill('$3 > 5$');
    await page.locator('#statement-statement_2-answer').selectOption('Salah');
    await expectAccessible(page, 'the mck problem editor');
    await saveNewProblem(page);

    // input.
    await startProblem(page, subtopic!.subtopicId, 'input');
    await page.getByLabel('Teks soal').fill('Berapakah $6 \\times 7$?');
    await page.getByLabel('Jawaban', { exact: true }).fill('42');
    await saveNewProblem(page);
    await context.close();

    const created = await database.db
      .select({ type: problems.type })
      .from(problems)
      .innerJoin(subtopics, eq(subtopics.id, problems.subtopicId))
      .innerJoin(topics, eq(topics.id, subtopics.topicId))
      .innerJoin(categories, and(eq(categories.id, topics.categoryId), eq(categories.categoryName, names.category)))
      .orderBy(problems.id);
    expect(created.map((row) => row.type)).toEqual(['mcq', 'mcma', 'mck', 'input']);

    // A learner on a phone finds and solves them.
    const learner = await newPage(browser, PHONE);
    const learnerPage = learner.page;
    await logInAsNewLearner(learnerPage, database, 'studio');
    await learnerPage.goto(appUrl('/latsol'));
    await learnerPage.getByRole('link', { name: new RegExp(names.category) }).click();
    await learnerPage.getByRole('link', { name: new RegExp(names.topic) }).click();
    await learnerPage.getByRole('link', { name: new RegExp(names.subtopic) }).click();
    await learnerPage.getByText('Soal #4').waitFor();
    await expectAccessible(learnerPage, 'a subtopic with four problems (phone, learner)');

    await learnerPage.getByText('Soal #1').click();
    const image = learnerPage.getByRole('img', { name: 'gambar uji' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await learnerPage.getByRole('radio', { name: /Q > P/ }).check();
    await checkAnswerOn(learnerPage);
    await learnerPage.getByRole('button', { name: 'Lihat Pembahasan' }).click();
    await learnerPage.getByText('Ingat!').waitFor();
    await learnerPage.getByText(theoryText).waitFor();
    await expectAccessible(learnerPage, 'a solved mcq with an image and a theory (phone, learner)');

    await learnerPage.goBack();
    await learnerPage.getByText('Soal #2').click();
    await learnerPage.getByRole('checkbox').nth(1).check();
    await learnerPage.getByRole('checkbox').nth(3).check();
    await checkAnswerOn(learnerPage);
    await expectAccessible(learnerPage, 'a solved mcma problem (phone, learner)');

    await learnerPage.goBack();
    await learnerPage.getByText('Soal #3').click();
    const radios = learnerPage.getByRole('radio');
    await radios.nth(0).check(); // statement 1: Benar
    await radios.nth(3).check(); // statement 2: Salah
    await checkAnswerOn(learnerPage);

    await learnerPage.goBack();
    await learnerPage.getByText('Soal #4').click();
    await learnerPage.getByRole('textbox').fill('42');
    await checkAnswerOn(learnerPage);
    await learner.context.close();
  });

  it('a template fills an empty form at once, asks before replacing options and a ticked key, and leaves only its own tag', async () => {
    const { context, page } = await newPage(browser);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
    await page.goto(appUrl('/admin/problems/new'));
    await page.locator('#field-type').selectOption('mcq');
    const tag = page.getByRole('textbox', { name: 'Tag', exact: true });
    await tag.fill('UTBK');
    const confirm = page.getByRole('alertdialog', { name: 'Terapkan template?' });

    await page.getByRole('button', { name: 'P-Q', exact: true }).click();
    await expect.poll(() => page.getByLabel('Opsi A', { exact: true }).inputValue()).toBe('P > Q');
    expect(await confirm.count()).toBe(0);
    expect(await tag.inputValue()).toBe('UTBK, P-Q');

    await page.getByLabel('Jawaban benar (opsi B)').check();
    await page.getByRole('button', { name: 'Data Sufficiency', exact: true }).click();
    await confirm.waitFor();
    await confirm.getByText('Opsi, kunci jawaban, dan tag template saat ini akan diganti.').waitFor();
    await expectAccessible(page, 'the apply-template confirmation');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Jawaban benar (opsi B)').isChecked()).toBe(true);
    expect(await page.getByLabel('Opsi E', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Data Sufficiency', exact: true }).click();
    await confirm.getByRole('button', { name: 'Terapkan' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByLabel('Opsi E', { exact: true }).inputValue()).toMatch(/^Pernyataan \(1\) dan pernyataan \(2\) tidak cukup/);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await tag.inputValue()).toBe('UTBK, DS');
    await context.close();
  });

  it('keeps a half-written problem across a reload, and refuses the second of two concurrent saves without losing its text', async () => {
    const path = await createPublishedPath(database.db, { category: `Draf ${suffix}`, topic: `Topik Draf ${suffix}`, subtopic: `Subtopik Draf ${suffix}` });
    const problem = await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Berapakah $1 + 1$?', answer: '2' });

    const first = await newPage(browser);
    first.page.on('dialog', (dialog) => void dialog.accept());
    await logInThroughForm(first.page, inject('adminEmail'), inject('adminPassword'));
    await startProblem(first.page, path.subtopic.subtopicId, 'input');
    const halfWritten = `Soal setengah jadi ${suffix}: berapakah $2^{10}$?`;
    await first.page.getByLabel('Teks soal').fill(halfWritten);
    await first.page.waitForTimeout(1500);
    await first.page.reload();
    const offer = first.page.getByRole('alertdialog', { name: 'Pulihkan draf?' });
    await offer.waitFor();
    await expectAccessible(first.page, 'the restore-draft dialog');
    await offer.getByRole('button', { name: 'Pulihkan' }).click();
    await expect.poll(() => first.page.getByLabel('Teks soal').inputValue()).toBe(halfWritten);

    // Two admins open the same problem; the second save names an old version.
    const second = await newPage(browser);
    await logInThroughForm(second.page, inject('adminEmail'), inject('adminPassword'));
    const editUrl = appUrl(`/admin/problems/${problem.problemId}`);
    await first.page.goto(editUrl);
    await second.page.goto(editUrl);
    // Both editors hold version 1 before the first admin saves (on a busy machine the second
    // page's request could otherwise arrive after that save and get version 2).
    for (const { page } of [first, second]) await expect.poll(() => page.getByLabel('Teks soal').inputValue()).toBe('Berapakah $1 + 1$?');
    await first.page.getByLabel('Teks soal').fill('Berapakah $1 + 2$?');
    await first.page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await first.page.getByText('Soal berhasil diedit').first().waitFor();
    const secondText = 'Berapakah $2 + 2$? (versi admin kedua)';
    await second.page.getByLabel('Teks soal').fill(secondText);
    await second.page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await second.page.getByText(/sudah diubah admin lain/).first().waitFor();
    await expectAccessible(second.page, 'the problem editor after a conflicting save');
    second.expectBrowserError(/409/);
    expect(await second.page.getByLabel('Teks soal').inputValue()).toBe(secondText);
    const [stored] = await database.db.select({ questionText: problems.questionText, version: problems.version }).from(problems).where(eq(problems.id, problem.id));
    expect(stored).toEqual({ questionText: 'Berapakah $1 + 2$?', version: 2 });
    await first.context.close();
    await second.context.close();
  });
});
