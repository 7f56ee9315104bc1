import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

// 'Kalibrasi ulang': queued in the background (an active job already: that one).
export function recalibrateTryout(tryoutId: string) {
  return callApi((options) => api.admin.tryouts[':tryoutId'].recalibrate.$post({ param: pathParams({ tryoutId }) }, options));
}

export function useRecalibrateTryout(tryoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recalibrateTryout(tryoutId),
    onSuccess: (answer) => queryClient.setQueryData(adminTryoutQueryKeys.job(tryoutId), answer),
  });
}
