import { describe, expect, it } from 'vitest';
import type { ProblemType } from '../../../core/problem-shapes';
import { draftFrom, emptyDraft } from './answer-draft';

describe('a fresh problem starts with nothing chosen', () => {
  it.each([
    ['input', ''],
    ['mcq', ''],
    ['mcma', []],
    ['mck', {}],
  ] as const)('a %s problem opens with an empty answer', (type, expected) => {
    expect(emptyDraft(type)).toEqual(expected);
  });
});

describe('a saved or revealed answer fills the inputs of its problem', () => {
  it.each<[string, ProblemType, unknown, unknown]>([
    ['the typed text comes back into the input box', 'input', '12,5', '12,5'],
    ['spaces typed by the learner are kept', 'input', ' 12 ', ' 12 '],
    ['the chosen option of a single-choice problem is selected again', 'mcq', 'B', 'B'],
    ['every option ticked on a multiple-choice problem is ticked again', 'mcma', ['A', 'C'], ['A', 'C']],
    ['each statement keeps its Benar or Salah', 'mck', { statement_1: 'Benar', statement_2: 'Salah' }, { statement_1: 'Benar', statement_2: 'Salah' }],
  ])('%s', (_behaviour, type, saved, expected) => {
    expect(draftFrom(type, saved)).toEqual(expected);
  });

  it.each<[string, ProblemType, unknown, unknown]>([
    ['an input problem whose saved answer is not text starts empty', 'input', ['A'], ''],
    ['a single-choice problem with no saved answer starts with nothing chosen', 'mcq', null, ''],
    ['a multiple-choice problem whose saved answer is one key starts with nothing ticked', 'mcma', 'A', []],
    ['a multiple-choice answer keeps only the option keys among odd entries', 'mcma', ['A', 3, null, 'D'], ['A', 'D']],
    ['a statement problem whose saved answer is a list starts with nothing chosen', 'mck', ['Benar'], {}],
    ['a statement problem whose saved answer is missing starts with nothing chosen', 'mck', null, {}],
    ['a statement problem keeps only the statements answered with a category', 'mck', { statement_1: 'Benar', statement_2: 7 }, { statement_1: 'Benar' }],
  ])('%s', (_behaviour, type, saved, expected) => {
    expect(draftFrom(type, saved)).toEqual(expected);
  });
});
