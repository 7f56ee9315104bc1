import { describe, expect, it } from 'vitest';
import { assignmentCounts, assignmentProgress, isClosed, learnerAssignmentOrder, problemOutcome, rateOf, type TProblemProgress } from './assignments';

const dueAt = new Date('2026-12-04T16:59:00Z');
const before = new Date('2026-12-04T10:00:00Z');
const after = new Date('2026-12-05T01:00:00Z');
const open = { dueAt, closeAfterDue: false };
const closing = { dueAt, closeAfterDue: true };

describe('an assigned problem', () => {
  it.each([
    ['not solved', null, open, { done: false, late: false }],
    ['solved before the due time', before, open, { done: true, late: false }],
    ['solved exactly at the due time', dueAt, closing, { done: true, late: false }],
    ['solved after the due time, late work allowed', after, open, { done: true, late: true }],
    ['solved after the due time of an assignment that closes', after, closing, { done: false, late: false }],
    ['solved long before the assignment was made', new Date('2025-01-01T00:00:00Z'), closing, { done: true, late: false }],
  ])('%s', (_, solvedAt, terms, outcome) => {
    expect(problemOutcome(solvedAt, terms)).toEqual(outcome);
  });
});

describe('an assignment', () => {
  it.each([
    [open, after, false],
    [closing, before, false],
    [closing, dueAt, false],
    [closing, after, true],
  ])('%j at %s is closed: %s', (terms, now, closed) => {
    expect(isClosed(terms, now)).toBe(closed);
  });

  const solved = (solvedAt: Date, attempts = 1): TProblemProgress => ({ solvedAt, attempts, firstTryCorrect: attempts === 1 });
  const tried = (attempts: number): TProblemProgress => ({ solvedAt: null, attempts, firstTryCorrect: false });
  const untouched: TProblemProgress = { solvedAt: null, attempts: 0, firstTryCorrect: false };

  it('is solved, on time, when every problem is done by the due time', () => {
    expect(assignmentProgress(open, [solved(before), solved(new Date('2026-12-04T11:00:00Z'), 3)], after)).toEqual({
      total: 2,
      done: 2,
      finished: true,
      closed: false,
      late: false,
      attempts: 4,
      firstTryCorrect: 1,
      finishedAt: new Date('2026-12-04T11:00:00Z'),
      status: 'solved',
    });
  });

  it('half done is attempted, and late once the due time passes', () => {
    const half = [solved(before), tried(2)];
    expect(assignmentProgress(open, half, before)).toMatchObject({ done: 1, total: 2, status: 'attempted', late: false, finishedAt: null });
    expect(assignmentProgress(open, half, after)).toMatchObject({ done: 1, status: 'attempted', late: true });
  });

  it('finished late is solved and late', () => {
    expect(assignmentProgress(open, [solved(before), solved(after)], after)).toMatchObject({ finished: true, late: true, status: 'solved', finishedAt: after });
  });

  it('closed: a solve after the due time does not count', () => {
    expect(assignmentProgress(closing, [solved(before), solved(after)], after)).toMatchObject({ done: 1, finished: false, closed: true, late: true, status: 'attempted' });
  });

  it('not started when nothing was tried', () => {
    expect(assignmentProgress(open, [untouched, untouched], before)).toMatchObject({ done: 0, attempts: 0, status: 'not_started', late: false });
  });

  it('with no published problem left is never finished', () => {
    expect(assignmentProgress(open, [], before)).toMatchObject({ total: 0, finished: false, status: 'not_started' });
  });
});

describe('the rule over counts', () => {
  const cases: [string, TProblemProgress[]][] = [
    ['nothing done', [{ solvedAt: null, attempts: 0, firstTryCorrect: false }]],
    ['all on time', [{ solvedAt: before, attempts: 1, firstTryCorrect: true }, { solvedAt: before, attempts: 2, firstTryCorrect: false }]],
    ['one late', [{ solvedAt: before, attempts: 1, firstTryCorrect: true }, { solvedAt: after, attempts: 1, firstTryCorrect: true }]],
    ['one late, one open', [{ solvedAt: after, attempts: 1, firstTryCorrect: true }, { solvedAt: null, attempts: 3, firstTryCorrect: false }]],
  ];
  const counts = (problems: TProblemProgress[]) => ({
    total: problems.length,
    onTime: problems.filter((problem) => problem.solvedAt !== null && problem.solvedAt <= dueAt).length,
    afterDue: problems.filter((problem) => problem.solvedAt !== null && problem.solvedAt > dueAt).length,
  });
  it.each(cases.flatMap(([name, problems]) => [open, closing].flatMap((terms) => [before, after].map((now) => ({ name, problems, terms, now })))))(
    'agrees with the rule per problem: $name, closes $terms.closeAfterDue, at $now',
    ({ problems, terms, now }) => {
      const { total, done, finished, closed, late } = assignmentProgress(terms, problems, now);
      expect(assignmentCounts(terms, counts(problems), now)).toEqual({ total, done, finished, closed, late });
    },
  );
});

describe("a learner's assignment list", () => {
  const item = (name: string, due: string, finished = false, closed = false) => ({ name, dueAt: new Date(due), finished, closed });
  it('puts open ones first by due time, then finished or closed ones, the most recent first', () => {
    const ordered = learnerAssignmentOrder([
      item('finished early', '2026-11-01T00:00:00Z', true),
      item('open later', '2026-12-10T00:00:00Z'),
      item('closed', '2026-11-20T00:00:00Z', false, true),
      item('open soon', '2026-12-01T00:00:00Z'),
      item('overdue, still open', '2026-11-25T00:00:00Z'),
    ]);
    expect(ordered.map((assignment) => assignment.name)).toEqual(['overdue, still open', 'open soon', 'open later', 'closed', 'finished early']);
  });
});

describe('rates', () => {
  it.each([
    [0, 0, null],
    [1, 4, 0.25],
    [3, 3, 1],
  ])('%i of %i is %s', (part, whole, rate) => {
    expect(rateOf(part, whole)).toBe(rate);
  });
});
