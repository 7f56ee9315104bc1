import { describe, expect, it } from 'vitest';
import type { TGradableProblem } from '../grading';
import type { TSubmittedAnswer } from '../problem-shapes';
import { irtResponse, irtResponseFromGrade } from './responses';

const inputProblem: TGradableProblem = { type: 'input', answer: 'Dua Belas' };
const numberProblem: TGradableProblem = { type: 'input', answer: '2,5', answerMode: 'number' };
const mcqProblem: TGradableProblem = { type: 'mcq', answer: 'B' };
const mcmaProblem: TGradableProblem = { type: 'mcma', answer: ['A', 'C', 'E'] };
const mckProblem: TGradableProblem = {
  type: 'mck',
  answer: { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' },
};

describe('irtResponse scores a tryout answer through the graders', () => {
  it.each<[string, TGradableProblem, TSubmittedAnswer, 0 | 1]>([
    ['input: the answer in another case', inputProblem, 'dua belas', 1],
    ['input: another answer', inputProblem, '12', 0],
    ['input number mode: the same value written otherwise', numberProblem, '5/2', 1],
    ['input number mode: another value', numberProblem, '2,4', 0],
    ['input number mode: not a number (invalid) is wrong', numberProblem, 'dua', 0],
    ['mcq: the key', mcqProblem, 'B', 1],
    ['mcq: another option', mcqProblem, 'C', 0],
    ['mcma: exactly the right options in any order', mcmaProblem, ['E', 'A', 'C'], 1],
    ['mcma: one right option missing', mcmaProblem, ['A', 'C'], 0],
    ['mcma: one option too many', mcmaProblem, ['A', 'B', 'C', 'E'], 0],
    ['mck: every statement right', mckProblem, { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' }, 1],
    ['mck: two of three statements right', mckProblem, { statement_1: 'Benar', statement_2: 'Benar', statement_3: 'Benar' }, 0],
    ['mck: one statement left out', mckProblem, { statement_1: 'Benar', statement_2: 'Salah' }, 0],
    ['mck: every statement wrong', mckProblem, { statement_1: 'Salah', statement_2: 'Benar', statement_3: 'Salah' }, 0],
    ['an answer of the wrong shape', mckProblem, 'Benar', 0],
    ['a problem of an unknown type', { type: 'essay', answer: 'x' }, 'x', 0],
  ])('%s: %s', (_label, problem, answer, expected) => {
    expect(irtResponse(problem, answer, 'missing')).toBe(expected);
    expect(irtResponse(problem, answer, 'wrong')).toBe(expected);
  });

  it.each([null, undefined])('an unanswered item (%s) is null for calibration and 0 for scoring', (answer) => {
    expect(irtResponse(mckProblem, answer, 'missing')).toBeNull();
    expect(irtResponse(mckProblem, answer, 'wrong')).toBe(0);
  });
});

describe('irtResponseFromGrade', () => {
  it.each<[Parameters<typeof irtResponseFromGrade>[0], 'missing' | 'wrong', 0 | 1 | null]>([
    ['correct', 'missing', 1],
    ['wrong', 'missing', 0],
    ['invalid', 'missing', 0],
    [null, 'missing', null],
    [null, 'wrong', 0],
  ])('%s (unanswered: %s) is %s', (grade, unanswered, expected) => {
    expect(irtResponseFromGrade(grade, unanswered)).toBe(expected);
  });
});
