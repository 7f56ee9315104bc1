import { describe, expect, it } from 'vitest';
import { renderInlineMarkup, renderMarkup } from '../../core/markup';
import { katexFontsIn } from './katex-fonts';

describe('katexFontsIn', () => {
  it('finds nothing in a page without maths', () => {
    expect(katexFontsIn(renderMarkup('Tanpa rumus, hanya **teks tebal**.'))).toEqual([]);
  });

  it('finds the upright and italic maths fonts of an ordinary formula', () => {
    expect(katexFontsIn(renderMarkup('Tentukan $x$ jika $x + 3 = 7$.'))).toEqual(['KaTeX_Main-Regular', 'KaTeX_Math-Italic']);
  });

  it('finds only the upright font for digits and operators', () => {
    expect(katexFontsIn(renderInlineMarkup('Hitung $3 \\times 4 = 12$'))).toEqual(['KaTeX_Main-Regular']);
  });

  it('finds bold, blackboard and sized delimiters where they are used', () => {
    const fonts = katexFontsIn(renderMarkup('$\\mathbf{v} \\in \\mathbb{R}$ dan $\\Bigg( \\frac{a}{b} \\Bigg)$'));
    expect(fonts).toEqual(expect.arrayContaining(['KaTeX_Main-Regular', 'KaTeX_Main-Bold', 'KaTeX_AMS-Regular', 'KaTeX_Size4-Regular']));
    expect(fonts).not.toContain('KaTeX_Size1-Regular');
  });
});
