import type { ProblemType, TSubmittedAnswer } from '../../../core/problem-shapes';

export function emptyDraft(type: ProblemType): TSubmittedAnswer {
  if (type === 'mcma') return [];
  if (type === 'mck') return {};
  return '';
}

/** Fits any saved or revealed answer to the shape the inputs of this problem type expect. */
export function draftFrom(type: ProblemType, value: unknown): TSubmittedAnswer {
  if (type === 'mcma') return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  if (type === 'mck') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return typeof value === 'string' ? value : emptyDraft(type);
}
