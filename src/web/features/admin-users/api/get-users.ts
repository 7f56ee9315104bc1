import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const usersRoute = api.admin.users;

export type TUserList = InferResponseType<typeof usersRoute.$get, 200>;
export type TUserRow = TUserList['users'][number];

export function getUsers(query: Record<string, string>, signal?: AbortSignal) {
  return callApi((options) => usersRoute.$get({ query }, options), { signal });
}

export function useUsers(query: Record<string, string>) {
  return useQuery({
    queryKey: adminQueryKeys.adminUserList(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // Paging and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
