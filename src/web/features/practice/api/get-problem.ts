import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type TProblemCodes = { categoryId: string; topicId: string; subtopicId: string; problemId: string };

const problemRoute = api.catalog.categories[':categoryId'].topics[':topicId'].subtopics[':subtopicId'].problems[':problemId'];

export type TProblemResponse = InferResponseType<typeof problemRoute.$get>;
/** null while a tryout holds the problem (`inTryout`): the page says why instead. */
export type TProblem = NonNullable<TProblemResponse['problem']>;
export type TShownProblemPage = TProblemResponse & { problem: TProblem };
export type TProblemOption = TProblem['options'][number];
/** null for guests. */
export type TProblemProgress = NonNullable<TProblemResponse['progress']>;
/** What solving earns: the answer and, where allowed, the solution and video. Present only once solved. */
export type TReveal = NonNullable<TProblemResponse['reveal']>;
export type TSolutionView = TReveal['solution'];

export function getProblem(codes: TProblemCodes, signal?: AbortSignal) {
  return callApi((options) => problemRoute.$get({ param: pathParams(codes) }, options), { signal });
}

export function useProblem(codes: TProblemCodes) {
  return useQuery({ queryKey: queryKeys.problem(codes), queryFn: ({ signal }) => getProblem(codes, signal) });
}
