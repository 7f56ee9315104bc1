import { useMutation } from '@tanstack/react-query';
import type { TCreateReportRequest } from '../../../../core/reports';
import { api, callApi, pathParams } from '../../../lib/api-client';

export function createReport(problemId: string, input: TCreateReportRequest) {
  return callApi((options) => api.problems[':problemId'].reports.$post({ param: pathParams({ problemId }), json: input }, options));
}

// Reports are only read in the admin area, so nothing cached here goes stale.
export function useCreateReport(problemId: string) {
  return useMutation({
    mutationFn: (input: TCreateReportRequest) => createReport(problemId, input),
    // Offline, fail at once and say so rather than pause on 'Mengirim...'.
    networkMode: 'always',
  });
}
