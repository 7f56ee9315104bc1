import { describe, expect, it } from 'vitest';
import { texErrors } from './markup';
import { markupFieldLabel, texIssues, unpublishableMessage } from './publishable-markup';

describe('texErrors', () => {
  it('finds a formula KaTeX cannot parse, inline or display', () => {
    expect(texErrors('Hitung $\\frac{1}{$ sekarang.')).toHaveLength(1);
    expect(texErrors('$$\\sqrt{2$$')).toHaveLength(1);
    expect(texErrors('$\\frac{1}{$ dan $x^{$')).toHaveLength(2);
  });

  it('finds nothing in good formulas, plain text, or a dollar amount', () => {
    expect(texErrors('Tentukan $\\frac{1}{2} + x$ dan $$\\sqrt{x}$$')).toEqual([]);
    expect(texErrors('Tanpa rumus, **tebal** dan <img src="/math/a.png">')).toEqual([]);
    expect(texErrors('Harganya Rp5.000 atau 5$')).toEqual([]);
  });
});

describe('texIssues', () => {
  it('names each field with a broken formula, in the form order', () => {
    const issues = texIssues({
      questionText: 'Nilai $\\frac{1}{$ adalah',
      options: { B: '$x^{$', A: '$2$', C: 'tiga' },
      solutionText: 'Jadi $\\sqrt{$',
      hints: ['Ingat $a$', 'Pakai $\\left( x$'],
    });
    expect(issues.map((issue) => issue.path)).toEqual(['questionText', 'options.B', 'solutionText', 'hints.1']);
    expect(issues.every((issue) => issue.message === 'tex_error' && issue.error.includes('KaTeX'))).toBe(true);
  });

  it('passes a problem whose formulas all render', () => {
    expect(texIssues({ questionText: '$1+1$', options: { A: '$2$' }, solutionText: null, hints: null })).toEqual([]);
  });
});

describe('messages', () => {
  it('labels fields as the editor does', () => {
    expect(['questionText', 'options.C', 'options.statement_2', 'solutionText', 'hints.0'].map(markupFieldLabel)).toEqual([
      'Teks soal',
      'Opsi C',
      'Pernyataan 2',
      'Teks pembahasan',
      'Petunjuk 1',
    ]);
  });

  it('names the problems and their fields in Indonesian', () => {
    expect(unpublishableMessage([{ problemId: 'P1', paths: ['questionText'] }])).toContain('soal P1 (Teks soal) tidak valid');
    const many = unpublishableMessage([
      { problemId: 'P1', paths: ['questionText', 'options.B'] },
      { problemId: 'P2', paths: ['hints.0'] },
    ]);
    expect(many).toContain('2 soal');
    expect(many).toContain('P1 (Teks soal, Opsi B); P2 (Petunjuk 1)');
  });
});
