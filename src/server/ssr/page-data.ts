import { parse as parseCookies } from 'hono/utils/cookie';
import type { z } from 'zod';
import { ZCategoryParams, ZProblemPathParams, ZSubtopicParams, ZTopicParams } from '../../core/catalog-schemas';
import { TIME_ZONE_COOKIE } from '../../core/time-zone';
import type { TShellUser, TSsrOwnPageData, TSsrPage, TSsrPageData, TSsrTail } from '../../web/ssr-state';
import { type Auth, createMeRepository, getCurrentUser, type SessionLookup, type SessionLookupFn } from '../accounts';
import type { Database } from '../db/client';
import type { MarkupCache } from '../markup/markup-cache';
import { type CatalogRepository, getCategoryPage, getSubtopicList, getSubtopicMarks, getTopicPage, listCategories } from '../content';
import { createLearnerAssignments } from '../classes';
import { type DashboardRepository, getDashboard, getProblemPage, type LearningDeps, type PracticeRepository } from '../learning';
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

/** A page's data for everyone of its shell class, and a signed-in learner's own part of it (their progress or marks). */
type TLoadedPage = { page: TSsrPage; own?: TSsrTail['page'] };
/**
 * A 'shared page': `shell` names its shell class; `data()` is what it is rendered from, for a
 * page not rendered yet; `tail` is a signed-in learner's own part, null for a guest. An 'own
 * page': one learner's data, to render for them alone.
 */
export type TLoadedPageData =
  | { kind: 'shared page'; shell: string; data: () => TSsrPageData; tail: TSsrTail | null }
  | { kind: 'own page'; data: TSsrOwnPageData };

type TPageLoader = (user: SessionUser | null) => Promise<TLoadedPage | null>;

const FIRST_PAGE = { page: 1 };

/** As JSON values, as the API sends them and the browser keeps them (dates become strings). */
const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

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
    if (trimmed === '/') return async () => ({ page: { kind: 'home' } });
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
      // Shared before anyone's progress: what the learner earned comes in their tail.
      return (
        codes &&
        (async (user) => {
          const { progress, reveal, ...head } = await getProblemPage(practice, codes, user);
          return { page: { kind: 'problem', codes, data: { ...head, progress: null, reveal: null } }, own: { progress, reveal } };
        })
      );
    }
    if (subtopicId !== undefined) {
      const codes = parseCodes(ZSubtopicParams, { categoryId, topicId, subtopicId });
      // Every card unmarked for a signed-in shell (each card shows its status and bookmark, so the
      // tail's marks move nothing), without marks for a guest.
      return (
        codes &&
        (async (user) => {
          const [cards, own] = await Promise.all([
            getSubtopicList(catalog, markup.preview, codes, FIRST_PAGE),
            user ? getSubtopicMarks(catalog, codes, user.id, FIRST_PAGE) : { marks: {} },
          ]);
          return { page: { kind: 'subtopic', codes, data: user ? { ...cards, marks: {} } : cards }, own };
        })
      );
    }
    if (topicId !== undefined) {
      const codes = parseCodes(ZTopicParams, { categoryId, topicId });
      return codes && (async () => ({ page: { kind: 'topic', ...codes, data: await getTopicPage(catalog, codes.categoryId, codes.topicId, FIRST_PAGE) } }));
    }
    if (categoryId !== undefined) {
      const codes = parseCodes(ZCategoryParams, { categoryId });
      return codes && (async () => ({ page: { kind: 'category', ...codes, data: await getCategoryPage(catalog, codes.categoryId, FIRST_PAGE) } }));
    }
    return async () => ({ page: { kind: 'categories', data: await listCategories(catalog, FIRST_PAGE) } });
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
      getDashboard({ repo: dashboardRepo, now: clock(), learning, learnerAssignments }, session.user, { requestedTimeZone: timeZoneFrom(headers), categoryId: null }),
    ]);
    for (const cookie of current.setCookies) setCookie(cookie);
    if (!current.user) return null;
    return { kind: 'own page', data: asSent({ me: { user: current.user }, page: { kind: 'dashboard', data: dashboard } }) };
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
    const shell: { user: TShellUser | null } = { user: me && { role: me.role } };
    return {
      kind: 'shared page',
      shell: me ? me.role : 'guest',
      data: () => asSent({ me: shell, page: page.page }),
      tail: me && { me: { user: me }, ...(page.own ? { page: page.own } : {}) },
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
