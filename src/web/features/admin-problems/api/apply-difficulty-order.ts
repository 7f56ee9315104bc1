import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { queryKeys } from '../../../lib/query-keys';
import { difficultyOrderRoute } from './get-difficulty-order';

// `expected`: the order the admin confirmed; the server refuses (409) if it is no longer the one it measures.
export function applyDifficultyOrder({ subtopicId, expected }: { subtopicId: string; expected: string[] }) {
  return callApi((options) => difficultyOrderRoute.$post({ param: pathParams({ subtopicId }), json: { expected } }, options));
}

export function useApplyDifficultyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyDifficultyOrder,
    onSuccess: (order, { subtopicId }) => {
      queryClient.setQueryData(adminQueryKeys.adminDifficultyOrder(subtopicId), order);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminProblemsAll });
      // Learners see the subtopic's problems, and the problem pages' numbers, in the new order.
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
    },
    onError: (error, { subtopicId }) => {
      // The order shown is out of date: show the one measured now.
      if (error instanceof ApiError && error.code === 'admin.difficulty_order_changed') {
        void queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminDifficultyOrder(subtopicId) });
      }
    },
  });
}
