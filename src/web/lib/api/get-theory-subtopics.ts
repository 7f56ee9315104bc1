// Shared: the theories page picks its subtopic from these, the problem editor its theories.
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../api-client';
import { adminQueryKeys } from '../admin-query-keys';

const theorySubtopicsRoute = api.admin['theory-subtopics'];

export type TTheorySubtopic = InferResponseType<typeof theorySubtopicsRoute.$get, 200>['subtopics'][number];

export function getTheorySubtopics(signal?: AbortSignal) {
  return callApi((options) => theorySubtopicsRoute.$get({}, options), { signal });
}

export function useTheorySubtopics() {
  return useQuery({ queryKey: adminQueryKeys.adminTheorySubtopics, queryFn: ({ signal }) => getTheorySubtopics(signal) });
}
