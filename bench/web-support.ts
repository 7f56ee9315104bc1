import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../src/server/db/client';
import { runningEmbeddedUrl } from '../src/server/db/embedded';
import { createUserWithPassword } from '../src/server/db/factories';
import { signIn, startServer } from './support';

// Shared by bench/web.ts and bench/lighthouse.ts (issue 12): the app under test and the demo
// pages to load.

const root = path.resolve(import.meta.dirname, '..');

export type App = {
  baseUrl: string;
  // The DATA_DIR of a server started here (its embedded Postgres can be written to); null for BASE_URL.
  dataDir: string | null;
  stop: () => Promise<void>;
};

/** BASE_URL when given; else the real server on a fresh DATA_DIR with the demo seed, as `npm start` runs it. */
export async function startApp(): Promise<App> {
  const given = process.env.BASE_URL?.replace(/\/+$/, '');
  if (given) return { baseUrl: given, dataDir: null, stop: async () => {} };
  // Always the current source, built as `npm start` builds it (the browser's and the server's
  // bundles, in production mode): a dist/ left by a test run is not what learners get.
  console.log('building the app (npm run build)');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const server = await startServer({ SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
  return { baseUrl: server.baseUrl, dataDir: server.dataDir, stop: server.stop };
}

/** A signed-in learner's cookie: a new account on a server started here, or BENCH_EMAIL/BENCH_PASSWORD. */
export async function learnerCookie(app: App): Promise<string | null> {
  if (app.dataDir) {
    const database = createDatabase(runningEmbeddedUrl(app.dataDir)!, { maxConnections: 1 });
    try {
      const email = `bench-web-${Date.now()}@contoh.id`;
      await createUserWithPassword(database.db, { email, password: 'bench-password-123' });
      return await signIn(app.baseUrl, email, 'bench-password-123');
    } finally {
      await database.close();
    }
  }
  const { BENCH_EMAIL: email, BENCH_PASSWORD: password } = process.env;
  return email && password ? signIn(app.baseUrl, email, password) : null;
}

type Codes = { categoryId: string; topicId: string; subtopicId: string };
export type DemoPages = {
  latsol: string;
  subtopic: string;
  // Selector of the subtopic page's content: a link to one of its problems.
  subtopicContent: string;
  problem: string;
  otherProblem: string;
  problemType: string;
};

async function getJson<T>(baseUrl: string, apiPath: string): Promise<T> {
  const response = await fetch(`${baseUrl}/math/api/catalog${apiPath}`);
  if (!response.ok) throw new Error(`GET ${apiPath}: ${response.status}`);
  return (await response.json()) as T;
}

const segment = encodeURIComponent;

/**
 * The first subtopic (in catalog order) with two problems whose question has maths, and of a type
 * the bench can answer by clicking or typing (mcq, mcma, input). Paths are under /math.
 */
export async function findDemoPages(baseUrl: string): Promise<DemoPages> {
  const { categories } = await getJson<{ categories: { categoryId: string }[] }>(baseUrl, '/categories');
  for (const { categoryId } of categories) {
    const { topics } = await getJson<{ topics: { topicId: string }[] }>(baseUrl, `/categories/${segment(categoryId)}`);
    for (const { topicId } of topics) {
      const { subtopics } = await getJson<{ subtopics: { subtopicId: string }[] }>(baseUrl, `/categories/${segment(categoryId)}/topics/${segment(topicId)}`);
      for (const { subtopicId } of subtopics) {
        const codes: Codes = { categoryId, topicId, subtopicId };
        const subtopicPath = `/categories/${segment(categoryId)}/topics/${segment(topicId)}/subtopics/${segment(subtopicId)}`;
        const { problems } = await getJson<{ problems: { problemId: string }[] }>(baseUrl, subtopicPath);
        const withMaths: { problemId: string; type: string }[] = [];
        for (const { problemId } of problems) {
          const { problem } = await getJson<{ problem: { type: string; questionHtml: string } }>(baseUrl, `${subtopicPath}/problems/${segment(problemId)}`);
          if (problem.questionHtml.includes('class="katex"') && ['mcq', 'mcma', 'input'].includes(problem.type)) withMaths.push({ problemId, type: problem.type });
          if (withMaths.length === 2) break;
        }
        if (withMaths.length < 2) continue;
        const subtopic = `/math/latsol/${segment(codes.categoryId)}/${segment(codes.topicId)}/${segment(codes.subtopicId)}`;
        return {
          latsol: '/math/latsol',
          subtopic,
          subtopicContent: `main a[href^="${subtopic}/"]`,
          problem: `${subtopic}/${segment(withMaths[0]!.problemId)}`,
          otherProblem: `${subtopic}/${segment(withMaths[1]!.problemId)}`,
          problemType: withMaths[0]!.type,
        };
      }
    }
  }
  throw new Error('no subtopic with two problems with maths: is the demo content seeded?');
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const machineDescription = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/**
 * Chromium 156 loads its omnibox and "AI mode" popups (400-odd chrome:// modules, in renderers of
 * their own) with every new tab: on two cores that work competes with the page being measured,
 * and no learner's phone does it inside the page's time. Both benchmarks leave it out.
 */
export const QUIET_BROWSER_FLAG = '--disable-features=OmniboxPopupWebUIContent,OmniboxAimPopupWebUIContent,OmniboxPopupWebUIBaseContent';
