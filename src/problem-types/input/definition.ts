import type { TAnswerMode } from '../../core/answer-mode';
import { formatIndonesianNumber, isWithinTolerance, readIndonesianNumber, sameNumber, type TExactNumber } from '../../core/numeric-answer';
import { plainDecimalToExact } from '../../core/plain-decimal';
import { comparableText } from '../../core/text-answer';
import { isSameShapedAnswer } from '../answer-values';
import type { TGradableProblem, TGrade, TProblemTypeDefinition } from '../definition';

// Fill-in ('isian'): the learner types the answer. Graded in one of three modes (issue 14, issue
// 52.7, answer-mode.ts).

const isNumberMode = (problem: { answerMode?: string }) => problem.answerMode === 'number';
// Absent or unknown: 'text', which ignores letter case and spaces.
const textModeOf = (problem: { answerMode?: string }): TAnswerMode => (problem.answerMode === 'exact' ? 'exact' : 'text');

function toleranceOf(problem: TGradableProblem): TExactNumber | null {
  return problem.answerTolerance ? plainDecimalToExact(problem.answerTolerance) : null;
}

// 'invalid' only in number mode, for an answer that cannot be read as a number (it costs nothing:
// not an attempt). A number-mode key that cannot be read grades every answer as wrong.
function gradeInput(problem: TGradableProblem, submitted: unknown): TGrade {
  if (isNumberMode(problem)) {
    const given = typeof submitted === 'string' ? readIndonesianNumber(submitted) : null;
    if (!given) return 'invalid';
    const expected = typeof problem.answer === 'string' ? readIndonesianNumber(problem.answer) : null;
    if (!expected) return 'wrong';
    return isWithinTolerance(expected, given, toleranceOf(problem)) ? 'correct' : 'wrong';
  }
  const stored = problem.answer;
  if (typeof stored !== 'string' || typeof submitted !== 'string') return 'wrong';
  const mode = textModeOf(problem);
  return comparableText(stored, mode) === comparableText(submitted, mode) ? 'correct' : 'wrong';
}

const sameTolerance = (left: string | null | undefined, right: string | null | undefined) => {
  if (!left || !right) return !left === !right;
  const [a, b] = [plainDecimalToExact(left), plainDecimalToExact(right)];
  return a !== null && b !== null ? a.numerator === b.numerator && a.denominator === b.denominator : left === right;
};

export const inputType: TProblemTypeDefinition<string> = {
  type: 'input',
  label: 'Isian',
  normaliseStored: (stored) => (typeof stored === 'string' ? stored : null),
  grade: gradeInput,
  // In number mode 'the same answer' is the same value: '2,5' after '2.5' is not a new attempt.
  // In text and exact mode it is the same text as typed, letter case and spaces included (the
  // grade may ignore them, the attempt count does not).
  isSame: (previous, current, problem) => {
    if (isNumberMode(problem) && typeof previous === 'string' && typeof current === 'string') {
      const before = readIndonesianNumber(previous);
      const now = readIndonesianNumber(current);
      if (before && now) return sameNumber(before, now);
    }
    return isSameShapedAnswer(previous, current);
  },
  isSameRule: (before, after) => (before.answerMode ?? 'text') === (after.answerMode ?? 'text') && sameTolerance(before.answerTolerance, after.answerTolerance),
  // By value in number mode ('2,5' = '5/2'), else the text as it is graded (text mode: without
  // letter case and spaces).
  answerKey: (problem, answer) => {
    if (typeof answer !== 'string') return null;
    if (isNumberMode(problem)) {
      const value = readIndonesianNumber(answer);
      if (value) return { key: `n:${value.numerator}/${value.denominator}`, display: formatIndonesianNumber(value) };
    }
    return { key: `t:${comparableText(answer, textModeOf(problem))}`, display: answer };
  },
  baseXp: () => 20,
  // The SPA shows how a number-mode answer is read as it is typed (the server still judges).
  viewFields: ({ answerMode }) => ({ answerCategories: [], answerMode }),
};
