import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSubmittedAnswer } from '../../../../core/problem-types';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../auth/api/get-me';
import { forgetGuestSolved } from '../guest-solved-store';
import { subtopicProblemsQueryKey } from './get-subtopic-problems';
import { problemQueryKey, type TProblemCodes, type TProblemResponse, type TReveal } from './get-problem';

// The dashboard (another feature) shows streak, statistics and recent activity under this key.
const dashboardQueryPrefix = ['dashboard'] as const;

export type TCheckResult = {
  isCorrect: boolean;
  /** null for guests: nothing is saved. */
  attemptsCount: number | null;
  /** The same answer as last time: no new attempt, the earlier result is shown again. */
  isRepeat: boolean;
  xpAwarded: number;
  xpTotal: number | null;
};

export type TCheckResponse = { result: TCheckResult; reveal: TReveal | null };

export function checkAnswer(problemId: string, answer: TSubmittedAnswer): Promise<TCheckResponse> {
  return apiRequest<TCheckResponse>(`/problems/${encodeURIComponent(problemId)}/check`, { method: 'POST', body: { answer } });
}

export function useCheckAnswer(codes: TProblemCodes) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TSubmittedAnswer) => checkAnswer(codes.problemId, answer),
    onSuccess: ({ result, reveal }, answer) => {
      if (result.attemptsCount === null) return;
      // Coming back to this problem later shows the saved state without waiting for a refetch.
      queryClient.setQueryData<TProblemResponse>(problemQueryKey(codes), (page) =>
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
      void queryClient.invalidateQueries({ queryKey: subtopicProblemsQueryKey(codes.categoryId, codes.topicId, codes.subtopicId) });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryPrefix });
      if (result.isCorrect) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/**
 * A guest's correct answer is kept in this browser session only; the server saved nothing, so
 * the reveal is fetched again by re-checking that answer.
 */
export function useGuestSolvedReplay(problemId: string, storedAnswer: TSubmittedAnswer | undefined) {
  return useQuery({
    queryKey: ['practice', 'guest-replay', problemId, storedAnswer],
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
