import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './components/layout';
import { LoadingMessage } from './components/loading-message';
import { RouteError } from './components/route-error';
import { latsolRoutes, paths } from './routes';

// Each page is its own chunk: a route pays only for the code it renders.
const problemEditor = async () => ({
  Component: (await import('./features/admin-problems/problem-editor-page')).ProblemEditorPage,
});
const placeholder = async () => ({ Component: (await import('./features/misc/placeholder-page')).PlaceholderPage });

const adminRoutes: RouteObject = {
  path: paths.admin,
  lazy: async () => ({ Component: (await import('./features/admin/admin-guard')).AdminGuard }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('./features/admin/admin-home-page')).AdminHomePage }) },
    { path: paths.adminManage, lazy: async () => ({ Component: (await import('./features/admin-manage/manage-page')).ManagePage }) },
    { path: paths.adminUsers, lazy: async () => ({ Component: (await import('./features/admin-users/users-page')).UsersPage }) },
    { path: paths.adminMailOutbox, lazy: async () => ({ Component: (await import('./features/admin-users/mail-outbox-page')).MailOutboxPage }) },
    { path: paths.adminTheories, lazy: async () => ({ Component: (await import('./features/admin-theories/admin-theories-page')).AdminTheoriesPage }) },
    { path: paths.adminReports, lazy: async () => ({ Component: (await import('./features/admin-reports/reports-page')).ReportsPage }) },
    {
      path: paths.adminUserQuestions,
      lazy: async () => ({ Component: (await import('./features/admin-user-questions/admin-user-questions-page')).AdminUserQuestionsPage }),
    },
    {
      path: paths.adminProblems,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./features/admin-problems/problems-page')).ProblemsPage }) },
        // 'new' and ':problemId' (PR-...) cannot collide: a public code always has its prefix.
        { path: 'new', lazy: problemEditor },
        { path: ':problemId', lazy: problemEditor },
      ],
    },
  ],
};

const pageRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./features/home/home-page')).HomePage }) },
  { path: paths.latsol, lazy: async () => ({ Component: (await import('./features/catalog/categories-page')).CategoriesPage }) },
  { path: latsolRoutes.category, lazy: async () => ({ Component: (await import('./features/catalog/category-page')).CategoryPage }) },
  { path: latsolRoutes.topic, lazy: async () => ({ Component: (await import('./features/catalog/topic-page')).TopicPage }) },
  { path: latsolRoutes.subtopic, lazy: async () => ({ Component: (await import('./features/practice/subtopic-page')).SubtopicPage }) },
  { path: latsolRoutes.problem, lazy: async () => ({ Component: (await import('./features/practice/problem-page')).ProblemPage }) },
  { path: paths.login, lazy: async () => ({ Component: (await import('./features/auth/login-page')).LoginPage }) },
  { path: paths.emailVerified, lazy: async () => ({ Component: (await import('./features/auth/email-verified-page')).EmailVerifiedPage }) },
  { path: paths.dashboard, lazy: async () => ({ Component: (await import('./features/dashboard/dashboard-page')).DashboardPage }) },
  { path: paths.bookmarks, lazy: async () => ({ Component: (await import('./features/bookmarks/bookmarks-page')).BookmarksPage }) },
  { path: paths.tanyaSoal, lazy: async () => ({ Component: (await import('./features/questions/tanya-soal-page')).TanyaSoalPage }) },
  { path: paths.materi, lazy: placeholder },
  { path: paths.drillSoal, lazy: placeholder },
  { path: paths.comingSoon, lazy: async () => ({ Component: (await import('./features/misc/coming-soon-page')).ComingSoonPage }) },
  adminRoutes,
  { path: '*', lazy: async () => ({ Component: (await import('./features/misc/not-found-page')).NotFoundPage }) },
];

export const router = createBrowserRouter(
  [
    {
      path: paths.home,
      Component: Layout,
      errorElement: <RouteError />,
      children: [
        {
          // Page errors render inside the layout, so the navbar stays usable.
          errorElement: <RouteError />,
          // Shown inside the layout while the first page's chunk loads.
          HydrateFallback: LoadingMessage,
          children: pageRoutes,
        },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
);
