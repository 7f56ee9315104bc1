import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rewriteKatexFontFaces } from './katex-css';

const katexCss = fs.readFileSync(createRequire(import.meta.url).resolve('katex/dist/katex.min.css'), 'utf8');
const fontFaces = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? [];
const withoutFontFaces = (css: string) => css.replace(/@font-face\{[^}]*\}/g, '');

describe("KaTeX's stylesheet as the build ships it", () => {
  const rewritten = rewriteKatexFontFaces(katexCss);

  it('declares every font with font-display swap and only its woff2 file', () => {
    expect(fontFaces(rewritten)).toHaveLength(fontFaces(katexCss).length);
    for (const rule of fontFaces(rewritten)) {
      expect(rule).toMatch(/^@font-face\{font-display:swap;/);
      expect(rule.match(/font-display/g)).toHaveLength(1);
      expect(rule.match(/url\(/g)).toHaveLength(1);
      expect(rule).toMatch(/src:url\(fonts\/KaTeX_[\w-]+\.woff2\) format\("woff2"\)[;}]/);
    }
  });

  it('keeps every other rule exactly as KaTeX wrote it', () => {
    expect(withoutFontFaces(rewritten)).toBe(withoutFontFaces(katexCss));
  });
});

describe('rewriting a single @font-face', () => {
  it.each([
    {
      case: 'adds font-display when the rule has none',
      css: '@font-face{font-family:A;src:url(a.woff2) format("woff2"),url(a.woff) format("woff")}',
      expected: '@font-face{font-display:swap;font-family:A;src:url(a.woff2) format("woff2")}',
    },
    {
      case: 'keeps the woff2 source wherever it is listed',
      css: '@font-face{font-display:block;src:url(a.ttf) format("truetype"),url(a.woff2) format("woff2");font-weight:700}',
      expected: '@font-face{font-display:swap;src:url(a.woff2) format("woff2");font-weight:700}',
    },
    {
      case: 'reads the unminified stylesheet too',
      css: '@font-face {\n  font-display: block;\n  font-family: A;\n  src: url(a.woff2) format("woff2"), url(a.woff) format("woff");\n}\n.katex { font: normal 1.21em KaTeX_Main; }',
      expected: '@font-face{font-display:swap;font-family: A;src:url(a.woff2) format("woff2")}\n.katex { font: normal 1.21em KaTeX_Main; }',
    },
  ])('$case', ({ css, expected }) => {
    expect(rewriteKatexFontFaces(css)).toBe(expected);
  });

  it.each([
    { case: 'a font without a woff2 source', css: '@font-face{font-family:A;src:url(a.woff) format("woff")}', error: /no woff2 source/ },
    { case: 'a font without a src', css: '@font-face{font-family:A}', error: /no src/ },
    { case: 'a stylesheet without fonts', css: '.katex{font-size:1.21em}', error: /no @font-face/ },
  ])('fails the build on $case', ({ css, error }) => {
    expect(() => rewriteKatexFontFaces(css)).toThrow(error);
  });
});
