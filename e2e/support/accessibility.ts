import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING_IMPACTS = ['serious', 'critical'];

type Finding = { id: string; impact: string; help: string; nodes: { target: string; summary: string }[] };

// The app's Content-Security-Policy (script-src 'self') refuses an injected <script>; the DevTools
// protocol's Runtime.evaluate is not subject to it, so the page under test keeps its real CSP.
async function injectAxe(page: Page) {
  if (await page.evaluate(() => 'axe' in window)) return;
  const session = await page.context().newCDPSession(page);
  try {
    const { exceptionDetails } = await session.send('Runtime.evaluate', { expression: AXE_SOURCE });
    if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.text}`);
  } finally {
    await session.detach();
  }
}

// Runs axe-core on the page as it is now and fails on any serious or critical violation, listing
// each rule with the elements that break it.
export async function expectAccessible(page: Page, what = page.url()): Promise<void> {
  await injectAxe(page);
  // A toast or dialog fading in has blended colours; contrast is judged once it has settled. A
  // toast for a request that just finished may start a moment later: wait until a short quiet
  // spell passes with nothing animating.
  await page.evaluate(async () => {
    const running = () =>
      document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (running().length === 0) return;
    }
  });
  const findings = await page.evaluate(async (impacts): Promise<Finding[]> => {
    type AxeResult = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => impacts.includes(violation.impact ?? ''))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target.join(' '), summary: (node.failureSummary ?? '').replace(/\s+/g, ' ') })),
      }));
  }, BLOCKING_IMPACTS);
  const readable = findings.map(
    (finding) => `${finding.id} (${finding.impact}): ${finding.help}\n${finding.nodes.map((node) => `    ${node.target}: ${node.summary}`).join('\n')}`,
  );
  expect(readable, `serious or critical accessibility violations on ${what}`).toEqual([]);
}
