import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';
import type { TScope } from '../manage-levels';
import { fromCategory, fromSubtopic, fromTopic, refreshAfterWrite, type TManagedItem } from './managed-item';

export type TItemFields = { name: string; description: string };

// A new item goes last and unpublished (the server decides both).
export async function createItem(scope: TScope, { name, description }: TItemFields, key?: string): Promise<TManagedItem> {
  const headers = idempotencyHeaders(key);
  if (scope.level === 'category') {
    const { category } = await callApi((options) => api.admin.categories.$post({ json: { categoryName: name, description } }, { ...options, headers }));
    return fromCategory(category);
  }
  if (scope.level === 'topic') {
    const param = pathParams({ categoryId: scope.categoryId });
    const { topic } = await callApi((options) => api.admin.categories[':categoryId'].topics.$post({ param, json: { topicName: name } }, { ...options, headers }));
    return fromTopic(topic);
  }
  const param = pathParams({ topicId: scope.topicId });
  const { subtopic } = await callApi((options) => api.admin.topics[':topicId'].subtopics.$post({ param, json: { subtopicName: name } }, { ...options, headers }));
  return fromSubtopic(subtopic);
}

export function useCreateItem(scope: TScope) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (fields: TItemFields) => createItem(scope, fields, key.current()),
    onSettled: key.settled,
    onSuccess: () => refreshAfterWrite(queryClient),
  });
}
