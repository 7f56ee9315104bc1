import { z } from 'zod';
import { PROBLEM_TYPES, type ProblemType, type TAnswerableProblem, type TSubmittedAnswer } from '../problem-shapes';
import { inputEditorTemplate, inputSubmittedAnswer, ZInputProblem } from './input.schema';
import { mckEditorTemplate, mckSubmittedAnswer, ZMckProblem } from './mck.schema';
import { mcmaEditorTemplate, mcmaSubmittedAnswer, ZMcmaProblem } from './mcma.schema';
import { mcqEditorTemplate, mcqSubmittedAnswer, ZMcqProblem } from './mcq.schema';

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

const SUBMITTED_ANSWER_SCHEMAS: Record<ProblemType, (problem: TAnswerableProblem) => z.ZodType<TSubmittedAnswer>> = {
  input: inputSubmittedAnswer,
  mcq: mcqSubmittedAnswer,
  mcma: mcmaSubmittedAnswer,
  mck: mckSubmittedAnswer,
};

const refusesEveryAnswer = z.custom<TSubmittedAnswer>(() => false, { message: 'answer_does_not_fit_problem' });

// Validates a learner's submission against one problem's own options and categories; a problem
// of a type the app does not know accepts nothing.
export function answerSchemaFor(problem: TAnswerableProblem): z.ZodType<TSubmittedAnswer> {
  const schemaOf = Object.hasOwn(SUBMITTED_ANSWER_SCHEMAS, problem.type) ? SUBMITTED_ANSWER_SCHEMAS[problem.type as ProblemType] : undefined;
  return schemaOf ? schemaOf(problem) : refusesEveryAnswer;
}

// What the admin editor starts a new problem of each type with.
export const EDITOR_TEMPLATES = {
  input: () => ({ ...inputEditorTemplate }),
  mcq: mcqEditorTemplate,
  mcma: mcmaEditorTemplate,
  mck: mckEditorTemplate,
} satisfies Record<ProblemType, () => object>;
