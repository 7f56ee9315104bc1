import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, type Statistics, type Streak } from '../../../../core/dashboard';
import { apiRequest } from '../../../lib/api-client';

export type TQuestionStatus = 'pending' | 'answerable' | 'not_answerable' | 'resolved';

export type TProblemLink = { categoryId: string; topicId: string; subtopicId: string; problemId: string };

export type TRecentActivity = {
  problemId: string;
  isCorrect: boolean;
  attemptsCount: number;
  updatedAt: string;
  /** null when the problem is no longer published. */
  link: TProblemLink | null;
};

export type TDashboard = {
  timeZone: string;
  xpTotal: number;
  streak: Streak;
  categories: Array<{ categoryId: string; categoryName: string }>;
  selectedCategoryId: string | null;
  /** Already rounded by the server as spec 9 says; shown as given. */
  statistics: Statistics;
  questionCounts: Record<TQuestionStatus, number>;
  recentActivity: TRecentActivity[];
};

export const dashboardQueryPrefix = ['dashboard'] as const;

export const dashboardQueryKey = (categoryId: string | null) => [...dashboardQueryPrefix, categoryId ?? 'all'] as const;

/** The learner's own zone decides what "today" is for the streak (spec 4). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export function getDashboard(categoryId: string | null, signal?: AbortSignal): Promise<TDashboard> {
  const query = new URLSearchParams({ tz: browserTimeZone() });
  if (categoryId) query.set('categoryId', categoryId);
  return apiRequest<TDashboard>(`/dashboard?${query.toString()}`, { signal });
}

export function useDashboard(categoryId: string | null) {
  return useQuery({
    queryKey: dashboardQueryKey(categoryId),
    queryFn: ({ signal }) => getDashboard(categoryId, signal),
    // Switching the category chip keeps the cards on screen while the new numbers load.
    placeholderData: keepPreviousData,
  });
}
