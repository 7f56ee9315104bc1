import { describe, expect, it } from 'vitest';
import { ZProblemWrite } from '../../../core/problem-editor';
import {
  emptyFormValues,
  formValuesFromDraft,
  formValuesFromProblem,
  isSameFormValues,
  previewRequestFromValues,
  writeRequestFromValues,
  type TServerProblem,
} from './form-values';

const base: TServerProblem = {
  subtopicId: 'SU-AAAAAAAA',
  type: 'mcq',
  questionText: 'Berapa $1+1$?',
  answer: 'B',
  solutionText: null,
  videoLink: null,
  options: { A: '1', B: '2' },
  tag: null,
  answerCategories: ['Benar', 'Salah'],
  hasSolution: false,
  isPublic: true,
  isPublished: true,
  theoryIds: ['TH-AAAAAAAA'],
};

describe('a saved problem opened in the editor', () => {
  it('turns missing texts into empty inputs', () => {
    const values = formValuesFromProblem(base);
    expect(values).toMatchObject({ solutionText: '', videoLink: '', tag: '', choiceOptions: { A: '1', B: '2' }, mcqAnswer: 'B' });
  });

  it('reads an mcma answer stored as JSON text', () => {
    const values = formValuesFromProblem({ ...base, type: 'mcma', answer: '["C","A"]', options: { A: 'a', B: 'b', C: 'c' } });
    expect(values.mcmaAnswer).toEqual(['A', 'C']);
  });

  it('puts mck statements and their categories in the statement editor', () => {
    const values = formValuesFromProblem({
      ...base,
      type: 'mck',
      options: { statement_1: 'x > 0', statement_2: 'x < 0' },
      answer: { statement_1: 'Benar', statement_2: 'Salah' },
    });
    expect(values.statementOptions).toEqual({ statement_1: 'x > 0', statement_2: 'x < 0' });
    expect(values.mckAnswer).toEqual({ statement_1: 'Benar', statement_2: 'Salah' });
    expect(values.choiceOptions).toEqual(emptyFormValues().choiceOptions);
  });

  it('keeps the text answer of an input problem', () => {
    expect(formValuesFromProblem({ ...base, type: 'input', options: null, answer: '12' }).inputAnswer).toBe('12');
  });
});

describe('the request the editor sends', () => {
  it('sends only the current type’s options and answer', () => {
    const values = {
      ...emptyFormValues('SU-AAAAAAAA'),
      type: 'input' as const,
      questionText: 'q',
      inputAnswer: 'Jakarta',
      answerMode: 'text' as const,
      answerTolerance: '0,5',
      mcqAnswer: 'A',
      hints: ['Mulai dari $x$', '', ''],
    };
    expect(writeRequestFromValues(values)).toEqual({
      subtopicId: 'SU-AAAAAAAA',
      type: 'input',
      questionText: 'q',
      solutionText: '',
      // Every hint field; the server leaves the blank ones out.
      hints: ['Mulai dari $x$', '', ''],
      videoLink: '',
      tag: '',
      hasSolution: false,
      isPublic: false,
      isPublished: false,
      theoryIds: [],
      answer: 'Jakarta',
      answerMode: 'text',
      // A tolerance typed while the mode was 'number' is not sent with a text answer.
      answerTolerance: null,
    });
  });

  it('sends a number-mode answer with its tolerance, and reads both back from the server', () => {
    const values = { ...emptyFormValues('SU-AAAAAAAA'), type: 'input' as const, questionText: 'q', inputAnswer: '3,14', answerTolerance: '0,01' };
    const request = writeRequestFromValues(values);
    expect(request).toMatchObject({ type: 'input', answer: '3,14', answerMode: 'number', answerTolerance: '0,01' });
    expect(ZProblemWrite.safeParse(request).success).toBe(true);
    const back = formValuesFromProblem({ ...base, type: 'input', options: null, answer: '3,14', answerMode: 'number', answerTolerance: '0,01' });
    expect(back).toMatchObject({ inputAnswer: '3,14', answerMode: 'number', answerTolerance: '0,01' });
  });

  it('a new input problem starts in number mode; a stored one without a mode is text', () => {
    expect(emptyFormValues().answerMode).toBe('number');
    expect(formValuesFromProblem({ ...base, type: 'input', options: null, answer: 'x+2' }).answerMode).toBe('text');
  });

  it('leaves an mck statement without a category out of the answer, and drops answers of deleted statements', () => {
    const values = {
      ...emptyFormValues(),
      type: 'mck' as const,
      statementOptions: { statement_1: 'a', statement_2: 'b' },
      mckAnswer: { statement_1: 'Benar', statement_2: '', statement_3: 'Salah' },
    };
    const request = writeRequestFromValues(values);
    expect(request.type === 'mck' && request.answer).toEqual({ statement_1: 'Benar' });
  });

  it('a round trip through the editor gives back a request the server schema accepts', () => {
    const request = writeRequestFromValues(formValuesFromProblem(base));
    expect(ZProblemWrite.safeParse(request).success).toBe(true);
  });

  it('the preview gets the texts of the current type and never the answer', () => {
    const preview = previewRequestFromValues({ ...emptyFormValues(), type: 'mck', mckAnswer: { statement_1: 'Benar' } });
    expect(preview.options).toEqual({ statement_1: '' });
    expect(preview).not.toHaveProperty('answer');
    expect(previewRequestFromValues({ ...emptyFormValues(), type: 'input' }).options).toBeNull();
  });

  it('the preview gets the hints written, not the blank fields, and a saved problem fills three hint fields', () => {
    expect(previewRequestFromValues({ ...emptyFormValues(), hints: ['', 'Kalikan silang', ' '] }).hints).toEqual(['Kalikan silang']);
    expect(formValuesFromProblem({ ...base, hints: ['Satu'] }).hints).toEqual(['Satu', '', '']);
    expect(formValuesFromProblem(base).hints).toEqual(['', '', '']);
  });
});

describe('drafts', () => {
  it('a draft with the keys in another order is the same as the server copy', () => {
    const values = formValuesFromProblem(base);
    const reordered = JSON.parse(JSON.stringify({ ...values, choiceOptions: { B: '2', A: '1' } })) as typeof values;
    expect(isSameFormValues(values, reordered)).toBe(true);
    expect(isSameFormValues(values, { ...values, questionText: 'lain' })).toBe(false);
  });

  it('reads back a stored draft and refuses what is not one', () => {
    const values = { ...emptyFormValues('SU-AAAAAAAA'), questionText: 'setengah jadi' };
    expect(formValuesFromDraft(JSON.parse(JSON.stringify(values)))).toEqual(values);
    expect(formValuesFromDraft(null)).toBeNull();
    expect(formValuesFromDraft({ type: 'essay' })).toBeNull();
  });

  it('fills what an older draft did not have', () => {
    const draft = formValuesFromDraft({ type: 'mcq', questionText: 'x', choiceOptions: { A: 1, B: 'b' } });
    expect(draft?.choiceOptions).toEqual({ B: 'b' });
    expect(draft?.answerCategories).toEqual(['Benar', 'Salah']);
    expect(draft?.theoryIds).toEqual([]);
  });
});
