import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export function rotateCode(classId: string) {
  return callApi((options) => api.classes[':classId'].code.$post({ param: pathParams({ classId }) }, options));
}

export function useRotateCode(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateCode(classId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classQueryKeys.class(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.teaching }),
      ]),
  });
}
