import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

const reportRoute = api.assignments[':assignmentId'].report;

export type TReport = InferResponseType<typeof reportRoute.$get, 200>;

export function getReport(assignmentId: string, signal?: AbortSignal) {
  return callApi((options) => reportRoute.$get({ param: pathParams({ assignmentId }) }, options), { signal });
}

export function useReport(assignmentId: string) {
  return useQuery({ queryKey: classQueryKeys.report(assignmentId), queryFn: ({ signal }) => getReport(assignmentId, signal) });
}

/** The report as a file the browser downloads (Content-Disposition: attachment). */
export const reportFileUrl = (assignmentId: string, format: 'xlsx' | 'csv') => `${import.meta.env.BASE_URL}api/assignments/${encodeURIComponent(assignmentId)}/report.${format}`;
