import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

type TDuplicateTheory = { subtopicId: string; theoryId: string };

export function duplicateTheory({ theoryId }: TDuplicateTheory, key?: string) {
  return callApi((options) => api.admin.theories[':theoryId'].duplicate.$post({ param: pathParams({ theoryId }) }, { ...options, headers: idempotencyHeaders(key) }));
}

export function useDuplicateTheory() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: TDuplicateTheory) => duplicateTheory(request, key.current()),
    onSettled: key.settled,
    onSuccess: (_data, { subtopicId }) => queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminTheories(subtopicId) }),
  });
}
