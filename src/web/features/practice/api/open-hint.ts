import { useMutation } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';

const hintsRoute = api.problems[':problemId'].hints;

/** The hints open after it (their HTML), how many there are, and the step asked for. */
export type TOpenHintResponse = InferResponseType<typeof hintsRoute.$post>;

// Issue 52: opens hint `step` (or sends it again, once open); the server refuses it before a wrong answer.
export function useOpenHint(problemId: string) {
  return useMutation({
    mutationFn: (step: number) => callApi((options) => hintsRoute.$post({ param: pathParams({ problemId }), json: { step } }, options)),
  });
}
