import { describe, expect, it } from 'vitest';
import { MARKUP_RENDERER_VERSION, renderInlineMarkup, renderMarkup, renderSolution } from '../../core/markup';
import { questionPreview } from '../../core/preview';
import { renderProblemMarkup } from './problem-markup';

describe('renderProblemMarkup', () => {
  it('renders the question, the preview of a card and the solution with its theories in link order', () => {
    const questionText = `Hitung $x$ ${'panjang '.repeat(40)}`;
    const markup = renderProblemMarkup({ questionText, options: null, solutionText: 'Lihat [teori_2] [teori_1]' }, ['Satu', 'Dua']);
    expect(markup).toEqual({
      questionHtml: renderMarkup(questionText),
      optionsHtml: [],
      previewHtml: renderInlineMarkup(questionPreview(questionText)),
      solutionHtml: renderSolution('Lihat [teori_2] [teori_1]', ['Satu', 'Dua']),
      hintsHtml: [],
      renderedVersion: MARKUP_RENDERER_VERSION,
    });
    expect(markup.previewHtml.endsWith('...')).toBe(true);
  });

  it.each([
    [{ C: 'c', A: '$a$', B: 'b' }, ['A', 'B', 'C']],
    [{ statement_10: 'j', statement_2: 'b', statement_1: 'a' }, ['statement_1', 'statement_2', 'statement_10']],
  ])('puts options %o in the order learners see: %o', (options, keys) => {
    const { optionsHtml } = renderProblemMarkup({ questionText: 'Q', options }, []);
    expect(optionsHtml.map((option) => option.key)).toEqual(keys);
    expect(optionsHtml[0]!.html).toBe(renderInlineMarkup(options[keys[0] as keyof typeof options]));
  });

  it('renders each hint step with the same markup as a solution, in order', () => {
    expect(renderProblemMarkup({ questionText: 'Q', hints: ['Ingat $a^2$', '**Kalikan** dulu'] }, []).hintsHtml).toEqual([renderMarkup('Ingat $a^2$'), renderMarkup('**Kalikan** dulu')]);
  });

  it.each([null, undefined, ''])('stores no solution when its text is %o', (solutionText) => {
    expect(renderProblemMarkup({ questionText: 'Q', solutionText }, ['Teori']).solutionHtml).toBeNull();
  });
});
