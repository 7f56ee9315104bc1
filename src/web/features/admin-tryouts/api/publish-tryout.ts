import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

export function publishTryout(tryoutId: string) {
  return callApi((options) => api.admin.tryouts[':tryoutId'].publish.$post({ param: pathParams({ tryoutId }) }, options));
}

export function usePublishTryout(tryoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishTryout(tryoutId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTryoutQueryKeys.all }),
  });
}
