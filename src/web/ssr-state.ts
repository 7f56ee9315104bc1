import type { TCategoriesResponse } from './features/catalog/api/get-categories';
import type { TCategoryResponse } from './features/catalog/api/get-category';
import type { TDashboard } from './features/dashboard/api/get-dashboard';
import type { TTopicResponse } from './features/catalog/api/get-topic';
import type { TProblemResponse } from './features/practice/api/get-problem';
import { withCardMarks } from '../core/card-marks';
import type { TSubtopicProblemsWire } from './features/practice/api/get-subtopic-problems';
import { queryKeys } from './lib/query-keys';
import type { MeResponse } from './lib/session';

// What the server puts in a rendered page for the browser to take over: the data it rendered
// with (TanStack Query entries), so React hydrates without fetching the same data again.

export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export type TSsrQuery = { key: readonly unknown[]; data: unknown };

export type TSsrState = { queries: TSsrQuery[] };

/** JSON that is safe inside <script type="application/json">: no '<' can close the element. */
export function serializeSsrJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function serializeSsrState(state: TSsrState): string {
  return serializeSsrJson(state);
}

export function readSsrState(doc: Document): TSsrState | null {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as TSsrState;
    return Array.isArray(state.queries) ? state : null;
  } catch {
    return null;
  }
}

// What the server loaded for the page it renders, as the API would have answered (JSON values).
// entry-server.tsx files each under the query key the page asks for.
type TCodes = { categoryId: string; topicId: string; subtopicId: string; problemId: string };
export type TSsrPage =
  | { kind: 'home' }
  | { kind: 'categories'; data: TCategoriesResponse }
  | { kind: 'category'; categoryId: string; data: TCategoryResponse }
  | { kind: 'topic'; categoryId: string; topicId: string; data: TTopicResponse }
  /** As the API sends it (the learner's marks apart); filed with each mark on its card, as the SPA keeps it. */
  | { kind: 'subtopic'; codes: Omit<TCodes, 'problemId'>; data: TSubtopicProblemsWire }
  | { kind: 'problem'; codes: TCodes; data: TProblemResponse }
  /** Signed-in learners only; data.timeZone is the zone it was computed in (the lsm_tz cookie). */
  | { kind: 'dashboard'; data: TDashboard };
export type TSsrPageData = { me: MeResponse; page: TSsrPage };

export function ssrQueries({ me, page }: TSsrPageData): TSsrQuery[] {
  const queries: TSsrQuery[] = [{ key: queryKeys.me, data: me }];
  switch (page.kind) {
    case 'home':
      break;
    case 'categories':
      queries.push({ key: queryKeys.categories, data: page.data });
      break;
    case 'category':
      queries.push({ key: queryKeys.category(page.categoryId), data: page.data });
      break;
    case 'topic':
      queries.push({ key: queryKeys.topic(page.categoryId, page.topicId), data: page.data });
      break;
    case 'subtopic':
      queries.push({ key: queryKeys.subtopicProblems(page.codes.categoryId, page.codes.topicId, page.codes.subtopicId), data: withCardMarks(page.data) });
      break;
    case 'problem':
      queries.push({ key: queryKeys.problem(page.codes), data: page.data });
      break;
    case 'dashboard':
      queries.push({ key: queryKeys.dashboard(null), data: page.data });
      break;
  }
  return queries;
}
