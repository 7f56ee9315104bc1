import { createError } from '../../http/app-error';

export const adminUsersErrors = {
  notFound: () => createError({ code: 'admin.user_not_found', status: 404, message: 'User not found' }),
  lastAdmin: () => createError({ code: 'admin.last_admin', status: 409, message: 'The last admin cannot be demoted or deleted' }),
  cannotDeleteSelf: () => createError({ code: 'admin.cannot_delete_self', status: 409, message: 'Admins cannot delete their own account' }),
};
