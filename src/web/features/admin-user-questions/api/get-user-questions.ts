import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const listRoute = api.admin['user-questions'];

export type TUserQuestionList = InferResponseType<typeof listRoute.$get, 200>;
export type TAdminUserQuestion = TUserQuestionList['questions'][number];

export function getUserQuestions(query: Record<string, string>, signal?: AbortSignal) {
  return callApi((options) => listRoute.$get({ query }, options), { signal });
}

export function useUserQuestions(query: Record<string, string>) {
  return useQuery({
    queryKey: adminQueryKeys.adminUserQuestionList(query),
    queryFn: ({ signal }) => getUserQuestions(query, signal),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
