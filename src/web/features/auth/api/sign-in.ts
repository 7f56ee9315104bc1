import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { announceSessionChange, applySessionChange } from '../session-sync';
import { ZEmailField, ZRequiredPassword } from './credential-fields';

export const ZSignInRequest = z.object({
  email: ZEmailField,
  password: ZRequiredPassword,
});

export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export function signIn(input: TSignInRequest): Promise<unknown> {
  return apiRequest('/auth/sign-in/email', { method: 'POST', body: input });
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
