import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

export type TNewTryout = InferRequestType<typeof api.admin.tryouts.$post>['json'];

// A retried submission makes one draft, not two.
export function createTryout(tryout: TNewTryout, key?: string) {
  return callApi((options) => api.admin.tryouts.$post({ json: tryout }, { ...options, headers: idempotencyHeaders(key) }));
}

export function useCreateTryout() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (tryout: TNewTryout) => createTryout(tryout, key.current()),
    onSettled: key.settled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTryoutQueryKeys.list }),
  });
}
