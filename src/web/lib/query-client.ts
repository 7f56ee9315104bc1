import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { queryKeys } from './query-keys';
import { toast } from './toast';

export const SESSION_EXPIRED_MESSAGE = 'Sesi Anda telah berakhir. Silakan masuk kembali.';

// A 4xx answer will not change on retry; network and server failures get one more try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'auth.session_expired';
}

// When the session was last said to have ended: a learner-only page that then sends the learner to
// /login (components/require-user.tsx) does not say "log in" a second time.
let sessionEndedAt = Number.NEGATIVE_INFINITY;
const SAID_RECENTLY_MS = 10_000;
export const sessionEndSaidRecently = (now = Date.now()) => now - sessionEndedAt < SAID_RECENTLY_MS;

/**
 * The server refused a request because the session it carried has ended (expired, revoked,
 * signed out elsewhere); it also cleared the cookie. Say so once, show the navbar as a guest's
 * and fetch what is on screen again as a guest. Pages keep what was typed (see the problem page).
 * Called here for every query and mutation, and by what calls the API on its own (the tryout
 * sitting's answer saver).
 */
export function onSessionExpired(client: QueryClient) {
  // Keyed by its text (lib/toast.ts): the page that made the request may say the same.
  toast.error(SESSION_EXPIRED_MESSAGE);
  sessionEndedAt = Date.now();
  client.setQueryData(queryKeys.me, { user: null });
  void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => isSessionExpired(error) && onSessionExpired(client) }),
    mutationCache: new MutationCache({ onError: (error) => isSessionExpired(error) && onSessionExpired(client) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
