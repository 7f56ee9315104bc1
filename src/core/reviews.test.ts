import { describe, expect, it } from 'vitest';
import { confirmCardProblems, entersMistakeQueue, entersRetryQueue, REVIEW_REASON_LABELS, REVIEW_REASONS, type TConfirmCandidate } from './reviews';

describe('entersRetryQueue', () => {
  it.each([
    [1, true, false],
    [2, true, true],
    [5, true, true],
    [1, false, false],
    [3, false, false],
  ])('%i attempts, correct %s: %s', (attemptsCount, isCorrect, expected) => {
    expect(entersRetryQueue({ attemptsCount, isCorrect })).toBe(expected);
  });
});

describe('entersMistakeQueue', () => {
  it.each([
    [0, false, false],
    [1, false, true],
    [3, false, true],
    [1, true, false],
    [2, true, false],
  ])('%i attempts, correct %s: %s', (attemptsCount, isCorrect, expected) => {
    expect(entersMistakeQueue({ attemptsCount, isCorrect })).toBe(expected);
  });

  it('never enters a problem both ways: a solve after a wrong answer finds the mistake card there', () => {
    for (const attemptsCount of [1, 2, 3]) {
      for (const isCorrect of [true, false]) expect(entersMistakeQueue({ attemptsCount, isCorrect }) && entersRetryQueue({ attemptsCount, isCorrect })).toBe(false);
    }
  });
});

describe('REVIEW_REASON_LABELS', () => {
  it('names every reason in Indonesian, a mistake as the learner sees it', () => {
    expect(Object.keys(REVIEW_REASON_LABELS).sort()).toEqual([...REVIEW_REASONS].sort());
    expect(REVIEW_REASON_LABELS.mistake).toBe('Pernah salah');
  });
});

describe('confirmCardProblems', () => {
  const candidate = (problemId: number, solvedAt: number, over: Partial<TConfirmCandidate> = {}): TConfirmCandidate => ({
    problemId,
    attemptsCount: 1,
    isCorrect: true,
    solvedAt,
    hasCard: false,
    ...over,
  });

  it.each([
    ['none', [], []],
    ['the latest three first-try solves', [candidate(1, 10), candidate(2, 40), candidate(3, 30), candidate(4, 20)], [2, 3, 4]],
    ['fewer than three', [candidate(1, 10), candidate(2, 20)], [2, 1]],
    [
      'not a problem solved after retries, nor an unsolved one',
      [candidate(1, 10), candidate(2, 50, { attemptsCount: 2 }), candidate(3, 40, { isCorrect: false }), candidate(4, 30, { attemptsCount: 0, isCorrect: true })],
      [1],
    ],
    ['not a problem already queued', [candidate(1, 10), candidate(2, 40, { hasCard: true }), candidate(3, 30)], [3, 1]],
    ['solved in the same instant: the higher id first', [candidate(1, 10), candidate(2, 10), candidate(3, 10), candidate(4, 10)], [4, 3, 2]],
  ])('%s', (_name, candidates, expected) => {
    expect(confirmCardProblems(candidates)).toEqual(expected);
  });
});
