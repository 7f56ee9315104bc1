import { describe, expect, it } from 'vitest';
import { contentWarnings, markupWarnings } from './content-warnings';

const codesOf = (text: string) => markupWarnings('questionText', text).map((warning) => warning.code);

describe('markupWarnings', () => {
  it.each<[string, string, string[]]>([
    ['plain text', 'Berapakah hasilnya?', []],
    ['a balanced formula', 'Hitung $x^2 + 1$.', []],
    ['display maths', 'Hitung $$\\frac{1}{2}$$', []],
    ['an escaped dollar', 'Harganya \\$5 saja.', []],
    ['an unclosed formula', 'Hitung $x^2 + 1.', ['unbalanced_dollar']],
    ['three dollars', '$a$ dan $b', ['unbalanced_dollar']],
    ['an unknown command', 'Hitung $\\fracc{1}{2}$.', ['katex_error']],
    ['a missing brace', 'Hitung $\\frac{1}{2$.', ['katex_error']],
    ['an image with alt text', '<img src="/math/api/images/IM-AAAAAAAA.png" alt="Segitiga ABC" width="200">', []],
    ['an image with an empty alt', '<img src="/math/api/images/IM-AAAAAAAA.png" alt="" width="200">', ['image_without_alt']],
    ['an image with a blank alt', "<img alt='  ' src=\"x.png\">", ['image_without_alt']],
    ['an image without alt', '<IMG src="x.png">', ['image_without_alt']],
  ])('%s', (_label, text, expected) => {
    expect(codesOf(text)).toEqual(expected);
  });

  it('names the broken formula in its message', () => {
    const [warning] = markupWarnings('solutionText', 'Jadi $\\sqrtt{4}$ = 2');
    expect(warning).toMatchObject({ field: 'solutionText', code: 'katex_error' });
    expect(warning?.message).toContain('$\\sqrtt{4}$');
  });
});

describe('contentWarnings', () => {
  it('checks the question, every option and the solution, naming each field', () => {
    const warnings = contentWarnings({
      questionText: '$x',
      options: { A: 'oke', B: '$\\bad{x}$' },
      solutionText: '<img src="a.png">',
    });
    expect(warnings.map((warning) => [warning.field, warning.code])).toEqual([
      ['questionText', 'unbalanced_dollar'],
      ['options.B', 'katex_error'],
      ['solutionText', 'image_without_alt'],
    ]);
  });

  it.each<[string, number, number]>([
    ['Ingat [teori_1] dan [teori_2].', 2, 0],
    ['Ingat [teori_3].', 2, 1],
    ['Ingat [teori_1].', 0, 1],
    ['Ingat [teori_0].', 1, 1],
  ])('%j with %i linked theories gives %i marker warnings', (solutionText, theoryCount, expected) => {
    const warnings = contentWarnings({ solutionText, theoryCount });
    expect(warnings.filter((warning) => warning.code === 'unknown_theory_marker')).toHaveLength(expected);
  });

  it.each<[string | null, boolean]>([
    [null, false],
    ['', false],
    ['https://youtu.be/dQw4w9WgXcQ', false],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', false],
    ['https://vimeo.com/12345', true],
    ['youtube.com/watch?v=dQw4w9WgXcQ', true],
  ])('the video link %j warns: %s', (videoLink, expected) => {
    const warnings = contentWarnings({ videoLink });
    expect(warnings.some((warning) => warning.field === 'videoLink' && warning.code === 'video_not_youtube')).toBe(expected);
  });

  it('gives its messages in Indonesian', () => {
    const [warning] = contentWarnings({ questionText: '$x' });
    expect(warning?.message).toBe('Jumlah tanda $ ganjil: ada rumus yang belum ditutup.');
  });
});
