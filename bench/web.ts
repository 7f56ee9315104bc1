import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';
import { replaceWebBlock } from '../scripts/readme-section';
import { findDemoPages, machineDescription, median, QUIET_BROWSER_FLAG, startApp, type DemoPages } from './web-support';

// `npm run bench:web` (issue 12): how the learning pages load on a low-end phone on slow mobile
// data. Debian's Chromium through playwright-core, throttled over CDP (400 kbps down and up,
// 400 ms round trip, 4x slower CPU). Starts the app on a fresh DATA_DIR with the demo seed, or
// uses BASE_URL. Each scenario runs BENCH_RUNS times (3); the table shows medians and goes to
// bench/README.md ("Web (issue 12)", block "browser").

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const THROTTLE = { latencyMs: 400, kbps: 400, cpuRate: 4 };
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const TIMEOUT_MS = 60_000;

// What "visible" means on each page. The question container of the problem page holds the
// question's HTML; rendered maths are KaTeX's spans.
const QUESTION_WITH_MATHS = '.question-content .katex';
const LATSOL_CONTENT = 'main a[href^="/math/latsol/"]';

type Visit = {
  fcp: number | null;
  content: number | null;
  usable: number | null;
  fonts: number | null;
  totalBytes: number;
  documentBytes: number;
  requests: number;
};

type ProbeOptions = { contentSelector: string; probeForm: boolean };
type BenchState = { content: number | null; usable: number | null; done: boolean };

// Runs in the page from its first script on. Notes when the content selector first matches a
// laid-out element, and (problem page) when the answer form is usable: React is attached to
// its inputs, and choosing an answer (clicking an option not yet chosen, or typing a new value)
// enables the check button. Until then it keeps probing, every 20 ms, so a form that is only
// server-rendered HTML does not count.
function installProbe({ contentSelector, probeForm }: ProbeOptions) {
  const state: BenchState = { content: null, usable: null, done: false };
  (window as unknown as { __bench: BenchState }).__bench = state;
  let probes = 0;
  let waitingForProbe = false;
  const hasReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const checkButton = () =>
    [...document.querySelectorAll<HTMLButtonElement>('form button[type="submit"]')].find((button) => /Cek Jawaban/.test(button.textContent ?? ''));
  const tick = () => {
    const now = performance.now();
    if (state.content === null) {
      const element = document.querySelector(contentSelector);
      if (element && element.getBoundingClientRect().width > 0) state.content = now;
    }
    if (probeForm && state.usable === null) {
      const button = checkButton();
      const form = button?.closest('form');
      if (button && form) {
        if (waitingForProbe && !button.disabled) state.usable = now;
        waitingForProbe = false;
        const inputs = [...form.querySelectorAll<HTMLInputElement>('input:not([disabled])')];
        const first = inputs[0];
        if (state.usable === null && first && hasReact(first)) {
          probes += 1;
          if (first.type === 'text') {
            const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
            setValue.call(first, String(probes));
            first.dispatchEvent(new Event('input', { bubbles: true }));
          } else {
            inputs.find((input) => !input.checked)?.click();
          }
          waitingForProbe = true;
        }
      }
    }
    state.done = state.content !== null && (!probeForm || state.usable !== null);
    if (!state.done) setTimeout(tick, 20);
  };
  setTimeout(tick, 0);
}

async function throttle(cdp: CDPSession, isOn: boolean) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: isOn ? THROTTLE.latencyMs : 0,
    downloadThroughput: isOn ? (THROTTLE.kbps * 1000) / 8 : -1,
    uploadThroughput: isOn ? (THROTTLE.kbps * 1000) / 8 : -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: isOn ? THROTTLE.cpuRate : 1 });
}

