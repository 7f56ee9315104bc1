import { useQuery } from '@tanstack/react-query';
import type { ProblemType, TSubmittedAnswer } from '../../../../core/problem-types';
import { apiRequest } from '../../../lib/api-client';
import type { TSubtopicTrail } from '../../../lib/breadcrumb-types';

export type TProblemCodes = { categoryId: string; topicId: string; subtopicId: string; problemId: string };

export type TProblemOption = { key: string; html: string };

export type TProblem = {
  problemId: string;
  number: number;
  type: ProblemType;
  tag: string;
  questionHtml: string;
  /** mcq/mcma: keys A, B, C…; mck: statement_1, statement_2… */
  options: TProblemOption[];
  /** mck only. */
  answerCategories: string[];
  hasSolution: boolean;
};

export type TSolutionView = { status: 'visible'; html: string } | { status: 'login_required' } | { status: 'unavailable' };

/** What solving earns: the answer and, where allowed, the solution and video. */
export type TReveal = {
  answer: TSubmittedAnswer;
  solution: TSolutionView;
  video: { embedUrl: string } | null;
};

export type TProblemProgress = {
  isCorrect: boolean;
  attemptsCount: number;
  lastAnswer: TSubmittedAnswer | null;
  lastAnswerCorrect: boolean | null;
  isBookmarked: boolean;
};

export type TProblemResponse = {
  breadcrumb: TSubtopicTrail;
  problem: TProblem;
  /** null for guests. */
  progress: TProblemProgress | null;
  /** Present only once the problem is solved. */
  reveal: TReveal | null;
};

export const problemQueryPrefix = ['catalog', 'problem'] as const;

export const problemQueryKey = ({ categoryId, topicId, subtopicId, problemId }: TProblemCodes) =>
  [...problemQueryPrefix, categoryId, topicId, subtopicId, problemId] as const;

export function getProblem(codes: TProblemCodes, signal?: AbortSignal): Promise<TProblemResponse> {
  const [c, t, s, p] = [codes.categoryId, codes.topicId, codes.subtopicId, codes.problemId].map(encodeURIComponent);
  return apiRequest<TProblemResponse>(`/catalog/categories/${c}/topics/${t}/subtopics/${s}/problems/${p}`, { signal });
}

export function useProblem(codes: TProblemCodes) {
  return useQuery({ queryKey: problemQueryKey(codes), queryFn: ({ signal }) => getProblem(codes, signal) });
}
