import { TRYOUT_STATE_LABELS } from './tryout-state-labels';
import type { TTryoutState } from './tryout-state';

// Issue 50.4 (decision 072): content whose problems are used by a class assignment, a tryout or a
// Tanya Soal answer is not deleted. The delete is refused with where they are used, and the
// confirmation shows the same list before the admin confirms.

export type TAssignmentUse = { className: string; teacherEmail: string; assignmentTitle: string; problems: number; assignmentProblems: number };
export type TTryoutUse = { title: string; state: TTryoutState; problems: number };
export type TQuestionUse = { userQuestionId: string };

// Each list names at most CONTENT_USAGE_LIST_CAP places; `total` counts them all.
export type TUsageList<T> = { total: number; items: T[] };
export type TContentUsage = { assignments: TUsageList<TAssignmentUse>; tryouts: TUsageList<TTryoutUse>; questions: TUsageList<TQuestionUse> };

export const CONTENT_USAGE_LIST_CAP = 20;

export const CONTENT_IN_USE_CODE = 'content.in_use';

export function isContentInUse(usage: TContentUsage): boolean {
  return usage.assignments.total + usage.tryouts.total + usage.questions.total > 0;
}

export const CONTENT_USAGE_HEADING = 'Dipakai di:';

export const CONTENT_IN_USE_ADVICE =
  'Tidak dapat dihapus selama masih dipakai. Guru kelas dapat menghapus tugasnya, soal dapat dikeluarkan dari tryout yang belum dimulai peserta, dan pertanyaan Tanya Soal dapat dijawab dengan soal lain.';

const countFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

const count = (value: number) => countFormat.format(value);

const assignmentLine = (use: TAssignmentUse) =>
  `Tugas "${use.assignmentTitle}" di kelas "${use.className}" (guru ${use.teacherEmail}): ${count(use.problems)} dari ${count(use.assignmentProblems)} soalnya`;

const tryoutLine = (use: TTryoutUse) => `Tryout "${use.title}" (${TRYOUT_STATE_LABELS[use.state]}): ${count(use.problems)} soal`;

const questionLine = (use: TQuestionUse) => `Jawaban pertanyaan Tanya Soal ${use.userQuestionId}`;

// The places a list does not name, as one last line.
const unnamed = (list: TUsageList<unknown>, word: string) => (list.total > list.items.length ? [`dan ${count(list.total - list.items.length)} ${word} lainnya`] : []);

/** One line per place the content is used, in Indonesian, for the delete confirmation. */
export function contentUsageLines({ assignments, tryouts, questions }: TContentUsage): string[] {
  return [
    ...assignments.items.map(assignmentLine),
    ...unnamed(assignments, 'tugas'),
    ...tryouts.items.map(tryoutLine),
    ...unnamed(tryouts, 'tryout'),
    ...questions.items.map(questionLine),
    ...unnamed(questions, 'pertanyaan Tanya Soal'),
  ];
}
