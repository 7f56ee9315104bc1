import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { queryKeys } from '../../../lib/query-keys';

const duplicateRoute = api.admin.problems[':problemId'].duplicate;

export function duplicateProblem(problemId: string, key?: string) {
  return callApi((options) => duplicateRoute.$post({ param: pathParams({ problemId }) }, { ...options, headers: idempotencyHeaders(key) }));
}

export function useDuplicateProblem() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (problemId: string) => duplicateProblem(problemId, key.current()),
    onSettled: key.settled,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminProblemsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subtopicProblemsAll });
    },
  });
}
