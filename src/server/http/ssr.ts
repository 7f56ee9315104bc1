import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import type { render as renderPage } from '../../web/entry-server';
import { SSR_STATE_ELEMENT_ID } from '../../web/ssr-state';
import { APP_MODULES_META, PAGE_FONTS_META, type TPageFont } from '../../web/first-load';
import type { PageDataLoader } from '../ssr/page-data';
import type { TSsrPageData } from '../../web/ssr-state';
import { createCriticalCss, type TCriticalCssIndex } from '../ssr/critical-css';
import { katexFontFace, katexFontsIn } from '../markup/katex-fonts';
import { AppError } from './app-error';
import type { AppEnv } from './context';
import { LRUCache } from 'lru-cache';
import { acceptsGzip, compactForHolding } from './held-json';
import { allowInlineStyles } from './security-headers';
import { cutTemplate, sharedRenderKey, spliceTemplate, standInFor, templateBytes, type LearnerTemplate } from '../ssr/learner-template';
import type { TLoadedPageData } from '../ssr/page-data';
import { escapeHtml } from '../ssr/escape-html';

// Server rendering of the public learning pages (docs/decisions/011-server-rendering.md): the
// SPA's index.html with the page's HTML inside #root, its title, its data for hydration, and
// preload links for the page's own chunks and stylesheets. Anything that goes wrong (unknown
// page, database down, render error or timeout) answers the plain SPA shell instead, never a 500.

export type SsrRender = typeof renderPage;

/** Vite's build manifest (build.manifest), keyed by source path below src/web. */
export type ViteManifest = Record<string, { file: string; css?: string[]; assets?: string[]; imports?: string[]; isEntry?: boolean }>;

export type SsrSetup = { render: SsrRender; loadPageData: PageDataLoader; manifest?: ViteManifest; criticalCss?: TCriticalCssIndex };

// A page is counted with its key: a page's data as JSON for the pages the API does not hold.
type HeldPage = { key: string; page: FinishedPage };
const heldPageBytes = ({ key, page }: HeldPage) => page.gzip.length + 2 * key.length + 200;

// Guests' pages are the same for every guest: held like the problems and lists the API holds
// (2,000 problems), about 8 KB each compressed. A learner's own page serves their reloads.
const GUESTS_PAGES = { max: 2000, maxSize: 24_000_000, sizeCalculation: heldPageBytes };
const LEARNERS_PAGES = { max: 200, maxSize: 4_000_000, sizeCalculation: heldPageBytes };
// Renders shared by learners in the same state (ssr/learner-template.ts), about 8 KB each; null
// marks a page that cannot be shared (rendered for each learner).
const SHARED_RENDERS = { max: 2000, maxSize: 16_000_000, sizeCalculation: ({ template }: { template: LearnerTemplate | null }) => (template ? templateBytes(template) : 64) };

/** A rendered page as sent: the document gzip-compressed, and the hash of the CSS it inlines (for the CSP). */
export type FinishedPage = { gzip: Buffer; styleHash: string | null };

/** The page as the client asks for it: gzip-compressed, or the document (a client that does not take gzip). */
export function finishedPageResponse(c: Context, page: FinishedPage): Response {
  if (!acceptsGzip(c.req.header('accept-encoding'))) return c.html(zlib.gunzipSync(page.gzip).toString('utf8'));
  return c.body(page.gzip as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'gzip' });
}

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

