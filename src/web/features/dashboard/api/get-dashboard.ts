import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { DEFAULT_TIME_ZONE } from '../../../../core/time-zone';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Statistics arrive already rounded as spec 9 says; shown as given. */
export type TDashboard = InferResponseType<typeof api.dashboard.$get>;
/** link is null when the problem is no longer published. */
export type TRecentActivity = TDashboard['recentActivity'][number];

/** The learner's own zone decides what "today" is for the streak (spec 4). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export function getDashboard(categoryId: string | null, signal?: AbortSignal) {
  const query = { tz: browserTimeZone(), ...(categoryId ? { categoryId } : {}) };
  return callApi((options) => api.dashboard.$get({ query }, options), { signal });
}

export function useDashboard(categoryId: string | null) {
  return useQuery({
    queryKey: queryKeys.dashboard(categoryId),
    queryFn: ({ signal }) => getDashboard(categoryId, signal),
    // Switching the category chip keeps the cards on screen while the new numbers load.
    placeholderData: keepPreviousData,
  });
}
