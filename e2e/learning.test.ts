import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createTheory } from '../src/server/db/factories';
import { problemTheories } from '../src/server/db/schema';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInAsNewLearner } from './support/login';
import { connectToAppDatabase } from './support/seed';

let browser: Browser;
let database: DatabaseHandle;
let names: { category: string; topic: string; subtopic: string };
let problemUrl: (problemId: string) => string;
let mcq: Awaited<ReturnType<typeof createProblem>>;
let hostile: Awaited<ReturnType<typeof createProblem>>;
let mck: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  names = { category: `Uji Aljabar ${suffix}`, topic: `Uji Topik ${suffix}`, subtopic: `Uji Subtopik ${suffix}` };
  const path = await createPublishedPath(database.db, names);
  problemUrl = (problemId) => `/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}/${problemId}`;
  mcq = await createProblem(database.db, {
    subtopicId: path.subtopic.id,
    type: 'mcq',
    questionText: 'Berapakah hasil dari $3 \\times 4$?',
    options: { A: '$7$', B: '$12$', C: '$34$' },
    answer: 'B',
    solutionText: '**Kalikan**: $3 \\times 4 = 12$. [teori_1]',
    tag: 'Perkalian',
  });
  const theory = await createTheory(database.db, { subtopicId: path.subtopic.id, content: 'Perkalian adalah penjumlahan berulang.' });
  await database.db.insert(problemTheories).values({ problemId: mcq.id, theoryId: theory.id, sortOrder: 0 });
  hostile = await createProblem(database.db, {
    subtopicId: path.subtopic.id,
    type: 'input',
    questionText: 'Aman? <img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">klik</a>',
    answer: 'ya',
  });
  mck = await createProblem(database.db, {
    subtopicId: path.subtopic.id,
    type: 'mck',
    questionText: 'Tentukan benar atau salah.',
    options: { statement_1: '$2 > 1$', statement_2: '$2 < 1$' },
    answer: { statement_1: 'Benar', statement_2: 'Salah' },
    solutionText: 'Bandingkan kedua bilangan.',
    isPublic: false,
  });
});
afterAll(async () => {
  await database.close();
  await browser.close();
});

describe('learning flow in the browser', () => {
  it('browses to a problem, answers wrong then right, earns XP, sees the solution with its Ingat! box, and stays locked', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await logInAsNewLearner(page, database, 'pelajar');
    await page.goto(appUrl('/latsol'));
    // Each level of the catalogue is checked once its own link list is on screen.
    for (const [name, what] of [
      [names.category, 'Latihan Soal (phone)'],
      [names.topic, 'a category page (phone)'],
      [names.subtopic, 'a topic page (phone)'],
    ] as const) {
      const link = page.getByRole('link', { name: new RegExp(name) });
      await link.waitFor();
      await expectAccessible(page, what);
      await link.click();
    }
    await page.getByText('Soal #1').waitFor();
    await expectAccessible(page, 'a subtopic page (phone)');
    await page.getByText('Soal #1').click();
    await page.getByRole('heading', { name: 'Soal #1' }).waitFor();
    await expectAccessible(page, 'an mcq problem (phone, learner)');

    const check = page.getByRole('button', { name: 'Cek Jawaban' });
    expect(await check.isDisabled()).toBe(true);
    await page.getByRole('radio').first().check();
    await check.click();
    await page.getByText('Jawaban Salah, coba lagi!').waitFor();
    await page.getByRole('radio').nth(1).check();
    await check.click();
    await page.getByText('Jawaban Benar!').waitFor();
    // mcq base 10, second attempt x1.5
    await page.getByText('+15 XP').waitFor();
    await page.getByRole('button', { name: 'Lihat Pembahasan' }).click();
    await page.getByText('Ingat!').waitFor();
    await page.getByText('Perkalian adalah penjumlahan berulang.').waitFor();
    await expectAccessible(page, 'a solved problem with its solution (phone, learner)');

    await page.reload();
    await page.getByText('Jawaban Benar!').waitFor();
    expect(await page.getByRole('button', { name: 'Cek Jawaban' }).count()).toBe(0);
    expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);
    expect(await page.getByRole('radio').nth(1).isDisabled()).toBe(true);
    await context.close();
  });

  it('bookmarks and reports a problem', async () => {
    const { context, page } = await newPage(browser);
    await logInAsNewLearner(page, database, 'pelajar');
    await page.goto(appUrl(problemUrl(mcq.problemId)));
    await page.getByRole('button', { name: /^Bookmark/ }).click();
    await page.getByText('Soal berhasil dibookmark!').waitFor();
    await page.getByRole('button', { name: 'Laporkan Soal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Laporkan Soal' });
    await dialog.getByLabel(/Detail laporan/).fill('pendek');
    expect(await dialog.getByRole('button', { name: 'Kirim Laporan' }).isDisabled()).toBe(true);
    await dialog.getByLabel(/Detail laporan/).fill('Pilihan B sepertinya benar tetapi pembahasannya kurang jelas.');
    await expectAccessible(page, 'the report dialog (laptop)');
    await dialog.getByRole('button', { name: 'Kirim Laporan' }).click();
    await page.getByText('Laporan berhasil dikirim. Terima kasih!').waitFor();
    await expectAccessible(page, 'a bookmarked problem (laptop, learner)');
    await page.goto(appUrl('/bookmarks'));
    await page.getByRole('heading', { name: 'Bookmark Saya' }).waitFor();
    await page.getByRole('link', { name: mcq.problemId }).waitFor();
    await expectAccessible(page, 'the bookmarks page (laptop)');
    await context.close();
  });

  it('a guest checks answers without saving, and is asked to log in for a private solution', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl(problemUrl(mck.problemId)));
    await page.getByRole('heading', { name: /Soal #/ }).waitFor();
    const radios = page.getByRole('radio');
    await radios.nth(0).check(); // statement 1: Benar
    await radios.nth(3).check(); // statement 2: Salah
    await page.getByRole('button', { name: 'Cek Jawaban' }).click();
    await page.getByText('Jawaban Benar!').waitFor();
    await page.getByRole('button', { name: 'Lihat Pembahasan' }).click();
    await page.getByText('Login atau daftar akun untuk dapat melihat pembahasan.').waitFor();
    await expectAccessible(page, 'an mck problem (laptop, guest)');
    await page.getByRole('button', { name: /^Bookmark/ }).click();
    await page.getByText('Anda harus login untuk membookmark soal.').waitFor();
    await context.close();
  });

  it('never runs script from stored problem text', async () => {
    const { context, page } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(appUrl(problemUrl(hostile.problemId)));
    await page.getByText(/Aman\?/).waitFor();
    const link = page.getByText('klik');
    if (await link.count()) await link.first().click({ trial: false }).catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
