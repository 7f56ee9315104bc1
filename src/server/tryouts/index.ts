// The tryouts domain: tryouts, their sittings, the admin's tryout pages and the scoring and calibration.
// What other domains and the composition root (app.ts, services.ts, main.ts, ssr, scripts, bench) may
// import from it; lint refuses a deeper import from outside the domain (decision 076). Building blocks
// come before routes, so a domain that imports this one while it loads finds them evaluated.
export { createTryoutJobRunner, createTryoutScoring, type TryoutJobRunner } from './tryout-scoring';
export { adminTryoutsRoutes } from './admin-tryouts/admin-tryouts.routes';
export { tryoutsRoutes } from './tryouts/tryouts.routes';
