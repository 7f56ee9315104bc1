import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../core/roles';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { queryKeys } from '../../../lib/query-keys';

const userRoute = api.admin.users[':userId'];

export function updateUserRole({ userId, role }: { userId: string; role: Role }) {
  return callApi((options) => userRoute.$patch({ param: pathParams({ userId }), json: { role } }, options));
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    // Pending until the list shows the saved role, so 'Simpan' never re-enables on a stale row.
    onSuccess: () => {
      // An admin who stepped down loses the admin pages at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminUsersAll });
    },
  });
}
