import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { AppShell } from './app-shell';
import { preloadPagesFor } from './app-routes';
import { TitleSinkContext, type TTitleSink } from './components/page-title';
import { createStaticHistory } from './lib/browser-history';
import { createQueryClient } from './lib/query-client';
import { AppRouter } from './lib/router';
import { serializeSsrState, ssrQueries, type TSsrOwnPage, type TSsrOwnPageData, type TSsrPage, type TSsrPageData } from './ssr-state';

// The server's side of the learning pages (docs/decisions/011-server-rendering.md): the same
// route table and components as the browser, rendered to HTML with the data the server loaded.
// Built by `vite build --ssr` into dist/server; src/server/http/ssr.ts calls render(). What it
// renders from (TSsrPageData) has no learner in it, only the shell class (decision 040): the page
// is shared by everyone of that class, so nothing a learner is can change what a page costs. The
// one exception is a learner's own page (TSsrOwnPageData, the dashboard, decision 049), rendered
// for them on each request and never held.

/** html goes inside #root, title into <head>, state into the SSR state element; pageSources name
 * the page modules rendered (paths below src/web) so their chunks can be preloaded. */
export type TRenderResult = { html: string; title: string; state: string; pageSources: string[] };

const BASENAME = '/math';

/** The module of each server-rendered page, below src/web: its chunks are found in Vite's manifest by it. */
export const PAGE_SOURCES: Record<TSsrPage['kind'] | TSsrOwnPage['kind'], string> = {
  home: 'features/home/home-page.tsx',
  categories: 'features/catalog/categories-page.tsx',
  category: 'features/catalog/category-page.tsx',
  topic: 'features/catalog/topic-page.tsx',
  subtopic: 'features/practice/subtopic-page.tsx',
  problem: 'features/practice/problem-page.tsx',
  dashboard: 'features/dashboard/dashboard-page.tsx',
};
const RENDER_TIMEOUT_MS = 2_000;

function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // One complete document: React would otherwise move large parts to the end of the stream
      // with inline <script>s to put them in place, which our CSP (script-src 'self') refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Waits for every lazy part (the navbar's menus) so the HTML is complete.
      onAllReady() {
        if (failed) return;
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    setTimeout(() => stream.abort(new Error('Server render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

/** `url` is the request's path and query, with the /math basename. */
export async function render(url: string, data: TSsrPageData | TSsrOwnPageData): Promise<TRenderResult> {
  const pathname = new URL(url, 'http://ssr.invalid').pathname.slice(BASENAME.length) || '/';
  await preloadPagesFor(pathname);
  const queries = ssrQueries(data);
  const queryClient = createQueryClient();
  for (const { key, data: value } of queries) queryClient.setQueryData(key, value);
  let title = '';
  const titleSink: TTitleSink = { set: (text) => (title = text) };
  const html = await renderToHtml(
    <TitleSinkContext value={titleSink}>
      <AppShell
        queryClient={queryClient}
        router={(routes) => (
          <AppRouter history={createStaticHistory(url)} basename={BASENAME}>
            {routes}
          </AppRouter>
        )}
      />
    </TitleSinkContext>,
  );
  queryClient.clear();
  return { html, title, state: serializeSsrState({ queries }), pageSources: [PAGE_SOURCES[data.page.kind]] };
}
