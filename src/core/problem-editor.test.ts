import { describe, expect, it } from 'vitest';
import {
  OPTION_TEMPLATES,
  PROBLEM_FIELD_MESSAGES,
  ZProblemUpdate,
  ZProblemWrite,
  applyTemplate,
  nextChoiceKey,
  nextStatementKey,
  problemFieldMessage,
  removeChoiceOption,
  removeStatement,
  type OptionTemplate,
  type TProblemWrite,
  type TTemplateFields,
} from './problem-editor';
import { ZStoredProblem } from '../problem-types/schemas';

const base = {
  subtopicId: 'SU-ABCDEFGH',
  questionText: 'Berapakah $1+1$?',
  solutionText: 'Jawabannya 2. [teori_1]',
  videoLink: '',
  tag: 'UTBK',
  hasSolution: true,
  isPublic: false,
  theoryIds: ['TH-AAAAAAAA', 'TH-BBBBBBBB'],
};

const valid: Record<string, TProblemWrite> = {
  input: { ...base, type: 'input', answer: '2' },
  mcq: { ...base, type: 'mcq', options: { A: '1', B: '2' }, answer: 'B' },
  mcma: { ...base, type: 'mcma', options: { A: '1', B: '2', C: 'dua' }, answer: ['C', 'B', 'C'] },
  mck: {
    ...base,
    type: 'mck',
    options: { statement_1: '$1+1=2$', statement_2: '$1+1=3$' },
    answer: { statement_1: 'Benar', statement_2: 'Salah' },
  },
};

