// Item analytics for authors (issue 15): the figures of a problem and when it 'Perlu dicek'.
// Every threshold is here, used by the server's SQL filters and flags and by the admin pages.
import { problemTypeOf } from '../problem-types';
import { answerKeyByShape } from '../problem-types/answer-values';

export const ITEM_ANALYTICS = {
  // Below this many learners a rate says too little to flag a problem on.
  minLearnersForRates: 20,
  // Under 20 % of learners solve it on their first try.
  lowFirstTryRate: 0.2,
  // Under half of those who tried ever solve it.
  lowEventualRate: 0.5,
  // How old the list's figures may get before a read refreshes them (in the background).
  listStatsMaxAgeSeconds: 300,
  // The window beside 'all time' on a problem's analytics page.
  recentDays: 30,
  topWrongAnswers: 10,
} as const;

// A report an admin has not closed yet (core/report-lists.ts: 'open', 'in_progress').
export const UNRESOLVED_REPORT_STATUSES = ['open', 'in_progress'] as const;

// The admin problem list's sort keys (GET /admin/problems?sort=), shared with the SPA.
export const PROBLEM_LIST_SORTS = ['newest', 'learners', 'firstTryRate', 'eventualRate', 'meanAttempts', 'openReports'] as const;
export type ProblemListSort = (typeof PROBLEM_LIST_SORTS)[number];

export const FLAG_REASONS = ['low_first_try', 'low_eventual', 'open_report'] as const;
export type TFlagReason = (typeof FLAG_REASONS)[number];

export const FLAG_REASON_LABELS: Record<TFlagReason, string> = {
  low_first_try: `Benar di percobaan pertama < ${ITEM_ANALYTICS.lowFirstTryRate * 100}%`,
  low_eventual: `Akhirnya benar < ${ITEM_ANALYTICS.lowEventualRate * 100}%`,
  open_report: 'Ada laporan yang belum selesai',
};

export type TItemFigures = {
  learners: number;
  firstTryRate: number | null;
  eventualRate: number | null;
  openReports: number;
};

// A wrong key or an unclear question shows as a low first-try or final solve rate once enough
// learners tried; an open report needs an author whatever the numbers say.
export function flagReasons({ learners, firstTryRate, eventualRate, openReports }: TItemFigures): TFlagReason[] {
  const reasons: TFlagReason[] = [];
  if (learners >= ITEM_ANALYTICS.minLearnersForRates) {
    if (firstTryRate !== null && firstTryRate < ITEM_ANALYTICS.lowFirstTryRate) reasons.push('low_first_try');
    if (eventualRate !== null && eventualRate < ITEM_ANALYTICS.lowEventualRate) reasons.push('low_eventual');
  }
  if (openReports > 0) reasons.push('open_report');
  return reasons;
}

export type TSolveFigures = {
  learners: number;
  firstTryRate: number | null;
  eventualRate: number | null;
  meanAttemptsToSolve: number | null;
  solvedOnAttempt: { one: number; two: number; three: number; fourOrMore: number };
};

// 0.3333 -> '33,3%': one decimal, the Indonesian way.
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  return `${(rate * 100).toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

export function formatMeanAttempts(mean: number | null): string {
  if (mean === null) return '–';
  return mean.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

// 'diperbarui 5 menit lalu', from the server's time of the figures and the client's clock.
export function freshnessLabel(computedAt: string | null, now: Date): string {
  if (computedAt === null) return 'belum pernah dihitung';
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(computedAt).getTime()) / 60_000));
  if (minutes < 1) return 'diperbarui baru saja';
  if (minutes < 60) return `diperbarui ${minutes} menit lalu`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `diperbarui ${hours} jam lalu`;
  return `diperbarui ${Math.floor(hours / 24)} hari lalu`;
}

export type TAnswerShape = { type: string; answerMode?: string };

// Wrong answers are counted by what they mean, per type: the same mcma set in any order once,
// an mck sheet whatever its key order, a number-mode answer by value ('2,5' = '5/2'), a text
// answer without letter case (as it is graded).
export function normalisedAnswer(problem: TAnswerShape, answer: unknown): { key: string; display: string } {
  return problemTypeOf(problem.type)?.answerKey(problem, answer) ?? answerKeyByShape(answer);
}

export type TWrongAnswer = { answer: string; count: number; share: number };

// Raw answers with their counts (as SQL groups them) merged by meaning; the most common first.
export function topWrongAnswers(problem: TAnswerShape, groups: readonly { answer: unknown; count: number }[], limit: number = ITEM_ANALYTICS.topWrongAnswers) {
  const merged = new Map<string, { display: string; count: number; displayCount: number }>();
  let total = 0;
  for (const group of groups) {
    total += group.count;
    const { key, display } = normalisedAnswer(problem, group.answer);
    const known = merged.get(key);
    if (!known) merged.set(key, { display, count: group.count, displayCount: group.count });
    else {
      known.count += group.count;
      // The form most learners typed names the group.
      if (group.count > known.displayCount) Object.assign(known, { display, displayCount: group.count });
    }
  }
  const top: TWrongAnswer[] = [...merged.values()]
    .sort((left, right) => right.count - left.count || left.display.localeCompare(right.display))
    .slice(0, limit)
    .map(({ display, count }) => ({ answer: display, count, share: total === 0 ? 0 : count / total }));
  return { total, top };
}
