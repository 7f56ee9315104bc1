// Issue 36: tryouts (timed SNBT rehearsals). Limits and lists are written here once; the tables'
// CHECKs, the API's schemas and the admin form follow them. Scoring lives in core/irt/.

export const TRYOUT_TITLE_MAX_LENGTH = 120;
export const TRYOUT_DESCRIPTION_MAX_LENGTH = 2000;
export const TRYOUT_SECTION_NAME_MAX_LENGTH = 80;
export const TRYOUT_MAX_SECTIONS = 8;
export const TRYOUT_SECTION_MAX_PROBLEMS = 60;
// A section lasts 1 minute to 3 hours.
export const TRYOUT_SECTION_DURATION_SECONDS = { min: 60, max: 3 * 60 * 60 } as const;
// Answers that arrive this long after a section's deadline are still taken (the network's delay);
// later ones are refused and the section is closed by the server.
export const TRYOUT_ANSWER_GRACE_SECONDS = 5;

// How a section ended: submitted by the learner, or closed at its deadline by the server.
export const TRYOUT_SECTION_ENDINGS = ['submitted', 'deadline'] as const;
export type TTryoutSectionEnding = (typeof TRYOUT_SECTION_ENDINGS)[number];

// A score is provisional (at submit, from the parameters current then) or final (after the window
// closes, from parameters recalibrated on every sitting). Decision 057.
export const TRYOUT_SCORE_STAGES = ['provisional', 'final'] as const;
export type TTryoutScoreStage = (typeof TRYOUT_SCORE_STAGES)[number];

// Background work on a tryout: recalibrate its items (an admin asks), or finalize it (recalibrate
// on all sittings, then write every sitting's final score) once its window has closed.
export const TRYOUT_JOB_KINDS = ['recalibrate', 'finalize'] as const;
export type TTryoutJobKind = (typeof TRYOUT_JOB_KINDS)[number];
export const TRYOUT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TTryoutJobStatus = (typeof TRYOUT_JOB_STATUSES)[number];
