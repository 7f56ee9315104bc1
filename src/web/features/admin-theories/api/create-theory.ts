import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTheoryRequest } from '../../../../core/theories';
import { api, callApi } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

export function createTheory(request: TCreateTheoryRequest, key?: string) {
  return callApi((options) => api.admin.theories.$post({ json: request }, { ...options, headers: idempotencyHeaders(key) }));
}

export function useCreateTheory() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: TCreateTheoryRequest) => createTheory(request, key.current()),
    onSettled: key.settled,
    onSuccess: (_data, { subtopicId }) => queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminTheories(subtopicId) }),
  });
}
