import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { announceSessionChange, applySessionChange } from '../../../lib/session-sync';

export type TChangePasswordInput = { currentPassword: string; newPassword: string };

// Other devices are signed out with every change: whoever knew the old password is out.
export function changePassword(input: TChangePasswordInput) {
  return callApi((options) => api.auth['change-password'].$post({ json: { ...input, revokeOtherSessions: true } }, options));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function signOutEverywhere() {
  return callApi((options) => api.auth['sign-out-everywhere'].$post({}, options));
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: async () => {
      announceSessionChange('signed-out');
      await applySessionChange(queryClient, 'signed-out');
    },
  });
}
