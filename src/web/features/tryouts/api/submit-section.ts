import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { withViews } from './get-sitting';
import { tryoutQueryKeys } from './tryout-query-keys';

const submitRoute = api.tryouts[':tryoutId'].sitting.sections[':sectionId'].submit;

// 'Kumpulkan bagian': a double click is one submit (the server answers the same state).
export async function submitSection(tryoutId: string, sectionId: string) {
  return withViews(await callApi((options) => submitRoute.$post({ param: pathParams({ tryoutId, sectionId }) }, options)));
}

export function useSubmitSection(tryoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sectionId: string) => submitSection(tryoutId, sectionId),
    onSuccess: (state) => {
      queryClient.setQueryData(tryoutQueryKeys.sitting(tryoutId), state);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tryoutQueryKeys.list }),
        queryClient.invalidateQueries({ queryKey: tryoutQueryKeys.tryout(tryoutId) }),
      ]);
    },
  });
}
