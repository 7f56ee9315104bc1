import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import { type AccountsConfig, adminUsersRoutes, type Auth, authRoutes, createGuards, createSessionLookup, meRoutes, type SessionLookupFn } from './accounts';
import { createCache, type Cache } from './cache/cache';
import { createHeldResponses } from './http/held-responses';
import type { DatabaseHandle } from './db/client';
import type { Changes } from './db/content-changes';
import { commonErrors } from './http/app-error';
import { compression } from './http/compression';
import type { AppEnv } from './http/context';
import { handleError } from './http/error-handler';
import { headAsGet } from './http/head';
import { retryReadOnLostConnection } from './http/read-retry';
import { createBodyLimits } from './http/body-limits';
import { createTokenBucketLimiter } from './http/token-bucket-limiter';
import { requireSameOrigin } from './http/same-origin';
import { requireKnownHost, type KnownHosts } from './http/known-hosts';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { BASE_PATH, spaRoutes } from './http/spa';
import type { SsrRender, ViteManifest } from './http/ssr';
import { createPageDataLoader } from './ssr/page-data';
import type { TCriticalCssIndex } from './ssr/critical-css';
import {
  adminHierarchyRoutes,
  adminImagesRoutes,
  adminProblemsRoutes,
  adminTheoriesRoutes,
  type CatalogRepository,
  catalogRoutes,
  createCatalogRepository,
  createItemStats,
  createProblemReadRepository,
  type ProblemReadRepository,
  publicImagesRoutes,
} from './content';
import { adminAnalyticsRoutes, adminMailRoutes, adminQuestionsRoutes, adminReportsRoutes, questionsRoutes, reportsRoutes } from './admin';
import {
  bookmarksRoutes,
  createDashboardRepository,
  createLearningRepository,
  createMistakesRepository,
  createPracticeRepository,
  type DashboardRepository,
  dashboardRoutes,
  type LearningDeps,
  type LearningRepository,
  helpRoutes,
  learningRoutes,
  mistakesRoutes,
  nextProblemRoutes,
  type PracticeRepository,
  practiceRoutes,
  recentProblemRoutes,
  resolveTimeZone,
} from './learning';
import type { Storage } from './storage/storage';
import { createMarkupCache, type MarkupCache } from './markup/markup-cache';
import type { ProblemRenderer } from './markup/problem-rendering';
import { healthRoutes } from './health/health.routes';
import { createReadiness, type Readiness } from './readiness';
import { classesRoutes, membershipsRoutes, pupilsRoutes } from './classes';
import { adminTryoutsRoutes, createTryoutScoring, tryoutsRoutes } from './tryouts';

// A learner uploads a few photos a day; 20 at once, then one every 3 minutes, stops a script
// without hindering a class.
export const QUESTION_UPLOADS_PER_HOUR = { max: 20, windowMs: 60 * 60 * 1000 };

export type AppDeps = {
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  /** Mail about accounts and the bounds on unverified ones (services.ts). */
  accounts: AccountsConfig;
  trustedOrigins: string[];
  /** PUBLIC_URL unset: the only hosts the app answers at, and accepts same-origin writes at (http/known-hosts.ts). */
  knownHosts?: KnownHosts;
  /** better-auth's secret: the guards verify session cookies with it. */
  authSecret: string;
  trustProxy?: boolean;
  storage: Storage;
  /** Stores problems' rendered HTML in the background; admin theory edits ask it to run. */
  problemRenderer: Pick<ProblemRenderer, 'requestRun'>;
  bodyLimitBytes?: number;
  uploadLimitBytes?: number;
  uploadMaxPixels?: number;
  clock?: () => Date;
  webDistDir?: string;
  /** The server build of the SPA (dist/server/entry-server.js) and Vite's manifest: public
   * learning pages are then rendered on the server (http/ssr.ts). */
  ssr?: { render: SsrRender; manifest?: ViteManifest; criticalCss?: TCriticalCssIndex };
  storageOrigin?: string;
  /** Draining after SIGTERM: /health/ready answers 503 (main.ts). */
  readiness?: Readiness;
  /** Issue 36: the tryout jobs' runner (main.ts); a queued recalibration wakes it. Tests run jobs themselves. */
  tryoutJobs?: { wake: () => void };
};

