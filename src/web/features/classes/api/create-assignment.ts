import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';
import { classQueryKeys } from './class-query-keys';

const assignmentsRoute = api.classes[':classId'].assignments;

export type TNewAssignment = InferRequestType<typeof assignmentsRoute.$post>['json'];

// A retried submission makes one assignment, not two.
export function createAssignment({ classId, assignment, key }: { classId: string; assignment: TNewAssignment; key?: string }) {
  return callApi((options) => assignmentsRoute.$post({ param: pathParams({ classId }), json: assignment }, { ...options, headers: idempotencyHeaders(key) }));
}

export function useCreateAssignment(classId: string) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (assignment: TNewAssignment) => createAssignment({ classId, assignment, key: key.current() }),
    onSettled: key.settled,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classQueryKeys.class(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.teaching }),
      ]),
  });
}
