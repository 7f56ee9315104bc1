import { isPlainRecord, isStringList, type TSubmittedAnswer } from '../core/problem-shapes';
import type { TAnswerKey } from './definition';

// Value comparisons the problem types share.

export function isStringRecord(value: unknown): value is Record<string, string> {
  return isPlainRecord(value) && Object.values(value).every((item) => typeof item === 'string');
}

export function hasSameMembers(left: string[], right: string[]): boolean {
  const leftSet = new Set(left);
  const rightSet = new Set(right);
  if (leftSet.size !== rightSet.size) return false;
  return [...leftSet].every((item) => rightSet.has(item));
}

export function hasSameEntries(expected: Record<string, string>, actual: unknown): boolean {
  if (!isStringRecord(expected) || !isStringRecord(actual)) return false;
  const expectedKeys = Object.keys(expected);
  if (expectedKeys.length !== Object.keys(actual).length) return false;
  return expectedKeys.every((key) => Object.hasOwn(actual, key) && actual[key] === expected[key]);
}

// Spec 4's sameness by the answer's shape: the same text, the same set of keys in any order, the
// same statement -> category map in any key order.
export function isSameShapedAnswer(previous: unknown, current: TSubmittedAnswer): boolean {
  if (typeof current === 'string') return previous === current;
  if (Array.isArray(current)) return isStringList(previous) && hasSameMembers(previous, current);
  return hasSameEntries(current, previous);
}

// Analytics' key of an answer by its shape: a choice key, a set of keys in any order once, a
// statement sheet whatever its key order.
export function answerKeyByShape(answer: unknown): TAnswerKey {
  if (typeof answer === 'string') return { key: `k:${answer}`, display: answer };
  if (Array.isArray(answer)) {
    const keys = [...new Set(answer.filter((item): item is string => typeof item === 'string'))].sort();
    return { key: `s:${keys.join(',')}`, display: keys.join(', ') };
  }
  if (typeof answer === 'object' && answer !== null) {
    const entries = Object.entries(answer as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .sort(([left], [right]) => left.localeCompare(right, 'en', { numeric: true }));
    return {
      key: `m:${JSON.stringify(entries)}`,
      display: entries.map(([statement, category]) => `${statement.replace(/^statement_/, '')}: ${category}`).join('; '),
    };
  }
  return { key: `j:${JSON.stringify(answer)}`, display: JSON.stringify(answer) };
}
