import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export type TLearnerAssignment = InferResponseType<typeof api.assignments.$get>['assignments'][number];

export function getAssignments(signal?: AbortSignal) {
  return callApi((options) => api.assignments.$get({}, options), { signal });
}

export function useAssignments() {
  return useQuery({
    queryKey: classQueryKeys.assignments,
    queryFn: ({ signal }) => getAssignments(signal),
    // Solving an assigned problem elsewhere changes it: asked for anew on each visit.
    staleTime: 0,
  });
}
