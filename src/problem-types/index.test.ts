import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../core/problem-shapes';
import { answerDraftFrom } from './answer-forms';
import { problemTypeLabel, problemTypeOf, shownAnswer } from './index';
import { exprEditorTemplate } from './expr/schema';
import { inputEditorTemplate } from './input/schema';
import { mckEditorTemplate } from './mck/schema';
import { mcmaEditorTemplate } from './mcma/schema';
import { mcqEditorTemplate } from './mcq/schema';

describe('the problem-type registry', () => {
  it.each(PROBLEM_TYPES)('knows the %s type by its own name', (type) => {
    expect(problemTypeOf(type).type).toBe(type);
  });

  it.each(['essay', '', 'constructor', '__proto__', 'toString'])('knows no type named %j', (type) => {
    expect(problemTypeOf(type)).toBeUndefined();
    expect(problemTypeLabel(type)).toBe(type);
  });

  it.each([
    ['input', 'Isian'],
    ['mcq', 'Pilihan Ganda'],
    ['mcma', 'Pilihan Ganda Kompleks'],
    ['mck', 'Kategori Pernyataan'],
    ['expr', 'Ekspresi'],
  ])('the admin calls a %s problem %s', (type, label) => {
    expect(problemTypeLabel(type)).toBe(label);
  });

  it.each<[string, unknown, unknown]>([
    ['input', '12', '12'],
    ['input', 12, null],
    ['mcq', 'B', 'B'],
    ['mcma', '["C","A","C"]', ['A', 'C']],
    ['mcma', ['B', 'A'], ['A', 'B']],
    ['mcma', 'A', null],
    ['mck', { statement_1: 'Benar' }, { statement_1: 'Benar' }],
    ['mck', ['Benar'], null],
    ['expr', { expression: 'x^2-1', variables: 'x' }, { expression: 'x^2-1', variables: 'x' }],
    ['expr', 'x^2-1', null],
    ['expr', { expression: 'x^2-1' }, null],
  ])('a stored %s key %j is graded and revealed as %j', (type, stored, expected) => {
    expect(problemTypeOf(type)?.normaliseStored(stored)).toEqual(expected);
  });

  it.each([
    ['input', '12', '12'],
    ['mcma', '["C","A"]', ['A', 'C']],
    ['mcma', 'A', []],
    ['mck', ['Benar'], {}],
    ['expr', { expression: 'x+2', variables: 'x' }, { expression: 'x+2', variables: 'x' }],
  ] as const)('a stored %s key %j shows in the answer form as %j', (type, stored, shown) => {
    expect(shownAnswer(type, stored)).toEqual(shown);
  });

  it.each([
    ['input', '', ''],
    ['mcq', '', ''],
    ['mcma', [], []],
    ['mck', {}, {}],
    ['expr', '', ''],
  ] as const)('a %s answer form starts empty', (type, _stored, empty) => {
    expect(answerDraftFrom(type, undefined)).toEqual(empty);
  });

  it.each<[string, number, number]>([
    ['input', 0, 20],
    ['mcq', 4, 10],
    ['mcma', 5, 20],
    ['mck', 3, 15],
    ['expr', 0, 20],
  ])('a %s problem with %i options is worth %i XP before the attempt multiplier', (type, optionCount, xp) => {
    expect(problemTypeOf(type)?.baseXp(optionCount)).toBe(xp);
  });

  it.each([
    ['input', { answerCategories: [], answerMode: 'number' }],
    ['mcq', { answerCategories: [], answerMode: 'text' }],
    ['mcma', { answerCategories: [], answerMode: 'text' }],
    ['mck', { answerCategories: ['Ya', 'Tidak'], answerMode: 'text' }],
    ['expr', { answerCategories: [], answerMode: 'text' }],
  ] as const)('learners see a %s problem with %j', (type, fields) => {
    expect(problemTypeOf(type).viewFields({ answerCategories: ['Ya', 'Tidak'], answerMode: 'number' })).toEqual(fields);
  });
});

