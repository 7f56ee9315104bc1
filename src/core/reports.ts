import { z } from 'zod';
import { REPORT_MAX_LENGTH, REPORT_MIN_LENGTH, REPORT_STATUSES, REPORT_TYPES } from './report-lists';

// The server's report schemas. The lists are re-exported for the server modules that import them from here.
export {
  INITIAL_REPORT_STATUS,
  REPORT_MAX_LENGTH,
  REPORT_MIN_LENGTH,
  REPORT_STATUSES,
  REPORT_TYPES,
  reportStatusOf,
  type ReportStatus,
  type ReportType,
} from './report-lists';

// Spec 5: at least 10 characters after trimming; the stored text is the trimmed one.
export const ZCreateReportRequest = z.strictObject({
  reportType: z.enum(REPORT_TYPES),
  reportContent: z
    .string()
    .max(REPORT_MAX_LENGTH * 2)
    .transform((value) => value.trim())
    .pipe(z.string().min(REPORT_MIN_LENGTH).max(REPORT_MAX_LENGTH)),
});
export type TCreateReportRequest = z.input<typeof ZCreateReportRequest>;
export type TCreateReportOutput = z.output<typeof ZCreateReportRequest>;

export const ZReportStatus = z.enum(REPORT_STATUSES);
