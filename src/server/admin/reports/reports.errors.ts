import { createError } from '../../http/app-error';

export const reportErrors = {
  alreadyOpen: () =>
    createError({ code: 'reports.already_open', status: 409, message: 'Your report of this problem with this type is still open' }),
};
