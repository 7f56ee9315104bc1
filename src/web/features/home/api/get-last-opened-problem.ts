import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';

export type TLastOpenedProblem = NonNullable<InferResponseType<(typeof api)['recent-problem']['$get']>['problem']>;

// The signed-in learner's last opened problem (asked only once one is signed in); asked again each time the home page is shown, as
// the learner has usually opened another one since.
export function useLastOpenedProblem() {
  return useQuery({
    queryKey: ['recent-problem'],
    queryFn: ({ signal }) => callApi((options) => api['recent-problem'].$get({}, options), { signal }),
    staleTime: 0,
  });
}
