import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { announceSessionChange, applySessionChange } from '../session-sync';
import { ZEmailField, ZRequiredPassword } from './credential-fields';

// Same bounds as the server's password rules (8..128), so most mistakes never leave the form.
export const ZSignUpRequest = z.object({
  email: ZEmailField,
  password: ZRequiredPassword.min(8, 'Password minimal 8 karakter.').max(128, 'Password terlalu panjang (maks. 128 karakter).'),
});

export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** token is null when the account must verify its email before signing in. */
export type SignUpResponse = {
  user: { id: string; email: string };
  token: string | null;
};

export function signUp(input: TSignUpRequest): Promise<SignUpResponse> {
  return apiRequest<SignUpResponse>('/auth/sign-up/email', { method: 'POST', body: { ...input, name: '', callbackURL: '/math/' } });
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
