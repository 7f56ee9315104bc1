import type { TCategoriesResponse } from './features/catalog/api/get-categories';
import type { TCategoryResponse } from './features/catalog/api/get-category';
import type { TTopicResponse } from './features/catalog/api/get-topic';
import type { TDashboard } from './features/dashboard/api/get-dashboard';
import type { TProblemResponse } from './features/practice/api/get-problem';
import { withCardMarks, type TSubtopicListWire } from '../core/card-marks';
import type { TSubtopicProblemsWire } from './features/practice/api/get-subtopic-problems';
import { queryKeys } from './lib/query-keys';
import type { CurrentUser, MeResponse } from './lib/session';

// What the server puts in a rendered page for the browser to take over (decision 040). The page
// is rendered once for everyone in its shell class (a guest, or a signed-in user of a role), so
// its state holds no learner: the data it was rendered with (TanStack Query entries), which React
// hydrates with. A signed-in learner's own part (their account, their progress or marks on the
// page) follows at the end of the document as the data tail, applied right after hydration.

export const SSR_STATE_ELEMENT_ID = 'ssr-state';
export const SSR_TAIL_ELEMENT_ID = 'ssr-tail';

export type TSsrQuery = { key: readonly unknown[]; data: unknown };

export type TSsrState = { queries: TSsrQuery[] };

/** JSON text made safe inside <script type="application/json">: no '<' can close the element. */
export const jsonForScript = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const serializeSsrState = (state: TSsrState): string => jsonForScript(JSON.stringify(state));

function readJson<T>(doc: Document, id: string): T | null {
  const text = doc.getElementById(id)?.textContent;
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export const readSsrState = (doc: Document) => readJson<TSsrState>(doc, SSR_STATE_ELEMENT_ID);

export const readSsrTail = (doc: Document) => readJson<TSsrTail>(doc, SSR_TAIL_ELEMENT_ID);

// What the server loaded for the page it renders, as the API would have answered (JSON values),
// less the learner's own part. entry-server.tsx files each under the query key the page asks for.
type TCodes = { categoryId: string; topicId: string; subtopicId: string; problemId: string };
/** A signed-in user as the shared render knows them: the role the shell is drawn for, never who. */
export type TShellUser = Pick<CurrentUser, 'role'>;
/** A problem before anyone's progress: what it earns comes in the learner's tail. */
type TSharedProblem = Omit<TProblemResponse, 'progress' | 'reveal'> & { progress: null; reveal: null };
/** A subtopic's cards: a signed-in shell's all unmarked ({}), a guest's without marks. */
type TSharedSubtopicList = Omit<TSubtopicProblemsWire, 'marks'> & { marks?: Record<string, never> };
export type TSsrPage =
  | { kind: 'home' }
  | { kind: 'categories'; data: TCategoriesResponse }
  | { kind: 'category'; categoryId: string; data: TCategoryResponse }
  | { kind: 'topic'; categoryId: string; topicId: string; data: TTopicResponse }
  | { kind: 'subtopic'; codes: Omit<TCodes, 'problemId'>; data: TSharedSubtopicList }
  | { kind: 'problem'; codes: TCodes; data: TSharedProblem };
/** What a render is made from: no learner's id, email, XP or progress can be in it. */
export type TSsrPageData = { me: { user: TShellUser | null }; page: TSsrPage };

/**
 * A page made for one signed-in learner from their own data, their account included (decision
 * 049): rendered on each request and never held, so it has a type of its own that the shared
 * pages' cache (http/ssr.ts) cannot be given. It has no data tail: all of it is theirs.
 */
export type TSsrOwnPage = { kind: 'dashboard'; data: TDashboard };
export type TSsrOwnPageData = { me: { user: CurrentUser }; page: TSsrOwnPage };

/** A signed-in learner's own part of a rendered page: their account, and their progress (a problem) or marks (a list). */
export type TSsrTail = { me: MeResponse; page?: Pick<TProblemResponse, 'progress' | 'reveal'> | Required<Pick<TSubtopicProblemsWire, 'marks'>> };

export function ssrQueries({ me, page }: TSsrPageData | TSsrOwnPageData): TSsrQuery[] {
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
      // Filed with each mark on its card, as the SPA keeps it.
      queries.push({ key: queryKeys.subtopicProblems(page.codes.categoryId, page.codes.topicId, page.codes.subtopicId, me.user !== null), data: withCardMarks(page.data) });
      break;
    case 'problem':
      queries.push({ key: queryKeys.problem(page.codes, me.user !== null), data: page.data });
      break;
    case 'dashboard':
      queries.push({ key: queryKeys.dashboard(null), data: page.data });
      break;
  }
  return queries;
}

/** The entries the tail changes: the learner's account, and the page's entry (the state's second) with their own part in it. */
export function tailQueries({ queries: [, page] }: TSsrState, { me, page: own }: TSsrTail): TSsrQuery[] {
  const queries: TSsrQuery[] = [{ key: queryKeys.me, data: me }];
  if (page && own) {
    const data = { ...(page.data as object), ...own };
    queries.push({ key: page.key, data: 'marks' in own ? withCardMarks(data as TSubtopicListWire<{ problemId: string }, object>) : data });
  }
  return queries;
}