function issuesOf(value: unknown) {
  const result = ZProblemWrite.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('ZProblemWrite accepts a valid problem of every type', () => {
  it.each(Object.entries(valid))('a valid %s problem passes and fits the stored-problem rules', (_type, problem) => {
    const parsed = ZProblemWrite.parse(problem);
    expect(ZStoredProblem.safeParse(parsed).success).toBe(true);
  });

  it('stores an mcma answer as sorted unique keys', () => {
    expect(ZProblemWrite.parse(valid.mcma).answer).toEqual(['B', 'C']);
  });

  it('turns an empty video link and a blank solution into null and keeps a YouTube link', () => {
    const parsed = ZProblemWrite.parse({ ...valid.input, solutionText: '  ', videoLink: ' https://youtu.be/dQw4w9WgXcQ ' });
    expect(parsed.solutionText).toBeNull();
    expect(parsed.videoLink).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(ZProblemWrite.parse(valid.input).videoLink).toBeNull();
  });

  it('gives mck the default categories Benar and Salah when none are sent', () => {
    const { answerCategories: _omitted, ...withoutCategories } = valid.mck as TProblemWrite & { answerCategories?: unknown };
    expect(ZProblemWrite.parse(withoutCategories).answerCategories).toEqual(['Benar', 'Salah']);
  });

  it('ignores answer categories and options sent with an input problem', () => {
    const parsed = ZProblemWrite.parse({ ...valid.input, options: { A: 'x' }, answerCategories: ['x'] });
    expect(parsed.options).toBeNull();
    expect(parsed.answerCategories).toEqual(['Benar', 'Salah']);
  });

  it('an update also needs the version the admin started from', () => {
    expect(ZProblemUpdate.safeParse(valid.mcq).success).toBe(false);
    expect(ZProblemUpdate.parse({ ...valid.mcq, version: 3 }).version).toBe(3);
  });
});

describe('answer modes of input problems (issue 14)', () => {
  it('keeps a number-mode answer and its tolerance as written; text mode drops a tolerance', () => {
    expect(ZProblemWrite.parse({ ...valid.input, answer: '3,14', answerMode: 'number', answerTolerance: ' 0,01 ' })).toMatchObject({
      answer: '3,14',
      answerMode: 'number',
      answerTolerance: '0,01',
    });
    expect(ZProblemWrite.parse({ ...valid.input, answer: 'x+2', answerMode: 'text', answerTolerance: '0,5' })).toMatchObject({
      answerMode: 'text',
      answerTolerance: null,
    });
  });

  it('defaults to text mode without a tolerance, as problems saved before the modes existed', () => {
    expect(ZProblemWrite.parse(valid.input)).toMatchObject({ answerMode: 'text', answerTolerance: null });
  });

  it('a blank tolerance means exact', () => {
    expect(ZProblemWrite.parse({ ...valid.input, answerMode: 'number', answerTolerance: '  ' })).toMatchObject({ answerTolerance: null });
  });

  it('choice types always keep text mode and no tolerance, whatever is sent', () => {
    expect(ZProblemWrite.parse({ ...valid.mcq, answerMode: 'number', answerTolerance: '1' })).toMatchObject({ answerMode: 'text', answerTolerance: null });
  });

  it('names each message in Indonesian', () => {
    expect(problemFieldMessage('answer_not_a_number')).toBe('Jawaban harus berupa angka, misalnya 2,5 atau 5/2.');
    expect(problemFieldMessage('invalid_tolerance')).toBe('Toleransi harus berupa angka desimal 0 atau lebih, misalnya 0,01.');
  });
});

describe('ZProblemWrite refuses broken problems with field-level messages', () => {
  it.each<[string, unknown, { path: string; message: string }]>([
    ['an empty question text', { ...valid.input, questionText: '  ' }, { path: 'questionText', message: 'required' }],
    ['a question text over 20000 characters', { ...valid.input, questionText: 'x'.repeat(20_001) }, { path: 'questionText', message: 'too_long' }],
    ['a solution over 50000 characters', { ...valid.input, solutionText: 'x'.repeat(50_001) }, { path: 'solutionText', message: 'too_long' }],
    ['an empty input answer', { ...valid.input, answer: '' }, { path: 'answer', message: 'required' }],
    ['a number-mode answer that is not a number', { ...valid.input, answerMode: 'number', answer: 'x+2' }, { path: 'answer', message: 'answer_not_a_number' }],
    ['a number-mode answer with two decimal commas', { ...valid.input, answerMode: 'number', answer: '1,2,3' }, { path: 'answer', message: 'answer_not_a_number' }],
    ['a negative tolerance', { ...valid.input, answerMode: 'number', answerTolerance: '-0,1' }, { path: 'answerTolerance', message: 'invalid_tolerance' }],
    ['a tolerance that is not a number', { ...valid.input, answerMode: 'number', answerTolerance: 'sedikit' }, { path: 'answerTolerance', message: 'invalid_tolerance' }],
    ['a tolerance with no finite decimal', { ...valid.input, answerMode: 'number', answerTolerance: '1/3' }, { path: 'answerTolerance', message: 'invalid_tolerance' }],
    ['an unknown answer mode', { ...valid.input, answerMode: 'regex' }, { path: 'answerMode', message: 'Invalid option: expected one of "text"|"number"|"exact"' }],
    ['a missing subtopic', { ...valid.input, subtopicId: '' }, { path: 'subtopicId', message: 'required' }],
    ['a malformed subtopic code', { ...valid.input, subtopicId: 'TO-ABCDEFGH' }, { path: 'subtopicId', message: 'invalid_code' }],
    ['a video link that is not YouTube', { ...valid.input, videoLink: 'https://vimeo.com/1' }, { path: 'videoLink', message: 'video_not_youtube' }],
    ['a tag over 300 characters', { ...valid.input, tag: 't'.repeat(301) }, { path: 'tag', message: 'too_long' }],
    ['a theory linked twice', { ...valid.input, theoryIds: ['TH-AAAAAAAA', 'TH-AAAAAAAA'] }, { path: 'theoryIds.1', message: 'duplicate_theory' }],
    ['a malformed theory code', { ...valid.input, theoryIds: ['PR-AAAAAAAA'] }, { path: 'theoryIds.0', message: 'invalid_code' }],
    [
      'more than 20 theories',
      { ...valid.input, theoryIds: Array.from({ length: 21 }, (_, index) => `TH-${String(index).padStart(8, '0')}`) },
      { path: 'theoryIds', message: 'too_many_theories' },
    ],
    ['an mcq answer that is not an option key', { ...valid.mcq, answer: 'C' }, { path: 'answer', message: 'answer_not_an_option' }],
    ['an mcq without an answer', { ...valid.mcq, answer: '' }, { path: 'answer', message: 'required' }],
    ['an mcq with one option', { ...valid.mcq, options: { A: '1' }, answer: 'A' }, { path: 'options', message: 'at_least_two_options' }],
    ['an mcq with a gap in its letters', { ...valid.mcq, options: { A: '1', C: '2' }, answer: 'A' }, { path: 'options', message: 'options_not_in_order' }],
    ['an mcq with lower-case keys', { ...valid.mcq, options: { a: '1', b: '2' }, answer: 'a' }, { path: 'options', message: 'options_not_in_order' }],
    ['an mcq with a blank option', { ...valid.mcq, options: { A: '1', B: ' ' } }, { path: 'options.B', message: 'required' }],
    ['an mcma with no correct key', { ...valid.mcma, answer: [] }, { path: 'answer', message: 'no_correct_option' }],
    ['an mcma with a key that is not an option', { ...valid.mcma, answer: ['A', 'D'] }, { path: 'answer', message: 'answer_not_an_option' }],
    [
      'an mck statement without a category',
      { ...valid.mck, answer: { statement_1: 'Benar' } },
      { path: 'answer.statement_2', message: 'statement_without_category' },
    ],
    [
      'an mck statement with an unknown category',
      { ...valid.mck, answer: { statement_1: 'Benar', statement_2: 'Mungkin' } },
      { path: 'answer.statement_2', message: 'unknown_category' },
    ],
    [
      'an mck answer for a statement that does not exist',
      { ...valid.mck, answer: { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' } },
      { path: 'answer.statement_3', message: 'unknown_statement' },
    ],
    [
      'mck statements that do not start at statement_1',
      { ...valid.mck, options: { statement_2: 'x', statement_3: 'y' }, answer: { statement_2: 'Benar', statement_3: 'Benar' } },
      { path: 'options', message: 'statements_not_in_order' },
    ],
    ['an mck with one answer category', { ...valid.mck, answerCategories: ['Benar'] }, { path: 'answerCategories', message: 'too_few_answer_categories' }],
    [
      'an mck with a blank answer category',
      { ...valid.mck, answerCategories: ['Benar', 'Salah', ' '] },
      { path: 'answerCategories.2', message: 'required' },
    ],
    [
      'an mck with the same category twice',
      { ...valid.mck, answerCategories: ['Benar', 'Benar'] },
      { path: 'answerCategories', message: 'too_few_answer_categories' },
    ],
  ])('%s', (_label, problem, expected) => {
    expect(issuesOf(problem)).toContainEqual(expected);
  });

  it('reports every broken field at once, so the form can mark them all', () => {
    const paths = issuesOf({ ...valid.mcq, questionText: '', answer: 'Z', videoLink: 'not a link' }).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['questionText', 'answer', 'videoLink']));
  });

  it('has an Indonesian text for every message code it uses', () => {
    expect(PROBLEM_FIELD_MESSAGES.too_few_answer_categories).toBe('Minimal harus ada 2 kategori jawaban.');
    expect(problemFieldMessage('video_not_youtube')).toMatch(/YouTube/);
    expect(problemFieldMessage('invalid_type')).toBe('Isian tidak valid.');
  });
});

describe('option templates', () => {
  it('P-Q adds the tag P-Q and the four quantity-comparison options', () => {
    expect(OPTION_TEMPLATES['P-Q'].tag).toBe('P-Q');
    expect(Object.values(OPTION_TEMPLATES['P-Q'].options)).toEqual([
      'P > Q',
      'Q > P',
      'P = Q',
      'Informasi yang diberikan tidak cukup untuk memutuskan salah satu dari tiga pilihan di atas',
    ]);
  });

  it('Data Sufficiency adds the tag DS and five options A to E', () => {
    expect(OPTION_TEMPLATES['Data Sufficiency'].tag).toBe('DS');
    expect(Object.keys(OPTION_TEMPLATES['Data Sufficiency'].options)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(OPTION_TEMPLATES['Data Sufficiency'].options.E).toBe(
      'Pernyataan (1) dan pernyataan (2) tidak cukup untuk menjawab pertanyaan.',
    );
  });

  const filled = { options: { A: 'satu', B: 'dua', C: 'tiga', D: 'empat', E: 'lima' }, mcqAnswer: 'B', mcmaAnswer: ['A', 'C'], tag: '' };
  const pq = OPTION_TEMPLATES['P-Q'];
  const ds = OPTION_TEMPLATES['Data Sufficiency'];

  it.each<[string, string, TTemplateFields, OptionTemplate]>([
    ['P-Q over ticked keys that P-Q also has', 'UTBK, P-Q', { ...filled, tag: 'UTBK' }, pq],
    ['P-Q on an empty form', 'P-Q', { options: { A: '', B: '' }, mcqAnswer: '', mcmaAnswer: [], tag: '' }, pq],
    ['P-Q again', 'UTBK, P-Q', { ...filled, tag: 'UTBK, P-Q' }, pq],
    ['DS after P-Q', 'DS', { ...filled, tag: 'P-Q' }, ds],
    ['P-Q after DS, tags in any letter case', 'Aljabar, P-Q', { ...filled, tag: 'ds, Aljabar,p-q' }, pq],
    ['DS between user tags', 'UTBK, Aljabar, DS', { ...filled, tag: ' UTBK ,, P-Q, Aljabar ' }, ds],
  ])('applying %s gives its options, no answer and the tags %j', (_, tag, values, template) => {
    expect(applyTemplate(values, template)).toEqual({ options: template.options, mcqAnswer: '', mcmaAnswer: [], tag });
  });

  it('P-Q then DS ends with the DS options and only the DS tag', () => {
    const afterBoth = applyTemplate(applyTemplate({ ...filled, tag: 'Geometri' }, pq), ds);
    expect(afterBoth).toEqual({ options: ds.options, mcqAnswer: '', mcmaAnswer: [], tag: 'Geometri, DS' });
  });
});

describe('removing an option re-letters the rest and keeps the answer on its option', () => {
  const options = { A: 'satu', B: 'dua', C: 'tiga', D: 'empat' };

  it.each<[string, string, string]>([
    ['B', 'C', 'B'],
    ['B', 'A', 'A'],
    ['B', 'B', ''],
    ['D', 'C', 'C'],
  ])('mcq: removing %s moves the answer %s to %j', (removed, answer, expected) => {
    const result = removeChoiceOption(options, answer, removed);
    expect(result.answer).toBe(expected);
  });

  it('mcq: the remaining options are lettered A, B, C in their old order', () => {
    expect(removeChoiceOption(options, 'A', 'B').options).toEqual({ A: 'satu', B: 'tiga', C: 'empat' });
  });

  it.each<[string, string[], string[]]>([
    ['A', ['B', 'D'], ['A', 'C']],
    ['C', ['A', 'C', 'D'], ['A', 'C']],
    ['D', ['D'], []],
  ])('mcma: removing %s turns the answer %j into %j', (removed, answer, expected) => {
    expect(removeChoiceOption(options, answer, removed).answer).toEqual(expected);
  });

  it('mck: removing a statement renumbers the rest and their chosen categories', () => {
    const statements = { statement_1: 'a', statement_2: 'b', statement_3: 'c', statement_10: 'j' };
    const result = removeStatement(statements, { statement_1: 'Benar', statement_3: 'Salah', statement_10: 'Benar' }, 'statement_2');
    expect(result.options).toEqual({ statement_1: 'a', statement_2: 'c', statement_3: 'j' });
    expect(result.answer).toEqual({ statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' });
  });

  it.each([
    [{}, 'A'],
    [{ A: 'x', B: 'y' }, 'C'],
    [Object.fromEntries('ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((key) => [key, key])), null],
  ])('the next choice key after %j is %j', (current, expected) => {
    expect(nextChoiceKey(current)).toBe(expected);
  });

  it.each([
    [{}, 'statement_1'],
    [{ statement_1: 'x', statement_2: 'y' }, 'statement_3'],
  ])('the next statement key after %j is %j', (current, expected) => {
    expect(nextStatementKey(current)).toBe(expected);
  });
});
