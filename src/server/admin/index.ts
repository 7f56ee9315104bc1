// The admin domain: learners' reports and Tanya Soal with their moderation, analytics and the mail outbox.
// What other domains and the composition root (app.ts, services.ts, main.ts, ssr, scripts, bench) may
// import from it; lint refuses a deeper import from outside the domain (decision 076). Building blocks
// come before routes, so a domain that imports this one while it loads finds them evaluated.
export { createAdminQuestionsRepository } from './admin-questions/admin-questions.repository';
export { createAdminReportsRepository } from './admin-reports/admin-reports.repository';
export { createQuestionsRepository } from './questions/questions.repository';
export { adminAnalyticsRoutes } from './admin-analytics/admin-analytics.routes';
export { adminMailRoutes } from './admin-mail/admin-mail.routes';
export { adminQuestionsRoutes } from './admin-questions/admin-questions.routes';
export { adminReportsRoutes } from './admin-reports/admin-reports.routes';
export { questionsRoutes } from './questions/questions.routes';
export { reportsRoutes } from './reports/reports.routes';
