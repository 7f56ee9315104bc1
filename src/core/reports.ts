import { z } from 'zod';

export const REPORT_TYPES = ['Kesalahan Jawaban', 'Soal Kurang Jelas', 'Link Video Rusak', 'Saran Umum'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const DEFAULT_REPORT_TYPE = REPORT_TYPES[0];
export const REPORT_MIN_LENGTH = 10;
export const REPORT_MAX_LENGTH = 2000;

export const REPORT_TYPE_DESCRIPTIONS: Record<ReportType, string> = {
  'Kesalahan Jawaban': 'Kunci jawaban atau pembahasan salah',
  'Soal Kurang Jelas': 'Kalimat soal sulit dipahami',
  'Link Video Rusak': 'Video pembahasan tidak bisa diputar',
  'Saran Umum': 'Saran atau masukan lain',
};

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

// Spec 4: an admin moves a report between these freely; a new report is open.
export const REPORT_STATUSES = ['open', 'in_progress', 'resolved', 'non_issue'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const INITIAL_REPORT_STATUS: ReportStatus = 'open';
export const ZReportStatus = z.enum(REPORT_STATUSES);

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Terbuka',
  in_progress: 'Diproses',
  resolved: 'Selesai',
  non_issue: 'Bukan Masalah',
};

// Spec 4: an unknown or missing status displays as open.
export function reportStatusOf(value: unknown): ReportStatus {
  return (REPORT_STATUSES as readonly unknown[]).includes(value) ? (value as ReportStatus) : INITIAL_REPORT_STATUS;
}
export type TCreateReportOutput = z.output<typeof ZCreateReportRequest>;
