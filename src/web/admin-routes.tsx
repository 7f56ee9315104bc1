import { Route, Switch } from 'wouter';
import { AnswerFieldsContext } from './components/answer/answer-fields-context';
import { lazyComponent } from './components/lazy-component';
import { lazyPage, pageAt, type TLazyPage, type TPageRoute } from './components/lazy-page';
import './lib/admin-error-messages';
import { paths } from './routes';
import { NotFoundPage } from './features/misc/not-found-page';
import { AdminGuard } from './features/admin/admin-guard';

// The admin area's route table, in a chunk of its own (app-routes.tsx loads it for /admin
// paths): the code every learner page loads does not carry it. It brings the admin's error
// messages with it.

const pages = {
  home: lazyPage(async () => (await import('./features/admin/admin-home-page')).AdminHomePage),
  manage: lazyPage(async () => (await import('./features/admin-manage/manage-page')).ManagePage),
  users: lazyPage(async () => (await import('./features/admin-users/users-page')).UsersPage),
  mailOutbox: lazyPage(async () => (await import('./features/admin-users/mail-outbox-page')).MailOutboxPage),
  theories: lazyPage(async () => (await import('./features/admin-theories/admin-theories-page')).AdminTheoriesPage),
  reports: lazyPage(async () => (await import('./features/admin-reports/reports-page')).ReportsPage),
  userQuestions: lazyPage(async () => (await import('./features/admin-user-questions/admin-user-questions-page')).AdminUserQuestionsPage),
  problems: lazyPage(async () => (await import('./features/admin-problems/problems-page')).ProblemsPage),
  problemEditor: lazyPage(async () => (await import('./features/admin-problems/problem-editor-page')).ProblemEditorPage),
  tryouts: lazyPage(async () => (await import('./features/admin-tryouts/tryouts-page')).AdminTryoutsPage),
  tryoutEditor: lazyPage(async () => (await import('./features/admin-tryouts/tryout-editor-page')).TryoutEditorPage),
  tryoutPreview: lazyPage(async () => (await import('./features/admin-tryouts/tryout-preview-page')).TryoutPreviewPage),
  tryoutReport: lazyPage(async () => (await import('./features/admin-tryouts/tryout-report-page')).TryoutReportPage),
  problemAnalytics: lazyPage(async () => (await import('./features/admin-analytics/problem-analytics-page')).ProblemAnalyticsPage),
} satisfies Record<string, TLazyPage>;

// The tryout preview's answer fields, from the problem page's chunk (components/answer/answer-fields-context.ts).
const answerFields = lazyComponent(async () => (await import('./features/practice/problem-page')).AnswerFields);

const adminRoutes: TPageRoute[] = [
  { path: paths.admin, page: pages.home },
  { path: paths.adminManage, page: pages.manage },
  { path: paths.adminUsers, page: pages.users },
  { path: paths.adminMailOutbox, page: pages.mailOutbox },
  { path: paths.adminTheories, page: pages.theories },
  { path: paths.adminReports, page: pages.reports },
  { path: paths.adminUserQuestions, page: pages.userQuestions },
  { path: paths.adminProblems, page: pages.problems },
  // 'new' and ':problemId' (PR-...) cannot collide: a public code always has its prefix.
  { path: `${paths.adminProblems}/new`, page: pages.problemEditor },
  { path: `${paths.adminProblems}/:problemId`, page: pages.problemEditor },
  { path: `${paths.adminProblems}/:problemId/analitik`, page: pages.problemAnalytics },
  { path: paths.adminTryouts, page: pages.tryouts },
  { path: `${paths.adminTryouts}/:tryoutId`, page: pages.tryoutEditor },
  { path: `${paths.adminTryouts}/:tryoutId/pratinjau`, page: pages.tryoutPreview },
  { path: `${paths.adminTryouts}/:tryoutId/laporan`, page: pages.tryoutReport },
];

/** The admin page `path` (below the basename, no trailing slash) renders; none: not found. */
export function adminPageFor(path: string): TLazyPage | undefined {
  return pageAt(adminRoutes, path)?.page;
}

export function AdminRoutes() {
  return (
    <AnswerFieldsContext value={answerFields}>
      <Switch>
        {adminRoutes.map(({ path, page }) => (
          <Route key={path} path={path}>
            <AdminGuard>
              <page.Page />
            </AdminGuard>
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AnswerFieldsContext>
  );
}
