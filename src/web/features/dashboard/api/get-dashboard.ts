import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useEffect, useRef } from 'react';
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from '../../../../core/time-zone';
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

/** Tells the server the zone to render the next dashboard in (decision 049). */
function rememberTimeZone(timeZone: string) {
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`;
  if (!document.cookie.split('; ').includes(cookie)) document.cookie = `${cookie}; path=/math; max-age=31536000; samesite=lax`;
}

export function useDashboard(categoryId: string | null) {
  const query = useQuery({
    queryKey: queryKeys.dashboard(categoryId),
    queryFn: ({ signal }) => getDashboard(categoryId, signal),
    // Switching the category chip keeps the cards on screen while the new numbers load.
    placeholderData: keepPreviousData,
  });
  // A dashboard the server rendered is in the zone of the learner's last visit (the cookie), or
  // Jakarta's on their first: in another zone, "today" and the streak are asked again once.
  const openedInZone = useRef(query.data?.timeZone);
  const { refetch } = query;
  useEffect(() => {
    const timeZone = browserTimeZone();
    rememberTimeZone(timeZone);
    if (openedInZone.current !== undefined && openedInZone.current !== timeZone) void refetch();
  }, [refetch]);
  return query;
}
