import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const categoryRoute = api.catalog.categories[':categoryId'];

export type TCategoryResponse = InferResponseType<typeof categoryRoute.$get>;
export type TTopicSummary = TCategoryResponse['topics'][number];

export function getCategory(categoryId: string, signal?: AbortSignal) {
  return callApi((options) => categoryRoute.$get({ param: pathParams({ categoryId }), query: {} }, options), { signal });
}

export function useCategory(categoryId: string) {
  return useQuery({ queryKey: queryKeys.category(categoryId), queryFn: ({ signal }) => getCategory(categoryId, signal) });
}
