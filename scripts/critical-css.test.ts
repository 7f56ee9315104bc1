import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { classNamesIn, createCriticalCss, selectCriticalCss, styleHashSource } from '../src/server/ssr/critical-css';
import { buildCriticalCssIndex, classesOfSelectors, unescapeIdentifier } from './critical-css';

// The first-paint CSS: built from the stylesheet's shape as Tailwind 4 and KaTeX write it.

const STYLESHEET = [
  '@layer properties,theme,base,utilities;',
  '@font-face{font-display:swap;font-family:KaTeX_Main;src:url(/math/assets/KaTeX_Main-Regular-1.woff2)format("woff2")}',
  '@font-face{font-display:swap;font-family:KaTeX_AMS;src:url(/math/assets/KaTeX_AMS-Regular-2.woff2)format("woff2")}',
  '.katex{font:1.21em/1.2 KaTeX_Main,Times New Roman,serif}',
  '.katex .mathnormal{font-family:KaTeX_Math;font-style:italic}',
  '@layer properties{@supports (not (color:rgb(from red r g b))){*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root,:host{--font-sans:system-ui,sans-serif;--color-red-500:red;--color-blue-500:blue;--spacing:.25rem;--animate-spin:spin 1s linear infinite;--text-base:1rem;--text-base--line-height:calc(1.5/var(--text-base))}}',
  '@layer base{*,:after,:before{box-sizing:border-box;margin:0}html{font-family:var(--font-sans)}button:disabled{cursor:default}}',
  '@layer utilities{',
  '.p-4{padding:calc(var(--spacing)*4)}',
  '.text-base{font-size:var(--text-base);line-height:var(--tw-leading,var(--text-base--line-height))}',
  '.text-red-500{color:var(--color-red-500)}',
  '.text-blue-500{color:var(--color-blue-500)}',
  '.border{border-style:var(--tw-border-style);border-width:1px}',
  '.animate-spin{animation:var(--animate-spin)}',
  '.\\[\\&_p\\]\\:mt-2 p{margin-top:calc(var(--spacing)*2)}',
  '.space-y-2>:not(:last-child){margin-bottom:calc(var(--spacing)*2)}',
  '.disabled\\:opacity-50:disabled{opacity:.5}',
  '.hover\\:underline:hover{text-decoration-line:underline}',
  '@media (hover:hover){.hover\\:text-blue-500:hover{color:var(--color-blue-500)}}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}',
  '.\\31 0\\/12{width:83%}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@keyframes toast-in{0%{opacity:0}}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
].join('');

const index = buildCriticalCssIndex(STYLESHEET, '/math/assets/index-abc.css');
const pageHtml =
  '<main class="p-4 text-red-500 sm:flex [&amp;_p]:mt-2 hover:underline hover:text-blue-500 disabled:opacity-50"><span class="katex">x</span><div class="space-y-2"></div></main>';
const critical = selectCriticalCss(index, classNamesIn(pageHtml));

