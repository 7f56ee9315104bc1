import { ACCOUNT_PAGE, EMAIL_VERIFIED_PAGE, FORGOT_PASSWORD_PAGE, SET_PASSWORD_PAGE, SIGN_IN_PAGE } from '../core/auth-pages';

// Every path the SPA links to, relative to the router basename (/math).
export const paths = {
  home: '/',
  latsol: '/latsol',
  tanyaSoal: '/tanya-soal',
  login: SIGN_IN_PAGE,
  emailVerified: EMAIL_VERIFIED_PAGE,
  setPassword: SET_PASSWORD_PAGE,
  forgotPassword: FORGOT_PASSWORD_PAGE,
  account: ACCOUNT_PAGE,
  dashboard: '/dashboard',
  bookmarks: '/bookmarks',
  ulang: '/ulang',
  pernahSalah: '/pernah-salah',
  admin: '/admin',
  adminManage: '/admin/manage',
  adminProblems: '/admin/problems',
  adminTheories: '/admin/theories',
  adminUsers: '/admin/users',
  adminMailOutbox: '/admin/mail-outbox',
  adminReports: '/admin/reports',
  adminUserQuestions: '/admin/user-questions',
  adminTryouts: '/admin/tryouts',
  materi: '/materi',
  drillSoal: '/drill-soal',
  comingSoon: '/coming-soon',
  kelas: '/kelas',
  tugas: '/tugas',
  tryout: '/tryout',
} as const;

// Route patterns of the learning flow; build links with latsolPath so ids are always encoded.
export const latsolRoutes = {
  category: '/latsol/:categoryId',
  topic: '/latsol/:categoryId/:topicId',
  subtopic: '/latsol/:categoryId/:topicId/:subtopicId',
  problem: '/latsol/:categoryId/:topicId/:subtopicId/:problemId',
} as const;

const segment = encodeURIComponent;

export const latsolPath = {
  category: (categoryId: string) => `${paths.latsol}/${segment(categoryId)}`,
  topic: (categoryId: string, topicId: string) => `${latsolPath.category(categoryId)}/${segment(topicId)}`,
  subtopic: (categoryId: string, topicId: string, subtopicId: string) =>
    `${latsolPath.topic(categoryId, topicId)}/${segment(subtopicId)}`,
  problem: (categoryId: string, topicId: string, subtopicId: string, problemId: string) =>
    `${latsolPath.subtopic(categoryId, topicId, subtopicId)}/${segment(problemId)}`,
};
