import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { parentIdOf, type TScope } from '../manage-levels';
import type { TManageList } from './get-manage-list';
import { fromCategory, fromSubtopic, fromTopic, refreshAfterWrite } from './managed-item';

export type TMoveDirection = 'up' | 'down';

// Answers with the list in the order the server settled on (another admin may have moved too).
export async function moveItem(scope: TScope, id: string, direction: TMoveDirection) {
  const json = { direction };
  if (scope.level === 'category') {
    const param = pathParams({ categoryId: id });
    const { categories } = await callApi((options) => api.admin.categories[':categoryId'].move.$post({ param, json }, options));
    return categories.map(fromCategory);
  }
  if (scope.level === 'topic') {
    const { topics } = await callApi((options) => api.admin.topics[':topicId'].move.$post({ param: pathParams({ topicId: id }), json }, options));
    return topics.map(fromTopic);
  }
  const param = pathParams({ subtopicId: id });
  const { subtopics } = await callApi((options) => api.admin.subtopics[':subtopicId'].move.$post({ param, json }, options));
  return subtopics.map(fromSubtopic);
}

export function useMoveItem(scope: TScope) {
  const queryClient = useQueryClient();
  const listKey = adminQueryKeys.adminManageList(scope.level, parentIdOf(scope));
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: TMoveDirection }) => moveItem(scope, id, direction),
    onSuccess: (items) => {
      queryClient.setQueryData<TManageList>(listKey, (list) => (list ? { ...list, items } : list));
    },
    // A refused move (the list changed meanwhile) also refreshes, so the arrows match the server.
    onSettled: () => refreshAfterWrite(queryClient),
  });
}
