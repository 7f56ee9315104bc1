// Report types and statuses with their labels, and the report's length bounds: plain values
// without zod, so the report dialog can use them without loading it. reports.ts holds the schemas.

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

// Spec 4: an admin moves a report between these freely; a new report is open.
export const REPORT_STATUSES = ['open', 'in_progress', 'resolved', 'non_issue'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const INITIAL_REPORT_STATUS: ReportStatus = 'open';

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
