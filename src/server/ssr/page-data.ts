import { parse as parseCookies } from 'hono/utils/cookie';
import type { z } from 'zod';
import { ZCategoryParams, ZProblemPathParams, ZSubtopicParams, ZTopicParams } from '../../core/catalog-schemas';
import { TIME_ZONE_COOKIE } from '../../core/time-zone';
import type { TSsrOwnPageData, TSsrPage, TSsrPageData } from '../../web/ssr-state';
import type { Auth } from '../auth/auth';
import type { SessionLookup, SessionLookupFn } from '../auth/session-lookup';
import type { Database } from '../db/client';
import type { MarkupCache } from '../markup/markup-cache';
import type { CatalogRepository } from '../modules/catalog/catalog.repository';
import { createLearnerAssignments } from '../assignments/learner-assignments';
import type { DashboardRepository } from '../modules/dashboard/dashboard.repository';
import { getDashboardJson } from '../modules/dashboard/dashboard.usecases';
import { encodedText } from '../http/compression';
import type { LearningDeps } from '../learning/learning.usecases';
import { getCategoryPage, getSubtopicList, getTopicPage, listCategories } from '../modules/catalog/catalog.usecases';
import { heldJsonText, type HeldJson } from '../http/held-json';
import { createMeRepository } from '../modules/me/me.repository';
import { getCurrentUser } from '../modules/me/me.usecases';
import type { PracticeRepository } from '../modules/practice/practice.repository';
import { getProblemPageJson } from '../modules/practice/practice.usecases';
import type { SessionUser } from '../http/context';

// The data of the public learning pages, loaded for the server's render with the very usecases
// the API answers with (never over HTTP), split in two (decision 040): what the page shows to
// everyone of its shell class (a guest, or a signed-in user of a role), which the render is made
// from and shared, and a signed-in learner's own part (their account, their progress or marks),
// which goes in the page's data tail. The dashboard is all the learner's own (decision 049): it is
// an 'own page', rendered for them on each request and never shared. null means "render nothing
// here": the page is not one of them, its codes are malformed or unknown, or the session cookie
// has ended; the browser then gets the SPA shell and asks the API, which answers as it always does
// (404, 401...).

type Deps = {
  db: Database;
  repos: { catalog: CatalogRepository; practice: PracticeRepository; dashboard: DashboardRepository };
  learning: LearningDeps;
  auth: Auth;
  lookup: SessionLookupFn;
  markup: MarkupCache;
  clock?: () => Date;
};

// A page's shared data as JSON text (TSsrPage's), a key that names it exactly (the text itself, or
// for a problem or a subtopic's list the number of the JSON the API holds, decision 022), so a page
// rendered before is found without encoding or decoding its data (http/ssr.ts); and the learner's
// own fields of the page's data as the API sends them (`"progress":…,"reveal":…`, `"marks":…`).
type TLoadedPage = { key: string; json: () => string; learnerFields: string | null };
/**
 * A 'shared page': `key` names the shared render (the shell class and the data); `data()` reads
 * that data, for a page not rendered yet; `tail` is a signed-in learner's own part as JSON text
 * (TSsrTail), null for a guest. An 'own page': one learner's data, to render for them alone.
 */
export type TLoadedPageData =
  | { kind: 'shared page'; key: string; data: () => TSsrPageData; tail: string | null }
  | { kind: 'own page'; data: TSsrOwnPageData };

type TPageLoader = (user: SessionUser | null) => Promise<TLoadedPage | null>;

const FIRST_PAGE = { page: 1 };

/** A page's data as the API answers it, in JSON (dates become strings and so on): the same for everyone. */
function pageJson(page: TSsrPage | null): TLoadedPage | null {
  if (!page) return null;
  const json = JSON.stringify(page);
  return { key: json, json: () => json, learnerFields: null };
}

// Each piece of JSON the API holds (decision 022) gets a number of its own: held JSON is never
// changed, a changed list or problem is held anew.
const heldNumbers = new WeakMap<HeldJson, number>();
let lastHeldNumber = 0;
function heldNumber(held: HeldJson): number {
  let number = heldNumbers.get(held);
  if (number === undefined) heldNumbers.set(held, (number = ++lastHeldNumber));
  return number;
}

/**
 * A page whose data is JSON the API holds (`json`), shown to everyone with `sharedEnd` (the end of
 * that JSON without any learner in it); the learner's own end (`end`, `,"progress":…}`) becomes
 * their fields for the tail.
 */
function heldPage(start: string, { json: held, end }: { json: HeldJson; end: string }, sharedEnd: string): TLoadedPage {
  return { key: `${start}#${heldNumber(held)}${sharedEnd}`, json: () => `${start}${heldJsonText(held, sharedEnd).toString()}}`, learnerFields: end.slice(1, -1) };
}

// A problem before anyone's progress; a list whose cards are all unmarked for a signed-in shell
// (each card shows its status and bookmark, so the tail's marks move nothing), unmarked for a guest.
const PROBLEM_SHARED_END = ',"progress":null,"reveal":null}';
const listSharedEnd = (user: SessionUser | null) => (user ? ',"marks":{}}' : '}');

function parseCodes<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const isDashboard = (pathname: string) => pathname.replace(/\/+$/, '') === '/dashboard';
const timeZoneFrom = (headers: Headers): string | undefined => parseCookies(headers.get('cookie') ?? '', TIME_ZONE_COOKIE)[TIME_ZONE_COOKIE];

