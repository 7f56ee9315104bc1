import type { ProblemType } from '../core/problem-shapes';
import { answerDraftFrom } from './answer-forms';
import type { TProblemTypeDefinition } from './definition';
import { exprType } from './expr/definition';
import { inputType } from './input/definition';
import { mckType } from './mck/definition';
import { mcmaType } from './mcma/definition';
import { mcqType } from './mcq/definition';

// The problem types, one folder each (src/problem-types/<type>/), and their registries. A type is
// named in PROBLEM_TYPES (core/problem-shapes.ts, which the database CHECK is built from); each
// registry then fails the typecheck until it has the type's part:
// - index.ts (this file): its definition.ts, the rules the server and core dispatch through
//   (grading, sameness, XP, item analytics, what learners see);
// - answer-forms.ts: its answer-form.ts, what fits and the drafts, the learner's pages' part;
// - schemas.ts: its schema.ts, the zod schemas of a stored and a written problem, for the server
//   and the admin editor;
// - answer-fields.tsx and reviews.tsx: the learner's answer field and the tryout result's review;
// - editors.ts: the admin editor's fields, preview and form values.
const PROBLEM_TYPE_DEFINITIONS: Record<ProblemType, TProblemTypeDefinition> = { input: inputType, mcq: mcqType, mcma: mcmaType, mck: mckType, expr: exprType };

// Undefined for a type the app does not know (a row written outside it): callers then grade it
// wrong, accept no answer and pay the default XP.
export function problemTypeOf(type: ProblemType): TProblemTypeDefinition;
export function problemTypeOf(type: string): TProblemTypeDefinition | undefined;
export function problemTypeOf(type: string): TProblemTypeDefinition | undefined {
  return Object.hasOwn(PROBLEM_TYPE_DEFINITIONS, type) ? PROBLEM_TYPE_DEFINITIONS[type as ProblemType] : undefined;
}

export const problemTypeLabel = (type: string): string => problemTypeOf(type)?.label ?? type;

// A stored key as the answer form shows it (an older mcma row's JSON text as its keys); a key that
// does not fit its type shows as nothing chosen.
export function shownAnswer(type: ProblemType, stored: unknown) {
  return problemTypeOf(type).normaliseStored(stored) ?? answerDraftFrom(type, undefined);
}

export type { TAnswerKey, TGradableProblem, TGrade, TGradingFields, TProblemTypeDefinition } from './definition';
// Re-exported for the server and admin modules that import them from here.
export {
  DEFAULT_ANSWER_CATEGORIES,
  INPUT_ANSWER_MAX_LENGTH,
  OPTION_TEXT_MAX_LENGTH,
  PROBLEM_TYPES,
  type ProblemType,
  type TProblemOptions,
  type TStoredAnswer,
  type TSubmittedAnswer,
} from '../core/problem-shapes';