/** What `make` makes for `key`, made once for everyone who asks while it is being made. */
function once<T>(pending: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let promise = pending.get(key);
  if (!promise) {
    promise = make().finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

export function createSsrResponder(indexHtml: string, setup: SsrSetup, base: string) {
  const [beforeRoot, afterRoot] = indexHtml.split('<div id="root"></div>');
  if (beforeRoot === undefined || afterRoot === undefined) throw new Error('index.html has no empty <div id="root"></div>');
  const firstPaintCss = setup.criticalCss ? createCriticalCss(setup.criticalCss) : null;
  // The app is fetched after the first paint (main.tsx), so nothing but what that paint needs
  // shares the line before it; only the entry's own import is preloaded.
  const appPreloads = entryPreloadLinks(setup.manifest, base) + appModulesMeta(setup.manifest, base);

  // The finished page is a pure function of the address and the data: a class opening the same
  // problem gets it from here instead of rendering it again (rendering costs about ten times the
  // API's JSON answer). Held finished and compressed (decision 024): picking the page's first-paint
  // CSS and fonts from its HTML and compressing it again cost a guest 1.8 ms of server CPU per page,
  // eight times the API's answer (issue 13, bench/README.md). A guest's page is compressed at level
  // 9, being held for every guest; a learner's own at 6, being made for one learner (on a subtopic's
  // list, 340 KB of HTML, level 6 sends 23% fewer bytes than level 3 for about 0.7 ms more, level 9
  // another 7% for 1.7 ms more).
  const guestsPages = new LRUCache<string, HeldPage>(GUESTS_PAGES);
  const learnersPages = new LRUCache<string, HeldPage>(LEARNERS_PAGES);
  const rendering = new Map<string, Promise<FinishedPage>>();
  const sharedRenders = new LRUCache<string, { template: LearnerTemplate | null }>(SHARED_RENDERS);
  const renderingShared = new Map<string, Promise<LearnerTemplate | null>>();

  const finishHtml = async (pageUrl: string, data: TSsrPageData): Promise<{ html: string; styleHash: string | null }> => {
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
  const finish = async (pageUrl: string, data: TSsrPageData): Promise<FinishedPage> => {
    const { html, styleHash } = await finishHtml(pageUrl, data);
    return { gzip: compactForHolding(zlib.gzipSync(html, { level: data.me.user === null ? 9 : 6 })), styleHash };
  };

  /** A learner's page made from the render learners in their state share, or null when it cannot be. */
  const fromSharedRender = async (pageUrl: string, learner: NonNullable<TLoadedPageData['learner']>): Promise<FinishedPage | null> => {
    const key = `${pageUrl}\u0000${sharedRenderKey(learner.user)}\u0000${learner.pageKey}`;
    let template = sharedRenders.get(key)?.template;
    if (template === undefined) {
      template = await once(renderingShared, key, async () => {
        const { html, styleHash } = await finishHtml(pageUrl, learner.sharedData());
        const cut = cutTemplate(html, standInFor(learner.user), styleHash);
        sharedRenders.set(key, { template: cut });
        return cut;
      });
    }
    const gzip = template && spliceTemplate(template, learner.user);
    return gzip ? { gzip, styleHash: template!.styleHash } : null;
  };

  /** The finished page, or null when the shell should be served instead. */
  return async function renderResponse(c: Context<AppEnv>): Promise<FinishedPage | null> {
    const url = new URL(c.req.url);
    const pathname = url.pathname.slice(base.length - 1) || '/';
    try {
      const loaded = await setup.loadPageData(pathname, c.req.raw.headers, (cookie) => c.header('Set-Cookie', cookie, { append: true }));
      if (!loaded) return null;
      const pageUrl = `${url.pathname}${url.search}`;
      const shared = loaded.learner && (await fromSharedRender(pageUrl, loaded.learner));
      if (shared) {
        if (shared.styleHash) allowInlineStyles(c, [shared.styleHash]);
        return shared;
      }
      const key = `${pageUrl}\u0000${loaded.key}`;
      const held = loaded.isGuest ? guestsPages : learnersPages;
      let page = held.get(key)?.page;
      if (!page) {
        // A class opening a shared link at the same moment waits for one render, not forty.
        page = await once(rendering, key, async () => {
          const finished = await finish(pageUrl, loaded.data());
          held.set(key, { key, page: finished });
          return finished;
        });
      }
      if (page.styleHash) allowInlineStyles(c, [page.styleHash]);
      return page;
    } catch (error) {
      // An unknown code: the browser asks the API and shows its 'not found' message.
      if (error instanceof AppError && error.status < 500) return null;
      c.get('logger').warn({ err: error, path: url.pathname }, 'server render failed; serving the SPA shell');
      return null;
    }
  };
}
