import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

const assignmentRoute = api.assignments[':assignmentId'];

export type TAssignmentDetail = InferResponseType<typeof assignmentRoute.$get, 200>;

export function getAssignment(assignmentId: string, signal?: AbortSignal) {
  return callApi((options) => assignmentRoute.$get({ param: pathParams({ assignmentId }) }, options), { signal });
}

export function useAssignment(assignmentId: string) {
  return useQuery({
    queryKey: classQueryKeys.assignment(assignmentId),
    queryFn: ({ signal }) => getAssignment(assignmentId, signal),
    // Solving an assigned problem elsewhere changes it: asked for anew on each visit.
    staleTime: 0,
  });
}
