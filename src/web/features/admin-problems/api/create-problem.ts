import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProblemWrite } from '../../../../core/problem-editor';
import { api, callApi } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { queryKeys } from '../../../lib/query-keys';

export function createProblem(request: TProblemWrite, key?: string) {
  return callApi((options) => api.admin.problems.$post({ json: request }, { ...options, headers: idempotencyHeaders(key) }));
}

export function useCreateProblem() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: TProblemWrite) => createProblem(request, key.current()),
    onSettled: key.settled,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminProblemsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subtopicProblemsAll });
    },
  });
}
