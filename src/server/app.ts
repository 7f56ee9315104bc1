import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import { SIGN_IN_PER_ACCOUNT, type Auth } from './auth/auth';
import { createGuards } from './auth/guards';
import type { DatabaseHandle } from './db/client';
import { commonErrors } from './http/app-error';
import type { AppEnv } from './http/context';
import { handleError } from './http/error-handler';
import { createFixedWindowLimiter } from './http/fixed-window-limiter';
import { requireSameOrigin } from './http/same-origin';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { BASE_PATH, spaRoutes } from './http/spa';
import { adminMailRoutes } from './modules/admin-mail/admin-mail.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { questionsRoutes } from './modules/questions/questions.routes';
import type { Storage } from './storage/storage';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createMarkupCache } from './modules/practice/markup-cache';
import { practiceRoutes } from './modules/practice/practice.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { healthRoutes } from './modules/health/health.routes';
import { meRoutes } from './modules/me/me.routes';

// A learner uploads a few photos a day; 20 an hour stops a script without hindering a class.
export const QUESTION_UPLOADS_PER_HOUR = { max: 20, windowMs: 60 * 60 * 1000 };

export type AppDeps = {
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  trustedOrigins: string[];
  trustProxy?: boolean;
  storage: Storage;
  bodyLimitBytes?: number;
  uploadLimitBytes?: number;
  uploadMaxPixels?: number;
  clock?: () => Date;
  webDistDir?: string;
  storageOrigin?: string;
};

export function createApp(deps: AppDeps) {
  const { database, logger, auth } = deps;
  const db = database.db;
  const guards = createGuards(db);
  const accountLimiter = createFixedWindowLimiter(db, 'sign-in-account', SIGN_IN_PER_ACCOUNT);
  const uploadLimits = { maxBytes: deps.uploadLimitBytes ?? 10_000_000, maxPixels: deps.uploadMaxPixels ?? 40_000_000 };
  const api = new Hono<AppEnv>();
  const tooLarge = () => {
    throw commonErrors.bodyTooLarge();
  };
  const jsonLimit = bodyLimit({ maxSize: deps.bodyLimitBytes ?? 1_000_000, onError: tooLarge });
  // Multipart overhead on top of the file itself; the file's own size is checked again exactly.
  const uploadLimit = bodyLimit({ maxSize: uploadLimits.maxBytes + 64 * 1024, onError: tooLarge });
  api.use('*', (c, next) => (c.req.method === 'POST' && c.req.path === `${BASE_PATH}/api/questions` ? uploadLimit(c, next) : jsonLimit(c, next)));
  api.use('*', requireSameOrigin(deps.trustedOrigins));
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.route('/health', healthRoutes({ sql: database.sql }));
  api.route('/auth', authRoutes({ auth, accountLimiter, trustProxy: deps.trustProxy ?? false }));
  api.route('/me', meRoutes({ db, auth }));
  api.route('/admin/mail-outbox', adminMailRoutes({ db, guards }));
  const markup = createMarkupCache();
  api.route('/catalog', catalogRoutes({ db, guards, markup }));
  api.route('/', practiceRoutes({ db, guards, markup }));
  api.route('/', reportsRoutes({ db, guards }));
  api.route('/bookmarks', bookmarksRoutes({ db, guards, markup }));
  api.route('/dashboard', dashboardRoutes({ db, guards, clock: deps.clock }));
  api.route(
    '/questions',
    questionsRoutes({
      db,
      guards,
      storage: deps.storage,
      markup,
      logger,
      uploadLimiter: createFixedWindowLimiter(db, 'question-upload', QUESTION_UPLOADS_PER_HOUR),
      limits: uploadLimits,
    }),
  );
  api.all('*', () => {
    throw commonErrors.notFound();
  });

  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use('*', requestLogger(logger));
  app.use('*', securityHeaders({ storageOrigin: deps.storageOrigin }));
  app.use('*', compress());
  app.onError(handleError);
  app.notFound((c) => handleError(commonErrors.notFound(), c));

  app.get('/', (c) => c.redirect(`${BASE_PATH}/`, 302));
  app.get(BASE_PATH, (c) => c.redirect(`${BASE_PATH}/`, 301));
  app.route(`${BASE_PATH}/api`, api);
  app.route(BASE_PATH, spaRoutes(deps.webDistDir));
  return app;
}

export type App = ReturnType<typeof createApp>;
