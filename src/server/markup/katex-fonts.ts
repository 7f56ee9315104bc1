// Which KaTeX fonts a rendered page will ask for, read from the class names KaTeX puts on its
// HTML (katex.css maps each to a font). The server preloads exactly those, so they arrive with
// the page instead of after its first paint, when swapping them in would move the text around.
// Fonts not listed here (fraktur, script...) still load on use, with font-display: swap.

const FONT_BY_CLASS: Array<[RegExp, string]> = [
  [/\bclass="katex"/, 'KaTeX_Main-Regular'],
  [/\bmathnormal\b/, 'KaTeX_Math-Italic'],
  [/\bmathit\b/, 'KaTeX_Main-Italic'],
  [/\b(mathbf|textbf)\b/, 'KaTeX_Main-Bold'],
  [/\bboldsymbol\b/, 'KaTeX_Math-BoldItalic'],
  [/\b(amsrm|mathbb|textbb)\b/, 'KaTeX_AMS-Regular'],
  [/\bdelimsizing size1\b|\bsmall-op\b/, 'KaTeX_Size1-Regular'],
  [/\bdelimsizing size2\b|\blarge-op\b/, 'KaTeX_Size2-Regular'],
  [/\bdelimsizing size3\b/, 'KaTeX_Size3-Regular'],
  [/\bdelimsizing size4\b/, 'KaTeX_Size4-Regular'],
];

/** Font names (KaTeX_Main-Regular...) the HTML's maths use, in a stable order. */
export function katexFontsIn(html: string): string[] {
  if (!html.includes('class="katex"')) return [];
  return FONT_BY_CLASS.filter(([pattern]) => pattern.test(html)).map(([, font]) => font);
}
