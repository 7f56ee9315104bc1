import { useMutation } from '@tanstack/react-query';
import type { TCreateReportRequest } from '../../../../core/reports';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';

export function createReport(problemId: string, input: TCreateReportRequest, key?: string) {
  return callApi((options) =>
    api.problems[':problemId'].reports.$post({ param: pathParams({ problemId }), json: input }, { ...options, headers: idempotencyHeaders(key) }),
  );
}

// Reports are only read in the admin area, so nothing cached here goes stale.
export function useCreateReport(problemId: string) {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: TCreateReportRequest) => createReport(problemId, input, key.current()),
    onSettled: key.settled,
    // Offline, fail at once and say so rather than pause on 'Mengirim...'.
    networkMode: 'always',
  });
}
