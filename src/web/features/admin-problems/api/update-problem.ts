import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProblemUpdate } from '../../../../core/problem-editor';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { queryKeys } from '../../../lib/query-keys';

const problemRoute = api.admin.problems[':problemId'];

/** Refused with 409 'admin.problem_edit_conflict' when version is no longer the latest. */
export function updateProblem(problemId: string, request: TProblemUpdate) {
  return callApi((options) => problemRoute.$put({ param: pathParams({ problemId }), json: request }, options));
}

export function useUpdateProblem(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TProblemUpdate) => updateProblem(problemId, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminProblemsAll });
      // Learners' listings and problem pages show the new text.
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
    },
  });
}
