import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TIME_ZONE_COOKIE } from '../src/core/time-zone';
import { replaceWebBlock } from '../scripts/readme-section';
import { findDemoPages, learnerCookie, machineDescription, median, QUIET_BROWSER_FLAG, startApp } from './web-support';

// `npm run lighthouse` (issue 12): Lighthouse's mobile preset (its default: a mid-range phone,
// simulated slow 4G) on home, /latsol, a subtopic page, a problem page and the signed-in
// dashboard, against Debian's Chromium (chrome-launcher with CHROME_PATH). Starts the app like
// bench/web.ts, or uses BASE_URL (then the dashboard needs BENCH_EMAIL/BENCH_PASSWORD).
// LIGHTHOUSE_RUNS runs per page (1); the table shows medians and goes to bench/README.md.

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = `--headless=new --no-sandbox --disable-gpu ${QUIET_BROWSER_FLAG}`;
const lighthouseCli = path.resolve(import.meta.dirname, '../node_modules/lighthouse/cli/index.js');

type Report = {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
};
type Result = { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number; version: string; finalUrl: string };

function runLighthouse(url: string, cookie: string | null): Promise<Result> {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-lighthouse-')), 'report.json');
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        if (code !== 0 || !fs.existsSync(output)) throw new Error(`lighthouse exited with ${code} for ${url}`);
        const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
        if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message} (${url})`);
        const score = (name: 'performance' | 'accessibility') => Math.round((report.categories[name].score ?? 0) * 100);
        const audit = (name: string) => report.audits[name]?.numericValue ?? NaN;
        resolve({
          performance: score('performance'),
          accessibility: score('accessibility'),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          version: report.lighthouseVersion,
          finalUrl: report.finalDisplayedUrl ?? url,
        });
      } catch (error) {
        reject(error as Error);
      } finally {
        fs.rmSync(path.dirname(output), { recursive: true, force: true });
      }
    });
  });
}

// A returning learner's dashboard is rendered in the zone their browser told on an earlier visit
// (the lsm_tz cookie, decision 049): Chromium's here. Without it the page asks the API once more
// after hydration, and Chromium sends that request with its own cookie jar (lsm_tz, just set)
// instead of the extra header, without the session: Lighthouse would end at /login.
const returningLearnerZone = `${TIME_ZONE_COOKIE}=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;

async function main() {
  const app = await startApp();
  const results: { name: string; path: string; runs: Result[] }[] = [];
  try {
    const pages = await findDemoPages(app.baseUrl);
    const session = await learnerCookie(app);
    const targets = [
      { name: 'home', path: '/math/', cookie: null },
      { name: '/latsol', path: pages.latsol, cookie: null },
      { name: 'subtopic', path: pages.subtopic, cookie: null },
      { name: 'problem', path: pages.problem, cookie: null },
      ...(session ? [{ name: 'dashboard (signed in)', path: '/math/dashboard', cookie: `${session}; ${returningLearnerZone}` }] : []),
    ];
    if (!session) console.warn('dashboard skipped: BASE_URL given without BENCH_EMAIL/BENCH_PASSWORD');
    for (const target of targets) {
      const runs: Result[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        console.log(`${target.name} (${target.path}) run ${run} of ${RUNS}`);
        // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: once more.
        runs.push(await runLighthouse(app.baseUrl + target.path, target.cookie).catch(() => runLighthouse(app.baseUrl + target.path, target.cookie)));
      }
      results.push({ name: target.name, path: target.path, runs });
    }
  } finally {
    await app.stop();
  }

  const pick = (runs: Result[], key: keyof Omit<Result, 'version' | 'finalUrl'>) => median(runs.map((run) => run[key]));
  const verdict = (performance: number, accessibility: number) => (performance >= 98 && accessibility === 100 ? 'met' : 'missed');
  const lines = results.map(({ name, path: pagePath, runs }) => {
    const performance = pick(runs, 'performance');
    const accessibility = pick(runs, 'accessibility');
    // A page that sent Lighthouse elsewhere (the dashboard to /login without a session) says so.
    const landed = [...new Set(runs.map((run) => new URL(run.finalUrl).pathname))].filter((landedPath) => landedPath !== pagePath);
    const shownPath = landed.length > 0 ? `\`${pagePath}\` (ended at \`${landed.join(', ')}\`)` : `\`${pagePath}\``;
    return `| ${name} | ${shownPath} | ${performance} (${runs.map((run) => run.performance).join(' / ')}) | ${accessibility} | ${(pick(runs, 'fcp') / 1000).toFixed(1)} s | ${(pick(runs, 'lcp') / 1000).toFixed(1)} s | ${Math.round(pick(runs, 'tbt'))} ms | ${pick(runs, 'cls').toFixed(3)} | ${verdict(performance, accessibility)} |`;
  });
  const table = [
    '| page | path | performance (runs) | accessibility | FCP | LCP | TBT | CLS | >= 98 and 100 |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...lines,
  ].join('\n');
  console.log(table);
  const version = results[0]?.runs[0]?.version ?? 'unknown';
  replaceWebBlock(
    'lighthouse',
    `\`npm run lighthouse\`, ${new Date().toISOString().slice(0, 10)}, on ${machineDescription()}: Lighthouse ${version}, mobile preset (simulated throttling), ${CHROME_PATH} with \`${CHROME_FLAGS}\`, median of ${RUNS} run(s) per page; the dashboard signed in as a new learner (session cookie and the browser's zone, \`${returningLearnerZone}\`, as an extra header).\n\n${table}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
