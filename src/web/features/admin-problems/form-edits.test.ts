import { describe, expect, it } from 'vitest';
import {
  addAnswerCategory,
  addChoice,
  addStatement,
  applyOptionTemplate,
  hasChoiceContent,
  linkTheory,
  moveTheory,
  removeAnswerCategory,
  removeChoice,
  removeStatementAt,
  renameAnswerCategory,
  switchType,
  unlinkTheory,
} from './form-edits';
import { emptyFormValues, type TProblemFormValues } from './form-values';

const values = (change: Partial<TProblemFormValues> = {}): TProblemFormValues => ({ ...emptyFormValues('SU-AAAAAAAA'), ...change });

describe('options of mcq and mcma', () => {
  it('a new option takes the next letter', () => {
    expect(addChoice(values({ choiceOptions: { A: 'a', B: 'b' } })).choiceOptions).toEqual({ A: 'a', B: 'b', C: '' });
  });

  it('deleting B re-letters C to B and moves both answers with it', () => {
    const edit = removeChoice('B')(values({ choiceOptions: { A: 'a', B: 'b', C: 'c' }, mcqAnswer: 'C', mcmaAnswer: ['B', 'C'] }));
    expect(edit).toEqual({ choiceOptions: { A: 'a', B: 'c' }, mcqAnswer: 'B', mcmaAnswer: ['B'] });
  });

  it('deleting the mcq answer leaves no answer chosen', () => {
    expect(removeChoice('A')(values({ choiceOptions: { A: 'a', B: 'b' }, mcqAnswer: 'A' })).mcqAnswer).toBe('');
  });
});

describe('switching the type', () => {
  it('mcq -> mcma keeps the chosen key as the first correct one', () => {
    expect(switchType('mcma')(values({ mcqAnswer: 'C' }))).toEqual({ type: 'mcma', mcmaAnswer: ['C'] });
  });

  it('mcma -> mcq takes the first correct key when mcq had none', () => {
    expect(switchType('mcq')(values({ type: 'mcma', mcmaAnswer: ['B', 'D'] }))).toEqual({ type: 'mcq', mcqAnswer: 'B' });
  });

  it('other switches change only the type; each type keeps its own part', () => {
    expect(switchType('mck')(values({ mcqAnswer: 'A' }))).toEqual({ type: 'mck' });
  });
});

describe('templates', () => {
  it('P-Q gives the 4 comparison options and the tag P-Q', () => {
    const edit = applyOptionTemplate('P-Q')(values({ tag: 'Aljabar, DS', choiceOptions: { A: 'x', B: 'y' }, mcqAnswer: 'B', mcmaAnswer: ['A'] }));
    expect(edit.tag).toBe('Aljabar, P-Q');
    expect(Object.keys(edit.choiceOptions ?? {})).toEqual(['A', 'B', 'C', 'D']);
    expect(edit.choiceOptions?.A).toBe('P > Q');
    expect(edit.mcqAnswer).toBe('');
    expect(edit.mcmaAnswer).toEqual([]);
  });

  it('Data Sufficiency gives options A to E and the tag DS, once', () => {
    const edit = applyOptionTemplate('Data Sufficiency')(values({ type: 'input', tag: 'DS' }));
    expect(edit.type).toBe('mcq');
    expect(edit.tag).toBe('DS');
    expect(Object.keys(edit.choiceOptions ?? {})).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('asks before a template whenever option text or a chosen answer would be replaced', () => {
    expect(hasChoiceContent(values())).toBe(false);
    expect(hasChoiceContent(values({ mcqAnswer: 'A' }))).toBe(true);
    expect(hasChoiceContent(values({ mcmaAnswer: ['B'] }))).toBe(true);
    expect(hasChoiceContent(values({ choiceOptions: { A: ' x', B: '' } }))).toBe(true);
  });

  it('an mcma problem stays mcma, no key left ticked', () => {
    expect(applyOptionTemplate('P-Q')(values({ type: 'mcma', mcmaAnswer: ['A', 'F'] }))).toMatchObject({ type: 'mcma', mcmaAnswer: [] });
  });
});

describe('mck statements and categories', () => {
  it('statements are numbered and re-numbered after a deletion, their categories following', () => {
    const start = values({ type: 'mck', statementOptions: { statement_1: 'a', statement_2: 'b' }, mckAnswer: { statement_1: 'Benar', statement_2: 'Salah' } });
    expect(addStatement(start).statementOptions).toEqual({ statement_1: 'a', statement_2: 'b', statement_3: '' });
    expect(removeStatementAt('statement_1')(start)).toEqual({ statementOptions: { statement_1: 'b' }, mckAnswer: { statement_1: 'Salah' } });
  });

  it('renaming a category keeps the statements that chose it', () => {
    const edit = renameAnswerCategory(1, 'Keliru')(values({ mckAnswer: { statement_1: 'Salah', statement_2: 'Benar' } }));
    expect(edit).toEqual({ answerCategories: ['Benar', 'Keliru'], mckAnswer: { statement_1: 'Keliru', statement_2: 'Benar' } });
  });

  it('removing a category makes its statements choose again', () => {
    const start = values({ answerCategories: ['Benar', 'Salah', 'Ragu'], mckAnswer: { statement_1: 'Ragu', statement_2: 'Benar' } });
    expect(removeAnswerCategory(2)(start)).toEqual({ answerCategories: ['Benar', 'Salah'], mckAnswer: { statement_1: '', statement_2: 'Benar' } });
    expect(addAnswerCategory(start).answerCategories).toEqual(['Benar', 'Salah', 'Ragu', '']);
  });
});

describe('linked theories', () => {
  const linked = values({ theoryIds: ['TH-1', 'TH-2', 'TH-3'] });

  it('a theory is linked once, at the end', () => {
    expect(linkTheory('TH-4')(linked).theoryIds).toEqual(['TH-1', 'TH-2', 'TH-3', 'TH-4']);
    expect(linkTheory('TH-2')(linked)).toEqual({});
  });

  it('moves within the list and not past its ends', () => {
    expect(moveTheory(2, 'up')(linked).theoryIds).toEqual(['TH-1', 'TH-3', 'TH-2']);
    expect(moveTheory(0, 'up')(linked)).toEqual({});
    expect(moveTheory(2, 'down')(linked)).toEqual({});
  });

  it('unlinks by id', () => {
    expect(unlinkTheory('TH-2')(linked).theoryIds).toEqual(['TH-1', 'TH-3']);
  });
});
