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

type TSignUpInput = TCredentials & { name: string; returnTo: string };

// A class's join page the learner came from goes into the verification mail's link (the server
// takes only its class code, core/join-link.ts), so verifying on any device leads back to it.
// Matched here by its shape alone: core/join-link.ts stays out of the login route's JavaScript.
const JOIN_PAGE = /^\/kelas\/gabung\/[A-Za-z0-9-]{1,20}$/;

export function signUp({ returnTo, ...input }: TSignUpInput): Promise<SignUpResponse> {
  const body = { ...input, callbackURL: JOIN_PAGE.test(returnTo) ? `/math${returnTo}` : '/math/' };
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
