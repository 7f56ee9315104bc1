import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTheoryRequest } from '../../../../core/theories';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function createTheory(request: TCreateTheoryRequest) {
  return callApi((options) => api.admin.theories.$post({ json: request }, options));
}

export function useCreateTheory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTheory,
    onSuccess: (_data, { subtopicId }) => queryClient.invalidateQueries({ queryKey: queryKeys.adminTheories(subtopicId) }),
  });
}
