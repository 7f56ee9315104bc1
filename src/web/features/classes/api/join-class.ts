import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { classQueryKeys } from './class-query-keys';

export function joinClass(code: string) {
  return callApi((options) => api.memberships.$post({ json: { code } }, options));
}

export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinClass,
    // The class's assignments now show on /tugas and the dashboard.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboardAll }),
      ]),
  });
}