type ContentRepos = { catalog: CatalogRepository; problems: ProblemReadRepository; practice: PracticeRepository; learning: LearningRepository; dashboard: DashboardRepository };

// `changes`: what the routes that write content, sessions or users tell once their writes have
// committed, so nothing this server holds in memory is served stale (db/content-changes.ts).
function apiRoutes(deps: AppDeps, cache: Cache, markup: MarkupCache, repos: ContentRepos, sessionLookup: SessionLookupFn, changes: Changes) {
  const { database, logger, auth } = deps;
  const db = database.db;
  const guards = createGuards(sessionLookup);
  const itemStats = createItemStats({ db, logger });
  const imageLimits = { maxBytes: deps.uploadLimitBytes ?? 10_000_000, maxPixels: deps.uploadMaxPixels ?? 40_000_000 };
  const limits = createBodyLimits({ jsonBytes: deps.bodyLimitBytes ?? 1_000_000, uploadBytes: imageLimits.maxBytes });
  // Issue 34: levels, reviews and the next step (one clock for all: TEST_CLOCK_FILE moves it in e2e).
  const clock = deps.clock ?? (() => new Date());
  const learning: LearningDeps = { repo: repos.learning, practice: repos.practice, problems: repos.problems, markup };
  const timeZones = repos.dashboard;
  const resolveZone = async (requested: string | undefined) => resolveTimeZone(requested, await timeZones.timeZoneNames());
  // Responses the same for everyone, held as sent: subtopic lists, guests' problem pages.
  const shared = createHeldResponses(cache);
  return new Hono<AppEnv>()
    .use('*', requireSameOrigin({ trustedOrigins: deps.trustedOrigins, knownHosts: deps.knownHosts }))
    // Before the handler, so it joins the response Hono builds (a route may set its own); a
    // Response made by a handler itself (better-auth's) gets it afterwards.
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    })
    .route('/health', healthRoutes({ sql: database.sql, readiness: deps.readiness ?? createReadiness() }))
    .route('/auth', authRoutes({ auth, accounts: deps.accounts, db, secret: deps.authSecret, limits, trustProxy: deps.trustProxy ?? false, trustedOrigins: deps.trustedOrigins, clock: deps.clock, lookup: sessionLookup, changes }))
    .route('/me', meRoutes({ db, auth, lookup: sessionLookup, guards, limits, clock: deps.clock }))
    .route('/admin/mail-outbox', adminMailRoutes({ db, guards }))
    .route('/admin', adminHierarchyRoutes({ db, guards, limits, changes, clock }))
    .route('/admin', adminTheoriesRoutes({ db, guards, limits, markup, problemRenderer: deps.problemRenderer, changes }))
    .route('/admin', adminProblemsRoutes({ db, guards, limits, itemStats, changes, clock, cache }))
    .route('/admin', adminAnalyticsRoutes({ db, guards, limits, changes }))
    .route('/admin', adminQuestionsRoutes({ db, guards, limits }))
    .route('/admin', adminUsersRoutes({ db, guards, limits, storage: deps.storage, logger, changes }))
    .route('/admin', adminReportsRoutes({ db, guards, limits }))
    .route('/admin', adminTryoutsRoutes({ db, guards, limits, markup, changes, clock, wakeJobs: deps.tryoutJobs?.wake }))
    .route('/admin', adminImagesRoutes({ db, guards, limits, storage: deps.storage, imageLimits, logger }))
    .route('/images', publicImagesRoutes({ storage: deps.storage }))
    .route('/catalog', catalogRoutes({ guards, markup, repo: repos.catalog, shared }))
    .route('/', practiceRoutes({ db, repo: repos.practice, guards, markup, shared, limits, trustProxy: deps.trustProxy ?? false, clock: deps.clock, learning: { repo: repos.learning }, resolveTimeZone: resolveZone }))
    .route('/', learningRoutes({ ...learning, guards, limits, clock, resolveTimeZone: resolveZone }))
    .route('/', nextProblemRoutes({ ...learning, guards }))
    .route('/', helpRoutes({ db, practice: repos.practice, markup, guards, limits, clock, resolveTimeZone: resolveZone }))
    .route('/', reportsRoutes({ db, guards, limits, clock: deps.clock }))
    .route('/bookmarks', bookmarksRoutes({ db, guards, markup, limits }))
    .route('/mistakes', mistakesRoutes({ repo: createMistakesRepository({ db }), outline: repos.learning.outline, markup, guards }))
    .route('/recent-problem', recentProblemRoutes({ db, guards, problems: repos.problems, limits }))
    .route('/', classesRoutes({ db, guards, limits, markup, clock, cache }))
    .route('/', pupilsRoutes({ db, guards, limits, changes }))
    .route('/', membershipsRoutes({ db, guards, limits, trustProxy: deps.trustProxy ?? false, clock, outline: repos.learning.outline }))
    .route('/', tryoutsRoutes({ db, guards, limits, markup, problems: repos.problems, scoring: createTryoutScoring({ db, clock }), clock }))
    .route('/dashboard', dashboardRoutes({ db, repo: repos.dashboard, guards, clock: deps.clock, learning }))
    .route(
      '/questions',
      questionsRoutes({
        db,
        guards,
        storage: deps.storage,
        markup,
        logger,
        uploadLimiter: createTokenBucketLimiter(db, 'question-upload', QUESTION_UPLOADS_PER_HOUR, deps.clock),
        imageLimits,
        bodyLimits: limits,
      }),
    );
}

