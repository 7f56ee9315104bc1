import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { criticalCss } from './scripts/critical-css.ts';
import { katexCss } from './scripts/katex-css.ts';

const outDir = path.resolve(import.meta.dirname, 'dist/web');

// Writes .br and .gz beside every text asset so the server sends them without compressing per request.
function precompress(): Plugin {
  return {
    name: 'precompress-assets',
    // The server build (--ssr, into dist/server) is not served to browsers.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

// hono/client imports its cookie module for an argument the SPA never passes (src/web/lib/hono-client-cookie.ts).
function honoClientCookie(): Plugin {
  const replacement = path.resolve(import.meta.dirname, 'src/web/lib/hono-client-cookie.ts');
  return {
    name: 'hono-client-cookie',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../utils/cookie.js' && importer && /[\\/]hono[\\/]dist[\\/]client[\\/]client\.js$/.test(importer)) return replacement;
      return null;
    },
  };
}

export default defineConfig({
  root: 'src/web',
  base: '/math/',
  plugins: [honoClientCookie(), react(), tailwindcss(), katexCss(), criticalCss(), precompress()],
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.resolve(import.meta.dirname, 'src/web/lib/react-sync-external-store.ts') },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: the server preloads a rendered page's chunks from it (not served).
    manifest: true,
    // Chrome 98 and Safari 16 are where the bundler stops replacing native class fields (private
    // ones too) with WeakMap helpers; Chrome 99/Firefox 97 is what the stylesheet needs anyway
    // (cascade layers). docs/decisions/012-katex-fonts-and-build-target.md
    target: ['chrome99', 'edge99', 'firefox97', 'safari16', 'ios16'],
    // No preload helper: the server preloads what a page needs from the manifest (http/ssr.ts),
    // and the entry's import of the app (main.tsx) then needs nothing more. Without it the entry
    // is a few hundred bytes and no chunk carries the list of every page's imports; a page
    // reached by a link fetches its chunk's own imports as it loads them (a few small chunks).
    modulePreload: false,
    // A font inlined into the stylesheet is downloaded by every page that loads it, used or not.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Chunks of the admin area are named admin-*, so the rule above can tell them.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes('/src/web/features/admin') ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js'),
        // The libraries every page loads go in one file beside the entry: each extra file costs
        // a request and compresses on its own (worse than one larger file).
        codeSplitting: {
          groups: [
            // Vite's dynamic-import helper is all the entry needs before the first paint
            // (main.tsx): on its own, it does not drag the shared chunk in front of that paint.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            // Not TanStack's useQueries: only the admin's problem editor uses it (about 2 KB gzip),
            // and the group would otherwise put it in every learner page's framework chunk.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|wouter|regexparam|hono)[\\/](?!.*[\\/](useQueries|queriesObserver)\.js$)/ },
            // The app's shell and the pieces the learning pages share (navbar, breadcrumb, page
            // shell, query keys...): one request instead of a handful of tiny ones on a 400 ms
            // round trip. Widgets that load on demand (menus, dialogs, the toaster) and the
            // admin's components keep their own chunks; the answer fields stay with the problem page,
            // the number formats with the dashboard and admin pages, the only ones using them, and
            // the mastery levels and review dates (issue 34) with the pages that show them. The
            // question status badge (Tanya Soal, admin) and the admin pages' hooks stay with their
            // pages too: that room is what the class and assignment routes (issue 35) cost here. The
            // 'Soal yang pernah salah' link and its count (issue 52) load with the link, after the page.
            {
              name: 'shared',
              test: /src[\\/](core[\\/](problem-shapes|answer-fit|answer-mode)|problem-types[\\/](answer-forms|[a-z]+[\\/]answer-form)|web[\\/]features[\\/]practice[\\/](api[\\/]toggle-bookmark|components[\\/]bookmark-icon|use-single-flight))|src[\\/]web[\\/](lib[\\/](?!use-text-preview|api[\\/]remove-bookmark|number-format|api[\\/](get-theory|change-name|get-mistake-count)|admin-error-messages|admin-query-keys|image-error-messages|date-format|use-failure-toast|use-single-flight)|app-routes|app-shell|routes|ssr-state|session-prefetch|components[\\/](?!ui[\\/](?!icons)|admin[\\/]|load-failure-screen|answer[\\/]|person-name[\\/]|user-menu|mobile-menu|toaster\.|video-embed|level-|question-status-badge|mistakes-link))/,
            },
            // The small pieces every class and assignment page uses (issue 35), in one file rather
            // than a request each (after 'shared': what that holds stays there).
            {
              name: 'classes-common',
              test: /src[\\/]web[\\/](class-paths|features[\\/]classes[\\/](class-format|class-error-messages|teacher-name|api[\\/]class-query-keys|components[\\/](card|badge|load-error|privacy-notice|lazy-confirm-dialog)))\./,
            },
            // The same for the tryout pages (issue 36): their links, formats, refusals, the
            // tryout's own call, cards and the load error.
            {
              name: 'tryouts-common',
              test: /src[\\/](core[\\/]tryout-sitting|web[\\/](tryout-paths|features[\\/]tryouts[\\/](tryout-error-messages|tryout-format|api[\\/](tryout-query-keys|get-tryout)|components[\\/](card|load-error))))\./,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/math/api': 'http://localhost:3000' },
  },
});
