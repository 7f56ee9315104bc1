import { computeStatistics, computeStreak, dateInTimeZone, DEFAULT_TIME_ZONE } from '../../../core/dashboard';
import { browserTimeZone, type TDashboard } from './api/get-dashboard';

function today(): { timeZone: string; date: string } {
  const timeZone = browserTimeZone();
  try {
    return { timeZone, date: dateInTimeZone(new Date(), timeZone) };
  } catch {
    return { timeZone: DEFAULT_TIME_ZONE, date: dateInTimeZone(new Date(), DEFAULT_TIME_ZONE) };
  }
}

/** What the cards show when the dashboard cannot load: zeros, as spec 8 says, and an empty strip. */
export function emptyDashboard({ xpTotal, categories, selectedCategoryId }: Pick<TDashboard, 'xpTotal' | 'categories' | 'selectedCategoryId'>): TDashboard {
  const { timeZone, date } = today();
  return {
    serverNow: new Date().toISOString(),
    timeZone,
    xpTotal,
    streak: computeStreak([], date),
    categories,
    selectedCategoryId,
    statistics: computeStatistics({ attempted: 0, correct: 0, totalAttempts: 0, solvedIn1: 0, solvedIn2: 0, solvedIn3: 0, solvedIn4Plus: 0 }),
    questionCounts: { pending: 0, answerable: 0, resolved: 0, not_answerable: 0 },
    recentActivity: [],
    reviews: { dueCount: 0, nextDueAt: null },
    next: null,
    assignments: [],
  };
}
