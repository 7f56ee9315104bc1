import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export type TTeacherProblem = InferResponseType<typeof api.teacher.problems.$get>['items'][number];

export function getTeacherProblems(query: { q: string; page: string }, signal?: AbortSignal) {
  return callApi((options) => api.teacher.problems.$get({ query }, options), { signal });
}

/** Published problems matching `q`, a page at a time; the last page stays on screen while the next loads. */
export function useTeacherProblems(query: { q: string; page: string }) {
  return useQuery({
    queryKey: classQueryKeys.teacherProblems(query),
    queryFn: ({ signal }) => getTeacherProblems(query, signal),
    placeholderData: keepPreviousData,
  });
}
