import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export function removeMember({ classId, userId }: { classId: string; userId: string }) {
  return callApi((options) => api.classes[':classId'].members[':userId'].$delete({ param: pathParams({ classId, userId }) }, options));
}

export function useRemoveMember(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember({ classId, userId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classQueryKeys.class(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.teaching }),
      ]),
  });
}
