import { describe, expect, it } from 'vitest';
import { renderInlineMarkup } from './markup';
import { longestPreviewLength, PREVIEW_LENGTH, questionPreview } from './preview';

const letters = (count: number) => 'a'.repeat(count);

describe('questionPreview', () => {
  it('previews 200 characters, or up to 240 to keep a formula whole', () => {
    expect(PREVIEW_LENGTH).toBe(200);
    expect(longestPreviewLength()).toBe(240);
  });

  it.each([
    ['an empty question stays empty', '', ''],
    ['a short question is shown whole', 'Tentukan nilai $x$.', 'Tentukan nilai $x$.'],
    ['a question of exactly 200 characters gets no ellipsis', letters(200), letters(200)],
    ['a question of 201 characters is cut to 200 plus an ellipsis', letters(201), `${letters(200)}...`],
    ['a long question is cut to 200 plus an ellipsis', letters(5000), `${letters(200)}...`],
    ['an emoji straddling the cut is kept whole', `${letters(199)}😀b`, `${letters(199)}😀...`],
    ['an emoji just after the cut is left out whole', `${letters(200)}😀`, `${letters(200)}...`],
    ['200 emoji are 200 characters, so nothing is cut', '😀'.repeat(200), '😀'.repeat(200)],
    ['201 emoji keep 200 whole emoji', '😀'.repeat(201), `${'😀'.repeat(200)}...`],
    ['Indonesian text with line breaks keeps them', `Diketahui:\n${letters(250)}`, `Diketahui:\n${letters(189)}...`],
  ])('%s', (_label, text, expected) => {
    expect(questionPreview(text)).toBe(expected);
  });

  it.each([
    ['a short formula straddling the cut is kept whole', `${letters(195)} $x^2 + y^2$ ${letters(50)}`, `${letters(195)} $x^2 + y^2$...`],
    ['a formula ending exactly at 240 is kept whole', `${letters(190)}$${'x'.repeat(48)}$ ${letters(50)}`, `${letters(190)}$${'x'.repeat(48)}$...`],
    ['a formula ending past 240 is left out whole', `${letters(190)}$${'x'.repeat(49)}$ ${letters(50)}`, `${letters(190)}...`],
    ['a formula ending exactly at the cut is kept', `${letters(195)}$x+1$ ${letters(50)}`, `${letters(195)}$x+1$...`],
    ['a formula starting at the cut is left out', `${letters(200)}$x$ ${letters(50)}`, `${letters(200)}...`],
    ['a question that ends with the straddling formula is shown whole', `${letters(195)} $x^2 + y^2$`, `${letters(195)} $x^2 + y^2$`],
    ['only the formula at the cut matters, earlier ones stay', `$a$ dan $b$ ${letters(180)} $\\frac{1}{2}$ ${letters(60)}`, `$a$ dan $b$ ${letters(180)} $\\frac{1}{2}$...`],
    ['a long formula at the cut is left out after earlier ones', `$a$ ${letters(190)} $${'x+'.repeat(40)}y$ ${letters(9)}`, `$a$ ${letters(190)} ...`],
    ['display maths straddling the cut is kept whole', `${letters(190)} $$\\sum_{i=1}^{n} i$$ ${letters(50)}`, `${letters(190)} $$\\sum_{i=1}^{n} i$$...`],
    ['long display maths at the cut is left out whole', `${letters(190)} $$${'x'.repeat(60)}$$ ${letters(50)}`, `${letters(190)} ...`],
    ['display maths may span lines', `${letters(190)} $$a\n= b + c$$ ${letters(50)}`, `${letters(190)} $$a\n= b + c$$...`],
    ['an escaped dollar is text and may be cut after', `Harga \\$5 ${letters(250)}`, `Harga \\$5 ${letters(190)}...`],
    ['an escaped dollar inside a formula does not close it', `${letters(190)} $x = \\$3 + y$ ${letters(50)}`, `${letters(190)} $x = \\$3 + y$...`],
    ['the cut never splits an escape', `${letters(199)}\\$ ${letters(50)}`, `${letters(199)}...`],
    ['a dollar without a partner is text', `Uang $${letters(250)}`, `Uang $${letters(194)}...`],
    ['a bare dollar is never left just before the ellipsis', `Uang ${letters(194)}$5 dan $10 ${letters(50)}`, `Uang ${letters(194)}...`],
    ['prices are not a formula', `Rp $5 dan $10 ${letters(250)}`, `Rp $5 dan $10 ${letters(186)}...`],
    ['inline maths does not span lines, so the dollars are text', `${letters(195)} $a\nb$ ${letters(50)}`, `${letters(195)} $a\nb...`],
    ['an empty formula is text', `${letters(197)}$ $${letters(50)}`, `${letters(197)}$ ...`],
  ])('%s', (_label, text, expected) => {
    expect(questionPreview(text)).toBe(expected);
  });

  it('never leaves half a surrogate pair at the cut', () => {
    const preview = questionPreview(`${letters(199)}${'😀'.repeat(5)}`);
    // encodeURIComponent throws URIError on a lone surrogate.
    expect(() => encodeURIComponent(preview)).not.toThrow();
  });

  it('never shows raw TeX once rendered, wherever the cut falls', () => {
    const formulas = ['$x^2$', '$\\frac{a}{b}$', '$$\\sqrt{2}$$', `$${'y+'.repeat(30)}1$`, '$\\$3$'];
    for (let offset = 150; offset <= 240; offset += 1) {
      const text = `${letters(offset)} ${formulas.join(' dan ')} ${letters(100)}`;
      // KaTeX output never contains a dollar sign, so one left over is TeX shown as text.
      expect(renderInlineMarkup(questionPreview(text)), `offset ${offset}`).not.toContain('$');
    }
  });

  it.each([
    [10, 'Hitunglah luas segitiga', 'Hitunglah ...'],
    [50, 'Hitunglah luas segitiga', 'Hitunglah luas segitiga'],
    [10, 'Nilai $x+1$ adalah', 'Nilai $x+1$...'],
  ])('honours a custom limit of %i', (limit, text, expected) => {
    expect(questionPreview(text, limit)).toBe(expected);
  });
});
