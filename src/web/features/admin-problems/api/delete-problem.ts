import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAdminProblemsAfterDelete } from './problem-queries';

const problemRoute = api.admin.problems[':problemId'];

export function deleteProblem(problemId: string) {
  return callApi((options) => problemRoute.$delete({ param: pathParams({ problemId }) }, options));
}

export function useDeleteProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProblem,
    onSuccess: (_response, problemId) => {
      queryClient.removeQueries({ queryKey: adminQueryKeys.adminProblem(problemId) });
      void refreshAdminProblemsAfterDelete(queryClient);
      // Learners' listings, problem pages and statistics no longer have it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardAll });
    },
  });
}
