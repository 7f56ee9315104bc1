import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { tryoutQueryKeys } from './tryout-query-keys';

export type TTryoutList = InferResponseType<typeof api.tryouts.$get, 200>;
export type TTryoutSummary = TTryoutList['tryouts'][number];

export function getTryouts(signal?: AbortSignal) {
  return callApi((options) => api.tryouts.$get({}, options), { signal });
}

export function useTryouts() {
  return useQuery({ queryKey: tryoutQueryKeys.list, queryFn: ({ signal }) => getTryouts(signal) });
}
