import type { TSubmittedAnswer } from '../../../../core/problem-shapes';
import { api, callApi, pathParams } from '../../../lib/api-client';

const answerRoute = api.tryouts[':tryoutId'].sitting.answers[':problemId'];

/**
 * One problem's answer (null: cleared) and its 'ragu-ragu' mark, as the learner gives them. Not a
 * React Query mutation: the sitting page's saver (use-answer-saver.ts) orders, retries and reports them.
 */
export function saveAnswer({ tryoutId, problemId, answer, flagged }: { tryoutId: string; problemId: string; answer: TSubmittedAnswer | null; flagged: boolean }) {
  return callApi((options) => answerRoute.$put({ param: pathParams({ tryoutId, problemId }), json: { answer, flagged } }, options));
}
