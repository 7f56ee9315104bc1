import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TQuestionStatus = 'pending' | 'answerable' | 'not_answerable' | 'resolved';

export type TUserQuestion = {
  userQuestionId: string;
  status: TQuestionStatus;
  createdAt: string;
  /** Same-origin; only the owner (and admins) can open it. */
  imageUrl: string;
  /** Set only when refused (not_answerable). */
  adminReason: string | null;
  /** Sanitised server HTML (KaTeX already rendered); set only when resolved. */
  simpleAnswerHtml: string | null;
  /** null unless resolved with a problem that is published. */
  problemLink: { categoryId: string; topicId: string; subtopicId: string; problemId: string } | null;
};

export type TQuestionsResponse = { questions: TUserQuestion[] };

export const questionsQueryKey = ['questions'] as const;

export function getQuestions(signal?: AbortSignal): Promise<TQuestionsResponse> {
  return apiRequest<TQuestionsResponse>('/questions', { signal });
}

export function useQuestions() {
  return useQuery({ queryKey: questionsQueryKey, queryFn: ({ signal }) => getQuestions(signal) });
}
