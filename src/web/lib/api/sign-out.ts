import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../api-client';
import { announceSessionChange, applySessionChange } from '../session-sync';

export function signOut() {
  return callApi((options) => api.auth['sign-out'].$post({}, { ...options, init: { ...options.init, body: '{}' }, headers: { 'Content-Type': 'application/json' } }));
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
