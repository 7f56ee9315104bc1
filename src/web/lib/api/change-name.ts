import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../api-client';
import { queryKeys } from '../query-keys';

// 'Nama lengkap' saved from the Akun page or the prompt for accounts without one (issue 51). Not
// a feature's: both the account page and the pages that show the prompt use it.
export function changeName(name: string) {
  return callApi((options) => api.me.name.$put({ json: { name } }, options));
}

export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeName,
    // /me carries the name: the prompt goes and the Akun page shows the cleaned value.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