// `repos` and `lookup`: the app's own (what they hold in memory is shared with the API).
export function createPageDataLoader({ db, repos, learning, auth, lookup, markup, clock = () => new Date() }: Deps) {
  const catalog = repos.catalog;
  const practice = { repo: repos.practice, markup };
  const meDeps = { auth, lookup, repo: createMeRepository({ db }) };
  const dashboardRepo = repos.dashboard;
  const learnerAssignments = createLearnerAssignments({ db, outline: learning.repo.outline });

  /** `pathname` is below the /math basename, e.g. /latsol/CA-.../TO-... */
  function loaderFor(pathname: string): TPageLoader | null {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    if (trimmed === '/') return async () => pageJson({ kind: 'home' });
    let segments: string[];
    try {
      segments = trimmed.split('/').slice(1).map(decodeURIComponent);
    } catch {
      return null;
    }
    if (segments[0] !== 'latsol') return null;
    const [, categoryId, topicId, subtopicId, problemId, ...rest] = segments;
    if (rest.length > 0) return null;
    if (problemId !== undefined) {
      const codes = parseCodes(ZProblemPathParams, { categoryId, topicId, subtopicId, problemId });
      // The problem's part as held for the API (the same for everyone), named by its number.
      return codes && (async (user) => heldPage(`{"kind":"problem","codes":${JSON.stringify(codes)},"data":`, await getProblemPageJson(practice, codes, user), PROBLEM_SHARED_END));
    }
    if (subtopicId !== undefined) {
      const codes = parseCodes(ZSubtopicParams, { categoryId, topicId, subtopicId });
      // The list's text as held, not parsed and encoded again, and only for a page not rendered yet.
      return (
        codes &&
        (async (user) =>
          heldPage(`{"kind":"subtopic","codes":${JSON.stringify(codes)},"data":`, await getSubtopicList(catalog, markup.preview, codes, user?.id ?? null, FIRST_PAGE), listSharedEnd(user)))
      );
    }
    if (topicId !== undefined) {
      const codes = parseCodes(ZTopicParams, { categoryId, topicId });
      return codes && (async () => pageJson({ kind: 'topic', ...codes, data: await getTopicPage(catalog, codes.categoryId, codes.topicId, FIRST_PAGE) }));
    }
    if (categoryId !== undefined) {
      const codes = parseCodes(ZCategoryParams, { categoryId });
      return codes && (async () => pageJson({ kind: 'category', ...codes, data: await getCategoryPage(catalog, codes.categoryId, FIRST_PAGE) }));
    }
    return async () => pageJson({ kind: 'categories', data: await listCategories(catalog, FIRST_PAGE) });
  }

  /**
   * The dashboard, all the learner's own (decision 049): their page, in the zone their browser last
   * told (the cookie), as GET /dashboard answers it. A guest gets the shell (the SPA sends them to
   * /login).
   */
  async function loadOwnDashboard(session: SessionLookup, headers: Headers, setCookie: (cookie: string) => void): Promise<TLoadedPageData | null> {
    if (session.kind !== 'user') return null;
    const [current, dashboard] = await Promise.all([
      getCurrentUser(meDeps, session, headers),
      getDashboardJson({ repo: dashboardRepo, now: clock(), learning, learnerAssignments, views: learning.views }, session.user, { requestedTimeZone: timeZoneFrom(headers), categoryId: null }),
    ]);
    for (const cookie of current.setCookies) setCookie(cookie);
    if (!current.user) return null;
    // As JSON values, as the API sends them and the browser keeps them.
    return { kind: 'own page', data: JSON.parse(JSON.stringify({ me: { user: current.user }, page: { kind: 'dashboard', data: JSON.parse(encodedText(dashboard).toString()) as unknown } })) as TSsrOwnPageData };
  }

  async function loadSharedPage(load: TPageLoader, session: SessionLookup, headers: Headers, setCookie: (cookie: string) => void): Promise<TLoadedPageData | null> {
    const user = session.kind === 'user' ? session.user : null;
    const [current, page] = await Promise.all([user ? getCurrentUser(meDeps, session, headers) : null, load(user)]);
    for (const cookie of current?.setCookies ?? []) setCookie(cookie);
    const me = current?.user ?? null;
    // The session ended between the two reads: let the browser sort it out through the API.
    if (!page || (user && !me)) return null;
    // The shell class: what the shell draws differently (the account control, an admin's links),
    // never who is signed in.
    const shellJson = JSON.stringify({ user: me && { role: me.role } });
    const tailPage = page.learnerFields ? `,"page":{${page.learnerFields}}` : '';
    return {
      kind: 'shared page',
      key: `${shellJson}\u0000${page.key}`,
      data: () => JSON.parse(`{"me":${shellJson},"page":${page.json()}}`) as TSsrPageData,
      tail: me && `{"me":${JSON.stringify({ user: me })}${tailPage}}`,
    };
  }

  /** Throws what the usecases throw (not found, database down): the caller falls back to the shell. */
  // `setCookie`: a session extended on the way (once a day, see getCurrentUser) sends its cookie.
  return async function loadPageData(pathname: string, headers: Headers, setCookie: (cookie: string) => void = () => {}): Promise<TLoadedPageData | null> {
    const load = isDashboard(pathname) ? 'own dashboard' : loaderFor(pathname);
    if (!load) return null;
    const session = await lookup(headers.get('cookie') ?? undefined);
    if (session.kind === 'ended') return null;
    return load === 'own dashboard' ? loadOwnDashboard(session, headers, setCookie) : loadSharedPage(load, session, headers, setCookie);
  };
}

export type PageDataLoader = ReturnType<typeof createPageDataLoader>;
