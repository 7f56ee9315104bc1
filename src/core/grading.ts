import {
  answerSchemaFor,
  normaliseStoredMcmaAnswer,
  ZMckStoredAnswer,
  type TAnswerableProblem,
  type TSubmittedAnswer,
} from './problem-types';

export type TGradableProblem = {
  type: string;
  answer: unknown;
};

// Spec 5. A stored answer that does not fit its type grades as wrong instead of failing the request.
export function isAnswerCorrect(problem: TGradableProblem, submitted: TSubmittedAnswer): boolean {
  const stored = problem.answer;
  switch (problem.type) {
    case 'input':
      // Case-insensitive but deliberately not trimmed: '12 ' is not '12'.
      return typeof stored === 'string' && typeof submitted === 'string' && stored.toLowerCase() === submitted.toLowerCase();
    case 'mcq':
      return typeof stored === 'string' && stored === submitted;
    case 'mcma': {
      const storedKeys = normaliseStoredMcmaAnswer(stored);
      return storedKeys !== null && isStringList(submitted) && hasSameMembers(storedKeys, submitted);
    }
    case 'mck': {
      const parsedStored = ZMckStoredAnswer.safeParse(stored);
      return parsedStored.success && hasSameEntries(parsedStored.data, submitted);
    }
    default:
      return false;
  }
}

// Spec 4: resubmitting the previous answer re-shows its result without counting a new attempt.
export function isSameAnswer(previous: unknown, current: TSubmittedAnswer): boolean {
  if (typeof current === 'string') return previous === current;
  if (Array.isArray(current)) return isStringList(previous) && hasSameMembers(previous, current);
  return hasSameEntries(current, previous);
}

// Spec 5's disabled check button: the same rule the server applies when the answer arrives.
export function canSubmit(problem: TAnswerableProblem, draft: unknown): boolean {
  return answerSchemaFor(problem).safeParse(draft).success;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isStringRecord(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((item) => typeof item === 'string');
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
