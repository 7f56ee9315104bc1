import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCredentials } from '../../../../core/credentials';
import { api, callApi } from '../../../lib/api-client';
import { announceSessionChange, applySessionChange } from '../../../lib/session-sync';

export function signIn(input: TCredentials) {
  return callApi((options) => api.auth['sign-in'].email.$post({ json: input }, options));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      announceSessionChange('signed-in');
      await applySessionChange(queryClient, 'signed-in');
    },
  });
}
