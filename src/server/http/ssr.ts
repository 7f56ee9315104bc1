import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { render as renderPage } from '../../web/entry-server';
import { jsonForScript, SSR_STATE_ELEMENT_ID, SSR_TAIL_ELEMENT_ID, type TSsrOwnPageData, type TSsrPageData, type TSsrTail } from '../../web/ssr-state';
import { APP_MODULES_META, PAGE_FONTS_META, type TPageFont } from '../../web/first-load';
import type { PageDataLoader } from '../ssr/page-data';
import { createCriticalCss, type TCriticalCssIndex } from '../ssr/critical-css';
import { katexFontFace, katexFontsIn } from '../markup/katex-fonts';
import { createCache, type Cache } from '../cache/cache';
import { AppError } from './app-error';
import { acceptsGzip, encodeText, sendEncoded, textResponse, type EncodedText } from './compression';
import type { AppEnv } from './context';
import { allowInlineStyles } from './security-headers';
import { escapeHtml } from '../ssr/escape-html';

// Server rendering of the public learning pages (docs/decisions/011-server-rendering.md): the
// SPA's index.html with the page's HTML inside #root, its title, its data for hydration, and
// preload links for the page's own chunks and stylesheets. A page is rendered once for everyone
// of its shell class and held; a signed-in learner's account and progress follow it in a data tail
// (decision 040). A learner's own page (the dashboard, decision 049) is rendered for them on each
// request and never held. Anything that goes wrong (unknown page, database down, render error or
// timeout) answers the plain SPA shell instead, never a 500.

export type SsrRender = typeof renderPage;

/** Vite's build manifest (build.manifest), keyed by source path below src/web. */
export type ViteManifest = Record<string, { file: string; css?: string[]; assets?: string[]; imports?: string[]; isEntry?: boolean }>;

/** `cache`: the app's one (the pages it holds are dropped with every content change). */
export type SsrSetup = { render: SsrRender; loadPageData: PageDataLoader; manifest?: ViteManifest; criticalCss?: TCriticalCssIndex; cache?: Cache };

// A page rendered for everyone in its shell class (decision 040): its document up to `</body>`,
// the rest of it, and the hash of the CSS it inlines (for the CSP). A signed-in learner's data tail
// goes between the two.
type SharedPage = { start: string; close: string; styleHash: string | null };

/**
 * A rendered page as sent: the page shared by a signed-in shell class with the learner's data
 * tail; a guest's page as held, encoded; or a learner's own page, made for them alone.
 */
export type FinishedPage =
  | { kind: 'shared page'; page: SharedPage; tail: TSsrTail }
  | { kind: 'held page'; body: EncodedText }
  | { kind: 'own page'; html: string };

/** The page's document, gzip-compressed for a browser (http/compression.ts). */
export function finishedPageResponse(c: Context, finished: FinishedPage): Response {
  if (finished.kind === 'own page') return textResponse(c, finished.html, HTML);
  if (finished.kind === 'held page') return sendEncoded(c, finished.body, HTML);
  const { page, tail } = finished;
  const tailScript = `<script type="application/json" id="${SSR_TAIL_ELEMENT_ID}">${jsonForScript(JSON.stringify(tail))}</script>`;
  return textResponse(c, `${page.start}${tailScript}${page.close}`, HTML);
}

const HTML = 'text/html; charset=UTF-8';

/** The chunks (JS and CSS) a page module needs besides what index.html already loads, and its fonts. */
export function pageAssets(manifest: ViteManifest | undefined, sources: string[], base: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const fonts = new Set<string>();
  if (!manifest) return { scripts: [], styles: [], fonts: [] };
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const asset of chunk.assets ?? []) if (asset.endsWith('.woff2')) fonts.add(asset);
    for (const imported of chunk.imports ?? []) collect(imported, into, seen);
  };
  // What the entry loads, and what it loads after the first paint (the app, boot.tsx): neither
  // is the page's own.
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry || key === BOOT_SOURCE) collect(key, entryFiles, new Set());
  for (const source of sources) collect(source, scripts, new Set());
  const entryStyles = new Set(Object.values(manifest).filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.css ?? []));
  return {
    scripts: [...scripts].filter((file) => !entryFiles.has(file)).map((file) => `${base}${file}`),
    styles: [...styles].filter((file) => !entryStyles.has(file)).map((file) => `${base}${file}`),
    fonts: [...fonts].map((file) => `${base}${file}`),
  };
}

/** The app's module, which the entry (main.tsx) imports once a server-rendered page is painted. */
export const BOOT_SOURCE = 'boot.tsx';

/**
 * modulepreload links for the app (boot.tsx and what it imports), for the SPA shell: a page the
 * server did not render shows nothing until the app runs, so its modules start loading with the
 * HTML rather than after the entry has run.
 */
