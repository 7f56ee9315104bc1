import { describe, expect, it } from 'vitest';
import { scoreAnswerSet, type TSetAnswer } from './score-set';

const input = { type: 'input', options: null, answer: '12' };
const number = { type: 'input', options: null, answer: '2,5', answerMode: 'number' as const };
const mcq = { type: 'mcq', options: { A: 'satu', B: 'dua', C: 'tiga' }, answer: 'B' };
const mcma = { type: 'mcma', options: { A: 'a', B: 'b', C: 'c', D: 'd', E: 'e' }, answer: ['A', 'C'] };
const mck = { type: 'mck', options: { statement_1: 'x', statement_2: 'y', statement_3: 'z' }, answer: { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' } };

describe('scoreAnswerSet', () => {
  // XP written out by hand from spec 9: input 20, mcq 10, mcma 4 per option, mck 5 per statement,
  // times 2, 1.5, 1.25 on attempts 1 to 3.
  it.each<[string, TSetAnswer, 'correct' | 'wrong' | 'invalid', number]>([
    ['a right fill-in answer on a first try', { problem: input, answer: '12' }, 'correct', 40],
    ['a fill-in answer in another letter case is still right', { problem: { ...input, answer: 'x+2' }, answer: 'X+2' }, 'correct', 40],
    ['a wrong fill-in answer earns nothing', { problem: input, answer: '13' }, 'wrong', 0],
    ['a number-mode answer written another way is right', { problem: number, answer: '5/2' }, 'correct', 40],
    ['a number-mode answer that is not a number is invalid', { problem: number, answer: 'dua' }, 'invalid', 0],
    ['the right single choice on a second try', { problem: mcq, answer: 'B', attemptNumber: 2 }, 'correct', 15],
    ['a key the problem does not have is invalid', { problem: mcq, answer: 'D' }, 'invalid', 0],
    ['every right choice in any order on a third try', { problem: mcma, answer: ['C', 'A'], attemptNumber: 3 }, 'correct', 25],
    ['one right choice missing is wrong', { problem: mcma, answer: ['A'] }, 'wrong', 0],
    ['every statement right', { problem: mck, answer: { statement_3: 'Benar', statement_2: 'Salah', statement_1: 'Benar' } }, 'correct', 30],
    ['a statement left out is invalid', { problem: mck, answer: { statement_1: 'Benar', statement_2: 'Salah' } }, 'invalid', 0],
    ['no answer at all is invalid', { problem: mcq, answer: null }, 'invalid', 0],
    ['a type the app does not know accepts nothing', { problem: { type: 'essay', options: null, answer: 'x' }, answer: 'x' }, 'invalid', 0],
  ])('%s', (_label, answered, grade, xp) => {
    expect(scoreAnswerSet([answered]).results).toEqual([{ grade, xp }]);
  });

  it('adds up a whole set in one call, in the order given', () => {
    const score = scoreAnswerSet([
      { problem: input, answer: '12' },
      { problem: mcq, answer: 'A' },
      { problem: mcma, answer: ['A', 'C'] },
      { problem: mck, answer: { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' }, attemptNumber: 2 },
      { problem: number, answer: 'dua' },
    ]);
    expect(score.results.map((result) => result.grade)).toEqual(['correct', 'wrong', 'correct', 'correct', 'invalid']);
    expect(score).toMatchObject({ correctCount: 3, totalXp: 40 + 0 + 40 + 22 + 0 });
  });

  it('an empty set scores nothing', () => {
    expect(scoreAnswerSet([])).toEqual({ results: [], correctCount: 0, totalXp: 0 });
  });
});
