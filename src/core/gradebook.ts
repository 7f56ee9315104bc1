import type { TAssignmentTerms } from './assignments';

// Issue 51, decision 080: the gradebook's score of an assignment, 0-100, and what each cell of a
// learner x problem grid says. The input is what decision 053 reads: the learner's progress row on
// each published problem of the assignment (solved or not, when, after how many attempts).

// What one learner did on one problem, as the grid shows it.
export type TGridMark = 'first_try' | 'retried' | 'wrong' | 'none';
export type TGridCell = { mark: TGridMark; late: boolean };

export const GRID_MARK_LABELS: Record<TGridMark, string> = {
  first_try: 'Benar di percobaan pertama',
  retried: 'Benar setelah mencoba lagi',
  wrong: 'Sudah mencoba, belum benar',
  none: 'Belum mencoba',
};
// Told apart by shape, not only by colour; the page's legend says each in words.
export const GRID_MARK_SYMBOLS: Record<TGridMark, string> = { first_try: '✓', retried: '✓↻', wrong: '✗', none: '·' };

// How much a solved problem counts (decision 080): a solve on the first try by the due time is the
// whole mark; a solve by the due time after retries is most of it (a wrong answer gets told so,
// and a choice question answered again and again is solved in the end, so retries must cost); a
// solve after the due time half (the work is done, the deadline was not kept); a solve after the
// due time of an assignment that closes at it counts nothing (decision 053's problemOutcome, held
// to this by the table test).
export const SCORE_CREDITS = { firstTry: 1, retried: 0.8, late: 0.5 } as const;

export const SCORE_DEFINITION =
  'Nilai tugas (0–100): setiap soal yang terbit bernilai 1 bila benar di percobaan pertama sebelum tenggat, 0,8 bila benar sebelum tenggat setelah mencoba lagi, ' +
  '0,5 bila baru benar setelah tenggat (0 bila tugas ditutup setelah tenggat), dan 0 bila belum benar; jumlahnya dibagi banyak soal, dikali 100, lalu dibulatkan. ' +
  'Rata-rata siswa dihitung dari tugas yang tenggatnya sudah lewat.';

// revealed: the learner chose 'Lihat pembahasan' before solving it (issue 52): a solve then is never
// a first try, whatever the attempts (decision 085's addendum).
export type TSolveProgress = { solvedAt: Date | null; attempts: number; revealed?: boolean };

export function gridCell({ solvedAt, attempts, revealed = false }: TSolveProgress, terms: TAssignmentTerms): TGridCell {
  if (solvedAt === null) return { mark: attempts > 0 ? 'wrong' : 'none', late: false };
  return { mark: attempts <= 1 && !revealed ? 'first_try' : 'retried', late: solvedAt.getTime() > terms.dueAt.getTime() };
}

/** What a cell of the grid counts toward the score. */
export function cellCredit({ mark, late }: TGridCell, { closeAfterDue }: Pick<TAssignmentTerms, 'closeAfterDue'>): number {
  if (mark === 'wrong' || mark === 'none') return 0;
  if (late) return closeAfterDue ? 0 : SCORE_CREDITS.late;
  return mark === 'first_try' ? SCORE_CREDITS.firstTry : SCORE_CREDITS.retried;
}

export const problemCredit = (progress: TSolveProgress, terms: TAssignmentTerms): number => cellCredit(gridCell(progress, terms), terms);

// Rounded half up; null for an assignment without a published problem (it has no score).
const percentOf = (credit: number, total: number): number | null => (total === 0 ? null : Math.round((100 * credit) / total + 1e-9));

/** A learner's score of an assignment from their progress on each of its published problems. */
export function assignmentScore(terms: TAssignmentTerms, problems: readonly TSolveProgress[]): number | null {
  return percentOf(
    problems.reduce((sum, problem) => sum + problemCredit(problem, terms), 0),
    problems.length,
  );
}

// The same rule over counts, as SQL groups many learners' problems at once: solved on the first
// try by the due time, solved by the due time (first try included), solved after it.
export type TScoreCounts = { total: number; firstTryOnTime: number; onTime: number; afterDue: number };

export function scoreFromCounts(terms: TAssignmentTerms, { total, firstTryOnTime, onTime, afterDue }: TScoreCounts): number | null {
  const late = terms.closeAfterDue ? 0 : afterDue;
  return percentOf(firstTryOnTime * SCORE_CREDITS.firstTry + (onTime - firstTryOnTime) * SCORE_CREDITS.retried + late * SCORE_CREDITS.late, total);
}

/** The mean of the scores that exist, to one decimal; null when there is none. */
export function averageScore(scores: readonly (number | null)[]): number | null {
  const present = scores.filter((score): score is number => score !== null);
  if (present.length === 0) return null;
  return Math.round((10 * present.reduce((sum, score) => sum + score, 0)) / present.length + 1e-9) / 10;
}

// A learner's average counts the assignments whose due time has passed: a new assignment does not
// pull everyone's average down the moment it is made.
export const countsForAverage = (terms: TAssignmentTerms, now: Date) => now.getTime() > terms.dueAt.getTime();
