import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const problemsRoute = api.admin.problems;

export type TProblemList = InferResponseType<typeof problemsRoute.$get, 200>;
export type TProblemRow = TProblemList['problems'][number];

export function getProblems(query: Record<string, string>, signal?: AbortSignal) {
  return callApi((options) => problemsRoute.$get({ query }, options), { signal });
}

export function useProblems(query: Record<string, string>) {
  return useQuery({
    queryKey: adminQueryKeys.adminProblemList(query),
    queryFn: ({ signal }) => getProblems(query, signal),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
