import type { QueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import type { TDeletionImpact, TLevel } from '../manage-levels';

export function getDeletionImpact(level: TLevel, id: string): Promise<TDeletionImpact> {
  if (level === 'category') {
    return callApi((options) => api.admin.categories[':categoryId']['deletion-impact'].$get({ param: pathParams({ categoryId: id }) }, options));
  }
  if (level === 'topic') {
    return callApi((options) => api.admin.topics[':topicId']['deletion-impact'].$get({ param: pathParams({ topicId: id }) }, options));
  }
  return callApi((options) => api.admin.subtopics[':subtopicId']['deletion-impact'].$get({ param: pathParams({ subtopicId: id }) }, options));
}

/** Always counted afresh: the confirmation must say what goes now, not what went a minute ago. */
export function fetchDeletionImpact(queryClient: QueryClient, level: TLevel, id: string) {
  return queryClient.fetchQuery({ queryKey: adminQueryKeys.adminManageDeletionImpact(level, id), queryFn: () => getDeletionImpact(level, id), staleTime: 0 });
}
