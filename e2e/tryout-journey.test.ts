import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/api';
import { logInThroughForm } from './support/login';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startOwnServer, type TOwnServer } from './support/own-server';
import { overflowAt360, shootPhone } from './support/phone-shots';

// Issue 36 in the browser, on a server of this file's own whose clock it moves: an admin builds a
// two-section tryout in the admin pages and publishes it; three learners sit it on 360 px phones
// (one with a phone clock 7 minutes fast, who reloads mid-section and keeps answers and time; one
// who runs out of time); after the window closes and the finalize job has run, all three see final
// scores with their uncertainty and percentile, and every problem's review. SHOTS_DIR=… also saves
// screenshots (learner pages at 360 px, admin pages at 360 and 1280 px).

const LAPTOP = { width: 1280, height: 800 };
const PASSWORD = 'latihan-setiap-hari-1';
const TITLE = 'Tryout SNBT Akbar #1';
const SECTION_1 = 'Penalaran Matematika';
const SECTION_2 = 'Pengetahuan Kuantitatif';
const PHONE_SKEW_MS = 7 * 60_000;
const shotsDir = process.env.SHOTS_DIR;

let server: TOwnServer;
let browser: Browser;
let database: DatabaseHandle;
let codes: string[];
type TPerson = { email: string; name: string };
let admin: TPerson;
let learners: TPerson[];

async function createPerson(prefix: string, name: string, role: 'admin' | 'basic' = 'basic'): Promise<TPerson> {
  const email = uniqueEmail(prefix);
  await createUserWithPassword(database.db, { email, password: PASSWORD, name, role });
  return { email, name };
}

beforeAll(async () => {
  // The finalize job's tick every second, so the final scores follow the close at once.
  process.env.TRYOUT_JOB_TICK_SECONDS = '1';
  server = await startOwnServer();
  browser = await launchBrowser();
  database = server.connect();
  const suffix = Date.now().toString(36);
  const place = await createPublishedPath(database.db, { category: `SNBT ${suffix}`, topic: `Aritmetika ${suffix}`, subtopic: `Operasi Bilangan ${suffix}` });
  const subtopicId = place.subtopic.id;
  const problems = [
    await createProblem(database.db, {
      subtopicId,
      type: 'mcq',
      questionText: 'Berapakah $3 + 4$?',
      options: { A: '$5$', B: '$6$', C: '$7$', D: '$8$', E: '$9$' },
      answer: 'C',
      solutionText: 'Hasilnya adalah $7$.',
    }),
    await createProblem(database.db, { subtopicId, type: 'input', questionText: 'Berapakah $5 \\times 6$?', answer: '30', solutionText: 'Hasilnya adalah $30$.' }),
    await createProblem(database.db, {
      subtopicId,
      type: 'mck',
      questionText: 'Tentukan benar atau salah setiap pernyataan berikut.',
      options: { statement_1: '$2$ adalah bilangan prima.', statement_2: '$9$ adalah bilangan prima.' },
      answer: { statement_1: 'Benar', statement_2: 'Salah' },
      solutionText: '$2$ prima, $9 = 3 \\times 3$ bukan.',
    }),
    await createProblem(database.db, {
      subtopicId,
      type: 'mcq',
      questionText: 'Berapakah $12 : 4$?',
      options: { A: '$2$', B: '$3$', C: '$4$', D: '$6$', E: '$8$' },
      answer: 'B',
      solutionText: 'Hasilnya adalah $3$.',
    }),
  ];
  codes = problems.map((problem) => problem.problemId);
  admin = await createPerson('admin-tryout', 'Admin Tryout', 'admin');
  learners = [await createPerson('peserta-a', 'Siti Aminah'), await createPerson('peserta-b', 'Budi Santoso'), await createPerson('peserta-c', 'Citra Lestari')];
}, 180_000);

afterAll(async () => {
  delete process.env.TRYOUT_JOB_TICK_SECONDS;
  await database?.close();
  await browser?.close();
  await server?.stop();
});

async function logIn(page: Page, person: TPerson) {
  await logInThroughForm(page, person.email, PASSWORD, server.url);
}

