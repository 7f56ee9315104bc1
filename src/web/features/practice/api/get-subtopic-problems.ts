import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const subtopicRoute = api.catalog.categories[':categoryId'].topics[':topicId'].subtopics[':subtopicId'];

export type TSubtopicProblemsResponse = InferResponseType<typeof subtopicRoute.$get>;
/** status and isBookmarked are present only for a signed-in learner. */
export type TProblemCard = TSubtopicProblemsResponse['problems'][number];

export function getSubtopicProblems(categoryId: string, topicId: string, subtopicId: string, signal?: AbortSignal) {
  return callApi((options) => subtopicRoute.$get({ param: pathParams({ categoryId, topicId, subtopicId }), query: {} }, options), { signal });
}

export function useSubtopicProblems(categoryId: string, topicId: string, subtopicId: string) {
  return useQuery({
    queryKey: queryKeys.subtopicProblems(categoryId, topicId, subtopicId),
    queryFn: ({ signal }) => getSubtopicProblems(categoryId, topicId, subtopicId, signal),
  });
}
