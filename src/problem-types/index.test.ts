import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../core/problem-shapes';
import { answerDraftFrom } from './answer-forms';
import { problemTypeLabel, problemTypeOf, shownAnswer } from './index';
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
  ])('a stored %s key %j is graded and revealed as %j', (type, stored, expected) => {
    expect(problemTypeOf(type)?.normaliseStored(stored)).toEqual(expected);
  });

  it.each([
    ['input', '12', '12'],
    ['mcma', '["C","A"]', ['A', 'C']],
    ['mcma', 'A', []],
    ['mck', ['Benar'], {}],
  ] as const)('a stored %s key %j shows in the answer form as %j', (type, stored, shown) => {
    expect(shownAnswer(type, stored)).toEqual(shown);
  });

  it.each([
    ['input', '', ''],
    ['mcq', '', ''],
    ['mcma', [], []],
    ['mck', {}, {}],
  ] as const)('a %s answer form starts empty', (type, _stored, empty) => {
    expect(answerDraftFrom(type, undefined)).toEqual(empty);
  });

  it.each<[string, number, number]>([
    ['input', 0, 20],
    ['mcq', 4, 10],
    ['mcma', 5, 20],
    ['mck', 3, 15],
  ])('a %s problem with %i options is worth %i XP before the attempt multiplier', (type, optionCount, xp) => {
    expect(problemTypeOf(type)?.baseXp(optionCount)).toBe(xp);
  });

  it.each([
    ['input', { answerCategories: [], answerMode: 'number' }],
    ['mcq', { answerCategories: [], answerMode: 'text' }],
    ['mcma', { answerCategories: [], answerMode: 'text' }],
    ['mck', { answerCategories: ['Ya', 'Tidak'], answerMode: 'text' }],
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
  ] as const)('the editor starts a new %s problem with %j', (_type, expected, template) => {
    expect(template()).toEqual(expected);
  });

  it('each new problem gets its own template, so editing one draft leaves the next untouched', () => {
    const first = mcqEditorTemplate();
    first.options.A = 'diubah';
    expect(mcqEditorTemplate().options.A).toBe('');
  });
});
