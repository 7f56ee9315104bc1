import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const impactRoute = api.admin.theories[':theoryId']['deletion-impact'];

export type TTheoryDeletionImpact = InferResponseType<typeof impactRoute.$get, 200>;

export function getTheoryDeletionImpact(theoryId: string, signal?: AbortSignal) {
  return callApi((options) => impactRoute.$get({ param: pathParams({ theoryId }) }, options), { signal });
}

// Always fetched afresh: the confirmation names the problems that link the theory now.
export const theoryDeletionImpactQuery = (theoryId: string) =>
  queryOptions({
    queryKey: adminQueryKeys.adminTheoryDeletionImpact(theoryId),
    queryFn: ({ signal }) => getTheoryDeletionImpact(theoryId, signal),
    staleTime: 0,
  });
