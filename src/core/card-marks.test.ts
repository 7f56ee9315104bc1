import { describe, expect, it } from 'vitest';
import { withCardMarks } from './card-marks';

const cards = [
  { problemId: 'PR-AAAAAAAA', number: 1 },
  { problemId: 'PR-BBBBBBBB', number: 2 },
  { problemId: 'PR-CCCCCCCC', number: 3 },
];
const pageInfo = { page: 1, pageSize: 1000, hasMore: false };

describe('withCardMarks', () => {
  it("puts a learner's marks on their cards, every other card not yet tried and not bookmarked", () => {
    const list = withCardMarks({ pageInfo, problems: cards, marks: { 'PR-BBBBBBBB': { status: 'wrong', isBookmarked: true } } });
    expect(list).toEqual({
      pageInfo,
      problems: [
        { problemId: 'PR-AAAAAAAA', number: 1, status: 'untried', isBookmarked: false },
        { problemId: 'PR-BBBBBBBB', number: 2, status: 'wrong', isBookmarked: true },
        { problemId: 'PR-CCCCCCCC', number: 3, status: 'untried', isBookmarked: false },
      ],
    });
    expect(list).not.toHaveProperty('marks');
  });

  it("leaves a guest's cards without marks", () => {
    expect(withCardMarks({ pageInfo, problems: cards })).toEqual({ pageInfo, problems: cards });
  });

  it('ignores a mark for a card that is not on the page', () => {
    expect(withCardMarks({ pageInfo, problems: cards.slice(0, 1), marks: { 'PR-ZZZZZZZZ': { status: 'correct', isBookmarked: false } } }).problems).toEqual([
      { problemId: 'PR-AAAAAAAA', number: 1, status: 'untried', isBookmarked: false },
    ]);
  });
});
