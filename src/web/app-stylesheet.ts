/**
 * Applies the whole stylesheet, which the server links `disabled` on a rendered page (its
 * first-paint part is inlined; server/http/ssr.ts). What the app shows from then on (hover and
 * focus states, other pages, dialogs) needs all of it. 'data-app-stylesheet' is
 * DEFERRED_STYLESHEET_ATTRIBUTE there, written out: this module travels in the entry, before
 * the first paint, and must not pull the server's code or the shared chunk in.
 */
export function enableAppStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-app-stylesheet]')) link.disabled = false;
}
