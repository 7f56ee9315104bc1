import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProblemWrite } from '../../../../core/problem-editor';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function createProblem(request: TProblemWrite) {
  return callApi((options) => api.admin.problems.$post({ json: request }, options));
}

export function useCreateProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProblem,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminProblemsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subtopicProblemsAll });
    },
  });
}
