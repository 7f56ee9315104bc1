import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export function setRollNumber({ classId, userId, rollNumber }: { classId: string; userId: string; rollNumber: number | null }) {
  return callApi((options) => api.classes[':classId'].members[':userId'].$patch({ param: pathParams({ classId, userId }), json: { rollNumber } }, options));
}

// The class page shows what was typed at once; the lists sorted by it are read again.
export function useSetRollNumber(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, rollNumber }: { userId: string; rollNumber: number | null }) => setRollNumber({ classId, userId, rollNumber }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classQueryKeys.class(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.gradebook(classId) }),
        queryClient.invalidateQueries({ queryKey: [...classQueryKeys.all, 'report'] }),
      ]),
  });
}