export function bootPreloadLinks(manifest: ViteManifest | undefined, base: string): string {
  if (!manifest?.[BOOT_SOURCE]) return '';
  return preloadLinks(manifest, [BOOT_SOURCE], base);
}

/**
 * modulepreload links for what the entry itself imports (Vite's dynamic-import helper): the
 * build does not write them (build.modulePreload is off), and without them the entry would
 * fetch its import only once it has arrived itself, a round trip later.
 */
export function entryPreloadLinks(manifest: ViteManifest | undefined, base: string): string {
  if (!manifest) return '';
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return entry ? preloadLinks(manifest, entry.imports ?? [], base) : '';
}

/**
 * The app's modules (boot.tsx and what it imports), listed in a <meta> of a rendered page. The
 * entry fetches them all at once (web/first-load.ts): importing boot.tsx alone would fetch its
 * imports, React among them, only once it has arrived, a round trip later.
 */
function appModulesMeta(manifest: ViteManifest | undefined, base: string): string {
  if (!manifest?.[BOOT_SOURCE]) return '';
  const urls = moduleFiles(manifest, [BOOT_SOURCE]).map((file) => `${base}${file}`);
  return `<meta name="${APP_MODULES_META}" content="${escapeHtml(urls.join(' '))}">`;
}

/** The <meta> that lists a page's KaTeX fonts for the entry, with KaTeX's descriptors for each. */
function pageFontsMeta(fontUrls: string[]): string {
  const fonts: TPageFont[] = fontUrls.flatMap((url) => {
    const face = katexFontFace(url);
    return face ? [{ ...face, url }] : [];
  });
  return fonts.length === 0 ? '' : `<meta name="${PAGE_FONTS_META}" content="${escapeHtml(JSON.stringify(fonts))}">`;
}

function preloadLinks(manifest: ViteManifest, roots: string[], base: string): string {
  return moduleFiles(manifest, roots)
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(`${base}${file}`)}">`)
    .join('');
}

function moduleFiles(manifest: ViteManifest, roots: string[]): string[] {
  const files: string[] = [];
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const root of roots) collect(root);
  return files;
}

export function readViteManifest(webDistDir: string): ViteManifest | undefined {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest) : undefined;
}

