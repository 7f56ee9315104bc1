import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInAsNewLearner } from './support/login';
import { connectToAppDatabase } from './support/seed';

let browser: Browser;
let database: DatabaseHandle;
let problemPath: string;
let photo: string;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const p = await createPublishedPath(database.db, { category: `Uji Dasbor ${Date.now().toString(36)}` });
  const problem = await createProblem(database.db, { subtopicId: p.subtopic.id, type: 'input', questionText: 'Berapakah $2^3$?', answer: '8' });
  problemPath = `/latsol/${p.category.categoryId}/${p.topic.topicId}/${p.subtopic.subtopicId}/${problem.problemId}`;
  photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-e2e-photo-')), 'soal.jpg');
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } }).jpeg().toFile(photo);
});
afterAll(async () => {
  await database.close();
  await browser.close();
});

describe('learner pages in the browser', () => {
  it('sends guests from the dashboard, bookmarks and Tanya Soal to login with the spec’s toasts', async () => {
    const { context, page } = await newPage(browser);
    for (const [route, message] of [
      ['/dashboard', 'Silakan login untuk melihat Dashboard Anda.'],
      ['/bookmarks', 'Silakan login untuk melihat bookmark Anda.'],
      ['/tanya-soal', 'Silakan login untuk bertanya soal.'],
    ] as const) {
      await page.goto(appUrl(route));
      await page.getByText(message).first().waitFor();
      // The login page remembers where the guest was headed, to return there after signing in.
      await page.waitForURL((url) => url.pathname === '/math/login' && url.searchParams.get('next') === route);
    }
    await page.getByRole('button', { name: 'Masuk', exact: true }).waitFor();
    await expectAccessible(page, 'the login page with its toasts');
    await context.close();
  });

  it('opens the answer field for typing only with the learner’s own progress in it, so nothing typed is dropped', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await logInAsNewLearner(page, database, 'siap');
    await page.goto(appUrl(problemPath));
    await page.getByLabel('Jawaban Anda').fill('7');
    await page.getByRole('button', { name: 'Cek Jawaban' }).click();
    await page.getByText('Jawaban Salah').first().waitFor();
    // From the next document on: every moment the answer field becomes usable (its fieldset
    // enabled, or put in enabled), with what the field holds then.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { enabledAnswers: string[] }).enabledAnswers = seen;
      const record = (fieldset: Element) => {
        const input = fieldset.querySelector<HTMLInputElement>('input[id^="answer-"]');
        if (input && !(fieldset as HTMLFieldSetElement).disabled) seen.push(input.value);
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.type === 'attributes' && mutation.target instanceof HTMLFieldSetElement) record(mutation.target);
          for (const node of mutation.addedNodes) {
            if (node instanceof Element) for (const fieldset of node.matches('fieldset') ? [node] : node.querySelectorAll('fieldset')) record(fieldset);
          }
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    });
    // The server's page is the one every signed-in learner gets; this learner's last answer
    // comes in the data tail after hydration. Before it, the field must not take input: the tail
    // would replace what was typed with the learner's own state.
    await page.reload();
    await expect.poll(() => page.getByLabel('Jawaban Anda').isEnabled()).toBe(true);
    expect(await page.getByLabel('Jawaban Anda').inputValue()).toBe('7');
    const enabledWith = await page.evaluate(() => (window as unknown as { enabledAnswers: string[] }).enabledAnswers);
    expect(enabledWith.length).toBeGreaterThan(0);
    expect(enabledWith).toEqual(enabledWith.map(() => '7'));
    await context.close();
  });

  it('shows today’s streak, XP and recent activity after solving a problem', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await logInAsNewLearner(page, database, 'dasbor');
    await page.goto(appUrl('/dashboard'));
    await page.getByText('Belum ada aktivitas soal yang tercatat.').waitFor();
    await expectAccessible(page, 'the empty dashboard (phone)');

    await page.goto(appUrl(problemPath));
    await page.getByLabel('Jawaban Anda').fill('8');
    await page.getByRole('button', { name: 'Cek Jawaban' }).click();
    await page.getByText('Jawaban Benar!').waitFor();
    await expectAccessible(page, 'a solved input problem (phone, learner)');

    await page.goto(appUrl('/dashboard'));
    await page.getByText('Efisiensi Penguasaan Soal Berdasarkan Upaya').waitFor();
    await page.getByText('dari 1 soal unik dicoba').waitFor();
    // input base 20, first attempt x2
    const xp = page.locator('section[aria-labelledby="xp-title"]');
    await expect(xp.innerText()).resolves.toContain('40');
    await page.getByText('Upaya ke-1').waitFor();
    await page.getByText('Hari Ini').first().waitFor();
    await page.getByRole('link', { name: 'Lanjut Latihan' }).waitFor();
    await expectAccessible(page, 'the dashboard with activity (phone)');
    await context.close();
  });

  it('uploads a photo on Tanya Soal and lists it as Menunggu', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await logInAsNewLearner(page, database, 'dasbor');
    await page.goto(appUrl('/tanya-soal'));
    const submit = page.getByRole('button', { name: 'Kirim Soal' });
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page, 'Tanya Soal without questions (phone)');
    await page.locator('input[type="file"]').setInputFiles(photo);
    await submit.click();
    await page.getByText('Soal berhasil diunggah! Menunggu moderasi admin.').waitFor();
    await page.getByText('Daftar Pertanyaan Anda (1)').waitFor();
    await page.getByText('Menunggu').first().waitFor();
    await expectAccessible(page, 'Tanya Soal with a pending question (phone)');
    const imageLink = page.getByRole('link', { name: /Lihat Gambar/ });
    const href = await imageLink.getAttribute('href');
    const response = await page.request.get(new URL(href!, page.url()).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    await context.close();
  });
});
