import { useQuery } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const subtopicLevelRoute = api.mastery.subtopics[':subtopicId'];

export function getSubtopicLevel(subtopicId: string, signal?: AbortSignal) {
  return callApi((options) => subtopicLevelRoute.$get({ param: pathParams({ subtopicId }) }, options), { signal });
}

/** A signed-in learner's level on the subtopic (issue 34), asked for in the browser each time the page opens (never for a guest). */
export function useSubtopicLevel(subtopicId: string) {
  return useQuery({
    queryKey: queryKeys.subtopicLevel(subtopicId),
    queryFn: ({ signal }) => getSubtopicLevel(subtopicId, signal),
    staleTime: 0,
  });
}
