import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

// The published problems' search the teachers' assignment form uses (GET /teacher/problems; an
// admin may teach): code or text, a page at a time.
export type TFoundProblem = InferResponseType<typeof api.teacher.problems.$get>['items'][number];

export function searchProblems(query: { q: string; page: string }, signal?: AbortSignal) {
  return callApi((options) => api.teacher.problems.$get({ query }, options), { signal });
}

export function useProblemSearch(query: { q: string; page: string }) {
  return useQuery({
    queryKey: adminTryoutQueryKeys.problemSearch(query),
    queryFn: ({ signal }) => searchProblems(query, signal),
    placeholderData: keepPreviousData,
  });
}
