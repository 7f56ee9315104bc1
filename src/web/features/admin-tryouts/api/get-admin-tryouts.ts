import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

export type TAdminTryoutRow = InferResponseType<typeof api.admin.tryouts.$get, 200>['tryouts'][number];

export function getAdminTryouts(signal?: AbortSignal) {
  return callApi((options) => api.admin.tryouts.$get({}, options), { signal });
}

export function useAdminTryouts() {
  return useQuery({ queryKey: adminTryoutQueryKeys.list, queryFn: ({ signal }) => getAdminTryouts(signal) });
}
