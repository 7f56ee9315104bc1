import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const problemRoute = api.admin.problems[':problemId'];

export type TAdminProblemResponse = InferResponseType<typeof problemRoute.$get, 200>;
export type TAdminProblem = TAdminProblemResponse['problem'];

export function getAdminProblem(problemId: string, signal?: AbortSignal) {
  return callApi((options) => problemRoute.$get({ param: pathParams({ problemId }) }, options), { signal });
}

export function useAdminProblem(problemId: string) {
  return useQuery({
    queryKey: adminQueryKeys.adminProblem(problemId),
    queryFn: ({ signal }) => getAdminProblem(problemId, signal),
    // The form is seeded once from this copy; a background refetch must not move the ground
    // under what the admin is typing (a newer copy shows up as a conflict on save instead).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
