import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const nextProblemRoute = api['next-problem'];

/** The next problem of the subtopic (null at its end) and the subtopic offered after it (issue 52.5). */
export type TNextProblem = InferResponseType<typeof nextProblemRoute.$get, 200>;

export function getNextProblem(after: string, signal?: AbortSignal) {
  return callApi((options) => nextProblemRoute.$get({ query: { after } }, options), { signal });
}

/** The problem to go on with once `after` is solved (issue 34): asked for then, and each time anew. */
export function useNextProblem(after: string) {
  return useQuery({ queryKey: queryKeys.nextProblem(after), queryFn: ({ signal }) => getNextProblem(after, signal), staleTime: 0 });
}
