import type { QueryClient } from '@tanstack/react-query';
import { getBookmarks } from './features/bookmarks/api/get-bookmarks';
import { getQuestions } from './features/questions/api/get-questions';
import { queryKeys } from './lib/query-keys';
import { getMe } from './lib/session';
import { paths } from './routes';

// Pages that need a session are rendered in the browser (not the dashboard: the server renders it
// for a signed-in learner, decision 049). Their data request starts as soon as the main script
// runs, beside the page's own chunk, instead of after it (issue 12). Each entry uses the page's own query key
// and function, so the page finds the request already under way.
const sessionPages: Record<string, (client: QueryClient) => Promise<void>> = {
  [paths.bookmarks]: (client) => client.prefetchQuery({ queryKey: queryKeys.bookmarks, queryFn: ({ signal }) => getBookmarks(signal) }),
  [paths.tanyaSoal]: (client) => client.prefetchQuery({ queryKey: queryKeys.questions, queryFn: ({ signal }) => getQuestions(signal) }),
};

export function prefetchSessionPage(client: QueryClient, pathname: string): void {
  const prefetch = sessionPages[pathname.replace(/\/$/, '') || '/'];
  if (!prefetch) return;
  // The navbar and the page's guard ask who is signed in: ask at once, and the page's own data
  // as soon as there is someone to ask it for (a guest is sent to /login without it).
  void client
    .fetchQuery({ queryKey: queryKeys.me, queryFn: ({ signal }) => getMe(signal), retry: false, staleTime: 60_000 })
    .then((me) => (me.user ? prefetch(client) : undefined))
    .catch(() => undefined);
}
