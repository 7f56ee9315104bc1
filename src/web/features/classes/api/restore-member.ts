import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

// 'Tambahkan Kembali': a learner the teacher removed, back in the class (a repeat changes nothing).
export function restoreMember({ classId, userId }: { classId: string; userId: string }) {
  return callApi((options) => api.classes[':classId'].members[':userId'].$put({ param: pathParams({ classId, userId }) }, options));
}

export function useRestoreMember(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => restoreMember({ classId, userId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classQueryKeys.class(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.teaching }),
      ]),
  });
}
