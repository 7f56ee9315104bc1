import { useMutation } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export type TSetPasswordInput = { token: string; newPassword: string };

export function setPassword(input: TSetPasswordInput) {
  return callApi((options) => api.auth['set-password'].$post({ json: input }, options));
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
