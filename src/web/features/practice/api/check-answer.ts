import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSubmittedAnswer } from '../../../../core/problem-shapes';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { forgetGuestSolved } from '../guest-solved-store';
import type { TProblemCodes, TProblemResponse } from './get-problem';

const checkRoute = api.problems[':problemId'].check;

// attemptsCount is null for guests (nothing is saved); isRepeat: the same answer as last time,
// so no new attempt and the earlier result is shown again.
export type TCheckResponse = InferResponseType<typeof checkRoute.$post>;
export type TCheckResult = TCheckResponse['result'];

export function checkAnswer(problemId: string, answer: TSubmittedAnswer) {
  return callApi((options) => checkRoute.$post({ param: pathParams({ problemId }), json: { answer } }, options));
}

export function useCheckAnswer(codes: TProblemCodes) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TSubmittedAnswer) => checkAnswer(codes.problemId, answer),
    // Sent even when the browser says it is offline: paused, it would show 'Memeriksa...' until the
    // connection came back; failed, it tells the learner 'Koneksi terputus. Coba lagi.'.
    networkMode: 'always',
    onSuccess: ({ result, reveal }, answer) => {
      if (result.attemptsCount === null) return;
      // Coming back to this problem later shows the saved state without waiting for a refetch.
      // A learner's page (a guest's answer records nothing: attemptsCount null above).
      queryClient.setQueryData<TProblemResponse>(queryKeys.problem(codes, true), (page) =>
        page?.progress
          ? {
              ...page,
              progress: {
                ...page.progress,
                isCorrect: page.progress.isCorrect || result.isCorrect,
                attemptsCount: result.attemptsCount ?? page.progress.attemptsCount,
                lastAnswer: answer,
                lastAnswerCorrect: result.isCorrect,
              },
              reveal: reveal ?? page.reveal,
            }
          : page,
      );
      // Not awaited: the result is shown at once; the listing's marks and the XP catch up behind it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.subtopicProblems(codes.categoryId, codes.topicId, codes.subtopicId) });
      // The dashboard shows streak, statistics and recent activity; the navbar shows XP.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardAll });
      if (result.isCorrect) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

/**
 * A guest's correct answer is kept in this browser session only; the server saved nothing, so
 * the reveal is fetched again by re-checking that answer.
 */
export function useGuestSolvedReplay(problemId: string, storedAnswer: TSubmittedAnswer | undefined) {
  return useQuery({
    queryKey: queryKeys.guestReplay(problemId, storedAnswer),
    queryFn: async () => {
      const response = await checkAnswer(problemId, storedAnswer as TSubmittedAnswer);
      // The answer key may have changed since; then the problem is simply open again.
      if (!response.result.isCorrect) forgetGuestSolved(problemId);
      return response;
    },
    enabled: storedAnswer !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}
