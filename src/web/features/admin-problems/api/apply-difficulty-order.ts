import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { difficultyOrderRoute } from './get-difficulty-order';

export function applyDifficultyOrder(subtopicId: string) {
  return callApi((options) => difficultyOrderRoute.$post({ param: pathParams({ subtopicId }) }, options));
}

export function useApplyDifficultyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyDifficultyOrder,
    onSuccess: (order, subtopicId) => {
      queryClient.setQueryData(queryKeys.adminDifficultyOrder(subtopicId), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminProblemsAll });
      // Learners see the subtopic's problems, and the problem pages' numbers, in the new order.
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
    },
  });
}