/** The build's first-paint CSS tree (scripts/critical-css.ts), when there is one. */
export function readCriticalCssIndex(webDistDir: string): TCriticalCssIndex | undefined {
  const file = path.join(webDistDir, '.vite', 'critical-css.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TCriticalCssIndex) : undefined;
}

/** Marks the whole stylesheet a rendered page loads without blocking; main.tsx applies it. */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

/**
 * The page with its first-paint CSS inlined and the whole stylesheet left for after the paint:
 * Chromium holds the first paint for a stylesheet even at the end of <body>, and any request made
 * before the paint shares the line with it. So the stylesheet is linked `disabled` (not fetched)
 * and main.tsx enables it once the page is painted; <noscript> links it plainly for a browser
 * without JavaScript. Unchanged when index.html does not link it the way Vite writes it.
 */
export function inlineFirstPaintCss(head: string, tail: string, href: string, css: string): { head: string; tail: string } | null {
  const link = `<link rel="stylesheet" crossorigin href="${href}">`;
  if (!head.includes(link) || !tail.includes('</body>') || /<\/style/i.test(css)) return null;
  const deferred = `<link rel="stylesheet" crossorigin href="${href}" disabled ${DEFERRED_STYLESHEET_ATTRIBUTE}><noscript>${link}</noscript>`;
  return { head: head.replace(link, `<style>${css}</style>`), tail: tail.replace('</body>', `${deferred}</body>`) };
}

export function createSsrResponder(indexHtml: string, setup: SsrSetup, base: string) {
  const [beforeRoot, afterRoot] = indexHtml.split('<div id="root"></div>');
  if (beforeRoot === undefined || afterRoot === undefined) throw new Error('index.html has no empty <div id="root"></div>');
  const firstPaintCss = setup.criticalCss ? createCriticalCss(setup.criticalCss, setup.cache) : null;
  // The app is fetched after the first paint (main.tsx), so nothing but what that paint needs
  // shares the line before it; only the entry's own import is preloaded.
  const appPreloads = entryPreloadLinks(setup.manifest, base) + appModulesMeta(setup.manifest, base);

  const finishHtml = async (pageUrl: string, data: TSsrPageData | TSsrOwnPageData): Promise<{ html: string; styleHash: string | null }> => {
    const page = await setup.render(pageUrl, data);
    const assets = pageAssets(setup.manifest, page.pageSources, base);
    // The KaTeX fonts this page's maths use (KaTeX_Main-Regular-<hash>.woff2...).
    const fonts = katexFontsIn(page.html).flatMap((font) => assets.fonts.filter((href) => href.includes(`/${font}-`)));
    // A problem page's fonts are the entry's to load (web/first-load.ts): at once on a fast
    // line, after the app's code on a slow one, where the learner waits for the answer form.
    // Other pages preload theirs: they work without the app (links), and a list of formulas
    // moves a lot when its fonts swap in late.
    const entryLoadsFonts = data.page.kind === 'problem';
    const headLinks = [
      ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
      ...(entryLoadsFonts ? [pageFontsMeta(fonts)] : fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`)),
      ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
      appPreloads,
    ].join('');
    const head = beforeRoot.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`).replace('</head>', `${headLinks}</head>`);
    const state = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${page.state}</script>`;
    const critical = firstPaintCss && setup.criticalCss ? firstPaintCss(page.html, { withoutKatexFonts: entryLoadsFonts }) : null;
    const inlined = critical && setup.criticalCss ? inlineFirstPaintCss(head, afterRoot, setup.criticalCss.href, critical.css) : null;
    const html = critical && inlined ? `${inlined.head}<div id="root">${page.html}</div>${state}${inlined.tail}` : `${head}<div id="root">${page.html}</div>${state}${afterRoot}`;
    return { html, styleHash: critical && inlined ? critical.hash : null };
  };
  // The page is a pure function of the address, the shell class and content: everyone of its shell
  // class opening the same problem gets it from here instead of rendering it again (rendering
  // costs about ten times the API's JSON answer; decision 024), until content changes
  // (cache/cache.ts). Requests for a page being rendered wait for that render: a class opening a
  // shared link at the same moment costs one render, not forty. Two bytes a character: KaTeX's
  // output makes a two-byte string.
  const sharedPages = (setup.cache ?? createCache()).holder<SharedPage>('server-rendered pages', {
    sizeOf: (page) => 2 * (page.start.length + page.close.length),
    tags: () => ['content'],
  });
  // A guest's page (the guest shell has no data tail) held only as it goes over the wire,
  // gzip-compressed or not, with the hash of its inlined CSS: a tenth of the page held as text
  // (9.5 KB against 88 KB for a problem's page), and no compression per request (bench/README.md,
  // issue 50).
  const guestBodies = (setup.cache ?? createCache()).holder<EncodedText & { styleHash: string | null }>('server-rendered pages as sent to guests', {
    sizeOf: (body, key) => body.bytes.byteLength + 2 * key.length + 200,
    tags: () => ['content'],
  });
  const renderShared = async (pageUrl: string, data: TSsrPageData): Promise<SharedPage> => {
    const { html, styleHash } = await finishHtml(pageUrl, data);
    const at = html.lastIndexOf('</body>');
    return { start: at < 0 ? html : html.slice(0, at), close: at < 0 ? '' : html.slice(at), styleHash };
  };

  /** The finished page, or null when the shell should be served instead. */
  return async function renderResponse(c: Context<AppEnv>): Promise<FinishedPage | null> {
    const url = new URL(c.req.url);
    const pathname = url.pathname.slice(base.length - 1) || '/';
    try {
      // Before the page's data is read: a page rendered from data a content change overtook is not kept.
      const startedIn = sharedPages.begin();
      const loaded = await setup.loadPageData(pathname, c.req.raw.headers, (cookie) => c.header('Set-Cookie', cookie, { append: true }));
      if (!loaded) return null;
      const pageUrl = `${url.pathname}${url.search}`;
      if (loaded.kind === 'own page') {
        const { html, styleHash } = await finishHtml(pageUrl, loaded.data);
        if (styleHash) allowInlineStyles(c, [styleHash]);
        return { kind: 'own page', html };
      }
      const key = `${pageUrl}\u0000${loaded.shell}`;
      if (loaded.tail === null) {
        const gzip = acceptsGzip(c.req.header('accept-encoding'));
        const held = await guestBodies.get(
          `${gzip ? 'gzip' : 'identity'}\u0000${key}`,
          async () => {
            const { html, styleHash } = await finishHtml(pageUrl, loaded.data());
            return { ...encodeText(html, gzip), styleHash };
          },
          startedIn,
        );
        if (!held) return null;
        if (held.styleHash) allowInlineStyles(c, [held.styleHash]);
        return { kind: 'held page', body: held };
      }
      const page = await sharedPages.get(key, () => renderShared(pageUrl, loaded.data()), startedIn);
      if (!page) return null;
      if (page.styleHash) allowInlineStyles(c, [page.styleHash]);
      return { kind: 'shared page', page, tail: loaded.tail };
    } catch (error) {
      // An unknown code: the browser asks the API and shows its 'not found' message.
      if (error instanceof AppError && error.status < 500) return null;
      c.get('logger').warn({ err: error, path: url.pathname }, 'server render failed; serving the SPA shell');
      return null;
    }
  };
}
