import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

const reportRoute = api.admin.tryouts[':tryoutId'].report;

export type TTryoutReport = InferResponseType<typeof reportRoute.$get, 200>;

export function getTryoutReport(tryoutId: string, signal?: AbortSignal) {
  return callApi((options) => reportRoute.$get({ param: pathParams({ tryoutId }) }, options), { signal });
}

export function useTryoutReport(tryoutId: string) {
  return useQuery({ queryKey: adminTryoutQueryKeys.report(tryoutId), queryFn: ({ signal }) => getTryoutReport(tryoutId, signal) });
}
