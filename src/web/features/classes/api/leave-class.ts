import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { classQueryKeys } from './class-query-keys';

export function leaveClass(classId: string) {
  return callApi((options) => api.memberships[':classId'].$delete({ param: pathParams({ classId }) }, options));
}

export function useLeaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveClass,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboardAll }),
      ]),
  });
}