describe('the editor templates', () => {
  it.each([
    ['input', { answer: '', answerMode: 'number', answerTolerance: '' }, inputEditorTemplate],
    ['mcq', { options: { A: '', B: '', C: '', D: '' }, answer: '' }, mcqEditorTemplate],
    ['mcma', { options: { A: '', B: '', C: '', D: '' }, answer: [] }, mcmaEditorTemplate],
    ['mck', { options: { statement_1: '' }, answerCategories: ['Benar', 'Salah'], answer: {} }, mckEditorTemplate],
    ['expr', { answer: { expression: '', variables: 'x' } }, exprEditorTemplate],
  ] as const)('the editor starts a new %s problem with %j', (_type, expected, template) => {
    expect(template()).toEqual(expected);
  });

  it('each new problem gets its own template, so editing one draft leaves the next untouched', () => {
    const first = mcqEditorTemplate();
    first.options.A = 'diubah';
    expect(mcqEditorTemplate().options.A).toBe('');
  });
});

describe('the expr type', () => {
  const problem = { type: 'expr', answer: { expression: 'x^2-1', variables: 'x' } };

  it('a revealed key shows in the answer box as its expression', () => {
    expect(answerDraftFrom('expr', { expression: 'x^2-1', variables: 'x' })).toBe('x^2-1');
  });

  it.each([
    ['x^2-1', '(x-1)(x+1)', true],
    ['x^2 - 1', 'x^2-1', true],
    ['x^2', 'x^2-1', false],
    ['x++1', 'x++1', true],
    ['x++1', 'x+1', false],
  ])('after %j, %j is the same answer: %s', (previous, current, isSame) => {
    expect(problemTypeOf('expr').isSame(previous, current, problem)).toBe(isSame);
  });

  it('changing the variables changes the grading rule; respacing them does not', () => {
    const x = { type: 'expr', answer: { expression: 'x', variables: 'x' } };
    expect(problemTypeOf('expr').isSameRule(x, { ...x, answer: { expression: 'x', variables: 'x, y' } })).toBe(false);
    expect(problemTypeOf('expr').isSameRule({ ...x, answer: { expression: 'x', variables: 'x,y' } }, { ...x, answer: { expression: 'x', variables: 'x, y' } })).toBe(true);
  });

  it('item analytics counts equivalent wrong answers as one', () => {
    const first = problemTypeOf('expr').answerKey({}, 'x^2 + 1');
    expect(first?.display).toBe('x^2 + 1');
    expect(problemTypeOf('expr').answerKey({}, '1+x^2')?.key).toBe(first?.key);
  });
});

describe('text answers of an input problem (issue 52.7)', () => {
  it.each<[string, string, string, 'correct' | 'wrong']>([
    ['text', 'x+2', 'x + 2', 'correct'],
    ['text', 'x+2', 'X+2', 'correct'],
    ['text', 'Jakarta', ' jakarta ', 'correct'],
    ['text', 'Dua Belas', 'duabelas', 'correct'],
    ['text', 'Dua Belas', 'dua\u00a0belas', 'correct'],
    ['text', 'x+2', 'x+3', 'wrong'],
    ['text', '2,5', '2.5', 'wrong'],
    ['exact', 'x+2', 'x+2', 'correct'],
    ['exact', 'Dua Belas', 'Dua Belas', 'correct'],
    ['exact', 'x+2', 'x + 2', 'wrong'],
    ['exact', 'x+2', 'X+2', 'wrong'],
    ['exact', 'Jakarta', 'Jakarta ', 'wrong'],
    ['exact', 'caf\u00e9', 'cafe\u0301', 'correct'],
  ])('in %s mode, key %j and answer %j are %s', (answerMode, answer, given, grade) => {
    expect(problemTypeOf('input').grade({ type: 'input', answer, answerMode: answerMode as 'text' | 'exact' }, given)).toBe(grade);
  });

  it('analytics counts text answers as they are graded', () => {
    const input = problemTypeOf('input');
    expect(input.answerKey({ answerMode: 'text' }, 'X + 2')?.key).toBe(input.answerKey({ answerMode: 'text' }, 'x+2')?.key);
    expect(input.answerKey({ answerMode: 'exact' }, 'X + 2')?.key).not.toBe(input.answerKey({ answerMode: 'exact' }, 'x+2')?.key);
  });
});
