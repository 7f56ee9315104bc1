import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TCategorySummary } from './get-categories';

export type TTopicSummary = { topicId: string; topicName: string };

export type TCategoryResponse = { category: TCategorySummary; topics: TTopicSummary[] };

export const categoryQueryKey = (categoryId: string) => ['catalog', 'category', categoryId] as const;

export function getCategory(categoryId: string, signal?: AbortSignal): Promise<TCategoryResponse> {
  return apiRequest<TCategoryResponse>(`/catalog/categories/${encodeURIComponent(categoryId)}`, { signal });
}

export function useCategory(categoryId: string) {
  return useQuery({ queryKey: categoryQueryKey(categoryId), queryFn: ({ signal }) => getCategory(categoryId, signal) });
}
