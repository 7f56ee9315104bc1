import { useQuery } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { parentIdOf, type TScope } from '../manage-levels';
import { fromCategory, fromSubtopic, fromTopic, type TManagedItem } from './managed-item';

export type TManageList = {
  items: TManagedItem[];
  category?: { categoryId: string; categoryName: string };
  topic?: { topicId: string; topicName: string };
};

export async function getManageList(scope: TScope, signal?: AbortSignal): Promise<TManageList> {
  if (scope.level === 'category') {
    const { categories } = await callApi((options) => api.admin.categories.$get({}, options), { signal });
    return { items: categories.map(fromCategory) };
  }
  if (scope.level === 'topic') {
    const { category, topics } = await callApi(
      (options) => api.admin.categories[':categoryId'].topics.$get({ param: pathParams({ categoryId: scope.categoryId }) }, options),
      { signal },
    );
    return { category, items: topics.map(fromTopic) };
  }
  const { category, topic, subtopics } = await callApi(
    (options) => api.admin.topics[':topicId'].subtopics.$get({ param: pathParams({ topicId: scope.topicId }) }, options),
    { signal },
  );
  return { category, topic, items: subtopics.map(fromSubtopic) };
}

export function useManageList(scope: TScope) {
  return useQuery({
    queryKey: adminQueryKeys.adminManageList(scope.level, parentIdOf(scope)),
    queryFn: ({ signal }) => getManageList(scope, signal),
  });
}
