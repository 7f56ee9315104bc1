import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { queryKeys } from '../../../lib/query-keys';

type TDeleteTheory = { subtopicId: string; theoryId: string };

export function deleteTheory({ theoryId }: TDeleteTheory) {
  return callApi((options) => api.admin.theories[':theoryId'].$delete({ param: pathParams({ theoryId }) }, options));
}

export function useDeleteTheory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTheory,
    onSettled: async (_data, _error, { subtopicId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminTheories(subtopicId) }),
        // Its links to problems went with it.
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminProblemsAll, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.problemsAll, refetchType: 'none' }),
      ]);
    },
  });
}
