// The classes domain: classes, their memberships and assignments, and the gradebook.
// What other domains and the composition root (app.ts, services.ts, main.ts, ssr, scripts, bench) may
// import from it; lint refuses a deeper import from outside the domain (decision 076). Building blocks
// come before routes, so a domain that imports this one while it loads finds them evaluated.
export { createLearnerAssignments, type LearnerAssignments, type OpenAssignmentRows, openAssignmentsJson } from './assignments/learner-assignments';
export { classesRoutes } from './classes/classes.routes';
export { membershipsRoutes } from './memberships/memberships.routes';
export { pupilsRoutes } from './pupils/pupils.routes';
