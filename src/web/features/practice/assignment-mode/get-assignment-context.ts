import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';

const contextRoute = api.assignments[':assignmentId'].problems[':problemId'];

export type TAssignmentContext = InferResponseType<typeof contextRoute.$get, 200>;
export type TAssignmentModeProps = { assignmentId: string; problemId: string; isSolved: boolean };

export function getAssignmentContext(assignmentId: string, problemId: string, signal?: AbortSignal) {
  return callApi((options) => contextRoute.$get({ param: pathParams({ assignmentId, problemId }) }, options), { signal });
}

/**
 * Where the problem stands in the Tugas (issue 51), asked for again once it is solved (the next
 * problem and the summary change then); the previous answer stays shown meanwhile. On a refusal
 * (another class's Tugas, a problem not in it, signed out) the page is an ordinary problem page.
 */
export function useAssignmentContext({ assignmentId, problemId, isSolved }: TAssignmentModeProps) {
  return useQuery({
    queryKey: ['assignment-context', assignmentId, problemId, isSolved],
    queryFn: ({ signal }) => getAssignmentContext(assignmentId, problemId, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
