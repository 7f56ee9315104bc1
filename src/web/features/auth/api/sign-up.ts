import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, callApi } from '../../../lib/api-client';
import { announceSessionChange, applySessionChange } from '../../../lib/session-sync';
import { ZEmailField, ZNewPassword } from './credential-fields';

export const ZSignUpRequest = z.object({
  email: ZEmailField,
  password: ZNewPassword,
});

export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

// better-auth's own reply, which its route passes through untyped. token is null when the
// account must verify its email before signing in.
export type SignUpResponse = {
  user: { id: string; email: string };
  token: string | null;
};

export function signUp(input: TSignUpRequest): Promise<SignUpResponse> {
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
