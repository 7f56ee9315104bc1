// The app itself, loaded by main.tsx (after the first paint of a server-rendered page).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppShell } from './app-shell';
import { preloadPagesFor } from './app-routes';
import { createBrowserHistory } from './lib/browser-history';
import { prefetchSessionPage } from './session-prefetch';
import { listenForSessionChanges } from './lib/session-sync';
import { queryClient } from './lib/query-client';
import { AppRouter } from './lib/router';
import { confirmLeave } from './lib/unsaved-changes';
import { readSsrState, readSsrTail, tailQueries } from './ssr-state';
import { enableAppStylesheet } from './app-stylesheet';
import { whenPageHydrated } from './lib/use-hydrated';

const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

// The app's code is all in (this module runs after its imports): the line is free for the whole
// stylesheet now, which the hydrated page needs for what it shows next.
enableAppStylesheet();
listenForSessionChanges(queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

const history = createBrowserHistory(confirmLeave);
const pathname = window.location.pathname.slice(BASENAME.length) || '/';

// The server rendered this page: take over its data as if just fetched, so nothing is asked twice.
// That data is the same for everyone of the page's shell class (ssr-state.ts), so React's
// hydration matches the HTML; a signed-in learner's own part (their account, their progress or
// marks) is in the data tail, applied once React has taken the page over (lib/use-hydrated.ts).
const ssrState = readSsrState(document);
for (const { key, data } of ssrState?.queries ?? []) queryClient.setQueryData(key, data);
const ssrTail = ssrState && readSsrTail(document);
const applyTail = () => {
  for (const { key, data } of ssrTail ? tailQueries(ssrState, ssrTail) : []) queryClient.setQueryData(key, data);
};
// A page that needs a session is rendered here: its data request starts now, beside its code.
if (!ssrState) prefetchSessionPage(queryClient, pathname);

const app = (
  <AppShell
    queryClient={queryClient}
    router={(routes) => (
      <AppRouter history={history} basename={BASENAME}>
        {routes}
      </AppRouter>
    )}
  />
);

const isServerRendered = ssrState !== null && rootElement.firstElementChild !== null;

// The page's chunk first, so hydration finds every component ready and never shows a fallback.
void preloadPagesFor(pathname)
  .catch(() => undefined)
  .then(() => {
  if (isServerRendered) {
    // As a transition, hydration works in slices of a few milliseconds and yields to the
    // browser between them (a tap on a slow phone is not held up behind the whole page).
    whenPageHydrated(applyTail);
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    applyTail();
    createRoot(rootElement).render(app);
  }
});
