import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { announceSessionChange, applySessionChange } from '../session-sync';

export function signOut(): Promise<unknown> {
  return apiRequest('/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      announceSessionChange('signed-out');
      await applySessionChange(queryClient, 'signed-out');
    },
  });
}
