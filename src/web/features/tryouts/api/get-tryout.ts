import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { tryoutQueryKeys } from './tryout-query-keys';

const tryoutRoute = api.tryouts[':tryoutId'];

export type TTryoutDetail = InferResponseType<typeof tryoutRoute.$get, 200>;

export function getTryout(tryoutId: string, signal?: AbortSignal) {
  return callApi((options) => tryoutRoute.$get({ param: pathParams({ tryoutId }) }, options), { signal });
}

export function useTryout(tryoutId: string) {
  return useQuery({ queryKey: tryoutQueryKeys.tryout(tryoutId), queryFn: ({ signal }) => getTryout(tryoutId, signal) });
}
