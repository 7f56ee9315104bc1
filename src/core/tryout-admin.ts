import { z } from 'zod';
import { publicCodePattern } from './public-code';
import type { TTryoutState } from './tryout-state';
import {
  TRYOUT_DESCRIPTION_MAX_LENGTH,
  TRYOUT_MAX_SECTIONS,
  TRYOUT_SECTION_DURATION_SECONDS,
  TRYOUT_SECTION_MAX_PROBLEMS,
  TRYOUT_SECTION_NAME_MAX_LENGTH,
  TRYOUT_TITLE_MAX_LENGTH,
  type TTryoutJobKind,
  type TTryoutJobStatus,
} from './tryouts';

// Issue 36: the admin side of tryouts (building, locking, publishing, the report), decision 058.
// Request schemas with the refusals in the words the admin sees, and the response types the admin
// pages read. Admin pages only (zod): a learner page imports core/tryouts.ts.

export const TRYOUT_ADMIN_ERROR_MESSAGES = {
  TRYOUT_NOT_FOUND: 'Tryout tidak ditemukan.',
  TRYOUT_LOCKED: 'Tryout ini sudah dimulai peserta; bagian dan soalnya tidak dapat diubah lagi.',
  TRYOUT_LOCKED_REMOVE: 'Tryout ini sudah dimulai peserta; tidak dapat ditarik atau dihapus lagi.',
  TRYOUT_STALE: 'Tryout ini baru saja disimpan orang lain; muat ulang untuk melihat versi terbarunya.',
  TRYOUT_INVALID: 'Periksa lagi isian tryout.',
  TRYOUT_INCOMPLETE: 'Tryout perlu minimal satu bagian, dan setiap bagian minimal satu soal, sebelum diterbitkan.',
  TRYOUT_UNPUBLISHED_PROBLEMS: 'Ada soal di tryout ini yang belum terbit, atau kategori, topik atau subtopiknya belum terbit; terbitkan atau keluarkan dulu.',
  TRYOUT_ALREADY_CLOSED: 'Waktu tutup tryout ini sudah lewat; ubah jadwalnya dulu.',
  TRYOUT_NOT_STARTED: 'Belum ada peserta; belum ada jawaban untuk dikalibrasi.',
} as const;
export type TTryoutAdminErrorCode = keyof typeof TRYOUT_ADMIN_ERROR_MESSAGES;

// Field messages (the details of a 400), by what is wrong.
export const TRYOUT_FIELD_MESSAGES = {
  title: `Judul wajib diisi, paling panjang ${TRYOUT_TITLE_MAX_LENGTH} karakter.`,
  description: `Deskripsi paling panjang ${TRYOUT_DESCRIPTION_MAX_LENGTH} karakter.`,
  time: 'Waktu tidak valid.',
  window: 'Waktu tutup harus setelah waktu buka.',
  sections: `Paling banyak ${TRYOUT_MAX_SECTIONS} bagian.`,
  sectionName: `Nama bagian wajib diisi, paling panjang ${TRYOUT_SECTION_NAME_MAX_LENGTH} karakter.`,
  duration: `Durasi bagian ${TRYOUT_SECTION_DURATION_SECONDS.min / 60}–${TRYOUT_SECTION_DURATION_SECONDS.max / 60} menit.`,
  problems: `Paling banyak ${TRYOUT_SECTION_MAX_PROBLEMS} soal per bagian.`,
  problemCode: 'Kode soal tidak valid.',
  unknownProblem: 'Soal tidak ditemukan, atau soal itu (atau kategori, topik atau subtopiknya) belum terbit.',
  duplicateProblem: 'Soal ini sudah ada di tryout ini; satu soal hanya sekali per tryout.',
  unknownSection: 'Bagian ini bukan milik tryout ini.',
} as const;

const ZTitle = z.string().trim().min(1, TRYOUT_FIELD_MESSAGES.title).max(TRYOUT_TITLE_MAX_LENGTH, TRYOUT_FIELD_MESSAGES.title);
const ZDescription = z.string().trim().max(TRYOUT_DESCRIPTION_MAX_LENGTH, TRYOUT_FIELD_MESSAGES.description);
const ZInstant = z.iso.datetime({ offset: true, message: TRYOUT_FIELD_MESSAGES.time }).transform((value) => new Date(value));

// Runs even when a time failed to parse (zod refines the object anyway): only on two instants.
function windowInOrder(request: { opensAt: unknown; closesAt: unknown }, ctx: z.RefinementCtx) {
  if (!(request.opensAt instanceof Date) || !(request.closesAt instanceof Date)) return;
  if (request.closesAt.getTime() <= request.opensAt.getTime()) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: TRYOUT_FIELD_MESSAGES.window });
}

export const ZCreateTryoutRequest = z
  .strictObject({ title: ZTitle, description: ZDescription.optional(), opensAt: ZInstant, closesAt: ZInstant })
  .superRefine(windowInOrder);
