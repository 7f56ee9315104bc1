import { useQuery } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const topicRoute = api.catalog.categories[':categoryId'].topics[':topicId'];

export function useSubtopicOptions(categoryId: string, topicId: string) {
  return useQuery({
    queryKey: queryKeys.topic(categoryId, topicId),
    queryFn: ({ signal }) => callApi((options) => topicRoute.$get({ param: pathParams({ categoryId, topicId }), query: {} }, options), { signal }),
    enabled: categoryId !== '' && topicId !== '',
  });
}
