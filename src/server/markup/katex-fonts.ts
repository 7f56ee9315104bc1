// Which KaTeX fonts a rendered page will ask for, read from the class names KaTeX puts on its
// HTML (katex.css maps each to a font). The server lists exactly those for the entry, which
// loads them at once on a fast line, so they arrive with the page instead of after its first
// paint (when swapping them in would move the text around), and after the app's code on a slow
// one (web/first-load.ts). Fonts not listed here (fraktur, script...) still load on use, with
// font-display: swap, from the whole stylesheet.

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

// KaTeX names its files Family-Variant (KaTeX_Main-BoldItalic.woff2); its stylesheet gives each
// variant these descriptors (held to katex.css by katex-fonts.test.ts).
const DESCRIPTORS_BY_VARIANT: Record<string, { style: string; weight: string }> = {
  Regular: { style: 'normal', weight: '400' },
  Bold: { style: 'normal', weight: '700' },
  Italic: { style: 'italic', weight: '400' },
  BoldItalic: { style: 'italic', weight: '700' },
};

/** The @font-face descriptors of a built KaTeX font file (…/KaTeX_Math-Italic-<hash>.woff2), or null. */
export function katexFontFace(url: string): { family: string; style: string; weight: string } | null {
  const match = /\/(KaTeX_[A-Za-z0-9]+)-([A-Za-z]+)(?:-[\w-]+)?\.woff2$/.exec(url);
  const descriptors = match ? DESCRIPTORS_BY_VARIANT[match[2]!] : undefined;
  return match && descriptors ? { family: match[1]!, ...descriptors } : null;
}
