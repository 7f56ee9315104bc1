import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import type { TTheoryList } from './get-theories';

type TMoveTheory = { subtopicId: string; theoryId: string; direction: 'up' | 'down' };

export function moveTheory({ theoryId, direction }: TMoveTheory) {
  return callApi((options) => api.admin.theories[':theoryId'].move.$post({ param: pathParams({ theoryId }), json: { direction } }, options));
}

export function useMoveTheory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTheory,
    // The answer is the whole list in its new order.
    onSuccess: ({ theories }, { subtopicId }) => {
      queryClient.setQueryData<TTheoryList>(adminQueryKeys.adminTheories(subtopicId), (list) => list && { ...list, theories });
    },
    // A refused move (another admin moved it first) shows the order as it now is.
    onError: (_error, { subtopicId }) => queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminTheories(subtopicId) }),
  });
}
