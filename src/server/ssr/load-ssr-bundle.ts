import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { readCriticalCssIndex, readViteManifest, type SsrRender, type ViteManifest } from '../http/ssr';
import type { TCriticalCssIndex } from './critical-css';

/**
 * The server build of the SPA (`npm run build` writes dist/server/entry-server.js beside
 * dist/web). Without it the app still works: every page is the SPA shell, as before issue 12.
 */
export async function loadSsrBundle(projectRoot: string, logger: Logger): Promise<{ render: SsrRender; manifest?: ViteManifest; criticalCss?: TCriticalCssIndex } | undefined> {
  const entry = path.join(projectRoot, 'dist', 'server', 'entry-server.js');
  if (!fs.existsSync(entry)) {
    logger.warn('dist/server/entry-server.js is missing: pages are not rendered on the server (run `npm run build`)');
    return undefined;
  }
  const bundle = (await import(pathToFileURL(entry).href)) as { render: SsrRender };
  const webDist = path.join(projectRoot, 'dist', 'web');
  return { render: bundle.render, manifest: readViteManifest(webDist), criticalCss: readCriticalCssIndex(webDist) };
}
