import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';
import { classQueryKeys } from './class-query-keys';

// A retried submission (a double tap, a phone's dropped answer) makes one class, not two.
export function createClass(name: string, key?: string) {
  return callApi((options) => api.classes.$post({ json: { name } }, { ...options, headers: idempotencyHeaders(key) }));
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (name: string) => createClass(name, key.current()),
    onSettled: key.settled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classQueryKeys.teaching }),
  });
}
