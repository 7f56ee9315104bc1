import { z } from 'zod';

export const REPORT_TYPES = ['Kesalahan Jawaban', 'Soal Kurang Jelas', 'Link Video Rusak', 'Saran Umum'] as const;
export const DEFAULT_REPORT_TYPE = REPORT_TYPES[0];
export const REPORT_MIN_LENGTH = 10;
export const REPORT_MAX_LENGTH = 2000;

export const REPORT_TYPE_DESCRIPTIONS: Record<(typeof REPORT_TYPES)[number], string> = {
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
