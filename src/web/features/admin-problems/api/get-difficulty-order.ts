import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

export const difficultyOrderRoute = api.admin.subtopics[':subtopicId']['difficulty-order'];

export type TDifficultyOrder = InferResponseType<typeof difficultyOrderRoute.$get, 200>;

export function getDifficultyOrder(subtopicId: string, signal?: AbortSignal) {
  return callApi((options) => difficultyOrderRoute.$get({ param: pathParams({ subtopicId }) }, options), { signal });
}

/** The order a subtopic would get, easiest first; fetched while the dialog is open. */
export function useDifficultyOrder(subtopicId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: adminQueryKeys.adminDifficultyOrder(subtopicId),
    queryFn: ({ signal }) => getDifficultyOrder(subtopicId, signal),
    enabled: isEnabled,
    // Opening the dialog again shows the figures as they are now.
    staleTime: 0,
  });
}
