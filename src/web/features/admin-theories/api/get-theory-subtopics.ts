import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const theorySubtopicsRoute = api.admin['theory-subtopics'];

export type TTheorySubtopic = InferResponseType<typeof theorySubtopicsRoute.$get, 200>['subtopics'][number];

export function getTheorySubtopics(signal?: AbortSignal) {
  return callApi((options) => theorySubtopicsRoute.$get({}, options), { signal });
}

export function useTheorySubtopics() {
  return useQuery({ queryKey: queryKeys.adminTheorySubtopics, queryFn: ({ signal }) => getTheorySubtopics(signal) });
}
