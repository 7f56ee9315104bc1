import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { TSubmittedAnswer } from '../../../../core/problem-shapes';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const answerRoute = api.reviews[':problemId'].answer;

/** The grade, when it comes back, what solving earns (always given after a review) and the subtopic's level now. */
export type TReviewAnswerResponse = InferResponseType<typeof answerRoute.$post>;

// "7 days later" counts the learner's days: their zone goes with the answer (the server checks it).
// Read here rather than from the dashboard's helper, which another feature owns.
function learnerTimeZone(): { tz?: string } {
  try {
    return { tz: Intl.DateTimeFormat().resolvedOptions().timeZone };
  } catch {
    return {};
  }
}

export function answerReview(problemId: string, answer: TSubmittedAnswer) {
  return callApi((options) => answerRoute.$post({ param: pathParams({ problemId }), query: learnerTimeZone(), json: { answer } }, options));
}

export function useAnswerReview(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TSubmittedAnswer) => answerReview(problemId, answer),
    // As the check (api/check-answer.ts): sent even when the browser says it is offline.
    networkMode: 'always',
    onSuccess: () => {
      // The list, the levels and the dashboard (count, streak, map, 'Lanjutkan') move; the problem
      // on screen stays as answered (asked again, it would be 'not due').
      void queryClient.invalidateQueries({ queryKey: queryKeys.learning, predicate: (query) => query.queryKey[1] !== queryKeys.review('')[1] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardAll });
    },
  });
}
