import { Route, Switch } from 'wouter';
import { Layout } from './components/layout';
import { lazyPage, pageAt, type TLazyPage, type TPageRoute } from './components/lazy-page';
import { latsolRoutes, paths } from './routes';

// Each page is its own chunk: a route pays only for the code it renders. The route table is
// matched by wouter, the same in the browser (main.tsx) and on the server (entry-server.tsx).

const pages = {
  home: lazyPage(async () => (await import('./features/home/home-page')).HomePage),
  categories: lazyPage(async () => (await import('./features/catalog/categories-page')).CategoriesPage),
  category: lazyPage(async () => (await import('./features/catalog/category-page')).CategoryPage),
  topic: lazyPage(async () => (await import('./features/catalog/topic-page')).TopicPage),
  subtopic: lazyPage(async () => (await import('./features/practice/subtopic-page')).SubtopicPage),
  problem: lazyPage(async () => (await import('./features/practice/problem-page')).ProblemPage),
  login: lazyPage(async () => (await import('./features/auth/login-page')).LoginPage),
  emailVerified: lazyPage(async () => (await import('./features/auth/email-verified-page')).EmailVerifiedPage),
  setPassword: lazyPage(async () => (await import('./features/auth/set-password-page')).SetPasswordPage),
  forgotPassword: lazyPage(async () => (await import('./features/auth/forgot-password-page')).ForgotPasswordPage),
  account: lazyPage(async () => (await import('./features/auth/account-page')).AccountPage),
  dashboard: lazyPage(async () => (await import('./features/dashboard/dashboard-page')).DashboardPage),
  bookmarks: lazyPage(async () => (await import('./features/bookmarks/bookmarks-page')).BookmarksPage),
  reviews: lazyPage(async () => (await import('./features/practice/review-page')).ReviewPage),
  mistakes: lazyPage(async () => (await import('./features/mistakes/mistakes-page')).MistakesPage),
  tanyaSoal: lazyPage(async () => (await import('./features/questions/tanya-soal-page')).TanyaSoalPage),
  placeholder: lazyPage(async () => (await import('./features/misc/placeholder-page')).PlaceholderPage),
  comingSoon: lazyPage(async () => (await import('./features/misc/coming-soon-page')).ComingSoonPage),
  notFound: lazyPage(async () => (await import('./features/misc/not-found-page')).NotFoundPage),
} satisfies Record<string, TLazyPage>;

// The admin area is one chunk with its own route table (admin-routes.tsx), and so are classes
// and assignments (class-routes.tsx), and tryouts (tryout-routes.tsx); each area names the page of a path below it.
const loadAdminRoutes = () => import('./admin-routes');
const adminArea = lazyPage(async () => (await loadAdminRoutes()).AdminRoutes);
const loadClassRoutes = () => import('./class-routes');
const classArea = lazyPage(async () => (await loadClassRoutes()).ClassRoutes);
const loadTryoutRoutes = () => import('./tryout-routes');
const tryoutArea = lazyPage(async () => (await loadTryoutRoutes()).TryoutRoutes);
const areaPageFor = new Map<TLazyPage, (path: string) => Promise<TLazyPage | undefined>>([
  [adminArea, async (path) => (await loadAdminRoutes()).adminPageFor(path)],
  [classArea, async (path) => (await loadClassRoutes()).classPageFor(path)],
  [tryoutArea, async (path) => (await loadTryoutRoutes()).tryoutPageFor(path)],
]);


// First match wins; the last entry catches every other path.
const pageRoutes: TPageRoute[] = [
  { path: paths.home, page: pages.home },
  { path: paths.latsol, page: pages.categories },
  { path: latsolRoutes.category, page: pages.category },
  { path: latsolRoutes.topic, page: pages.topic },
  { path: latsolRoutes.subtopic, page: pages.subtopic },
  { path: latsolRoutes.problem, page: pages.problem },
  { path: paths.login, page: pages.login },
  { path: paths.emailVerified, page: pages.emailVerified },
  { path: paths.setPassword, page: pages.setPassword },
  { path: paths.forgotPassword, page: pages.forgotPassword },
  { path: paths.account, page: pages.account },
  { path: paths.dashboard, page: pages.dashboard },
  { path: paths.bookmarks, page: pages.bookmarks },
  { path: paths.ulang, page: pages.reviews },
  { path: paths.pernahSalah, page: pages.mistakes },
  { path: paths.tanyaSoal, page: pages.tanyaSoal },
  { path: paths.materi, page: pages.placeholder },
  { path: paths.drillSoal, page: pages.placeholder },
  { path: paths.comingSoon, page: pages.comingSoon },
  { path: paths.kelas, page: classArea },
  { path: `${paths.kelas}/*`, page: classArea },
  { path: paths.tugas, page: classArea },
  { path: `${paths.tugas}/*`, page: classArea },
  { path: paths.tryout, page: tryoutArea },
  { path: `${paths.tryout}/*`, page: tryoutArea },
  { path: paths.admin, page: adminArea },
  { path: `${paths.admin}/*`, page: adminArea },
  { path: '*', page: pages.notFound },
];

// A trailing slash reaches the same page (/latsol/ as /latsol).
const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The page `pathname` (below the basename) renders. */
export function pageFor(pathname: string): TLazyPage {
  const path = withoutTrailingSlash(pathname);
  return (pageAt(pageRoutes, path) ?? pageRoutes.at(-1)!).page;
}

/**
 * Fetches the chunk of the page that `pathname` renders, so the first render does not wait for
 * it: the browser calls it before hydrating, the server before rendering. A page of an area
 * (admin, classes): the area's chunk, then the page's.
 */
export async function preloadPagesFor(pathname: string): Promise<unknown> {
  const page = pageFor(pathname);
  const areaPage = areaPageFor.get(page);
  if (!areaPage) return page.preload();
  await page.preload();
  return (await areaPage(withoutTrailingSlash(pathname)))?.preload();
}

export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        {pageRoutes.map(({ path, page }) => (
          <Route key={path} path={path}>
            <page.Page />
          </Route>
        ))}
      </Switch>
    </Layout>
  );
}
