import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { queryKeys } from '../../../lib/query-keys';

type TUpdateTheory = { subtopicId: string; theoryId: string; content: string };

export function updateTheory({ theoryId, content }: TUpdateTheory) {
  return callApi((options) => api.admin.theories[':theoryId'].$patch({ param: pathParams({ theoryId }), json: { content } }, options));
}

export function useUpdateTheory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTheory,
    onSuccess: async (_data, { subtopicId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminTheories(subtopicId) }),
        // Problems that link the theory show its text.
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminProblemsAll, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.problemsAll, refetchType: 'none' }),
      ]);
    },
  });
}
