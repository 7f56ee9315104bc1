import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

const jobRoute = api.admin.tryouts[':tryoutId'].job;

export type TTryoutJob = NonNullable<InferResponseType<typeof jobRoute.$get, 200>['job']>;

const isActive = (job: TTryoutJob | null | undefined) => job?.status === 'queued' || job?.status === 'running';

export function getTryoutJob(tryoutId: string, signal?: AbortSignal) {
  return callApi((options) => jobRoute.$get({ param: pathParams({ tryoutId }) }, options), { signal });
}

/** The tryout's latest background job, asked for every second while it is queued or running. */
export function useTryoutJob(tryoutId: string) {
  return useQuery({
    queryKey: adminTryoutQueryKeys.job(tryoutId),
    queryFn: ({ signal }) => getTryoutJob(tryoutId, signal),
    refetchInterval: (query) => (isActive(query.state.data?.job) ? 1_000 : false),
  });
}
