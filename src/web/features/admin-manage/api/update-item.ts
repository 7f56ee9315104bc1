import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import type { TLevel } from '../manage-levels';
import { fromCategory, fromSubtopic, fromTopic, refreshAfterWrite, type TManagedItem } from './managed-item';

export type TItemPatch = { name?: string; description?: string; isPublished?: boolean };

// Only the fields given are sent: a rename leaves the publish state alone and vice versa.
export async function updateItem(level: TLevel, id: string, { name, description, isPublished }: TItemPatch): Promise<TManagedItem> {
  if (level === 'category') {
    const param = pathParams({ categoryId: id });
    const json = { categoryName: name, description, isPublished };
    const { category } = await callApi((options) => api.admin.categories[':categoryId'].$patch({ param, json }, options));
    return fromCategory(category);
  }
  if (level === 'topic') {
    const param = pathParams({ topicId: id });
    const { topic } = await callApi((options) => api.admin.topics[':topicId'].$patch({ param, json: { topicName: name, isPublished } }, options));
    return fromTopic(topic);
  }
  const param = pathParams({ subtopicId: id });
  const { subtopic } = await callApi((options) => api.admin.subtopics[':subtopicId'].$patch({ param, json: { subtopicName: name, isPublished } }, options));
  return fromSubtopic(subtopic);
}

export function useUpdateItem(level: TLevel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TItemPatch }) => updateItem(level, id, patch),
    onSuccess: () => refreshAfterWrite(queryClient),
  });
}
