import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export function createClass(name: string) {
  return callApi((options) => api.classes.$post({ json: { name } }, options));
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classQueryKeys.teaching }),
  });
}
