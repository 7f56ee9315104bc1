import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

const tryoutRoute = api.admin.tryouts[':tryoutId'];

export type TAdminTryout = InferResponseType<typeof tryoutRoute.$get, 200>['tryout'];

export function getAdminTryout(tryoutId: string, signal?: AbortSignal) {
  return callApi((options) => tryoutRoute.$get({ param: pathParams({ tryoutId }) }, options), { signal });
}

export function useAdminTryout(tryoutId: string) {
  return useQuery({
    queryKey: adminTryoutQueryKeys.tryout(tryoutId),
    queryFn: ({ signal }) => getAdminTryout(tryoutId, signal),
    // The editor holds the admin's edits: a refetch on focus must not move the base under them.
    refetchOnWindowFocus: false,
  });
}
