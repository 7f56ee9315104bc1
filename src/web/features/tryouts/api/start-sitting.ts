import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { withViews } from './get-sitting';
import { tryoutQueryKeys } from './tryout-query-keys';

const sittingRoute = api.tryouts[':tryoutId'].sitting;

// Starts the sitting (once: a second call, another tab's, resumes the same one), or the next
// section when none runs.
export async function startSitting(tryoutId: string) {
  return withViews(await callApi((options) => sittingRoute.$post({ param: pathParams({ tryoutId }) }, options)));
}

export function useStartSitting(tryoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startSitting(tryoutId),
    onSuccess: (state) => {
      queryClient.setQueryData(tryoutQueryKeys.sitting(tryoutId), state);
      return queryClient.invalidateQueries({ queryKey: tryoutQueryKeys.list });
    },
  });
}
