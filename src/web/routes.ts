// Every path the SPA links to, relative to the router basename (/math).
export const paths = {
  home: '/',
  latsol: '/latsol',
  tanyaSoal: '/tanya-soal',
  login: '/login',
  dashboard: '/dashboard',
  bookmarks: '/bookmarks',
  admin: '/admin',
  adminManage: '/admin/manage',
  adminProblems: '/admin/problems',
  adminTheories: '/admin/theories',
  adminUsers: '/admin/users',
  adminReports: '/admin/reports',
  adminUserQuestions: '/admin/user-questions',
  materi: '/materi',
  drillSoal: '/drill-soal',
  comingSoon: '/coming-soon',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
