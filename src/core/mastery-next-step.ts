// Issue 52.5: a subtopic's progress in words: "3 dari 7 selesai" and the level's next step, derived
// from the mastery rule of core/mastery.ts (decision 050) on the counters the server keeps
// (learner_subtopic_stats). Pure: the server computes it for the level endpoint (decision 087).
import { DELAYED_REVIEW_DAYS, MASTERY_WINDOW, masteryOf, type MasteryLevel, type TMasteryCounters } from './mastery';

export type TSubtopicProgress = {
  /** Problems of the subtopic solved (never more than published). */
  solved: number;
  published: number;
  /** "3 dari 7 selesai". */
  solvedText: string;
  /** The level's next step, e.g. "2 lagi benar pada percobaan pertama untuk Mahir". */
  nextStep: string;
};

/**
 * The fewest further solves that make 'Mahir', as { fresh, retried }: `fresh` problems not yet
 * tried, each right on the first try (each moves the window of recent first tries and the solved
 * count), and `retried` problems tried before but not solved, solved now (the solved count only).
 * Null when no such solves reach it with the subtopic's problems as they are. Of as few solves,
 * fresh ones alone are preferred (one kind of step to tell).
 */
export function solvesToMahir(counters: TMasteryCounters): { fresh: number; retried: number } | null {
  const fresh = Math.max(0, counters.publishedProblems - counters.attempted);
  const unsolvedTried = Math.max(0, counters.attempted - counters.solved);
  let best: { fresh: number; retried: number } | null = null;
  // The rule asks for at most MASTERY_WINDOW solves and reads MASTERY_WINDOW first tries: that many
  // fresh right ones always reach it, so no more are ever needed (nor retried ones).
  for (let a = 0; a <= Math.min(fresh, MASTERY_WINDOW); a += 1) {
    const tries = counters.recentFirstTries + a;
    const bits = ((counters.recentFirstTryBits << a) | ((1 << a) - 1)) & ((1 << MASTERY_WINDOW) - 1);
    for (let b = 0; b <= Math.min(unsolvedTried, MASTERY_WINDOW); b += 1) {
      // The fewest solves; of as few, one kind of step rather than two (fresh ones alone).
      if (best && (a + b > best.fresh + best.retried || (a + b === best.fresh + best.retried && b > 0))) break;
      const after: TMasteryCounters = {
        ...counters,
        attempted: counters.attempted + a,
        solved: counters.solved + a + b,
        recentFirstTries: Math.min(MASTERY_WINDOW, tries),
        recentFirstTryBits: bits,
      };
      const level = masteryOf(after)?.level;
      if (level === 'mahir' || level === 'menguasai') {
        best = { fresh: a, retried: b };
        break;
      }
    }
  }
  return best;
}

const REVIEW_PLACE = 'Ulang Soal';

/** The next step of a level, in Indonesian, for a learner with these counters. */
export function nextStepOf(counters: TMasteryCounters): string {
  const level: MasteryLevel | undefined = masteryOf(counters)?.level;
  if (!level) return '';
  if (level === 'menguasai') return `Sudah Menguasai. Jawab benar ulangan berikutnya di ${REVIEW_PLACE} agar tetap Menguasai.`;
  if (level === 'mahir') {
    if (counters.lastDelayedCorrect === false) return `Ulangan terakhir belum benar. Jawab benar ulangan berikutnya di ${REVIEW_PLACE} untuk Menguasai.`;
    return `Untuk Menguasai: jawab benar ulangan ${DELAYED_REVIEW_DAYS} hari setelah Mahir, di ${REVIEW_PLACE}.`;
  }
  const steps = solvesToMahir(counters);
  if (!steps) {
    // Too many wrong first tries in the window for the problems not yet tried: only new problems help.
    const fresh = Math.max(0, counters.publishedProblems - counters.attempted);
    return fresh === 0
      ? 'Semua soal sudah dicoba: Mahir perlu soal baru yang benar pada percobaan pertama.'
      : `${fresh} soal yang belum dicoba tidak cukup untuk Mahir: perlu soal baru yang benar pada percobaan pertama.`;
  }
  const { fresh, retried } = steps;
  const freshText = level === 'belum_mulai' ? `${fresh} soal benar pada percobaan pertama` : `${fresh} lagi benar pada percobaan pertama`;
  if (retried === 0) return `${freshText} untuk Mahir`;
  if (fresh === 0) return `${retried} soal yang belum benar lagi diselesaikan untuk Mahir`;
  return `${freshText} dan ${retried} soal yang belum benar diselesaikan untuk Mahir`;
}

/** What the subtopic page shows under the level: solved of published, and the next step. */
export function subtopicProgressOf(counters: TMasteryCounters): TSubtopicProgress | null {
  if (counters.publishedProblems <= 0) return null;
  const solved = Math.min(counters.solved, counters.publishedProblems);
  return {
    solved,
    published: counters.publishedProblems,
    solvedText: `${solved} dari ${counters.publishedProblems} selesai`,
    nextStep: nextStepOf(counters),
  };
}
