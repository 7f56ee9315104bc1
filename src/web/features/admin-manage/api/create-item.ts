import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import type { TScope } from '../manage-levels';
import { fromCategory, fromSubtopic, fromTopic, refreshAfterWrite, type TManagedItem } from './managed-item';

export type TItemFields = { name: string; description: string };

// A new item goes last and unpublished (the server decides both).
export async function createItem(scope: TScope, { name, description }: TItemFields): Promise<TManagedItem> {
  if (scope.level === 'category') {
    const { category } = await callApi((options) => api.admin.categories.$post({ json: { categoryName: name, description } }, options));
    return fromCategory(category);
  }
  if (scope.level === 'topic') {
    const param = pathParams({ categoryId: scope.categoryId });
    const { topic } = await callApi((options) => api.admin.categories[':categoryId'].topics.$post({ param, json: { topicName: name } }, options));
    return fromTopic(topic);
  }
  const param = pathParams({ topicId: scope.topicId });
  const { subtopic } = await callApi((options) => api.admin.topics[':topicId'].subtopics.$post({ param, json: { subtopicName: name } }, options));
  return fromSubtopic(subtopic);
}

export function useCreateItem(scope: TScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: TItemFields) => createItem(scope, fields),
    onSuccess: () => refreshAfterWrite(queryClient),
  });
}
