import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const verifyRoute = api.admin.users[':userId']['verify-email'];

export function verifyUserEmail(userId: string) {
  return callApi((options) => verifyRoute.$post({ param: pathParams({ userId }) }, options));
}

export function useVerifyUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUserEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminUsersAll }),
  });
}