/** An admin page at 1280 and 360 px, then back to its own width. */
async function shootAdmin(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  const original = page.viewportSize() ?? LAPTOP;
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shotsDir, `${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

/** An admin page: dense for laptops, and still no wider than a phone at 360 px (wide tables scroll in their frame). */
async function checkAdmin(page: Page, name: string) {
  const original = page.viewportSize() ?? LAPTOP;
  await page.setViewportSize(PHONE);
  const found = await overflowAt360(page);
  await page.setViewportSize(original);
  expect(found, `${name} at 360 px`).toEqual({ scrollWidth: PHONE.width, outside: [] });
  await shootAdmin(page, name);
}

/** 'YYYY-MM-DDTHH:mm' in WIB, `offsetMs` from now. */
const wibInput = (offsetMs: number) => new Date(Date.now() + offsetMs + 7 * 3_600_000).toISOString().slice(0, 16);

/** The seconds the sitting's timer shows ('9:41' -> 581). */
async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const parts = text.trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

async function waitSaved(page: Page) {
  await page.getByRole('status').filter({ hasText: 'Tersimpan' }).waitFor();
}

/** A learner's phone: 360 px, optionally with its clock `skewMs` off the true time. */
async function learnerPhone(person: TPerson, skewMs = 0): Promise<{ context: BrowserContext; page: Page; expectBrowserError: (pattern: RegExp) => void }> {
  const tab = await newPage(browser, PHONE);
  if (skewMs !== 0) {
    await tab.context.addInitScript((skew: number) => {
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() + skew;
    }, skewMs);
  }
  await logIn(tab.page, person);
  return tab;
}

async function startFromList(page: Page, { shoot = false } = {}) {
  await page.goto(server.url('/dashboard'));
  // The signed-in navigation carries 'Tryout' (in the phone's menu).
  await page.getByRole('button', { name: 'Buka menu', exact: true }).click();
  await page.getByRole('link', { name: 'Tryout', exact: true }).click();
  await page.getByRole('heading', { name: 'Tryout SNBT', level: 1 }).waitFor();
  await page.getByRole('link', { name: `Mulai ${TITLE}` }).waitFor();
  if (shoot) {
    await expectAccessible(page, 'the tryout list (phone)');
    await shootPhone(page, 'tryout-list');
  }
  await page.getByRole('link', { name: `Mulai ${TITLE}` }).click();
  await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  if (shoot) await shootPhone(page, 'tryout-detail');
  await page.getByRole('button', { name: 'Mulai Tryout' }).click();
  await page.getByRole('button', { name: 'Ya, mulai sekarang' }).waitFor();
  if (shoot) {
    await expectAccessible(page, 'the start question (phone)');
    await shootPhone(page, 'tryout-detail-confirm');
  }
  await page.getByRole('button', { name: 'Ya, mulai sekarang' }).click();
  await page.waitForURL(/\/kerjakan$/);
  await page.getByRole('heading', { name: /^Soal 1/ }).waitFor();
}

async function answerSectionOne(page: Page, { mcq, input }: { mcq: string; input: string }) {
  await page.getByRole('radio', { name: new RegExp(`^${mcq}\\.`) }).check();
  await waitSaved(page);
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await page.getByRole('heading', { name: /^Soal 2/ }).waitFor();
  await page.getByLabel('Jawaban Anda').fill(input);
  await page.getByRole('status').filter({ hasText: 'Menyimpan…' }).or(page.getByRole('status').filter({ hasText: 'Tersimpan' })).first().waitFor();
  await waitSaved(page);
}

async function submitSection(page: Page, sectionName: string) {
  await page.getByRole('button', { name: 'Kumpulkan bagian' }).click();
  await page.getByRole('heading', { name: `Kumpulkan bagian ${sectionName}?` }).waitFor();
  await page.getByRole('button', { name: 'Ya, kumpulkan' }).click();
}

async function answerSectionTwo(page: Page, { statements, mcq }: { statements: [string, string]; mcq: string }) {
  const groups = page.getByRole('radiogroup');
  await groups.nth(0).getByRole('radio', { name: statements[0] }).check();
  await groups.nth(1).getByRole('radio', { name: statements[1] }).check();
  await waitSaved(page);
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await page.getByRole('radio', { name: new RegExp(`^${mcq}\\.`) }).check();
  await waitSaved(page);
}

describe('a tryout from the admin pages to final scores', () => {
  it('builds, sits (a reload, a timeout, a fast phone clock), closes and shows final scores with the review', async () => {
    // 1. The admin creates the tryout, adds two sections with their problems, saves and publishes it.
    const adminTab = await newPage(browser, LAPTOP);
    const { page: adminPage } = adminTab;
    await logIn(adminPage, admin);
    await adminPage.goto(server.url('/admin'));
    await adminPage.getByRole('link', { name: /Kelola Tryout/ }).click();
    await adminPage.getByRole('heading', { name: 'Kelola Tryout', level: 1 }).waitFor();
    await adminPage.getByLabel('Judul').fill(TITLE);
    await adminPage.getByLabel('Dibuka (WIB)').fill(wibInput(-2 * 60_000));
    await adminPage.getByLabel('Ditutup (WIB)').fill(wibInput(3 * 3_600_000));
    await checkAdmin(adminPage, 'admin-tryouts-new');
    await adminPage.getByRole('button', { name: 'Buat Tryout' }).click();
    await adminPage.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    const editorUrl = adminPage.url();

    const addSection = async (index: number, name: string, minutes: string, problemCodes: string[]) => {
      await adminPage.getByRole('button', { name: '+ Tambah bagian' }).click();
      await adminPage.getByLabel('Nama bagian').nth(index).fill(name);
      await adminPage.getByLabel('Durasi (menit)').nth(index).fill(minutes);
      for (const code of problemCodes) {
        if ((await adminPage.getByLabel(`Cari soal untuk ${name}`).count()) === 0) await adminPage.getByRole('button', { name: `Tambah soal ke ${name}` }).click();
        const search = adminPage.getByLabel(`Cari soal untuk ${name}`);
        await search.fill(code);
        await search.press('Enter');
        await adminPage.getByRole('button', { name: `Tambah ${code} ke ${name}` }).click();
        await adminPage.getByRole('table', { name: `Soal ${name}` }).getByText(code).waitFor();
      }
    };
    await addSection(0, SECTION_1, '10', codes.slice(0, 2));
    await addSection(1, SECTION_2, '5', codes.slice(2, 4));
    await adminPage.getByText('Ada perubahan yang belum disimpan (Ctrl+S).').waitFor();
    await expectAccessible(adminPage, 'the tryout editor with two sections');
    await checkAdmin(adminPage, 'admin-tryout-editor');
    // Leaving with edits asks first; staying keeps them.
    const asked: string[] = [];
    adminPage.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await adminPage.getByRole('link', { name: 'Kelola Tryout', exact: true }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(adminPage.url()).toBe(editorUrl);
    await adminPage.keyboard.press('Control+s');
    await adminPage.getByText('Tryout disimpan.').waitFor();
    await adminPage.getByText('Semua perubahan tersimpan.').waitFor();
    await adminPage.getByRole('button', { name: 'Terbitkan' }).click();
    await adminPage.getByText('Tryout diterbitkan.').waitFor();
    await adminPage.getByRole('link', { name: 'Pratinjau' }).click();
    await adminPage.getByRole('heading', { name: `Bagian 2: ${SECTION_2}` }).waitFor();
    await adminPage.getByText('$2$ adalah bilangan prima.', { exact: false }).or(adminPage.getByText('adalah bilangan prima').first()).first().waitFor();
    await checkAdmin(adminPage, 'admin-tryout-preview');

    // 2–3. The first learner sits it all the way; the second, with a phone clock 7 minutes fast,
    // reloads mid-section and keeps the answers and the time.
    const first = await learnerPhone(learners[0]!);
    await startFromList(first.page, { shoot: true });
    expect(await timerSeconds(first.page)).toBeGreaterThan(9 * 60);
    await shootPhone(first.page, 'tryout-sitting');
    await answerSectionOne(first.page, { mcq: 'C', input: '30' });
    await first.page.getByRole('button', { name: 'Ragu-ragu' }).click();
    await waitSaved(first.page);
    await first.page.getByRole('button', { name: 'Soal 2, sudah dijawab, ragu-ragu' }).waitFor();
    await expectAccessible(first.page, 'the sitting (phone)');
    await shootPhone(first.page, 'tryout-sitting-answered');
    await submitSection(first.page, SECTION_1);
    await first.page.getByRole('heading', { name: 'Bagian berikutnya' }).waitFor();
    await shootPhone(first.page, 'tryout-next-section');
    await first.page.getByRole('button', { name: `Mulai ${SECTION_2}` }).click();
    await first.page.getByRole('heading', { name: /^Soal 1/ }).waitFor();
    expect(await timerSeconds(first.page)).toBeGreaterThan(4 * 60);
    await answerSectionTwo(first.page, { statements: ['Benar', 'Salah'], mcq: 'B' });
    await submitSection(first.page, SECTION_2);
    await first.page.getByRole('heading', { name: 'Terkirim' }).waitFor();
    await expectAccessible(first.page, 'the sitting handed in (phone)');
    await shootPhone(first.page, 'tryout-submitted');
    // Before the close the result page says only 'Terkirim'.
    await first.page.goto(server.url(new URL(first.page.url()).pathname.replace(/^\/math/, '').replace(/\/kerjakan$/, '/hasil')));
    await first.page.getByText('Terkirim', { exact: true }).waitFor();
    await first.page.getByText(/keluar setelah tryout ditutup/).waitFor();
    expect(await first.page.getByRole('heading', { name: 'Skor prediksi' }).count()).toBe(0);
    await shootPhone(first.page, 'tryout-result-before-close');
    const tryoutPath = new URL(first.page.url()).pathname.replace(/^\/math/, '').replace(/\/hasil$/, '');

    const second = await learnerPhone(learners[1]!, PHONE_SKEW_MS);
    await startFromList(second.page);
    // The phone's clock is 7 minutes fast: the timer still shows the section's 10 minutes.
    expect(await timerSeconds(second.page)).toBeGreaterThan(9 * 60);
    await answerSectionOne(second.page, { mcq: 'A', input: '30' });
    const before = await timerSeconds(second.page);
    await second.page.reload();
    await second.page.getByRole('heading', { name: /^Soal 1/ }).waitFor();
    expect(await second.page.getByRole('radio', { name: /^A\./ }).isChecked()).toBe(true);
    await second.page.getByRole('button', { name: 'Soal 2, sudah dijawab' }).click();
    expect(await second.page.getByLabel('Jawaban Anda').inputValue()).toBe('30');
    const after = await timerSeconds(second.page);
    expect(before - after).toBeGreaterThanOrEqual(0);
    expect(before - after).toBeLessThan(20);
    await submitSection(second.page, SECTION_1);
    await second.page.getByRole('button', { name: `Mulai ${SECTION_2}` }).click();
    await second.page.getByRole('heading', { name: /^Soal 1/ }).waitFor();
    await answerSectionTwo(second.page, { statements: ['Benar', 'Benar'], mcq: 'B' });
    await submitSection(second.page, SECTION_2);
    await second.page.getByRole('heading', { name: 'Terkirim' }).waitFor();

    // 4. The third runs out of time: the server's clock passes the section's deadline while the page
    // is open; the next answer is refused and the page moves on.
    const third = await learnerPhone(learners[2]!);
    // The answer that arrives after the deadline is refused (409), as it must be.
    third.expectBrowserError(/status of 409 \(Conflict\)/);
    await startFromList(third.page);
    await third.page.getByRole('radio', { name: /^C\./ }).check();
    await waitSaved(third.page);
    server.setClockOffset(11 * 60_000);
    await third.page.getByRole('button', { name: 'Berikutnya' }).click();
    await third.page.getByLabel('Jawaban Anda').fill('31');
    await third.page.getByText(`Bagian ${SECTION_1} sudah ditutup. Jawaban yang tersimpan tetap dihitung.`).waitFor();
    await third.page.getByRole('heading', { name: 'Bagian berikutnya' }).waitFor();
    await shootPhone(third.page, 'tryout-section-closed');
    await third.page.getByRole('button', { name: `Mulai ${SECTION_2}` }).click();
    await third.page.getByRole('heading', { name: /^Soal 1/ }).waitFor();
    await third.page.getByRole('radiogroup').nth(0).getByRole('radio', { name: 'Salah' }).check();
    await third.page.getByRole('radiogroup').nth(1).getByRole('radio', { name: 'Salah' }).check();
    await waitSaved(third.page);

    // The admin's report while the window is open: provisional scores, the item table.
    await adminPage.goto(server.url(`/admin${tryoutPath.replace(/^\/tryout/, '/tryouts')}/laporan`));
    await adminPage.getByRole('heading', { name: `Laporan: ${TITLE}` }).waitFor();
    await adminPage.getByRole('region', { name: 'Parameter soal' }).getByText(codes[0]!).waitFor();
    await checkAdmin(adminPage, 'admin-tryout-report-open');

    // 5. The window closes (the clock passes it): the third's running section ends at its deadline,
    // the finalize job runs, and everyone sees the final scores.
    server.setClockOffset(3 * 3_600_000 + 5 * 60_000);
    for (const [index, learner] of [first, second, third].entries()) {
      await expect
        .poll(
          async () => {
            await learner.page.goto(server.url(`${tryoutPath}/hasil`));
            await learner.page.getByText(/Skor (akhir|sementara)|Terkirim|belum selesai/).first().waitFor();
            return learner.page.getByText(/^Skor akhir \(parameter versi \d+\)$/).count();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(1);
      await learner.page.getByRole('heading', { name: 'Skor prediksi' }).waitFor();
      await learner.page.getByText(/^± \d+$/).first().waitFor();
      await learner.page.getByText(/^Persentil \d+$/).waitFor();
      await learner.page.getByText('Perkiraan dari peserta tryout ini, bukan skor resmi UTBK/SNBT.').waitFor();
      await learner.page.getByRole('heading', { name: 'Skor per bagian' }).waitFor();
      // Two sections: why the overall score is not their mean.
      await learner.page.getByText(/^Skor prediksi keseluruhan dihitung dari semua soal sekaligus/).waitFor();
      // The review: each problem with the answer, the key and the solution.
      await learner.page.getByText(/^Soal 1/).first().click();
      await learner.page.getByText('Hasilnya adalah').first().waitFor();
      await learner.page.getByText('Kunci').first().waitFor();
      if (index === 0) {
        await expectAccessible(learner.page, 'the final result (phone)');
        await shootPhone(learner.page, 'tryout-result-final');
        // Nothing lost: no subtopic to practise again.
        expect(await learner.page.getByRole('heading', { name: 'Perlu dilatih lagi' }).count()).toBe(0);
      }
      if (index === 2) {
        await shootPhone(learner.page, 'tryout-result-final-timeout');
        // The problems they lost link straight to practice.
        expect(await learner.page.getByRole('link', { name: /^Latihan Operasi Bilangan/ }).getAttribute('href')).toMatch(/^\/math\/latsol\//);
      }
    }

    // The list shows the closed tryout with 'Lihat hasil'.
    await first.page.goto(server.url('/tryout'));
    await first.page.getByRole('link', { name: `Lihat hasil ${TITLE}` }).waitFor();
    await shootPhone(first.page, 'tryout-list-closed');

    await adminPage.reload();
    await adminPage.getByText('Skor akhir', { exact: true }).waitFor();
    await adminPage.getByRole('button', { name: 'Kalibrasi ulang' }).click();
    await adminPage.getByText(/Kalibrasi ulang: (Menunggu giliran|Berjalan|Selesai)/).waitFor();
    await adminPage.getByText(/Kalibrasi ulang: Selesai/).waitFor({ timeout: 30_000 });
    await checkAdmin(adminPage, 'admin-tryout-report-final');
    await adminPage.goto(server.url('/admin/tryouts'));
    await adminPage.getByRole('link', { name: TITLE, exact: true }).waitFor();
    await checkAdmin(adminPage, 'admin-tryouts-list');
    for (const tab of [adminTab, first, second, third]) await tab.context.close();
  }, 300_000);
});
