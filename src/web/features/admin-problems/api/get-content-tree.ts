import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const contentTreeRoute = api.admin['content-tree'];

export type TContentTree = InferResponseType<typeof contentTreeRoute.$get>;
export type TTreeCategory = TContentTree['categories'][number];

export function getContentTree(signal?: AbortSignal) {
  return callApi((options) => contentTreeRoute.$get({}, options), { signal });
}

export function useContentTree() {
  return useQuery({ queryKey: queryKeys.adminContentTree, queryFn: ({ signal }) => getContentTree(signal) });
}
