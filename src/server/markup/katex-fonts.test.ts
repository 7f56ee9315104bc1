import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderInlineMarkup, renderMarkup } from '../../core/markup';
import { katexFontFace, katexFontsIn } from './katex-fonts';

const require = createRequire(import.meta.url);

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

describe('katexFontFace', () => {
  it("gives every KaTeX font file the descriptors of KaTeX's own @font-face for it", () => {
    const css = fs.readFileSync(path.join(path.dirname(require.resolve('katex/package.json')), 'dist/katex.min.css'), 'utf8');
    const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => body!);
    expect(faces.length).toBe(20);
    for (const body of faces) {
      const file = /url\(fonts\/(KaTeX_[\w-]+)\.woff2\)/.exec(body)![1]!;
      expect([file, katexFontFace(`/math/assets/${file}-Ab3_x-Y.woff2`)]).toEqual([
        file,
        {
          family: /font-family:([^;]+)/.exec(body)![1]!.replaceAll('"', ''),
          style: /font-style:([^;]+)/.exec(body)![1],
          weight: /font-weight:([^;]+)/.exec(body)![1],
        },
      ]);
    }
  });

  it('knows no other file', () => {
    expect(katexFontFace('/math/assets/index-abc.css')).toBeNull();
    expect(katexFontFace('/math/assets/KaTeX_Main-Wide-abc.woff2')).toBeNull();
  });
});
