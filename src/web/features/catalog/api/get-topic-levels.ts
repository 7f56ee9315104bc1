import { useQuery } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const topicLevelsRoute = api.mastery.topics[':topicId'];

export function getTopicLevels(topicId: string, signal?: AbortSignal) {
  return callApi((options) => topicLevelsRoute.$get({ param: pathParams({ topicId }) }, options), { signal });
}

/**
 * A signed-in learner's level on each subtopic of a topic (issue 34). Asked for in the browser only,
 * once the page is shown: the page itself is the same for everyone (decision 040). Asked again each
 * time the page opens, as levels move with every answer.
 */
export function useTopicLevels(topicId: string, isSignedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.topicLevels(topicId),
    queryFn: ({ signal }) => getTopicLevels(topicId, signal),
    enabled: isSignedIn,
    staleTime: 0,
  });
}