export type TCreateTryoutRequest = z.input<typeof ZCreateTryoutRequest>;

export const ZTryoutSectionInput = z.strictObject({
  id: z.uuid().optional(),
  name: z.string().trim().min(1, TRYOUT_FIELD_MESSAGES.sectionName).max(TRYOUT_SECTION_NAME_MAX_LENGTH, TRYOUT_FIELD_MESSAGES.sectionName),
  durationSeconds: z
    .number()
    .int(TRYOUT_FIELD_MESSAGES.duration)
    .min(TRYOUT_SECTION_DURATION_SECONDS.min, TRYOUT_FIELD_MESSAGES.duration)
    .max(TRYOUT_SECTION_DURATION_SECONDS.max, TRYOUT_FIELD_MESSAGES.duration),
  problemIds: z.array(z.string().regex(publicCodePattern('problem'), TRYOUT_FIELD_MESSAGES.problemCode)).max(TRYOUT_SECTION_MAX_PROBLEMS, TRYOUT_FIELD_MESSAGES.problems),
});

// The whole document, saved at once; updatedAt is the version the admin edited (optimistic).
export const ZSaveTryoutRequest = z
  .strictObject({
    title: ZTitle,
    description: ZDescription,
    opensAt: ZInstant,
    closesAt: ZInstant,
    sections: z.array(ZTryoutSectionInput).max(TRYOUT_MAX_SECTIONS, TRYOUT_FIELD_MESSAGES.sections),
    updatedAt: z.iso.datetime({ offset: true, message: TRYOUT_FIELD_MESSAGES.time }),
  })
  .superRefine((request, ctx) => {
    windowInOrder(request, ctx);
    const seen = new Set<string>();
    request.sections.forEach((section, i) =>
      section.problemIds.forEach((code, j) => {
        if (seen.has(code)) ctx.addIssue({ code: 'custom', path: ['sections', i, 'problemIds', j], message: TRYOUT_FIELD_MESSAGES.duplicateProblem });
        seen.add(code);
      }),
    );
    const ids = request.sections.flatMap((section) => (section.id ? [section.id] : []));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['sections'], message: TRYOUT_FIELD_MESSAGES.unknownSection });
  });
export type TSaveTryoutRequest = z.input<typeof ZSaveTryoutRequest>;

export type TTryoutJob = {
  id: string;
  kind: TTryoutJobKind;
  status: TTryoutJobStatus;
  progress: number;
  message: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export type TAdminTryoutListItem = {
  id: string;
  title: string;
  opensAt: string;
  closesAt: string;
  publishedAt: string | null;
  state: TTryoutState;
  locked: boolean;
  sectionCount: number;
  problemCount: number;
  participants: number;
  finished: number;
};

// isPublished: learners see it (the problem and its category, topic and subtopic all published).
export type TAdminTryoutProblem = { problemId: string; type: string; questionText: string; subtopicName: string; isPublished: boolean };

export type TAdminTryout = {
  id: string;
  title: string;
  description: string;
  opensAt: string;
  closesAt: string;
  publishedAt: string | null;
  state: TTryoutState;
  // Someone has started it: sections, problems, durations and opensAt are fixed.
  locked: boolean;
  updatedAt: string;
  sections: { id: string; name: string; durationSeconds: number; problems: TAdminTryoutProblem[] }[];
};

// Fit warnings of an item in the report (reusing core/item-analytics.ts's flags where they fit).
export const TRYOUT_ITEM_WARNINGS = {
  'negative-discrimination': 'Daya beda negatif: peserta yang lebih mampu lebih sering salah. Periksa kunci.',
  'tiny-discrimination': 'Daya beda sangat kecil (a < 0,3): soal hampir tidak membedakan peserta.',
  'popular-wrong-option': 'Satu jawaban salah dipilih lebih banyak peserta daripada jawaban benar.',
  'low-correct-rate': 'Sedikit sekali peserta yang menjawab benar.',
  'open-report': 'Ada laporan soal yang belum selesai.',
} as const;
export type TTryoutItemWarning = keyof typeof TRYOUT_ITEM_WARNINGS;
export const TINY_DISCRIMINATION = 0.3;

export type TTryoutReport = {
  participants: number;
  started: number;
  finished: number;
  stage: 'none' | 'provisional' | 'final';
  version: null | { version: number; createdAt: string; sittings: number };
  distribution: { from: number; to: number; count: number }[];
  items: {
    problemId: string;
    sectionName: string;
    position: number;
    a: number;
    b: number;
    seA: number | null;
    seB: number | null;
    provisional: boolean;
    answers: number;
    correctRate: number | null;
    difficulty: 'mudah' | 'sedang' | 'sulit';
    warnings: TTryoutItemWarning[];
    mostChosenWrong: null | { answer: string; count: number };
  }[];
  job: TTryoutJob | null;
};
