import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useMe } from '../../../lib/session';

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

/**
 * The page (the same for everyone, held by the server) and, for a signed-in learner, their own part
 * of it (progress and, once solved, what they earned), asked for side by side (decision 078). A
 * session that ended meanwhile fails the page with 401, as the page alone did before. The own part
 * is not aborted with the page (its answer is then dropped): the problem route's JavaScript is at
 * its 100 KiB budget to within a few bytes.
 */
export async function getProblem(codes: TProblemCodes, signedIn: boolean, signal?: AbortSignal): Promise<TProblemResponse> {
  const param = pathParams(codes);
  const [page, own] = await Promise.all([
    callApi((options) => problemRoute.$get({ param }, options), { signal }),
    signedIn && callApi((options) => problemRoute.progress.$get({ param }, options)),
  ]);
  return { ...page, ...own };
}

export function useProblem(codes: TProblemCodes) {
  const signedIn = !!useMe().user;
  return useQuery({ queryKey: queryKeys.problem(codes, signedIn), queryFn: ({ signal }) => getProblem(codes, signedIn, signal) });
}
