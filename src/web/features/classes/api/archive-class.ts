import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export function archiveClass(classId: string) {
  return callApi((options) => api.classes[':classId'].archive.$post({ param: pathParams({ classId }) }, options));
}

export function useArchiveClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => archiveClass(classId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classQueryKeys.class(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.teaching }),
      ]),
  });
}
