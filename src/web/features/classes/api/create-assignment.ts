import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

const assignmentsRoute = api.classes[':classId'].assignments;

export type TNewAssignment = InferRequestType<typeof assignmentsRoute.$post>['json'];

export function createAssignment({ classId, assignment }: { classId: string; assignment: TNewAssignment }) {
  return callApi((options) => assignmentsRoute.$post({ param: pathParams({ classId }), json: assignment }, options));
}

export function useCreateAssignment(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignment: TNewAssignment) => createAssignment({ classId, assignment }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classQueryKeys.class(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.teaching }),
      ]),
  });
}
