import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { questionsQueryKey, type TQuestionStatus } from './get-questions';

export type TUploadedQuestion = { question: { userQuestionId: string; status: TQuestionStatus; createdAt: string } };

// The dashboard (another feature) counts questions by status under this key.
const dashboardQueryPrefix = ['dashboard'] as const;

export function uploadQuestion(image: File): Promise<TUploadedQuestion> {
  const form = new FormData();
  form.append('image', image);
  return apiRequest<TUploadedQuestion>('/questions', { method: 'POST', body: form });
}

export function useUploadQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadQuestion,
    onSuccess: () => {
      // Not awaited: the form resets at once and the list catches up behind it.
      void queryClient.invalidateQueries({ queryKey: questionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryPrefix });
    },
  });
}
