// KaTeX's layout rules travel with the app's own: most pages show maths, and a second
// render-blocking stylesheet cost a request before the first paint (its fonts load on use).
import 'katex/dist/katex.min.css';
import './styles.css';

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

// A server-rendered page is readable without the app: it loads once that page is on screen.
// The SPA shell has nothing to show until the app runs, so it loads at once (the server
// preloads its modules in the shell's <head>).
// 'ssr-state' is SSR_STATE_ELEMENT_ID (ssr-state.ts), written out: importing it would put the
// shared chunk before the first paint.
const isServerRendered = document.getElementById('ssr-state') !== null;
void (isServerRendered ? afterFirstPaint() : Promise.resolve()).then(() => {
  // The whole stylesheet, which the server linked disabled so as not to hold back the paint
  // (its first-paint part is inlined): what the app shows from now on needs all of it.
  // 'data-app-stylesheet' is DEFERRED_STYLESHEET_ATTRIBUTE (server/http/ssr.ts).
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-app-stylesheet]')) link.disabled = false;
  return import('./boot');
});
