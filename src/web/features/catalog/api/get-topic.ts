import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const topicRoute = api.catalog.categories[':categoryId'].topics[':topicId'];

export type TTopicResponse = InferResponseType<typeof topicRoute.$get>;

export function getTopic(categoryId: string, topicId: string, signal?: AbortSignal) {
  return callApi((options) => topicRoute.$get({ param: pathParams({ categoryId, topicId }), query: {} }, options), { signal });
}

export function useTopic(categoryId: string, topicId: string) {
  return useQuery({
    queryKey: queryKeys.topic(categoryId, topicId),
    queryFn: ({ signal }) => getTopic(categoryId, topicId, signal),
  });
}
