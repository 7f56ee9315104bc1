import type { z } from 'zod';
import { ZCategoryParams, ZProblemPathParams, ZSubtopicParams, ZTopicParams } from '../../core/catalog-schemas';
import { parse } from 'hono/utils/cookie';
import { TIME_ZONE_COOKIE } from '../../core/time-zone';
import type { TSsrPage, TSsrPageData } from '../../web/ssr-state';
import type { Auth } from '../auth/auth';
import type { SessionLookupFn } from '../auth/session-lookup';
import type { Database } from '../db/client';
import type { MarkupCache } from '../markup/markup-cache';
import type { CatalogRepository } from '../modules/catalog/catalog.repository';
import { getCategoryPage, getSubtopicList, getTopicPage, listCategories } from '../modules/catalog/catalog.usecases';
import { heldJsonText, type HeldJson } from '../http/held-json';
import { createMeRepository } from '../modules/me/me.repository';
import { getCurrentUser } from '../modules/me/me.usecases';
import type { PracticeRepository } from '../modules/practice/practice.repository';
import { getProblemPageJson } from '../modules/practice/practice.usecases';
import { createDashboardRepository } from '../modules/dashboard/dashboard.repository';
import { getDashboard } from '../modules/dashboard/dashboard.usecases';
import type { SessionUser } from '../http/context';
import { standInFor } from './learner-template';

// The data of the public learning pages, loaded for the server's render with the very usecases
// the API answers with (never over HTTP). null means "render nothing here": the page is not one
// of them, its codes are malformed or unknown, or the session cookie has ended; the browser then
// gets the SPA shell and asks the API, which answers as it always does (404, 401...).

type Deps = { db: Database; repos: { catalog: CatalogRepository; practice: PracticeRepository }; auth: Auth; lookup: SessionLookupFn; markup: MarkupCache; clock?: () => Date };

// A page's data as JSON text (TSsrPage's), and a key that names it exactly: the text itself, or for
// a problem or a subtopic's list the JSON the API holds (decision 022) and the learner's part, so a
// page rendered before is found without encoding or decoding its data (http/ssr.ts, decision 024).
// `sharedByLearners`: two learners whose data for the page is the same get the same page but for
// who they are (a problem page): it may be made from a render they share (ssr/learner-template.ts).
type TLoadedPage = { key: string; json: () => string; sharedByLearners?: boolean };
/**
 * `key` names the data exactly (http/ssr.ts holds the rendered page by it); `data()` reads it, for a
 * page not rendered yet. `learner`: a signed-in learner's page that may be made from a render
 * shared by learners (ssr/learner-template.ts): `pageKey` names the page's data (theirs included),
 * `sharedData()` is that data with the stand-in user.
 */
export type TLoadedPageData = {
  key: string;
  isGuest: boolean;
  data: () => TSsrPageData;
  learner: { user: TSharedUser; pageKey: string; sharedData: () => TSsrPageData } | null;
};
type TSharedUser = NonNullable<Awaited<ReturnType<typeof getCurrentUser>>['user']>;

type TPageLoader = (user: SessionUser | null, headers: Headers) => Promise<TLoadedPage | null>;

// The zone the SPA keeps in a cookie; without it the usecase's default.
const timeZoneFrom = (headers: Headers): string | undefined => parse(headers.get('cookie') ?? '', TIME_ZONE_COOKIE)[TIME_ZONE_COOKIE];

const FIRST_PAGE = { page: 1 };

/** A page's data as the API answers it, in JSON (dates become strings and so on). */
function pageJson(page: TSsrPage | null): TLoadedPage | null {
  if (!page) return null;
  const json = JSON.stringify(page);
  return { key: json, json: () => json };
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

/** A page whose data is JSON the API holds (`json`, then the learner's `end`), named by the held piece's number and the end. */
function heldPage(start: string, { json: held, end }: { json: HeldJson; end: string }, sharedByLearners = false): TLoadedPage {
  return { key: `${start}#${heldNumber(held)}${end}`, json: () => `${start}${heldJsonText(held, end).toString()}}`, sharedByLearners };
}

function parseCodes<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

// `repos` and `lookup`: the app's own (what they hold in memory is shared with the API).
export function createPageDataLoader({ db, repos, auth, lookup, markup, clock = () => new Date() }: Deps) {
  const catalog = repos.catalog;
  const practice = { repo: repos.practice, markup };
  const meDeps = { auth, lookup, repo: createMeRepository({ db }) };
  const dashboardRepo = createDashboardRepository({ db });

  /** `pathname` is below the /math basename, e.g. /latsol/CA-.../TO-... */
  function loaderFor(pathname: string): TPageLoader | null {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    if (trimmed === '/') return async () => pageJson({ kind: 'home' });
    // A guest is sent to /login by the SPA itself.
    if (trimmed === '/dashboard') {
      return async (user, headers) =>
        pageJson(
          user && {
            kind: 'dashboard',
            data: await getDashboard({ repo: dashboardRepo, now: clock() }, user, { requestedTimeZone: timeZoneFrom(headers), categoryId: null }),
          },
        );
    }
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
      return codes && (async (user) => heldPage(`{"kind":"problem","codes":${JSON.stringify(codes)},"data":`, await getProblemPageJson(practice, codes, user), true));
    }
    if (subtopicId !== undefined) {
      const codes = parseCodes(ZSubtopicParams, { categoryId, topicId, subtopicId });
      // The list's text as held, not parsed and encoded again, and only for a page not rendered
      // yet; its cards get their marks in ssrQueries.
      return (
        codes &&
        (async (user) => heldPage(`{"kind":"subtopic","codes":${JSON.stringify(codes)},"data":`, await getSubtopicList(catalog, markup.preview, codes, user?.id ?? null, FIRST_PAGE)))
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

  /** Throws what the usecases throw (not found, database down): the caller falls back to the shell. */
  // `setCookie`: a session extended on the way (once a day, see getCurrentUser) sends its cookie.
  // `key` names the data exactly (http/ssr.ts holds the rendered page by it); `data()` reads it, for
  // a page not rendered yet.
  return async function loadPageData(pathname: string, headers: Headers, setCookie: (cookie: string) => void = () => {}): Promise<TLoadedPageData | null> {
    const load = loaderFor(pathname);
    if (!load) return null;
    const session = await lookup(headers.get('cookie') ?? undefined);
    if (session.kind === 'ended') return null;
    const user = session.kind === 'user' ? session.user : null;
    const [current, page] = await Promise.all([user ? getCurrentUser(meDeps, session, headers) : null, load(user, headers)]);
    for (const cookie of current?.setCookies ?? []) setCookie(cookie);
    const me = current?.user ?? null;
    // The session ended between the two reads: let the browser sort it out through the API.
    if (!page || (user && !me)) return null;
    const meJson = JSON.stringify({ user: me });
    const dataWith = (userJson: string) => () => JSON.parse(`{"me":${userJson},"page":${page.json()}}`) as TSsrPageData;
    return {
      key: `${meJson}\u0000${page.key}`,
      isGuest: me === null,
      data: dataWith(meJson),
      learner: me && page.sharedByLearners ? { user: me, pageKey: page.key, sharedData: dataWith(JSON.stringify({ user: standInFor(me) })) } : null,
    };
  };
}

export type PageDataLoader = ReturnType<typeof createPageDataLoader>;
