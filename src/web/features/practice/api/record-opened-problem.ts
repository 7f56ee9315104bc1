import { useEffect } from 'react';
import { api, callApi } from '../../../lib/api-client';

// 'Soal terakhir dibuka' on the home page (decision 044): a signed-in learner's problem page, once
// shown, says so once. Losing it costs nothing the learner would miss, so a failure stays silent.
export function useRecordOpenedProblem(problemId: string, isRecorded: boolean) {
  useEffect(() => {
    if (isRecorded) void callApi((options) => api['recent-problem'].$put({ json: { problemId } }, options)).catch(() => undefined);
  }, [problemId, isRecorded]);
}
