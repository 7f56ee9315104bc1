import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type TQuestionsResponse = InferResponseType<typeof api.questions.$get>;
// imageUrl is same-origin and opens only for the owner (and admins); adminReason is set only
// when refused; simpleAnswerHtml (sanitised, KaTeX rendered) only when resolved; problemLink
// only when resolved with a published problem.
export type TUserQuestion = TQuestionsResponse['questions'][number];

export function getQuestions(signal?: AbortSignal) {
  return callApi((options) => api.questions.$get({ query: {} }, options), { signal });
}

export function useQuestions() {
  return useQuery({ queryKey: queryKeys.questions, queryFn: ({ signal }) => getQuestions(signal) });
}
