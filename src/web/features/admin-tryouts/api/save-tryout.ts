import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

const tryoutRoute = api.admin.tryouts[':tryoutId'];

export type TSaveTryout = InferRequestType<typeof tryoutRoute.$put>['json'];

// The whole document at once, with the updatedAt it was edited from (a stale one is refused).
export function saveTryout(tryoutId: string, tryout: TSaveTryout) {
  return callApi((options) => tryoutRoute.$put({ param: pathParams({ tryoutId }), json: tryout }, options));
}

export function useSaveTryout(tryoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tryout: TSaveTryout) => saveTryout(tryoutId, tryout),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminTryoutQueryKeys.tryout(tryoutId), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTryoutQueryKeys.list }),
        queryClient.invalidateQueries({ queryKey: adminTryoutQueryKeys.preview(tryoutId) }),
      ]);
    },
  });
}
