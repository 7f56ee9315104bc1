import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const analyticsRoute = api.admin.problems[':problemId'].analytics;

export type TProblemAnalytics = InferResponseType<typeof analyticsRoute.$get, 200>;
export type TAnalyticsPeriod = TProblemAnalytics['allTime'];

export function getProblemAnalytics(problemId: string, signal?: AbortSignal) {
  return callApi((options) => analyticsRoute.$get({ param: pathParams({ problemId }) }, options), { signal });
}

export function useProblemAnalytics(problemId: string) {
  return useQuery({
    queryKey: adminQueryKeys.adminProblemAnalytics(problemId),
    queryFn: ({ signal }) => getProblemAnalytics(problemId, signal),
  });
}
