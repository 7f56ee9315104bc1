import fs from 'node:fs';
import { chromium } from 'playwright-core';
const url = process.argv[2]!;
const mode = process.argv[3] ?? 'warm';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
async function load(throttled: boolean, cold: boolean, trace: boolean) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: throttled ? 400 : 0, downloadThroughput: throttled ? 50000 : -1, uploadThroughput: throttled ? 50000 : -1 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttled ? 4 : 1 });
  if (trace) await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute', 'blink'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const paint = await page.evaluate(() => performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]));
  if (trace) await browser.stopTracing();
  console.log(mode, throttled, paint);
  await page.close();
}
if (mode === 'cold') await load(true, true, true);
else { await load(false, false, false); await load(true, false, true); }
await browser.close();
