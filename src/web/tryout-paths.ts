import { paths } from './routes';

// Tryouts (issue 36): the learner's route patterns, and links built with tryoutPath so ids are
// always encoded. Not in routes.ts: that module travels with every page, these only with the
// tryout pages (tryout-routes.tsx).

export const tryoutRoutes = {
  tryout: `${paths.tryout}/:tryoutId`,
  sitting: `${paths.tryout}/:tryoutId/kerjakan`,
  result: `${paths.tryout}/:tryoutId/hasil`,
} as const;

const segment = encodeURIComponent;

export const tryoutPath = {
  tryout: (tryoutId: string) => `${paths.tryout}/${segment(tryoutId)}`,
  sitting: (tryoutId: string) => `${tryoutPath.tryout(tryoutId)}/kerjakan`,
  result: (tryoutId: string) => `${tryoutPath.tryout(tryoutId)}/hasil`,
};
