import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getMasteryMap(categoryId: string | null, signal?: AbortSignal) {
  return callApi((options) => api.mastery.map.$get({ query: categoryId ? { categoryId } : {} }, options), { signal });
}

/**
 * The dashboard's map of levels (issue 34), asked for once the dashboard is shown, as the topic
 * page asks for its levels: the cards above it do not wait for up to 200 subtopics' levels. Under
 * the dashboard's key, so whatever refreshes the dashboard (an answer, a review) refreshes it too.
 */
export function useMasteryMap(categoryId: string | null) {
  return useQuery({
    queryKey: queryKeys.masteryMap(categoryId),
    queryFn: ({ signal }) => getMasteryMap(categoryId, signal),
    staleTime: 0,
    // Switching the category chip keeps the map on screen while the new one loads.
    placeholderData: keepPreviousData,
  });
}
