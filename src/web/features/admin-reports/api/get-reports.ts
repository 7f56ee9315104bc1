import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const reportsRoute = api.admin.reports;

export type TReportList = InferResponseType<typeof reportsRoute.$get, 200>;
export type TReportRow = TReportList['reports'][number];

export function getReports(query: Record<string, string>, signal?: AbortSignal) {
  return callApi((options) => reportsRoute.$get({ query }, options), { signal });
}

export function useReports(query: Record<string, string>) {
  return useQuery({
    queryKey: adminQueryKeys.adminReportList(query),
    queryFn: ({ signal }) => getReports(query, signal),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
