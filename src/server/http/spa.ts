import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context';

export const BASE_PATH = '/math';

// Serves the built SPA: hashed assets are immutable, everything else falls back to index.html.
export function spaRoutes(webDistDir: string | undefined) {
  const app = new Hono<AppEnv>();
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  if (!webDistDir || !indexHtml) {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build` first.', 503));
    return app;
  }
  const root = path.relative(process.cwd(), webDistDir) || '.';
  const stripBase = (requestPath: string) => requestPath.slice(BASE_PATH.length) || '/';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: stripBase,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: stripBase,
      onFound: (filePath, c) => {
        const isIndex = filePath.endsWith('index.html');
        c.header('Cache-Control', isIndex ? 'no-cache' : 'public, max-age=3600');
      },
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
