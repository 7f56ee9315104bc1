import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, callApi } from '../../../lib/api-client';
import { announceSessionChange, applySessionChange } from '../../../lib/session-sync';
import { ZEmailField, ZRequiredPassword } from './credential-fields';

export const ZSignInRequest = z.object({
  email: ZEmailField,
  password: ZRequiredPassword,
});

export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export function signIn(input: TSignInRequest) {
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
