import http from 'node:http';
import zlib from 'node:zlib';
import { BROWSER_ACCEPT_ENCODING, quantile, sleep } from './support';

// The 'class' scenario of issue 13: a class of signed-in learners on one problem. Every round the
// teacher names a problem and all learners open it at the same moment (the page's API request),
// each thinks for a while (THINK_MS, a fixed pseudo-random sequence) and answers it (a first,
// correct answer: progress, attempt and XP written); the next round starts when all have answered.
// Every learner is a browser of its own: its own keep-alive connection.

export const THINK_MS = { min: 1000, max: 4000 };

export type ClassRound = { pagePath: string; checkPath: string; body: string };

export type ClassResult = {
  rounds: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  seconds: number;
  all: number[];
  pages: number[];
  checks: number[];
};

// mulberry32: the same think times on every run.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function send(agent: http.Agent, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        // Decoded as a browser would, so a broken gzip body counts as an error.
        try {
          resolve({ status: response.statusCode ?? 0, text: (response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8') });
        } catch (error) {
          reject(error as Error);
        }
      });
      response.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error('timeout after 10 s')));
    request.on('error', reject);
    request.end(init.body);
  });
}

export function newClassResult(): ClassResult {
  return { rounds: 0, requests: 0, errors: 0, errorSamples: [], seconds: 0, all: [], pages: [], checks: [] };
}

export async function runClass(options: {
  baseUrl: string;
  cookies: string[];
  rounds: Iterable<ClassRound> | AsyncIterable<ClassRound>;
  until?: number; // stop starting rounds after this time (Date.now())
  think?: { min: number; max: number };
  result?: ClassResult;
  seed?: number;
}): Promise<ClassResult> {
  const { baseUrl, cookies, think = THINK_MS } = options;
  const result = options.result ?? newClassResult();
  const agents = cookies.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const next = random(options.seed ?? 13);
  const started = performance.now();

  const timed = async (bucket: number[], learner: number, path: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    const t0 = performance.now();
    try {
      const response = await send(agents[learner]!, `${baseUrl}${path}`, init);
      if (response.status < 200 || response.status > 299) {
        result.errors++;
        if (result.errorSamples.length < 5) result.errorSamples.push(`${response.status} ${path}: ${response.text.slice(0, 120)}`);
      }
    } catch (error) {
      result.errors++;
      if (result.errorSamples.length < 5) result.errorSamples.push(`${path}: ${String(error)}`);
    }
    const ms = performance.now() - t0;
    result.requests++;
    result.all.push(ms);
    bucket.push(ms);
  };

  try {
    for await (const round of options.rounds) {
      if (options.until !== undefined && Date.now() >= options.until) break;
      const thinks = cookies.map(() => think.min + next() * (think.max - think.min));
      await Promise.all(
        cookies.map(async (cookie, learner) => {
          await timed(result.pages, learner, round.pagePath, { method: 'GET', headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
          await sleep(thinks[learner]!);
          await timed(result.checks, learner, round.checkPath, {
            method: 'POST',
            headers: { cookie, origin: baseUrl, 'content-type': 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING },
            body: round.body,
          });
        }),
      );
      result.rounds++;
    }
  } finally {
    for (const agent of agents) agent.destroy();
  }
  result.seconds += (performance.now() - started) / 1000;
  return result;
}

export function classSummary(result: ClassResult) {
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: result.requests,
    rps: Math.round(result.requests / Math.max(result.seconds, 0.001)),
    p50: round1(quantile(result.all, 0.5)),
    p95: round1(quantile(result.all, 0.95)),
    p99: round1(quantile(result.all, 0.99)),
    pageP99: round1(quantile(result.pages, 0.99)),
    checkP99: round1(quantile(result.checks, 0.99)),
    errors: result.errors,
  };
}
