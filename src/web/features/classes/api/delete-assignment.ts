import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export function deleteAssignment(assignmentId: string) {
  return callApi((options) => api.assignments[':assignmentId'].$delete({ param: pathParams({ assignmentId }) }, options));
}

export function useDeleteAssignment(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classQueryKeys.class(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.teaching }),
      ]),
  });
}
