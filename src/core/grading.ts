import { isMckStoredAnswer, isPlainRecord, normaliseStoredMcmaAnswer, type TSubmittedAnswer } from './problem-shapes';
import type { TAnswerMode } from './answer-mode';
import { isWithinTolerance, readIndonesianNumber, sameNumber, type TExactNumber } from './numeric-answer';
import { plainDecimalToExact } from './plain-decimal';
import { isStringList } from './answer-fit';

// The problem page checks an answer's shape without loading the number reader: canSubmit lives
// in answer-fit.ts, re-exported here for the server's callers.
export { canSubmit } from './answer-fit';

export type TGradableProblem = {
  type: string;
  answer: unknown;
  // Input problems only (issue 14); absent means 'text', spec 5's comparison.
  answerMode?: TAnswerMode;
  // A plain decimal (Postgres numeric text, e.g. '0.01'); null or absent: exact.
  answerTolerance?: string | null;
};

export type TGrade = 'correct' | 'wrong' | 'invalid';

const isNumberMode = (problem: TGradableProblem) => problem.type === 'input' && problem.answerMode === 'number';

// The one judge of an answer: 'invalid' only in number mode, for an answer that cannot be read as
// a number (it costs nothing: not an attempt). A stored answer that does not fit its type, or a
// number-mode key that cannot be read, grades as wrong instead of failing the request.
export function gradeAnswer(problem: TGradableProblem, submitted: TSubmittedAnswer): TGrade {
  if (isNumberMode(problem)) {
    const given = typeof submitted === 'string' ? readIndonesianNumber(submitted) : null;
    if (!given) return 'invalid';
    const expected = typeof problem.answer === 'string' ? readIndonesianNumber(problem.answer) : null;
    if (!expected) return 'wrong';
    return isWithinTolerance(expected, given, toleranceOf(problem)) ? 'correct' : 'wrong';
  }
  return isAnswerCorrect(problem, submitted) ? 'correct' : 'wrong';
}

function toleranceOf(problem: TGradableProblem): TExactNumber | null {
  return problem.answerTolerance ? plainDecimalToExact(problem.answerTolerance) : null;
}

// Spec 5. A stored answer that does not fit its type grades as wrong instead of failing the request.
export function isAnswerCorrect(problem: TGradableProblem, submitted: TSubmittedAnswer): boolean {
  const stored = problem.answer;
  switch (problem.type) {
    case 'input':
      if (isNumberMode(problem)) return gradeAnswer(problem, submitted) === 'correct';
      // Case-insensitive but deliberately not trimmed: '12 ' is not '12'.
      return typeof stored === 'string' && typeof submitted === 'string' && stored.toLowerCase() === submitted.toLowerCase();
    case 'mcq':
      return typeof stored === 'string' && stored === submitted;
    case 'mcma': {
      const storedKeys = normaliseStoredMcmaAnswer(stored);
      return storedKeys !== null && isStringList(submitted) && hasSameMembers(storedKeys, submitted);
    }
    case 'mck':
      return isMckStoredAnswer(stored) && hasSameEntries(stored, submitted);
    default:
      return false;
  }
}

// Spec 4: resubmitting the previous answer re-shows its result without counting a new attempt.
// In number mode 'the same answer' is the same value: '2,5' after '2.5' is not a new attempt.
export function isSameAnswer(previous: unknown, current: TSubmittedAnswer, problem?: TGradableProblem): boolean {
  if (problem && isNumberMode(problem) && typeof previous === 'string' && typeof current === 'string') {
    const before = readIndonesianNumber(previous);
    const now = readIndonesianNumber(current);
    if (before && now) return sameNumber(before, now);
  }
  if (typeof current === 'string') return previous === current;
  if (Array.isArray(current)) return isStringList(previous) && hasSameMembers(previous, current);
  return hasSameEntries(current, previous);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isPlainRecord(value) && Object.values(value).every((item) => typeof item === 'string');
}

function hasSameMembers(left: string[], right: string[]): boolean {
  const leftSet = new Set(left);
  const rightSet = new Set(right);
  if (leftSet.size !== rightSet.size) return false;
  return [...leftSet].every((item) => rightSet.has(item));
}

function hasSameEntries(expected: Record<string, string>, actual: unknown): boolean {
  if (!isStringRecord(expected) || !isStringRecord(actual)) return false;
  const expectedKeys = Object.keys(expected);
  if (expectedKeys.length !== Object.keys(actual).length) return false;
  return expectedKeys.every((key) => Object.hasOwn(actual, key) && actual[key] === expected[key]);
}
