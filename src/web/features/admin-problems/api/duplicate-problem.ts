import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const duplicateRoute = api.admin.problems[':problemId'].duplicate;

export function duplicateProblem(problemId: string) {
  return callApi((options) => duplicateRoute.$post({ param: pathParams({ problemId }) }, options));
}

export function useDuplicateProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProblem,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminProblemsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subtopicProblemsAll });
    },
  });
}
