import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PHONE } from './browser';

/** Whether a 360 px phone would have to scroll the whole page sideways, and what sticks out. */
export async function overflowAt360(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    outside: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !element.closest('[role="region"]'))
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
  }));
}

/** A learner's page at 360 px: never wider than the phone; saved as `<name>-360.png` when SHOTS_DIR is set. */
export async function shootPhone(page: Page, name: string) {
  expect(await overflowAt360(page), `${name} at 360 px`).toEqual({ scrollWidth: PHONE.width, outside: [] });
  const shotsDir = process.env.SHOTS_DIR;
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}-360.png`), fullPage: true });
}
