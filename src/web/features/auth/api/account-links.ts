import { useMutation, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export type TSetPasswordInput = { token: string; newPassword: string };

export function setPassword(input: TSetPasswordInput) {
  return callApi((options) => api.auth['set-password'].$post({ json: input }, options));
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}

/** Whether a mailed link still works, asked before the set-password form is shown. */
export function useAccountLink(token: string | null) {
  return useQuery({
    queryKey: ['account-link', token],
    queryFn: () => callApi((options) => api.auth['account-link'].$get({ query: { token: token ?? '' } }, options)),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}

export function requestPasswordReset(email: string) {
  return callApi((options) => api.auth['request-password-reset'].$post({ json: { email } }, options));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** A pupil's account (decision 082): a link to confirm the address is mailed to it. */
export function useAddEmail() {
  return useMutation({ mutationFn: (email: string) => callApi((options) => api.auth['add-email'].$post({ json: { email } }, options)) });
}
