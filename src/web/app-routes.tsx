import type { ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import { Layout } from './components/layout';
import { lazyPage, type TLazyPage } from './components/lazy-page';
import { AdminGuard } from './features/admin/admin-guard';
import { latsolRoutes, paths } from './routes';

// Each page is its own chunk: a route pays only for the code it renders. The route table is
// matched by wouter, the same in the browser (main.tsx) and on the server (entry-server.tsx).

// An admin page brings the admin's error messages with it (not every learner page).
const adminPage = (load: () => Promise<ComponentType>) => lazyPage(async () => (await Promise.all([load(), import('./lib/admin-error-messages')]))[0]);

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
  dashboard: lazyPage(async () => (await import('./features/dashboard/dashboard-page')).DashboardPage),
  bookmarks: lazyPage(async () => (await import('./features/bookmarks/bookmarks-page')).BookmarksPage),
  tanyaSoal: lazyPage(async () => (await import('./features/questions/tanya-soal-page')).TanyaSoalPage),
  placeholder: lazyPage(async () => (await import('./features/misc/placeholder-page')).PlaceholderPage),
  comingSoon: lazyPage(async () => (await import('./features/misc/coming-soon-page')).ComingSoonPage),
  notFound: lazyPage(async () => (await import('./features/misc/not-found-page')).NotFoundPage),
  adminHome: adminPage(async () => (await import('./features/admin/admin-home-page')).AdminHomePage),
  adminManage: adminPage(async () => (await import('./features/admin-manage/manage-page')).ManagePage),
  adminUsers: adminPage(async () => (await import('./features/admin-users/users-page')).UsersPage),
  adminMailOutbox: adminPage(async () => (await import('./features/admin-users/mail-outbox-page')).MailOutboxPage),
  adminTheories: adminPage(async () => (await import('./features/admin-theories/admin-theories-page')).AdminTheoriesPage),
  adminReports: adminPage(async () => (await import('./features/admin-reports/reports-page')).ReportsPage),
  adminUserQuestions: adminPage(async () => (await import('./features/admin-user-questions/admin-user-questions-page')).AdminUserQuestionsPage),
  adminProblems: adminPage(async () => (await import('./features/admin-problems/problems-page')).ProblemsPage),
  adminProblemEditor: adminPage(async () => (await import('./features/admin-problems/problem-editor-page')).ProblemEditorPage),
  adminProblemAnalytics: adminPage(async () => (await import('./features/admin-analytics/problem-analytics-page')).ProblemAnalyticsPage),
} satisfies Record<string, TLazyPage>;

type TPageRoute = { path: string; page: TLazyPage; isAdmin?: true };

const adminRoutes: TPageRoute[] = [
  { path: paths.admin, page: pages.adminHome },
  { path: paths.adminManage, page: pages.adminManage },
  { path: paths.adminUsers, page: pages.adminUsers },
  { path: paths.adminMailOutbox, page: pages.adminMailOutbox },
  { path: paths.adminTheories, page: pages.adminTheories },
  { path: paths.adminReports, page: pages.adminReports },
  { path: paths.adminUserQuestions, page: pages.adminUserQuestions },
  { path: paths.adminProblems, page: pages.adminProblems },
  // 'new' and ':problemId' (PR-...) cannot collide: a public code always has its prefix.
  { path: `${paths.adminProblems}/new`, page: pages.adminProblemEditor },
  { path: `${paths.adminProblems}/:problemId`, page: pages.adminProblemEditor },
  { path: `${paths.adminProblems}/:problemId/analitik`, page: pages.adminProblemAnalytics },
];

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
  { path: paths.dashboard, page: pages.dashboard },
  { path: paths.bookmarks, page: pages.bookmarks },
  { path: paths.tanyaSoal, page: pages.tanyaSoal },
  { path: paths.materi, page: pages.placeholder },
  { path: paths.drillSoal, page: pages.placeholder },
  { path: paths.comingSoon, page: pages.comingSoon },
  ...adminRoutes.map((route): TPageRoute => ({ ...route, isAdmin: true })),
  { path: '*', page: pages.notFound },
];

// A trailing slash reaches the same page (/latsol/ as /latsol).
const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The page `pathname` (below the basename) renders. */
export function pageFor(pathname: string): TLazyPage {
  const path = withoutTrailingSlash(pathname);
  return (pageRoutes.find((route) => matchRoute(parsePattern, route.path, path)[0]) ?? pageRoutes.at(-1)!).page;
}

/**
 * Fetches the chunk of the page that `pathname` renders, so the first render does not wait for
 * it: the browser calls it before hydrating, the server before rendering.
 */
export function preloadPagesFor(pathname: string): Promise<unknown> {
  return pageFor(pathname).preload();
}

export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        {pageRoutes.map(({ path, page, isAdmin }) => (
          <Route key={path} path={path}>
            {isAdmin ? (
              <AdminGuard>
                <page.Page />
              </AdminGuard>
            ) : (
              <page.Page />
            )}
          </Route>
        ))}
      </Switch>
    </Layout>
  );
}
