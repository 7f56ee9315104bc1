import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TSubtopicCrumb, TTopicTrail } from '../../../lib/breadcrumb-types';

export type TTopicResponse = { breadcrumb: TTopicTrail; subtopics: TSubtopicCrumb[] };

export const topicQueryKey = (categoryId: string, topicId: string) => ['catalog', 'topic', categoryId, topicId] as const;

export function getTopic(categoryId: string, topicId: string, signal?: AbortSignal): Promise<TTopicResponse> {
  const path = `/catalog/categories/${encodeURIComponent(categoryId)}/topics/${encodeURIComponent(topicId)}`;
  return apiRequest<TTopicResponse>(path, { signal });
}

export function useTopic(categoryId: string, topicId: string) {
  return useQuery({
    queryKey: topicQueryKey(categoryId, topicId),
    queryFn: ({ signal }) => getTopic(categoryId, topicId, signal),
  });
}