/** One page load in a new tab of `context`: timings from navigation start, bytes from CDP. */
async function visit(context: BrowserContext, url: string, options: ProbeOptions & { isCold: boolean; isThrottled: boolean }): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: options.isCold });
  await throttle(cdp, options.isThrottled);

  const types = new Map<string, string>();
  const inFlight = new Set<string>();
  let totalBytes = 0;
  let documentBytes = 0;
  let requests = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId);
    types.set(event.requestId, event.type ?? 'Other');
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
    requests += 1;
    totalBytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Document') documentBytes += event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });

  // tsx (esbuild keepNames) wraps named functions in __name(), which the page does not have.
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await page.addInitScript(installProbe, { contentSelector: options.contentSelector, probeForm: options.probeForm });
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  try {
    await page.waitForFunction(() => (window as unknown as { __bench?: BenchState }).__bench?.done === true, undefined, { timeout: TIMEOUT_MS, polling: 100 });
  } catch (error) {
    const seen = await page
      .evaluate(() => JSON.stringify({ state: (window as unknown as { __bench?: BenchState }).__bench, text: document.body?.innerText.slice(0, 300) }))
      .catch(() => 'page not readable');
    throw new Error(`${url}: not ready within ${TIMEOUT_MS} ms (${seen})`, { cause: error });
  }
  // Count what the page still fetches for this view (fonts, images): until the network is quiet for 1 s.
  const quietBy = Date.now() + 30_000;
  while ((inFlight.size > 0 || Date.now() - lastActivity < 1000) && Date.now() < quietBy) await page.waitForTimeout(100);

  const timings = await page.evaluate(() => {
    const state = (window as unknown as { __bench: BenchState }).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(woff2?|ttf)(\?|$)/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    // Server-rendered content is in the DOM before the stylesheet lets the browser paint it:
    // nothing is visible before the first contentful paint.
    const content = state.content === null ? null : Math.max(state.content, fcp ?? 0);
    return { fcp, content, usable: state.usable, fonts: fonts.length > 0 ? Math.max(...fonts) : null };
  });
  await page.close();
  return { ...timings, totalBytes, documentBytes, requests };
}

type Scenario = { name: string; visits: Visit[] };

async function runOnce(browser: Browser, baseUrl: string, pages: DemoPages, scenarios: Map<string, Visit[]>) {
  const record = (name: string, result: Visit) => scenarios.set(name, [...(scenarios.get(name) ?? []), result]);
  const problem = { contentSelector: QUESTION_WITH_MATHS, probeForm: true };
  const newContext = () => browser.newContext({ ...PHONE, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });

  // Cold: a new profile and the cache disabled.
  let context = await newContext();
  record('problem cold', await visit(context, baseUrl + pages.problem, { ...problem, isCold: true, isThrottled: true }));
  await context.close();

  // Warm: the page was opened once before (unthrottled), then opened again, then another problem.
  context = await newContext();
  await visit(context, baseUrl + pages.problem, { ...problem, isCold: false, isThrottled: false });
  record('problem warm, same page', await visit(context, baseUrl + pages.problem, { ...problem, isCold: false, isThrottled: true }));
  record('problem warm, another problem', await visit(context, baseUrl + pages.otherProblem, { ...problem, isCold: false, isThrottled: true }));
  await context.close();

  context = await newContext();
  record('/latsol cold', await visit(context, baseUrl + pages.latsol, { contentSelector: LATSOL_CONTENT, probeForm: false, isCold: true, isThrottled: true }));
  await context.close();
  context = await newContext();
  record('subtopic cold', await visit(context, baseUrl + pages.subtopic, { contentSelector: pages.subtopicContent, probeForm: false, isCold: true, isThrottled: true }));
  await context.close();
}

const seconds = (ms: number | null) => (ms === null ? 'n/a' : (ms / 1000).toFixed(2));
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

type Row = { name: string; values: (number | null)[]; format: (value: number | null) => string; unit: string; target?: number };

