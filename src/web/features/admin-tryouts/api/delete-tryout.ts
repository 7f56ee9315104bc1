import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

export function deleteTryout(tryoutId: string) {
  return callApi((options) => api.admin.tryouts[':tryoutId'].$delete({ param: pathParams({ tryoutId }) }, options));
}

export function useDeleteTryout(tryoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTryout(tryoutId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminTryoutQueryKeys.tryout(tryoutId) });
      return queryClient.invalidateQueries({ queryKey: adminTryoutQueryKeys.list });
    },
  });
}
