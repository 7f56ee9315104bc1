import { useQuery } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const impactRoute = api.admin.problems[':problemId']['deletion-impact'];

export function getDeletionImpact(problemId: string, signal?: AbortSignal) {
  return callApi((options) => impactRoute.$get({ param: pathParams({ problemId }) }, options), { signal });
}

/** Asked only while the delete confirmation for this problem is open. */
export function useDeletionImpact(problemId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: adminQueryKeys.adminProblemDeletionImpact(problemId),
    queryFn: ({ signal }) => getDeletionImpact(problemId, signal),
    enabled: isEnabled,
    staleTime: 0,
  });
}
