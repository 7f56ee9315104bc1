import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCredentials } from '../../../../core/credentials';
import { api, callApi } from '../../../lib/api-client';
import { announceSessionChange, applySessionChange } from '../../../lib/session-sync';

// better-auth's own reply, which its route passes through untyped. token is null when the
// account must verify its email before signing in.
export type SignUpResponse = {
  user: { id: string; email: string };
  token: string | null;
};

export function signUp(input: TCredentials): Promise<SignUpResponse> {
  const body = { ...input, name: '', callbackURL: '/math/' };
  return callApi((options) => api.auth['sign-up'].email.$post({ json: body }, options)) as Promise<SignUpResponse>;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: async (response) => {
      if (!response.token) return;
      announceSessionChange('signed-in');
      await applySessionChange(queryClient, 'signed-in');
    },
  });
}
