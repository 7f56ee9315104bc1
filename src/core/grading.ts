import type { TSubmittedAnswer } from './problem-shapes';
import { hasSameEntries, isSameShapedAnswer } from '../problem-types/answer-values';
import { problemTypeOf, type TGradableProblem, type TGrade, type TGradingFields } from '../problem-types';

// Grading as the app asks for it; each type's own rule is in its folder under src/problem-types/.

// The problem page checks an answer's shape without loading the graders: canSubmit lives in
// answer-fit.ts, re-exported here for the server's callers.
export { canSubmit } from './answer-fit';
export type { TGradableProblem, TGrade, TGradingFields } from '../problem-types';

// The one judge of an answer: 'invalid' only in number mode, for an answer that cannot be read as
// a number (it costs nothing: not an attempt). A stored answer that does not fit its type, or a
// number-mode key that cannot be read, grades as wrong instead of failing the request.
export function gradeAnswer(problem: TGradableProblem, submitted: TSubmittedAnswer): TGrade {
  return problemTypeOf(problem.type)?.grade(problem, submitted) ?? 'wrong';
}

// Spec 5. A stored answer that does not fit its type grades as wrong instead of failing the request.
export function isAnswerCorrect(problem: TGradableProblem, submitted: TSubmittedAnswer): boolean {
  return gradeAnswer(problem, submitted) === 'correct';
}

// Spec 4: resubmitting the previous answer re-shows its result without counting a new attempt.
// Without the problem, answers are compared by their shape (the same text, set or map).
export function isSameAnswer(previous: unknown, current: TSubmittedAnswer, problem?: TGradableProblem): boolean {
  const definition = problem && problemTypeOf(problem.type);
  return definition && problem ? definition.isSame(previous, current, problem) : isSameShapedAnswer(previous, current);
}

const sameKey = (type: string, left: unknown, right: unknown) => {
  const definition = problemTypeOf(type);
  const [a, b] = [definition?.normaliseStored(left) ?? null, definition?.normaliseStored(right) ?? null];
  return a !== null && b !== null ? isSameShapedAnswer(a, b) : JSON.stringify(left) === JSON.stringify(right);
};

/**
 * Whether an edit leaves every saved answer meaning what it meant (a started tryout's answers are
 * graded when saved, decision 063): the same type, the same key (an mcma key in any order), the
 * same options and statements with the same text, and the same categories or number rule.
 */
export function isSameGrading(before: TGradingFields, after: TGradingFields): boolean {
  if (before.type !== after.type || !sameKey(before.type, before.answer, after.answer)) return false;
  if (!before.options || !after.options) {
    if (!before.options !== !after.options) return false;
  } else if (!hasSameEntries(before.options, after.options)) return false;
  return problemTypeOf(before.type)?.isSameRule(before, after) ?? true;
}
