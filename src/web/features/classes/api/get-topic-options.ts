import { useQuery } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const categoryRoute = api.catalog.categories[':categoryId'];

export function useTopicOptions(categoryId: string) {
  return useQuery({
    queryKey: queryKeys.category(categoryId),
    queryFn: ({ signal }) => callApi((options) => categoryRoute.$get({ param: pathParams({ categoryId }), query: {} }, options), { signal }),
    enabled: categoryId !== '',
  });
}
