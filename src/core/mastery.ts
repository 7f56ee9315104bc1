// Issue 34: a learner's level per subtopic (decision 050). Pure: shared by the server (which keeps
// the counters, core/learner-counters.ts) and the SPA (which shows the levels).

export const MASTERY_LEVELS = ['belum_mulai', 'mulai', 'mahir', 'menguasai'] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];
export const MASTERY_LABELS: Record<MasteryLevel, string> = { belum_mulai: 'Belum Mulai', mulai: 'Mulai', mahir: 'Mahir', menguasai: 'Menguasai' };
export type TSubtopicLevel = { subtopicId: string; level: MasteryLevel; label: string; reason: string };

// How many recent first tries the rule looks at, and how many solved problems it asks for
// (fewer when the subtopic has fewer published problems).
export const MASTERY_WINDOW = 5;
// Of MASTERY_WINDOW recent first tries, how many must be right (all of them when fewer were made).
export const MASTERY_WINDOW_RIGHT = 4;
// A review counts as delayed when answered at least this many of the learner's calendar days
// after the problem entered the queue.
export const DELAYED_REVIEW_DAYS = 7;

/**
 * The small counters kept per (learner, subtopic) (table learner_subtopic_stats, moved by the rules
 * of core/learner-counters.ts), and the subtopic's published problem count.
 * recentFirstTryBits: the results of the learner's last recentFirstTries first tries on distinct
 * problems of the subtopic, bit 0 the latest (1 = right on the first try).
 */
export type TMasteryCounters = {
  publishedProblems: number;
  attempted: number;
  solved: number;
  recentFirstTries: number;
  recentFirstTryBits: number;
  delayedReviews: number;
  delayedCorrect: number;
  lastDelayedCorrect: boolean | null;
};

export type TMastery = { level: MasteryLevel; reason: string };

export const NO_COUNTERS: Omit<TMasteryCounters, 'publishedProblems'> = {
  attempted: 0,
  solved: 0,
  recentFirstTries: 0,
  recentFirstTryBits: 0,
  delayedReviews: 0,
  delayedCorrect: 0,
  lastDelayedCorrect: null,
};

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}

/** The first tries the rule reads: how many (at most MASTERY_WINDOW) and how many of them were right. */
export function recentFirstTries(counters: Pick<TMasteryCounters, 'recentFirstTries' | 'recentFirstTryBits'>): { tries: number; right: number } {
  const tries = Math.max(0, Math.min(MASTERY_WINDOW, counters.recentFirstTries));
  return { tries, right: bitCount(counters.recentFirstTryBits & ((1 << tries) - 1)) };
}

/** Whether the recent first tries and the solved count make 'Mahir' (the bar of decision 050). */
function meetsMahir(counters: TMasteryCounters): boolean {
  const needSolved = Math.min(MASTERY_WINDOW, counters.publishedProblems);
  const { tries, right } = recentFirstTries(counters);
  if (counters.solved < needSolved || tries === 0) return false;
  return tries >= MASTERY_WINDOW ? right >= MASTERY_WINDOW_RIGHT : right === tries;
}

/**
 * The level of a subtopic for a learner, with its reason in Indonesian; null for a subtopic with
 * no published problem (it has no level: it is absent from every list).
 */
export function masteryOf(counters: TMasteryCounters): TMastery | null {
  if (counters.publishedProblems <= 0) return null;
  if (counters.attempted <= 0 && counters.solved <= 0) {
    return { level: 'belum_mulai', reason: 'Belum Mulai: belum ada soal yang dikerjakan' };
  }
  const needSolved = Math.min(MASTERY_WINDOW, counters.publishedProblems);
  const { tries, right } = recentFirstTries(counters);
  if (!meetsMahir(counters)) {
    if (counters.solved < needSolved) {
      return { level: 'mulai', reason: `Mulai: ${Math.min(counters.solved, needSolved)} dari ${needSolved} soal sudah benar` };
    }
    const needRight = tries >= MASTERY_WINDOW ? MASTERY_WINDOW_RIGHT : tries;
    return {
      level: 'mulai',
      reason: `Mulai: ${right} dari ${tries} soal terakhir benar pada percobaan pertama (perlu ${needRight})`,
    };
  }
  const firstTries = `${right} dari ${tries} soal terakhir benar pada percobaan pertama`;
  if (counters.delayedCorrect > 0 && counters.lastDelayedCorrect === true) {
    return { level: 'menguasai', reason: `Menguasai: ${firstTries}, dan ulangan ${DELAYED_REVIEW_DAYS} hari kemudian tetap benar` };
  }
  if (counters.lastDelayedCorrect === false) {
    return { level: 'mahir', reason: `Mahir: ${firstTries}; ulangan terakhir belum benar` };
  }
  return { level: 'mahir', reason: `Mahir: ${firstTries}` };
}

export function subtopicLevelOf(subtopicId: string, counters: TMasteryCounters): TSubtopicLevel | null {
  const mastery = masteryOf(counters);
  return mastery ? { subtopicId, level: mastery.level, label: MASTERY_LABELS[mastery.level], reason: mastery.reason } : null;
}

/** Whether a level is at least 'Mahir' (Mahir or Menguasai). */
export const isAtLeastMahir = (level: MasteryLevel | null | undefined): boolean => level === 'mahir' || level === 'menguasai';
