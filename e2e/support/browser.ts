import { chromium, type Browser, type BrowserContext, type Cookie, type Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export function appUrl(pathname: string): string {
  return `${inject('baseUrl')}/math${pathname}`;
}

// An error the app prints or throws in the browser fails the test, so a broken page cannot pass
// just because the text being waited for still appeared. A test that provokes an error on
// purpose names it with expectBrowserError, and then that error must happen.
function failTestOnBrowserErrors(context: BrowserContext): (pattern: RegExp) => void {
  const errors: string[] = [];
  const expected: RegExp[] = [];
  context.on('console', (message) => {
    // The problem page asks the HTTP cache whether its fonts are there (web/first-load.ts,
    // fetch with cache: 'only-if-cached') when the page came over what looks like a slow line,
    // as it can on a loaded test machine; Chromium logs each answer "not cached" as a failed load.
    if (message.type() === 'error' && !message.text().includes('net::ERR_CACHE_MISS')) errors.push(`console.error at ${message.page()?.url()}: ${message.text()}`);
  });
  context.on('weberror', (webError) => errors.push(`uncaught at ${webError.page()?.url()}: ${webError.error().message}`));
  onTestFinished(() => {
    const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
    const missing = expected.filter((pattern) => !errors.some((error) => pattern.test(error)));
    expect({ unexpected, missing }, 'errors in the browser').toEqual({ unexpected: [], missing: [] });
  });
  return (pattern) => void expected.push(pattern);
}

type TTestPage = { context: BrowserContext; page: Page; expectBrowserError: (pattern: RegExp) => void };

export async function newPage(browser: Browser, viewport = LAPTOP): Promise<TTestPage> {
  const context = await browser.newContext({ viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const expectBrowserError = failTestOnBrowserErrors(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, expectBrowserError };
}

/**
 * `run` on a page with JavaScript turned off (what a phone shows before the app's code arrives),
 * carrying `cookies` (a signed-in learner's session); the page's context is closed afterwards.
 */
export async function withoutJavaScript(browser: Browser, { viewport = LAPTOP, cookies = [] }: { viewport?: { width: number; height: number }; cookies?: Cookie[] }, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  try {
    await context.addCookies(cookies);
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}
