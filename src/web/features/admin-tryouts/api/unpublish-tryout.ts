import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

export function unpublishTryout(tryoutId: string) {
  return callApi((options) => api.admin.tryouts[':tryoutId'].unpublish.$post({ param: pathParams({ tryoutId }) }, options));
}

export function useUnpublishTryout(tryoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishTryout(tryoutId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTryoutQueryKeys.all }),
  });
}
