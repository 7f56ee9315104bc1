import { describe, expect, it } from 'vitest';
import { problemOutcome } from './assignments';
import { assignmentScore, averageScore, cellCredit, countsForAverage, gridCell, problemCredit, scoreFromCounts, type TSolveProgress } from './gradebook';

const dueAt = new Date('2026-12-10T10:00:00Z');
const open = { dueAt, closeAfterDue: false };
const closing = { dueAt, closeAfterDue: true };
const before = new Date('2026-12-09T08:00:00Z');
const after = new Date('2026-12-11T08:00:00Z');

const solved = (solvedAt: Date, attempts: number): TSolveProgress => ({ solvedAt, attempts });
const unsolved = (attempts: number): TSolveProgress => ({ solvedAt: null, attempts });

describe('a problem in the grid', () => {
  it.each([
    ['solved on the first try before the due time', solved(before, 1), { mark: 'first_try', late: false }],
    ['solved after retries before the due time', solved(before, 3), { mark: 'retried', late: false }],
    ['solved on the first try after the due time', solved(after, 1), { mark: 'first_try', late: true }],
    ['solved after retries after the due time', solved(after, 2), { mark: 'retried', late: true }],
    ['solved exactly at the due time', solved(dueAt, 1), { mark: 'first_try', late: false }],
    ['tried and not solved', unsolved(2), { mark: 'wrong', late: false }],
    ['never tried', unsolved(0), { mark: 'none', late: false }],
    // Issue 52: the key seen first ('Lihat pembahasan'), then answered right at once.
    ['solved on the first attempt after the solution was revealed', { ...solved(before, 1), revealed: true }, { mark: 'retried', late: false }],
  ] as const)('%s', (_, progress, cell) => {
    expect(gridCell(progress, open)).toEqual(cell);
    expect(gridCell(progress, closing)).toEqual(cell);
  });
});

describe('what a problem counts toward the score', () => {
  it.each([
    ['first try by the due time', solved(before, 1), 1, 1],
    ['after retries by the due time', solved(before, 4), 0.8, 0.8],
    ['first try after the due time', solved(after, 1), 0.5, 0],
    ['after retries after the due time', solved(after, 5), 0.5, 0],
    ['tried, not solved', unsolved(3), 0, 0],
    ['not tried', unsolved(0), 0, 0],
  ] as const)('%s: %s, or %s when the assignment closes at its due time', (_, progress, credit, creditWhenClosing) => {
    expect(problemCredit(progress, open)).toBe(credit);
    expect(problemCredit(progress, closing)).toBe(creditWhenClosing);
  });
});

describe('the score of an assignment', () => {
  const cases: [string, TSolveProgress[], number | null, number | null][] = [
    ['no published problem has no score', [], null, null],
    ['all first try', [solved(before, 1), solved(before, 1)], 100, 100],
    ['nothing done', [unsolved(0), unsolved(2)], 0, 0],
    ['one of three first try', [solved(before, 1), unsolved(1), unsolved(0)], 33, 33],
    ['two of three first try rounds up', [solved(before, 1), solved(before, 1), unsolved(0)], 67, 67],
    ['a retry and a late solve of four', [solved(before, 1), solved(before, 2), solved(after, 1), unsolved(0)], 58, 45],
    ['half of a late solve of eight rounds half up', [solved(after, 1), ...Array.from({ length: 7 }, () => unsolved(0))], 6, 0],
    ['ten retried', Array.from({ length: 10 }, () => solved(before, 2)), 80, 80],
  ];
  it.each(cases)('%s', (_, problems, score, scoreWhenClosing) => {
    expect(assignmentScore(open, problems)).toBe(score);
    expect(assignmentScore(closing, problems)).toBe(scoreWhenClosing);
  });

  it.each(cases)('is the same from counts: %s', (_, problems) => {
    for (const terms of [open, closing]) {
      const counts = {
        total: problems.length,
        firstTryOnTime: problems.filter((p) => p.solvedAt !== null && p.solvedAt <= dueAt && p.attempts === 1).length,
        onTime: problems.filter((p) => p.solvedAt !== null && p.solvedAt <= dueAt).length,
        afterDue: problems.filter((p) => p.solvedAt !== null && p.solvedAt > dueAt).length,
      };
      expect(scoreFromCounts(terms, counts)).toBe(assignmentScore(terms, problems));
    }
  });
});

describe('averages', () => {
  it.each([
    ['none', [], null],
    ['only assignments without a score', [null, null], null],
    ['one', [70], 70],
    ['skips missing scores', [80, null, 65], 72.5],
    ['to one decimal', [100, 0, 0], 33.3],
    ['rounds half up', [67, 66, 66, 66], 66.3],
  ] as const)('%s', (_, scores, average) => {
    expect(averageScore(scores)).toBe(average);
  });

  it("counts an assignment in a learner's average once its due time has passed", () => {
    expect(countsForAverage(open, before)).toBe(false);
    expect(countsForAverage(open, dueAt)).toBe(false);
    expect(countsForAverage(open, after)).toBe(true);
  });
});

describe('the grid and the score agree', () => {
  it.each([solved(before, 1), solved(before, 2), solved(after, 1), solved(after, 3), unsolved(1), unsolved(0)])('with problemOutcome (decision 053) for %o', (progress) => {
    for (const terms of [open, closing]) {
      const { done } = problemOutcome(progress.solvedAt, terms);
      expect(problemCredit(progress, terms) > 0).toBe(done);
      expect(cellCredit(gridCell(progress, terms), terms)).toBe(problemCredit(progress, terms));
    }
  });
});
