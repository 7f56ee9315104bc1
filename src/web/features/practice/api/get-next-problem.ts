import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const nextProblemRoute = api['next-problem'];

export function getNextProblem(after: string, signal?: AbortSignal) {
  return callApi((options) => nextProblemRoute.$get({ query: { after } }, options), { signal });
}

/** The problem to go on with once `after` is solved (issue 34): asked for then, and each time anew. */
export function useNextProblem(after: string) {
  return useQuery({ queryKey: queryKeys.nextProblem(after), queryFn: ({ signal }) => getNextProblem(after, signal), staleTime: 0 });
}
