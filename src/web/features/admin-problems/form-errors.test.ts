import { describe, expect, it } from 'vitest';
import { formErrorsFromIssues, formFieldForIssue, issuesFromDetails, placeIssues, problemFormResolver } from './form-errors';
import { emptyFormValues } from './form-values';

describe('where a validation issue is shown', () => {
  it.each([
    ['mcq', 'questionText', 'questionText'],
    ['mcq', 'options.B', 'choiceOptions.B'],
    ['mcma', 'options.C', 'choiceOptions.C'],
    ['mck', 'options.statement_2', 'statementOptions.statement_2'],
    ['mcq', 'options', 'root.options'],
    ['input', 'answer', 'inputAnswer'],
    ['mcq', 'answer', 'mcqAnswer'],
    ['mcma', 'answer', 'root.answer'],
    ['mck', 'answer.statement_1', 'mckAnswer.statement_1'],
    ['mck', 'answerCategories', 'root.answerCategories'],
    ['mck', 'answerCategories.1', 'answerCategories.1'],
    ['mcq', 'theoryIds.3', 'root.theoryIds'],
    ['mcq', 'videoLink', 'videoLink'],
    ['mcq', 'hints.2', 'hints.2'],
    ['input', 'hints', 'hints.0'],
  ] as const)('%s: %s -> %s', (type, path, field) => {
    expect(formFieldForIssue(type, path)).toBe(field);
  });

  it('an issue of no field (the version, a broken body) is left to a general message', () => {
    expect(formFieldForIssue('mcq', 'version')).toBeNull();
    expect(formFieldForIssue('mcq', '')).toBeNull();
  });
});

describe('server details on the form', () => {
  it('shows the Indonesian text next to each field, the first issue of a field winning', () => {
    const { errors, unplaced } = formErrorsFromIssues('mcq', [
      { path: 'answer', message: 'answer_not_an_option', code: 'custom' },
      { path: 'answer', message: 'required', code: 'custom' },
      { path: 'options.B', message: 'required', code: 'custom' },
      { path: 'version', message: 'Invalid input', code: 'invalid_type' },
    ]);
    expect(errors.mcqAnswer?.message).toBe('Jawaban harus salah satu kunci opsi.');
    expect(errors.choiceOptions?.B?.message).toBe('Wajib diisi.');
    expect(unplaced).toHaveLength(1);
  });

  it('keeps only well-formed details', () => {
    expect(issuesFromDetails([{ path: 'tag', message: 'too_long', code: 'custom' }, { path: 3 }, 'x'])).toEqual([
      { path: 'tag', message: 'too_long', code: 'custom' },
    ]);
    expect(issuesFromDetails(undefined)).toEqual([]);
  });
});

describe('checking the form before it is sent', () => {
  const resolve = (values: ReturnType<typeof emptyFormValues>) =>
    problemFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('a blank new problem names the empty fields in Indonesian', async () => {
    const { errors } = await resolve(emptyFormValues());
    expect(errors.subtopicId?.message).toBe('Wajib diisi.');
    expect(errors.questionText?.message).toBe('Wajib diisi.');
    expect(errors.choiceOptions?.A?.message).toBe('Wajib diisi.');
    expect(errors.mcqAnswer?.message).toBe('Wajib diisi.');
  });

  it('an mck with one answer category asks for two', async () => {
    const values = { ...emptyFormValues('SU-AAAAAAAA'), type: 'mck' as const, questionText: 'q', statementOptions: { statement_1: 's' }, answerCategories: ['Benar'], mckAnswer: { statement_1: 'Benar' } };
    const { errors } = await resolve(values);
    expect(errors.root?.answerCategories?.message).toBe('Minimal harus ada 2 kategori jawaban.');
  });

  it('a complete problem passes', async () => {
    const values = { ...emptyFormValues('SU-AAAAAAAA'), questionText: 'q', choiceOptions: { A: '1', B: '2' }, mcqAnswer: 'B' };
    expect((await resolve(values)).errors).toEqual({});
  });
});

describe('server details placed one per field', () => {
  it('lists each field once with its text, for setError', () => {
    const { placed } = placeIssues('mck', [
      { path: 'answer.statement_2', message: 'unknown_category', code: 'custom' },
      { path: 'answer.statement_2', message: 'statement_without_category', code: 'custom' },
      { path: 'subtopicId', message: 'unknown_subtopic', code: 'custom' },
    ]);
    expect(placed).toEqual([
      { field: 'mckAnswer.statement_2', type: 'custom', message: 'Kategori ini tidak ada di daftar kategori jawaban.' },
      { field: 'subtopicId', type: 'custom', message: 'Subtopik tidak ditemukan.' },
    ]);
  });
});
