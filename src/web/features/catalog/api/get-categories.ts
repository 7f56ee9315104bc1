import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TCategorySummary = { categoryId: string; categoryName: string; description: string };

export type TCategoriesResponse = { categories: TCategorySummary[] };

export const categoriesQueryKey = ['catalog', 'categories'] as const;

export function getCategories(signal?: AbortSignal): Promise<TCategoriesResponse> {
  return apiRequest<TCategoriesResponse>('/catalog/categories', { signal });
}

export function useCategories() {
  return useQuery({ queryKey: categoriesQueryKey, queryFn: ({ signal }) => getCategories(signal) });
}
