import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';

// Issue 30: a page whose JavaScript file does not arrive (a tab opened before a deploy asks for a
// chunk that is gone, or the line dropped) asks for it again once after a pause, reloads once,
// then says so, instead of asking again at every render (over a hundred requests a second per tab).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const FAILURE_MESSAGE = 'Versi baru aplikasi tersedia atau koneksi terputus.';
const QUIET_MS = 3_000;

/** Counts the page's requests for `chunk`, and how many there were when each document (a reload) loaded. */
function countRequests(page: Page, chunk: RegExp) {
  const counts = { chunk: 0, chunkAtEachDocument: [] as number[] };
  page.on('request', (request) => {
    if (chunk.test(request.url())) counts.chunk += 1;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counts.chunkAtEachDocument.push(counts.chunk);
  });
  return counts;
}

/** The failure message is up, and nothing more is asked for while it stands. */
async function waitForFailureMessage(page: Page, counts: object) {
  await page.getByRole('heading', { name: FAILURE_MESSAGE }).waitFor({ timeout: 20_000 });
  await page.getByText('Muat ulang halaman untuk melanjutkan.').waitFor();
  const settled = structuredClone(counts);
  await page.waitForTimeout(QUIET_MS);
  expect(counts).toEqual(settled);
}

describe('a page whose code cannot be fetched', () => {
  it('in a tab opened before a deploy (its chunk answers 404): one retry, one reload, then Muat ulang', async () => {
    const { context, page, expectBrowserError } = await newPage(browser, PHONE);
    try {
      expectBrowserError(/status of 404/);
      expectBrowserError(/ChunkLoadError/);
      const chunk = /\/assets\/categories-page-[\w-]+\.js$/;
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { name: 'Selamat Datang di Latihan Soal Matematika' }).waitFor();
      await page.getByRole('button', { name: 'Buka menu' }).click();
      // The new version is deployed: the chunk this tab knows by name is gone.
      await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));
      const counts = countRequests(page, chunk);
      await page.getByRole('link', { name: 'Latihan Soal', exact: true }).last().click();

      await waitForFailureMessage(page, counts);
      // In the open tab: the chunk and one retry, then one reload.
      expect(counts.chunkAtEachDocument).toEqual([2]);
      // The reloaded, server-rendered page: the server's preload hint for the chunk (Chromium asks
      // again when the import follows a failed preload), the import, and one retry.
      expect(counts.chunk - 2).toBeLessThanOrEqual(3);

      // The new version is there: the button brings the page.
      await page.unroute(chunk);
      await page.getByRole('button', { name: 'Muat ulang' }).click();
      await page.getByRole('heading', { name: 'Latihan Soal' }).waitFor();
      await page.getByRole('heading', { name: FAILURE_MESSAGE }).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('when the line drops: one retry, one reload, then Muat ulang', async () => {
    const { context, page, expectBrowserError } = await newPage(browser, PHONE);
    try {
      expectBrowserError(/net::ERR_INTERNET_DISCONNECTED/);
      expectBrowserError(/ChunkLoadError/);
      // The chunk of the 'Segera Hadir' page, opened directly (the app's shell, no server render).
      const chunk = /\/assets\/placeholder-page-[\w-]+\.js$/;
      await page.route(chunk, (route) => route.abort('internetdisconnected'));
      const counts = countRequests(page, chunk);
      await page.goto(appUrl('/materi'));

      await waitForFailureMessage(page, counts);
      // The first load and the one reload, each asking for the chunk and once again.
      expect(counts).toEqual({ chunk: 4, chunkAtEachDocument: [0, 2] });
      await expectAccessible(page, 'the message of a page whose code did not load (phone)');

      await page.unroute(chunk);
      await page.getByRole('button', { name: 'Muat ulang' }).click();
      await page.getByRole('heading', { name: 'Segera Hadir' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