function rows(scenarios: Scenario[]): Row[] {
  const get = (name: string) => scenarios.find((scenario) => scenario.name === name)?.visits ?? [];
  const time = (name: string, label: string, pick: (visit: Visit) => number | null, target?: number): Row => ({
    name: `${name}: ${label}`,
    values: get(name).map(pick),
    format: seconds,
    unit: 's',
    ...(target === undefined ? {} : { target: target * 1000 }),
  });
  const bytes = (name: string, label: string, pick: (visit: Visit) => number, target?: number): Row => ({
    name: `${name}: ${label}`,
    values: get(name).map(pick),
    format: (value) => (value === null ? 'n/a' : kib(value)),
    unit: 'KiB',
    ...(target === undefined ? {} : { target: target * 1024 }),
  });
  return [
    time('problem cold', 'first contentful paint', (v) => v.fcp),
    time('problem cold', 'question with maths visible', (v) => v.content, 2.5),
    time('problem cold', 'answer form usable', (v) => v.usable, 4),
    time('problem cold', 'KaTeX fonts loaded', (v) => v.fonts),
    bytes('problem cold', 'transferred', (v) => v.totalBytes),
    time('problem warm, same page', 'question with maths visible', (v) => v.content, 1),
    time('problem warm, same page', 'answer form usable', (v) => v.usable),
    bytes('problem warm, same page', 'transferred besides the document', (v) => v.totalBytes - v.documentBytes),
    time('problem warm, another problem', 'question with maths visible', (v) => v.content, 1),
    bytes('problem warm, another problem', 'transferred besides the document', (v) => v.totalBytes - v.documentBytes, 15),
    bytes('problem warm, another problem', 'document', (v) => v.documentBytes),
    time('/latsol cold', 'first contentful paint', (v) => v.fcp),
    time('/latsol cold', 'categories visible', (v) => v.content),
    bytes('/latsol cold', 'transferred', (v) => v.totalBytes),
    time('subtopic cold', 'first contentful paint', (v) => v.fcp),
    time('subtopic cold', 'problem list visible', (v) => v.content),
    bytes('subtopic cold', 'transferred', (v) => v.totalBytes),
  ];
}

function table(all: Row[]): string {
  const lines = all.map((row) => {
    const present = row.values.filter((value): value is number => value !== null);
    const middle = present.length === row.values.length && present.length > 0 ? median(present) : null;
    const target = row.target === undefined ? '' : `<= ${row.format(row.target)} ${row.unit}`;
    const verdict = row.target === undefined ? '' : middle !== null && middle <= row.target ? 'met' : 'missed';
    return `| ${row.name} | ${row.format(middle)} ${row.unit} | ${row.values.map(row.format).join(' / ')} | ${target} | ${verdict} |`;
  });
  return ['| measurement | median | runs | target | verdict |', '| --- | ---: | --- | --- | --- |', ...lines].join('\n');
}

async function main() {
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', QUIET_BROWSER_FLAG],
  });
  const chromiumVersion = browser.version();
  const scenarios = new Map<string, Visit[]>();
  let pages: DemoPages | undefined;
  try {
    pages = await findDemoPages(app.baseUrl);
    console.log(`problem ${pages.problem} (${pages.problemType}), other ${pages.otherProblem}, subtopic ${pages.subtopic}`);
    for (let run = 1; run <= RUNS; run += 1) {
      console.log(`run ${run} of ${RUNS}`);
      await runOnce(browser, app.baseUrl, pages, scenarios);
    }
  } finally {
    await browser.close();
    await app.stop();
  }

  if (!pages) return;
  const output = table(rows([...scenarios].map(([name, visits]) => ({ name, visits }))));
  console.log(output);
  const date = new Date().toISOString().slice(0, 10);
  const target = process.env.BASE_URL ? process.env.BASE_URL : 'the app started by the script (NODE_ENV=production, demo seed, fresh DATA_DIR)';
  replaceWebBlock(
    'browser',
    `\`npm run bench:web\`, ${date}, on ${machineDescription()}; Chromium ${chromiumVersion} (playwright-core, headless, \`${QUIET_BROWSER_FLAG}\`), against ${target}. ` +
      `Phone viewport 360x740 at 2x; over CDP: ${THROTTLE.kbps} kbps down and up, ${THROTTLE.latencyMs} ms latency, CPU ${THROTTLE.cpuRate}x slower. ` +
      `Cold: new profile, cache disabled. Warm: the problem page opened once unthrottled in the same profile, then opened again, then another problem of the same subtopic. ` +
      `Times from navigation start; "visible" = the content is in the page and the first contentful paint has happened (the later of the two); "answer form usable" = React attached to the inputs and choosing an answer enables 'Cek Jawaban'; bytes = encoded bytes received (headers included) until the network is quiet for 1 s. ` +
      `Median of ${RUNS} runs (each run listed). Pages: problem \`${pages.problem}\` (${pages.problemType}), another problem \`${pages.otherProblem}\`, subtopic \`${pages.subtopic}\`.\n\n${output}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
