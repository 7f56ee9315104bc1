// What the entry (main.tsx) decides about a server-rendered page's first load, before the app
// runs: which line the page came over, and when the page's KaTeX fonts load. It travels in the
// entry chunk, before the first paint: nothing here may import the app's code.
//
// On a slow line (a phone on patchy mobile data) every byte shares the line, and the learner
// came to answer: the app's code goes first and the fonts (about 40 KB on a problem page) come
// after it, the maths showing in a fallback font meanwhile (font-display: swap). On a fast line
// the fonts load at once, so they are in before the first paint and swapping them in does not
// move the text. docs/decisions/017-slow-line-first.md

/** The name of the <meta> listing a rendered page's KaTeX fonts (server/http/ssr.ts writes it). */
export const PAGE_FONTS_META = 'page-fonts';

/** The name of the <meta> listing the app's modules, boot.tsx and its imports (server/http/ssr.ts). */
export const APP_MODULES_META = 'app-modules';

/**
 * Starts fetching every module of the app at once. Importing boot.tsx alone would fetch its own
 * imports (React among them) only once it had arrived, a round trip later on a slow line.
 */
export function fetchAppModules(): void {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)?.content ?? '';
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** A font the page's maths use, with the descriptors of KaTeX's own @font-face for it. */
export type TPageFont = { family: string; style: string; weight: string; url: string };

/** The page's fonts as the server listed them (our own markup); none when the list is missing or malformed. */
export function readPageFonts(doc: Document): TPageFont[] {
  try {
    const fonts = JSON.parse(doc.querySelector<HTMLMetaElement>(`meta[name="${PAGE_FONTS_META}"]`)?.content || '[]') as unknown;
    return Array.isArray(fonts) ? (fonts as TPageFont[]) : [];
  } catch {
    return [];
  }
}

/** What the browser tells of its connection (Network Information API, Chromium on Android). */
export type TConnectionHint = { effectiveType?: string; saveData?: boolean };

/** The parts of the page's PerformanceNavigationTiming the line is judged by. */
export type TDocumentTiming = Pick<PerformanceNavigationTiming, 'requestStart' | 'responseStart' | 'responseEnd' | 'encodedBodySize'>;

// Beyond these the line counts as slow: a first byte later than 300 ms after the request (a
// mobile network's round trip plus our render, which takes a few milliseconds), or the page's
// own bytes arriving at under 1 Mbit/s. A document of less than 4 KB is too small to time.
const SLOW_FIRST_BYTE_MS = 300;
const SLOW_BYTES_PER_SECOND = 125_000;
const TIMED_BODY_BYTES = 4_096;
const SLOW_CONNECTION_TYPES = new Set(['slow-2g', '2g', '3g']);

/** Whether the page arrived over a slow line: judged by the browser's hint and by the page's own arrival. */
export function isSlowLine(timing: TDocumentTiming | undefined, connection: TConnectionHint | undefined): boolean {
  if (connection?.saveData) return true;
  if (connection?.effectiveType && SLOW_CONNECTION_TYPES.has(connection.effectiveType)) return true;
  if (!timing || timing.responseStart <= 0) return false;
  if (timing.responseStart - timing.requestStart >= SLOW_FIRST_BYTE_MS) return true;
  const seconds = (timing.responseEnd - timing.responseStart) / 1000;
  return timing.encodedBodySize >= TIMED_BODY_BYTES && seconds > 0 && timing.encodedBodySize / seconds < SLOW_BYTES_PER_SECOND;
}

/** isSlowLine for this page, from the browser's own figures. */
export function pageCameOverSlowLine(): boolean {
  const timing = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const connection = (navigator as Navigator & { connection?: TConnectionHint }).connection;
  return isSlowLine(timing, connection);
}

/** Adds the fonts to the document and starts loading them; a font that fails is left to the stylesheet. */
export function loadPageFonts(fonts: TPageFont[]): void {
  if (typeof FontFace === 'undefined') return;
  for (const { family, style, weight, url } of fonts) {
    const face = new FontFace(family, `url("${url}") format("woff2")`, { style, weight, display: 'swap' });
    document.fonts.add(face);
    face.load().catch(() => undefined);
  }
}

/** Whether every font is in the browser's cache already (a repeat visit): they then load at once on any line. */
export async function arePageFontsCached(fonts: TPageFont[]): Promise<boolean> {
  if (fonts.length === 0) return true;
  const cached = await Promise.all(
    fonts.map(async ({ url }) => {
      try {
        const response = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' });
        void response.body?.cancel();
        return response.ok;
      } catch {
        return false;
      }
    }),
  );
  return cached.every(Boolean);
}
