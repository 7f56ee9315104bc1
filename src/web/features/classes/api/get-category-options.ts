import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The subtopic picker reads the learners' catalogue API, under the catalogue pages' keys.
export function useCategoryOptions() {
  return useQuery({
    queryKey: queryKeys.categories,
    queryFn: ({ signal }) => callApi((options) => api.catalog.categories.$get({ query: {} }, options), { signal }),
  });
}
