import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../problem-shapes';
import { answerDraftFrom } from './answer-forms';
import { problemTypeOf } from './index';
import { EDITOR_TEMPLATES } from './schemas';

describe('the problem-type registry', () => {
  it.each(PROBLEM_TYPES)('knows the %s type and its editor template', (type) => {
    expect(problemTypeOf(type)?.type).toBe(type);
    expect(EDITOR_TEMPLATES[type]()).toBeDefined();
  });

  it.each(['essay', '', 'constructor', '__proto__', 'toString'])('knows no type named %j', (type) => {
    expect(problemTypeOf(type)).toBeUndefined();
  });

  // The answer form's part and the definition's must agree: the learner's page loads the one,
  // the server the other.
  it.each(PROBLEM_TYPES)('a %s answer form starts from the same empty draft as the type', (type) => {
    expect(answerDraftFrom(type, undefined)).toEqual(problemTypeOf(type)?.emptyDraft());
  });

  it.each(PROBLEM_TYPES)('a saved %s answer fills the form as the type itself reads it', (type) => {
    for (const saved of ['B', ['A', 'C'], { statement_1: 'Benar' }, null]) {
      expect(answerDraftFrom(type, saved)).toEqual(problemTypeOf(type)?.draftFrom(saved));
    }
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

  it.each<[string, number, number]>([
    ['input', 0, 20],
    ['mcq', 4, 10],
    ['mcma', 5, 20],
    ['mck', 3, 15],
  ])('a %s problem with %i options is worth %i XP before the attempt multiplier', (type, optionCount, xp) => {
    expect(problemTypeOf(type)?.baseXp(optionCount)).toBe(xp);
  });

  it.each([
    ['input', { answer: '', answerMode: 'number', answerTolerance: '' }],
    ['mcq', { options: { A: '', B: '', C: '', D: '' }, answer: '' }],
    ['mcma', { options: { A: '', B: '', C: '', D: '' }, answer: [] }],
    ['mck', { options: { statement_1: '' }, answerCategories: ['Benar', 'Salah'], answer: {} }],
  ] as const)('the editor starts a new %s problem with %j', (type, template) => {
    expect(EDITOR_TEMPLATES[type]()).toEqual(template);
  });

  it('each new problem gets its own template, so editing one draft leaves the next untouched', () => {
    const first = EDITOR_TEMPLATES.mcq();
    first.options.A = 'diubah';
    expect(EDITOR_TEMPLATES.mcq().options.A).toBe('');
  });
});
