import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const categoriesRoute = api.catalog.categories;

export type TCategoriesResponse = InferResponseType<typeof categoriesRoute.$get>;
export type TCategorySummary = TCategoriesResponse['categories'][number];

export function getCategories(signal?: AbortSignal) {
  return callApi((options) => categoriesRoute.$get({ query: {} }, options), { signal });
}

export function useCategories() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: ({ signal }) => getCategories(signal) });
}
