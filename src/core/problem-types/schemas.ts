import { z } from 'zod';
import { PROBLEM_TYPES, type ProblemType } from '../problem-shapes';
import { inputEditorTemplate, ZInputProblem } from './input.schema';
import { mckEditorTemplate, ZMckProblem } from './mck.schema';
import { mcmaEditorTemplate, ZMcmaProblem } from './mcma.schema';
import { mcqEditorTemplate, ZMcqProblem } from './mcq.schema';

// The zod side of the registry (index.ts), for the server and the admin editor only: the
// learner's problem page never loads zod.

export { ZInputStoredAnswer } from './input.schema';
export { ZMcqStoredAnswer } from './mcq.schema';
export { ZMcmaStoredAnswer } from './mcma.schema';
export { ZMckStoredAnswer } from './mck.schema';
export { ZAnswerCategories, ZChoiceKey, ZChoiceOptions, ZStatementOptions, type TChoiceOptions, type TStatementOptions } from './option-schemas';

export const ZProblemType = z.enum(PROBLEM_TYPES);

// The answer-bearing part of a problem row, checked as a whole so the answer always fits its options.
export const ZStoredProblem = z.discriminatedUnion('type', [ZInputProblem, ZMcqProblem, ZMcmaProblem, ZMckProblem]);
export type TStoredProblem = z.infer<typeof ZStoredProblem>;

// What the admin editor starts a new problem of each type with.
export const EDITOR_TEMPLATES = {
  input: () => ({ ...inputEditorTemplate }),
  mcq: mcqEditorTemplate,
  mcma: mcmaEditorTemplate,
  mck: mckEditorTemplate,
} satisfies Record<ProblemType, () => object>;