// The API's routes and their types: the SPA's typed client (hc<ApiType>) is built from this.
export type ApiType = ReturnType<typeof apiRoutes>;

// Hono's requestId() header.
const REQUEST_ID = 'X-Request-Id';

export function createApp(deps: AppDeps) {
  // What the routes that write tell once committed, and what Postgres announces for other servers
  // and psql (db/content-changes.ts): the one cache drops what they changed.
  const contentChanges = deps.database.contentChanges();
  // Everything this server holds in memory (docs/adding-a-feature.md lists the holders).
  const cache = createCache({ changes: contentChanges });
  const markup = createMarkupCache(cache);
  const db = deps.database.db;
  // The problems held in memory, one read model shared by every module that shows a problem.
  const problems = createProblemReadRepository({ db, cache });
  const repos: ContentRepos = {
    catalog: createCatalogRepository({ db, cache }),
    problems,
    practice: createPracticeRepository({ db, problems }),
    learning: createLearningRepository({ db, cache }),
    dashboard: createDashboardRepository({ db, cache }),
  };
  const sessionLookup = createSessionLookup(db, deps.authSecret, cache);
  const api = apiRoutes(deps, cache, markup, repos, sessionLookup, contentChanges);
  api.all('*', () => {
    throw commonErrors.notFound();
  });

  const app = new Hono<AppEnv>();
  app.use('*', retryReadOnLostConnection({ dispatch: (request, env) => app.fetch(request, env), logger: deps.logger }));
  app.use('*', requestId());
  // Hono builds its own responses with the headers set before the handler; a Response made by a
  // handler itself (better-auth's) gets the request id afterwards, as it gets the others.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has(REQUEST_ID)) c.res.headers.set(REQUEST_ID, c.get('requestId'));
  });
  app.use('*', requestLogger(deps.logger));
  app.use('*', headAsGet());
  app.use('*', securityHeaders({ storageOrigin: deps.storageOrigin, assetPrefix: `${BASE_PATH}/assets/` }));
  // gzip for a browser, in one piece where the body is (http/compression.ts).
  app.use('*', compression());
  // Without PUBLIC_URL: nothing is served, and no link built, for a Host that is not the app's own.
  if (deps.knownHosts) app.use('*', requireKnownHost(deps.knownHosts));
  app.onError(handleError);
  app.notFound((c) => handleError(commonErrors.notFound(), c));

  app.get('/', (c) => c.redirect(`${BASE_PATH}/`, 302));
  app.get(BASE_PATH, (c) => c.redirect(`${BASE_PATH}/`, 301));
  app.route(`${BASE_PATH}/api`, api);
  const ssr = deps.ssr && {
    ...deps.ssr,
    cache,
    loadPageData: createPageDataLoader({
      db,
      repos,
      learning: { repo: repos.learning, practice: repos.practice, problems: repos.problems, markup },
      auth: deps.auth,
      lookup: sessionLookup,
      markup,
      clock: deps.clock,
    }),
  };
  app.route(BASE_PATH, spaRoutes(deps.webDistDir, ssr));
  return app;
}

export type App = ReturnType<typeof createApp>;
