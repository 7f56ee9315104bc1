import { describe, expect, it } from 'vitest';
import { canSubmit, gradeAnswer, isAnswerCorrect, isSameAnswer, isSameGrading, type TGradableProblem } from './grading';
import { normaliseStoredMcmaAnswer, type TSubmittedAnswer } from './problem-shapes';
import { ZStoredProblem } from '../problem-types/schemas';

const inputProblem = { type: 'input', options: null, answer: 'Dua Belas' };
const mcqProblem = { type: 'mcq', options: { A: '$3$', B: '$6$', C: '$9$' }, answer: 'B' };
const mcmaProblem = {
  type: 'mcma',
  options: { A: '$x^2 - 9$', B: '$x^2 + 3x$', C: '$x^2 - 5x + 6$', D: '$x^2 + x - 6$', E: '$2x^2 - 7x + 3$' },
  answer: ['A', 'C', 'E'],
};
const mckProblem = {
  type: 'mck',
  options: { statement_1: '$p + q = 7$', statement_2: '$pq = -12$', statement_3: '$q - p = 1$' },
  answerCategories: ['Benar', 'Salah'],
  answer: { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' },
};
const mckWithOwnCategories = {
  type: 'mck',
  options: { statement_1: '$x^2 - 4x + 4 = 0$', statement_2: '$x^2 + 1 = 0$' },
  answerCategories: ['Dua akar real berbeda', 'Akar kembar', 'Tidak punya akar real'],
  answer: { statement_1: 'Akar kembar', statement_2: 'Tidak punya akar real' },
};

describe('isAnswerCorrect', () => {
  it.each<[string, TGradableProblem, TSubmittedAnswer, boolean]>([
    ['input: the exact answer is correct', inputProblem, 'Dua Belas', true],
    ['input: letter case does not matter', inputProblem, 'dua belas', true],
    ['input: shouting the answer is still correct', inputProblem, 'DUA BELAS', true],
    ['input: a trailing space does not matter (issue 52.7)', { type: 'input', answer: '12' }, '12 ', true],
    ['input: a leading space does not matter', { type: 'input', answer: '12' }, ' 12', true],
    ['input: a doubled inner space does not matter', inputProblem, 'dua  belas', true],
    ['input: persis counts a trailing space', { type: 'input', answer: '12', answerMode: 'exact' }, '12 ', false],
    ['input: persis counts letter case', { type: 'input', answer: 'Dua Belas', answerMode: 'exact' }, 'dua belas', false],
    ['input: a different number is wrong', { type: 'input', answer: '12' }, '13', false],
    ['input: an empty answer is wrong', { type: 'input', answer: '12' }, '', false],
    ['mcq: the right key is correct', mcqProblem, 'B', true],
    ['mcq: another key is wrong', mcqProblem, 'A', false],
    ['mcq: a lower-case key is wrong', mcqProblem, 'b', false],
    ['mcq: a list holding the right key is wrong', mcqProblem, ['B'], false],
    ['mcma: exactly the right keys are correct', mcmaProblem, ['A', 'C', 'E'], true],
    ['mcma: the order of the chosen keys does not matter', mcmaProblem, ['E', 'A', 'C'], true],
    ['mcma: missing one right key is wrong', mcmaProblem, ['A', 'C'], false],
    ['mcma: one key too many is wrong', mcmaProblem, ['A', 'B', 'C', 'E'], false],
    ['mcma: a single string is wrong', mcmaProblem, 'A', false],
    ['mcma: an answer stored as a JSON string still grades', { type: 'mcma', answer: '["E","A","C"]' }, ['A', 'C', 'E'], true],
    ['mcma: an answer stored with duplicates still grades', { type: 'mcma', answer: ['A', 'A', 'C', 'E'] }, ['C', 'E', 'A'], true],
    ['mck: every statement right is correct', mckProblem, { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' }, true],
    ['mck: the order of statements does not matter', mckProblem, { statement_3: 'Benar', statement_1: 'Benar', statement_2: 'Salah' }, true],
    ['mck: one statement wrong is wrong', mckProblem, { statement_1: 'Benar', statement_2: 'Benar', statement_3: 'Benar' }, false],
    ['mck: a statement left out is wrong', mckProblem, { statement_1: 'Benar', statement_2: 'Salah' }, false],
    ['mck: an extra statement is wrong', mckProblem, { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar', statement_4: 'Benar' }, false],
    ['mck: a category in the wrong case is wrong', mckProblem, { statement_1: 'benar', statement_2: 'Salah', statement_3: 'Benar' }, false],
    ['mck: the problem\'s own categories grade too', mckWithOwnCategories, { statement_1: 'Akar kembar', statement_2: 'Tidak punya akar real' }, true],
    ['mck: a list instead of choices is wrong', mckProblem, ['Benar', 'Salah', 'Benar'], false],
  ])('%s', (_label, problem, submitted, expected) => {
    expect(isAnswerCorrect(problem, submitted)).toBe(expected);
  });

  it.each<[string, { type: string; answer: unknown }, TSubmittedAnswer]>([
    ['input stored as a number', { type: 'input', answer: 12 }, '12'],
    ['input stored as null', { type: 'input', answer: null }, 'null'],
    ['mcq stored as null', { type: 'mcq', answer: null }, 'A'],
    ['mcq stored as a list', { type: 'mcq', answer: ['A'] }, 'A'],
    ['mcma stored as comma-separated text', { type: 'mcma', answer: 'A,C' }, ['A', 'C']],
    ['mcma stored as broken JSON', { type: 'mcma', answer: '["A",' }, ['A']],
    ['mcma stored as a JSON list of numbers', { type: 'mcma', answer: '[1,2]' }, ['1', '2']],
    ['mcma stored as an empty list', { type: 'mcma', answer: [] }, []],
    ['mck stored as a JSON string', { type: 'mck', answer: '{"statement_1":"Benar"}' }, { statement_1: 'Benar' }],
    ['mck stored as a list', { type: 'mck', answer: ['Benar'] }, { statement_1: 'Benar' }],
    ['mck stored with a non-text category', { type: 'mck', answer: { statement_1: true } }, { statement_1: 'true' }],
    ['an unknown problem type', { type: 'essay', answer: 'x' }, 'x'],
  ])('a malformed stored answer (%s) grades as wrong without failing', (_label, problem, submitted) => {
    expect(isAnswerCorrect(problem, submitted)).toBe(false);
  });
});

describe('isSameAnswer', () => {
  it.each<[string, unknown, TSubmittedAnswer, boolean]>([
    ['the same typed answer again', '12', '12', true],
    ['the same typed answer in another case counts as new', 'abc', 'ABC', false],
    ['the same typed answer with a trailing space counts as new', '12', '12 ', false],
    ['a first answer has no previous one', null, '12', false],
    ['the same choice again', 'B', 'B', true],
    ['another choice', 'B', 'C', false],
    ['the same set of choices in another order', ['A', 'C'], ['C', 'A'], true],
    ['one more choice than before', ['A'], ['A', 'C'], false],
    ['one choice swapped for another', ['A', 'B'], ['A', 'C'], false],
    ['the same statement choices in another order', { statement_1: 'Benar', statement_2: 'Salah' }, { statement_2: 'Salah', statement_1: 'Benar' }, true],
    ['one statement changed', { statement_1: 'Benar', statement_2: 'Salah' }, { statement_1: 'Benar', statement_2: 'Benar' }, false],
    ['a list where there was text before', 'A', ['A'], false],
    ['choices where there was a list before', ['Benar'], { statement_1: 'Benar' }, false],
  ])('%s: %s', (_label, previous, current, expected) => {
    expect(isSameAnswer(previous, current)).toBe(expected);
  });
});

describe('canSubmit', () => {
  it.each<[string, Parameters<typeof canSubmit>[0], unknown, boolean]>([
    ['input: nothing typed keeps the button disabled', inputProblem, '', false],
    ['input: no draft yet keeps the button disabled', inputProblem, null, false],
    ['input: any typed text enables the button', inputProblem, '12', true],
    ['input: a space is an answer because answers are not trimmed', inputProblem, ' ', true],
    ['mcq: nothing chosen keeps the button disabled', mcqProblem, null, false],
    ['mcq: a chosen option enables the button', mcqProblem, 'A', true],
    ['mcma: nothing selected keeps the button disabled', mcmaProblem, [], false],
    ['mcma: one selected option enables the button', mcmaProblem, ['D'], true],
    ['mck: no statement chosen keeps the button disabled', mckProblem, {}, false],
    ['mck: some statements unchosen keep the button disabled', mckProblem, { statement_1: 'Benar', statement_2: 'Salah' }, false],
    ['mck: every statement chosen enables the button', mckProblem, { statement_1: 'Salah', statement_2: 'Salah', statement_3: 'Salah' }, true],
  ])('%s', (_label, problem, draft, expected) => {
    expect(canSubmit(problem, draft)).toBe(expected);
  });
});

// What the server's check accepts from a request (practice.usecases.ts calls canSubmit on what
// arrives, before grading): anything the UI would never send is refused just the same.
describe('canSubmit on an arriving answer', () => {
  it.each<[string, Parameters<typeof canSubmit>[0], unknown, boolean]>([
    ['input: 1000 characters are accepted', inputProblem, 'x'.repeat(1000), true],
    ['input: 1001 characters are refused', inputProblem, 'x'.repeat(1001), false],
    ['input: a number is refused', inputProblem, 12, false],
    ['mcq: a key the problem does not have is refused', mcqProblem, 'D', false],
    ['mcq: a list is refused', mcqProblem, ['A'], false],
    ['mcma: every option at once is accepted', mcmaProblem, ['A', 'B', 'C', 'D', 'E'], true],
    ['mcma: a key the problem does not have is refused', mcmaProblem, ['A', 'F'], false],
    ['mcma: the same key twice is refused', mcmaProblem, ['A', 'A'], false],
    ['mcma: more keys than options is refused', mcmaProblem, ['A', 'B', 'C', 'D', 'E', 'A'], false],
    ['mcma: a single string is refused', mcmaProblem, 'A', false],
    ['mck: an unknown statement is refused', mckProblem, { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar', statement_9: 'Benar' }, false],
    ['mck: an unknown category is refused', mckProblem, { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Mungkin' }, false],
    ['mck: a list is refused', mckProblem, ['Benar', 'Salah', 'Benar'], false],
    ['mck: the problem\'s own categories are accepted', mckWithOwnCategories, { statement_1: 'Akar kembar', statement_2: 'Akar kembar' }, true],
    ['mck: Benar and Salah are not categories of a problem with its own', mckWithOwnCategories, { statement_1: 'Benar', statement_2: 'Salah' }, false],
    ['mck: Benar and Salah apply when a problem names no categories', { type: 'mck', options: { statement_1: 'x' } }, { statement_1: 'Salah' }, true],
    ['mck: a prototype key smuggled in JSON is refused', mckProblem, JSON.parse('{"statement_1":"Benar","statement_2":"Salah","statement_3":"Benar","__proto__":{"x":1}}'), false],
    ['mcq with broken options accepts nothing', { type: 'mcq', options: null }, 'A', false],
    ['mcma with a single option accepts nothing', { type: 'mcma', options: { A: 'satu' } }, ['A'], false],
    ['mck with a single category accepts nothing', { type: 'mck', options: { statement_1: 'x' }, answerCategories: ['Benar'] }, { statement_1: 'Benar' }, false],
    ['an unknown type accepts nothing', { type: 'essay', options: null }, 'x', false],
  ])('%s', (_label, problem, submitted, expected) => {
    expect(canSubmit(problem, submitted)).toBe(expected);
  });
});

describe('normaliseStoredMcmaAnswer', () => {
  it.each([
    ['a list is sorted', ['C', 'A'], ['A', 'C']],
    ['a JSON string is parsed, sorted and de-duplicated', '["C","A","C"]', ['A', 'C']],
    ['an empty list is not an answer', [], null],
    ['an empty JSON list is not an answer', '[]', null],
    ['a bare key is not JSON', 'A', null],
    ['a JSON object is not a list', '{"A":true}', null],
    ['lower-case keys are not option keys', ['a'], null],
    ['two-letter keys are not option keys', ['AB'], null],
    ['a number is not a list', 42, null],
    ['null is not a list', null, null],
  ])('%s', (_label, value, expected) => {
    expect(normaliseStoredMcmaAnswer(value)).toEqual(expected);
  });
});

describe('ZStoredProblem', () => {
  it.each([
    ['an input problem', inputProblem],
    ['an mcq problem', mcqProblem],
    ['an mcma problem', mcmaProblem],
    ['an mcma problem whose answer is a JSON string', { ...mcmaProblem, answer: '["E","A","C"]' }],
    ['an mck problem', mckProblem],
    ['an mck problem with its own categories', mckWithOwnCategories],
    ['an mck problem without categories, which gets Benar and Salah', { ...mckProblem, answerCategories: undefined }],
    ['a problem with 26 options A to Z', { type: 'mcq', options: Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((key) => [key, key])), answer: 'Z' }],
    ['an mck problem with statement_99', { type: 'mck', options: { statement_99: 'x' }, answer: { statement_99: 'Salah' } }],
    ['an expr problem', { type: 'expr', answer: { expression: '(x-1)(x+1)', variables: 'x' } }],
    ['an expr problem in two variables', { type: 'expr', answer: { expression: '0,5a + b', variables: 'a, b' } }],
  ])('accepts %s', (_label, problem) => {
    expect(ZStoredProblem.safeParse(problem).success).toBe(true);
  });

  it('stores an mcma answer as a sorted list', () => {
    const parsed = ZStoredProblem.parse({ ...mcmaProblem, answer: '["E","A","C","A"]' });
    expect(parsed.answer).toEqual(['A', 'C', 'E']);
  });

  it.each([
    ['an unknown type', { type: 'essay', answer: 'x' }],
    ['an expr key that is plain text', { type: 'expr', answer: 'x+1' }],
    ['an expr key that is not an expression', { type: 'expr', answer: { expression: 'x++1', variables: 'x' } }],
    ['an expr key over an undeclared variable', { type: 'expr', answer: { expression: 'x+y', variables: 'x' } }],
    ['an expr key without a value anywhere', { type: 'expr', answer: { expression: '1/(x-x)', variables: 'x' } }],
    ['an empty input answer', { type: 'input', answer: '' }],
    ['an input answer longer than a learner may type', { type: 'input', answer: 'x'.repeat(1001) }],
    ['an mcq answer that is not one of its options', { ...mcqProblem, answer: 'D' }],
    ['an mcq with one option', { type: 'mcq', options: { A: 'satu' }, answer: 'A' }],
    ['an mcq with a lower-case option key', { type: 'mcq', options: { a: 'satu', B: 'dua' }, answer: 'B' }],
    ['an mcq with an empty option', { type: 'mcq', options: { A: '', B: 'dua' }, answer: 'B' }],
    ['an mcq option longer than 5000 characters', { type: 'mcq', options: { A: 'x'.repeat(5001), B: 'dua' }, answer: 'B' }],
    ['an mcq whose options are a list', { type: 'mcq', options: ['satu', 'dua'], answer: 'A' }],
    ['an mcma answer with a key that is not an option', { ...mcmaProblem, answer: ['A', 'F'] }],
    ['an mcma with an empty answer', { ...mcmaProblem, answer: [] }],
    ['an mck answer that leaves a statement out', { ...mckProblem, answer: { statement_1: 'Benar', statement_2: 'Salah' } }],
    ['an mck answer with a category the problem does not have', { ...mckProblem, answer: { ...mckProblem.answer, statement_3: 'Mungkin' } }],
    ['an mck with statement_0', { type: 'mck', options: { statement_0: 'x' }, answer: { statement_0: 'Benar' } }],
    ['an mck with statement_100', { type: 'mck', options: { statement_100: 'x' }, answer: { statement_100: 'Benar' } }],
    ['an mck with choice keys instead of statements', { type: 'mck', options: { A: 'x' }, answer: { A: 'Benar' } }],
    ['an mck with one category', { ...mckProblem, answerCategories: ['Benar'] }],
    ['an mck with the same category twice', { ...mckProblem, answerCategories: ['Benar', 'Benar'] }],
    ['an mck with a blank category', { ...mckProblem, answerCategories: ['Benar', ' '] }],
  ])('refuses %s', (_label, problem) => {
    expect(ZStoredProblem.safeParse(problem).success).toBe(false);
  });
});

describe('number mode (issue 14)', () => {
  const twoAndAHalf: TGradableProblem = { type: 'input', answer: '2,5', answerMode: 'number' };

  it.each<[string, string, 'correct' | 'wrong' | 'invalid']>([
    ['the key as written', '2,5', 'correct'],
    ['a decimal point', '2.5', 'correct'],
    ['a trailing zero', '2,50', 'correct'],
    ['spaces around it', ' 2,5 ', 'correct'],
    ['an improper fraction', '5/2', 'correct'],
    ['a mixed number', '2 1/2', 'correct'],
    ['another value', '2,6', 'wrong'],
    ['the negative', '-2,5', 'wrong'],
    ['words', 'dua koma lima', 'invalid'],
    ['two numbers', '2 5', 'invalid'],
    ['a trailing separator', '2,', 'invalid'],
  ])('2,5 against %s (%j) is %s', (_, given, expected) => {
    expect(gradeAnswer(twoAndAHalf, given)).toBe(expected);
  });

  it('reads the key the Indonesian way too: 1.000 is one thousand', () => {
    const thousand: TGradableProblem = { type: 'input', answer: '1.000', answerMode: 'number' };
    expect(gradeAnswer(thousand, '1000')).toBe('correct');
    expect(gradeAnswer(thousand, '1')).toBe('wrong');
  });

  it('compares fractions exactly, and within a tolerance when one is set', () => {
    const third: TGradableProblem = { type: 'input', answer: '1/3', answerMode: 'number' };
    expect(gradeAnswer(third, '2/6')).toBe('correct');
    expect(gradeAnswer(third, '0,3333333333')).toBe('wrong');
    expect(gradeAnswer({ ...third, answerTolerance: '0.001' }, '0,333')).toBe('correct');
    expect(gradeAnswer({ ...third, answerTolerance: '0.001' }, '0,33')).toBe('wrong');
    const pi: TGradableProblem = { type: 'input', answer: '3,14', answerMode: 'number', answerTolerance: '0.01' };
    expect(gradeAnswer(pi, '3,15')).toBe('correct');
    expect(gradeAnswer(pi, '3,13')).toBe('correct');
    expect(gradeAnswer(pi, '3,16')).toBe('wrong');
    expect(gradeAnswer(pi, '22/7')).toBe('correct');
  });

  it('a key that cannot be read grades every answer wrong rather than refusing them all', () => {
    expect(gradeAnswer({ type: 'input', answer: 'x+2', answerMode: 'number' }, '2')).toBe('wrong');
  });

  it('text mode ignores spaces and letter case but does not read a number (issue 52.7)', () => {
    const text: TGradableProblem = { type: 'input', answer: '2,5', answerMode: 'text' };
    expect(gradeAnswer(text, '2,5')).toBe('correct');
    expect(gradeAnswer(text, '2.5')).toBe('wrong');
    expect(gradeAnswer(text, ' 2,5')).toBe('correct');
    expect(gradeAnswer(text, 'bukan angka')).toBe('wrong');
    expect(gradeAnswer({ type: 'input', answer: 'X+2' }, 'x+2')).toBe('correct');
  });

  it('the same value in another form is the same answer; text mode compares the text', () => {
    expect(isSameAnswer('2.5', '2,5', twoAndAHalf)).toBe(true);
    expect(isSameAnswer('5/2', ' 2,50 ', twoAndAHalf)).toBe(true);
    expect(isSameAnswer('2,6', '2,5', twoAndAHalf)).toBe(false);
    expect(isSameAnswer('2.5', '2,5', { type: 'input', answer: '2,5', answerMode: 'text' })).toBe(false);
    expect(isSameAnswer('2.5', '2,5')).toBe(false);
  });

  it('a choice problem ignores a mode it should not have', () => {
    expect(gradeAnswer({ type: 'mcq', answer: 'B', answerMode: 'number' }, 'B')).toBe('correct');
  });
});

describe('isSameGrading', () => {
  const mcq = { type: 'mcq', options: { A: '$3$', B: '$6$' }, answer: 'B' };
  const mcma = { type: 'mcma', options: { A: '1', B: '2', C: '3' }, answer: ['A', 'C'] };
  const mck = { type: 'mck', options: { statement_1: 'p', statement_2: 'q' }, answerCategories: ['Benar', 'Salah'], answer: { statement_1: 'Benar', statement_2: 'Salah' } };
  const input = { type: 'input', options: null, answer: '2,5', answerMode: 'number' as const, answerTolerance: '0.01' };
  it.each([
    ['nothing graded changed', mcq, { ...mcq }, true],
    ['options listed in another order', mcq, { ...mcq, options: { B: '$6$', A: '$3$' } }, true],
    ['another key', mcq, { ...mcq, answer: 'A' }, false],
    ["an option's text", mcq, { ...mcq, options: { A: '$3$', B: '$7$' } }, false],
    ['an option added', mcq, { ...mcq, options: { ...mcq.options, C: '$9$' } }, false],
    ['another type', mcq, { ...mcma, options: mcq.options, answer: ['B'] }, false],
    ['an mcma key in another order', mcma, { ...mcma, answer: ['C', 'A'] }, true],
    ['an mcma key stored as older JSON text', { ...mcma, answer: '["A","C"]' }, mcma, true],
    ['an mcma key with one more option', mcma, { ...mcma, answer: ['A', 'B', 'C'] }, false],
    ["a statement's text", mck, { ...mck, options: { statement_1: 'p', statement_2: 'not q' } }, false],
    ['a statement answered the other way', mck, { ...mck, answer: { statement_1: 'Salah', statement_2: 'Salah' } }, false],
    ['renamed categories', mck, { ...mck, answerCategories: ['Ya', 'Tidak'], answer: { statement_1: 'Ya', statement_2: 'Tidak' } }, false],
    ['categories on a choice problem (not read)', { ...mcq, answerCategories: ['Benar', 'Salah'] }, { ...mcq, answerCategories: ['Ya', 'Tidak'] }, true],
    ['the same tolerance written longer', input, { ...input, answerTolerance: '0.0100' }, true],
    ['another tolerance', input, { ...input, answerTolerance: '0.1' }, false],
    ['a tolerance removed', input, { ...input, answerTolerance: null }, false],
    ['text mode instead of number mode', input, { ...input, answerMode: 'text' as const }, false],
  ] as const)('%s', (_, before, after, same) => {
    expect(isSameGrading(before, after)).toBe(same);
  });
});