describe('the first-paint CSS of a page', () => {
  it('keeps the rules of the classes the page uses, in their layers and media queries, and drops the others', () => {
    expect(critical).toContain('.p-4{padding:calc(var(--spacing)*4)}');
    expect(critical).toContain('.text-red-500{');
    expect(critical).toContain('@media (min-width:40rem){.sm\\:flex{display:flex}}');
    expect(critical).toContain('.\\[\\&_p\\]\\:mt-2 p{');
    expect(critical).toContain('.space-y-2>:not(:last-child){');
    expect(critical).toContain('.disabled\\:opacity-50:disabled{opacity:.5}');
    expect(critical).not.toContain('.text-blue-500{');
    expect(critical).not.toContain('sm\\:grid');
    expect(critical).not.toContain('.border{');
    expect(critical).not.toContain('.\\31 0');
  });

  it('leaves out what needs a pointer or a keyboard, and at-rules left empty', () => {
    expect(critical).not.toContain(':hover');
    expect(critical).not.toContain('@media (hover:hover)');
  });

  it('keeps the rules without classes and the order of the layers', () => {
    expect(critical.startsWith('@layer properties,theme,base,utilities;')).toBe(true);
    expect(critical).toContain('@layer base{*,:after,:before{box-sizing:border-box;margin:0}html{font-family:var(--font-sans)}button:disabled{cursor:default}}');
    expect(critical).toContain('.katex{font:1.21em/1.2 KaTeX_Main');
  });

  it('keeps only the variables, fonts, animations and properties the kept rules use', () => {
    expect(critical).toContain('--spacing:.25rem');
    expect(critical).toContain('--color-red-500:red');
    expect(critical).toContain('--font-sans:system-ui,sans-serif');
    expect(critical).not.toContain('--color-blue-500');
    expect(critical).not.toContain('--animate-spin');
    expect(critical).not.toContain('@keyframes');
    expect(critical).toContain('font-family:KaTeX_Main;');
    expect(critical).not.toContain('KaTeX_AMS');
    expect(critical).not.toContain('@property');
    // Nothing of the properties layer is used: the whole @supports block goes.
    expect(critical).not.toContain('@supports');
  });

  it('follows a variable to the variables it is written with', () => {
    const withText = selectCriticalCss(index, new Set(['text-base']));
    expect(withText).toContain('--text-base:1rem');
    expect(withText).toContain('--text-base--line-height:calc(1.5/var(--text-base))');
  });

  it('keeps the animation, the @property and the fallback a used class needs', () => {
    const used = selectCriticalCss(index, new Set(['animate-spin', 'border']));
    expect(used).toContain('@keyframes spin{');
    expect(used).not.toContain('toast-in');
    expect(used).toContain('--animate-spin:spin 1s linear infinite');
    expect(used).toContain('@property --tw-border-style{');
    expect(used).not.toContain('@property --tw-shadow');
    expect(used).toContain('@supports (not (color:rgb(from red r g b))){*,:before,:after{--tw-border-style:solid}}');
  });

  it('is CSS a parser reads back, rule for rule as the stylesheet wrote it', () => {
    const original = new Set<string>();
    postcss.parse(STYLESHEET).walkRules((rule) => void original.add(rule.toString()));
    const kept: string[] = [];
    postcss.parse(critical).walkRules((rule) => {
      if (!rule.selector.includes(':root') && !rule.selector.startsWith('*,:before')) kept.push(rule.toString());
    });
    expect(kept.length).toBeGreaterThan(8);
    for (const rule of kept) expect(original).toContain(rule);
  });

  it('is the same for the same classes, with the hash the CSP names it by', () => {
    const forPage = createCriticalCss(index);
    const first = forPage(pageHtml);
    expect(forPage(`<div>${pageHtml}</div>`)).toBe(first);
    expect(first.css).toBe(critical);
    expect(first.hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(styleHashSource('a{}')).toBe("'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='");
  });
});

describe('reading class names and selectors', () => {
  it('reads class attributes as React writes them', () => {
    expect([...classNamesIn('<p class="a  b\tc"></p><i class="[&amp;_p]:mt-2 w-1/2"></i><b className="x"></b>')]).toEqual(['a', 'b', 'c', '[&_p]:mt-2', 'w-1/2']);
  });

  it('unescapes CSS identifiers', () => {
    expect(unescapeIdentifier('sm\\:flex')).toBe('sm:flex');
    expect(unescapeIdentifier('\\31 0\\/12')).toBe('10/12');
    expect(unescapeIdentifier('\\[\\&_p\\]\\:mt-2')).toBe('[&_p]:mt-2');
  });

  it('needs every class of a selector, but none inside :not()', () => {
    expect(classesOfSelectors(['.a .b>.c', 'p', '.peer:not(.hidden)~.d', '.x:is(:where(.group):hover *)'])).toEqual([['a', 'b', 'c'], [], ['peer', 'd'], ['x', 'group']]);
  });
});
