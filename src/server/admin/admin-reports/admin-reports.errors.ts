import { createError } from '../../http/app-error';

export const adminReportErrors = {
  notFound: () => createError({ code: 'admin.report_not_found', status: 404, message: 'Report not found' }),
};
