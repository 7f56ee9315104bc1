import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from './api-client';
import { queryKeys } from './query-keys';

export type MeResponse = InferResponseType<typeof api.me.$get>;
export type CurrentUser = NonNullable<MeResponse['user']>;

export function getMe(signal?: AbortSignal) {
  return callApi((options) => api.me.$get({}, options), { signal });
}

/**
 * The current session. On a failed fetch the last known user is kept (React Query keeps
 * data on error); with none known the visitor is treated as a guest, as spec 8 says. On a page
 * the server rendered, the user has only their role until the page's data tail is applied,
 * right after hydration (web/ssr-state.ts): the navbar is all that shows them before then.
 */
export function useMe() {
  const query = useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    staleTime: 60_000,
    // Follows sign-in/out done in another tab as soon as this one is looked at again, and a
    // role an admin changed while this tab stays in view (issue 31.10) within a minute.
    refetchOnWindowFocus: 'always',
    refetchInterval: 60_000,
  });
  const user = query.data?.user ?? null;
  return { user, isAdmin: user?.role === 'admin', isLoading: query.isPending };
}
