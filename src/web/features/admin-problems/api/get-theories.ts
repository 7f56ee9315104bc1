import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const theoriesRoute = api.admin.theories;

export type TTheory = InferResponseType<typeof theoriesRoute.$get, 200>['theories'][number];

export function getTheories(subtopicId: string, signal?: AbortSignal) {
  return callApi((options) => theoriesRoute.$get({ query: { subtopicId } }, options), { signal });
}

export function useTheories(subtopicId: string) {
  return useQuery({
    queryKey: adminQueryKeys.adminTheories(subtopicId),
    queryFn: ({ signal }) => getTheories(subtopicId, signal),
    enabled: subtopicId !== '',
  });
}
