// KaTeX's layout rules travel with the app's own: most pages show maths, and a second
// render-blocking stylesheet cost a request before the first paint (its fonts load on use).
import 'katex/dist/katex.min.css';
import './styles.css';
import { enableAppStylesheet } from './app-stylesheet';
import { arePageFontsCached, fetchAppModules, loadPageFonts, pageCameOverSlowLine, readPageFonts } from './first-load';

/**
 * Resolves once the browser has painted what the server sent. Module scripts run as soon as the
 * document is parsed; with the code cached (a repeat visit) or arriving fast, the browser would
 * otherwise evaluate all of it, React and the hydration included, before its first paint, and
 * the learner would wait for JavaScript to see HTML that was already there. A hidden tab paints
 * nothing, so it does not wait.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A server-rendered page is readable without the app: the app is evaluated once that page is
// on screen. The SPA shell has nothing to show until the app runs, so it loads at once (the
// server preloads its modules in the shell's <head>), with the whole stylesheet.
// On a rendered page the whole stylesheet waits for the app's code (boot.tsx applies it once its
// imports are in): the page already has the CSS its first paint needs, and on a slow line every
// byte fetched beside the app's code delays the moment the answer form works. For the same
// reason, on a slow line the app's modules are fetched at once and the page's fonts after them
// (first-load.ts); on a fast line the fonts load at once and the app after the paint.
// 'ssr-state' is SSR_STATE_ELEMENT_ID (ssr-state.ts), written out: importing it would put the
// shared chunk before the first paint.
const isServerRendered = document.getElementById('ssr-state') !== null;
const isSlow = isServerRendered && pageCameOverSlowLine();
const fonts = readPageFonts(document);

if (!isServerRendered) enableAppStylesheet();
if (isSlow) fetchAppModules();
else loadPageFonts(fonts);

const appLoaded = (isServerRendered ? afterFirstPaint() : Promise.resolve()).then(() => {
  if (!isSlow) fetchAppModules();
  return import('./boot');
});
// The app did not arrive (the line dropped): the page stays as the server sent it, styled whole.
appLoaded.catch(enableAppStylesheet);
if (isSlow) {
  void (async () => {
    // Fonts already in the cache (a repeat visit) cost the line nothing: they load at once.
    // Otherwise they wait for the app's code, loaded or failed.
    if (!(await arePageFontsCached(fonts))) await appLoaded.catch(() => undefined);
    loadPageFonts(fonts);
  })();
}
