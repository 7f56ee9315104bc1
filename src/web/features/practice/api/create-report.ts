import { useMutation } from '@tanstack/react-query';
import type { TCreateReportRequest } from '../../../../core/report-schemas';
import { apiRequest } from '../../../lib/api-client';

export type TCreatedReport = { report: { reportId: string; reportStatus: string } };

export function createReport(problemId: string, input: TCreateReportRequest): Promise<TCreatedReport> {
  return apiRequest<TCreatedReport>(`/problems/${encodeURIComponent(problemId)}/reports`, { method: 'POST', body: input });
}

// Reports are only read in the admin area, so nothing cached here goes stale.
export function useCreateReport(problemId: string) {
  return useMutation({ mutationFn: (input: TCreateReportRequest) => createReport(problemId, input) });
}
