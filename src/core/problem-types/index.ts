import type { ProblemType } from '../problem-shapes';
import type { TProblemTypeDefinition } from './definition';
import { inputType } from './input';
import { mckType } from './mck';
import { mcmaType } from './mcma';
import { mcqType } from './mcq';

// The problem-type registry: type -> its definition (one file per type). grading.ts, xp.ts and
// item analytics dispatch through it; the zod schemas and the editor's templates are in
// schemas.ts, which only the server and the admin editor load, and the learner's answer form
// takes its light part from answer-forms.ts.
const PROBLEM_TYPE_DEFINITIONS: { [Type in ProblemType]: TProblemTypeDefinition & { type: Type } } = {
  input: inputType as TProblemTypeDefinition & { type: 'input' },
  mcq: mcqType as TProblemTypeDefinition & { type: 'mcq' },
  mcma: mcmaType as TProblemTypeDefinition & { type: 'mcma' },
  mck: mckType as TProblemTypeDefinition & { type: 'mck' },
};

// Undefined for a type the app does not know (a row written outside it): callers then grade it
// wrong, accept no answer and pay the default XP.
export function problemTypeOf(type: string): TProblemTypeDefinition | undefined {
  return Object.hasOwn(PROBLEM_TYPE_DEFINITIONS, type) ? PROBLEM_TYPE_DEFINITIONS[type as ProblemType] : undefined;
}

export type { TAnswerKey, TGradableProblem, TGrade, TProblemTypeDefinition } from './definition';
// Re-exported for the server and admin modules that import them from here.
export {
  DEFAULT_ANSWER_CATEGORIES,
  INPUT_ANSWER_MAX_LENGTH,
  normaliseStoredMcmaAnswer,
  OPTION_TEXT_MAX_LENGTH,
  PROBLEM_TYPES,
  type ProblemType,
  type TProblemOptions,
  type TStoredAnswer,
  type TSubmittedAnswer,
} from '../problem-shapes';
