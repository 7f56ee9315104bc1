import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classJoinPath } from '../../../../core/class-code';
import type { TCredentials } from '../../../../core/credentials';
import { joinCodeOfPath } from '../../../../core/join-link';
import { api, callApi } from '../../../lib/api-client';
import { announceSessionChange, applySessionChange } from '../../../lib/session-sync';

// better-auth's own reply, which its route passes through untyped. token is null when the
// account must verify its email before signing in.
export type SignUpResponse = {
  user: { id: string; email: string };
  token: string | null;
};

type TSignUpInput = TCredentials & { name: string; returnTo: string };

// A class's join link followed before signing up goes into the verification mail's link (the
// server takes it from callbackURL, core/join-link.ts), so verifying on any device leads back to it.
export function signUp({ returnTo, ...input }: TSignUpInput): Promise<SignUpResponse> {
  const joinCode = joinCodeOfPath(returnTo);
  const body = { ...input, callbackURL: joinCode ? classJoinPath(joinCode) : '/math/' };
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
