import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { tryoutQueryKeys } from './tryout-query-keys';

const resultRoute = api.tryouts[':tryoutId'].result;

export type TTryoutResult = InferResponseType<typeof resultRoute.$get, 200>;

export function getResult(tryoutId: string, signal?: AbortSignal) {
  return callApi((options) => resultRoute.$get({ param: pathParams({ tryoutId }) }, options), { signal });
}

export function useResult(tryoutId: string) {
  return useQuery({ queryKey: tryoutQueryKeys.result(tryoutId), queryFn: ({ signal }) => getResult(tryoutId, signal), retry: false });
}
