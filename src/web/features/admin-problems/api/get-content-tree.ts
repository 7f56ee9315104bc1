import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const contentTreeRoute = api.admin['content-tree'];

export type TContentTree = InferResponseType<typeof contentTreeRoute.$get>;
export type TTreeCategory = TContentTree['categories'][number];

export function getContentTree(signal?: AbortSignal) {
  return callApi((options) => contentTreeRoute.$get({}, options), { signal });
}

export function useContentTree() {
  return useQuery({ queryKey: adminQueryKeys.adminContentTree, queryFn: ({ signal }) => getContentTree(signal) });
}
