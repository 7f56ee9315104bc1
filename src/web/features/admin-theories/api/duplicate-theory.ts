import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type TDuplicateTheory = { subtopicId: string; theoryId: string };

export function duplicateTheory({ theoryId }: TDuplicateTheory) {
  return callApi((options) => api.admin.theories[':theoryId'].duplicate.$post({ param: pathParams({ theoryId }) }, options));
}

export function useDuplicateTheory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateTheory,
    onSuccess: (_data, { subtopicId }) => queryClient.invalidateQueries({ queryKey: queryKeys.adminTheories(subtopicId) }),
  });
}
