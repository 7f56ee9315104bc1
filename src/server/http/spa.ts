import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context';
import { bootPreloadLinks, createSsrResponder, entryPreloadLinks, finishedPageResponse, type SsrSetup } from './ssr';

export const BASE_PATH = '/math';

// A path whose last segment has an extension (favicon.svg, assets/index-abc.js).
const FILE_NAME = /\.[^/]*$/;

// Serves the built SPA: hashed assets are immutable; the public learning pages are rendered on
// the server when `ssr` is given (http/ssr.ts); everything else falls back to index.html.
export function spaRoutes(webDistDir: string | undefined, ssr?: SsrSetup) {
  const app = new Hono<AppEnv>();
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  if (!webDistDir || !indexHtml) {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build` first.', 503));
    return app;
  }
  const root = path.relative(process.cwd(), webDistDir) || '.';
  const stripBase = (requestPath: string) => requestPath.slice(BASE_PATH.length) || '/';
  const renderPage = ssr ? createSsrResponder(indexHtml, ssr, `${BASE_PATH}/`) : null;
  const shellHtml = indexHtml.replace('</head>', `${entryPreloadLinks(ssr?.manifest, `${BASE_PATH}/`)}${bootPreloadLinks(ssr?.manifest, `${BASE_PATH}/`)}</head>`);

  const files = serveStatic<AppEnv>({ root, precompressed: true, rewriteRequestPath: stripBase });
  const cacheFor = (path: string) =>
    path.startsWith(`${BASE_PATH}/assets/`)
      ? 'public, max-age=31536000, immutable'
      : path === `${BASE_PATH}/` || path.endsWith('.html')
        ? 'no-cache'
        : 'public, max-age=3600';

  // Vite's manifest is for the server only.
  app.all('/.vite/*', (c) => c.text('Not found', 404));
  app.use('*', async (c, next) => {
    // The home page is index.html on disk, but it is rendered like the other learning pages.
    if (renderPage && c.req.path === `${BASE_PATH}/`) return next();
    // The app's pages (no file extension) are never a file: no look at the disk for them.
    if (renderPage && !FILE_NAME.test(c.req.path)) return next();
    const found = await files(c, next);
    if (!(found instanceof Response)) return;
    found.headers.set('Cache-Control', cacheFor(c.req.path));
    // serveStatic appends its own Accept-Encoding to the Vary the app set before it.
    found.headers.set('Vary', 'Accept-Encoding');
    return found;
  });
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', async (c) => {
    const rendered = renderPage ? await renderPage(c) : null;
    // A rendered page may hold the learner's own state: never kept by a shared cache. Their own
    // page (the dashboard) is all theirs: kept by no cache at all, as the API's answers.
    c.header('Cache-Control', !rendered ? 'no-cache' : rendered.kind === 'own page' ? 'private, no-store' : 'private, no-cache');
    return rendered ? finishedPageResponse(c, rendered) : c.html(shellHtml);
  });
  return app;
}
