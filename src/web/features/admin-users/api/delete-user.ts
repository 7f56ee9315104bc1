import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const userRoute = api.admin.users[':userId'];

export function deleteUser(userId: string) {
  return callApi((options) => userRoute.$delete({ param: pathParams({ userId }) }, options));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The user list, and the reports and questions that now show 'User Dihapus'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.admin }),
  });
}
