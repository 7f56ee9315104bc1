import type { Plugin } from 'vite';

// KaTeX's stylesheet declares each of its 20 fonts with woff2, woff and ttf sources and
// `font-display: block`. Every browser we target reads woff2, so the other two only made the
// build emit 40 files nobody downloads; and `block` hides a formula's text for up to 3 s on a
// slow connection, where `swap` shows it in a fallback font first (issue 12,
// docs/decisions/012-katex-fonts-and-build-target.md). The rest of the stylesheet is kept as is.

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const WOFF2_SOURCE = /url\([^)]*\)\s*format\(\s*["']?woff2["']?\s*\)/;

function rewriteFontFace(body: string): string {
  const declarations = body
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== '');
  const rewritten = declarations
    .filter((declaration) => !/^font-display\s*:/.test(declaration))
    .map((declaration) => {
      if (!/^src\s*:/.test(declaration)) return declaration;
      const woff2 = WOFF2_SOURCE.exec(declaration);
      if (!woff2) throw new Error(`a KaTeX @font-face has no woff2 source: ${declaration}`);
      return `src:${woff2[0]}`;
    });
  if (!rewritten.some((declaration) => declaration.startsWith('src:'))) {
    throw new Error(`a KaTeX @font-face has no src: ${body}`);
  }
  return `@font-face{${['font-display:swap', ...rewritten].join(';')}}`;
}

/** KaTeX's CSS with every @font-face reduced to its woff2 source and `font-display: swap`. */
export function rewriteKatexFontFaces(css: string): string {
  let count = 0;
  const result = css.replace(FONT_FACE, (_rule, body: string) => {
    count += 1;
    return rewriteFontFace(body);
  });
  // A KaTeX release that writes its fonts differently should fail the build, not ship silently.
  if (count === 0) throw new Error('no @font-face found in the KaTeX stylesheet');
  return result;
}

export function katexCss(): Plugin {
  return {
    name: 'katex-css',
    // Before Vite's CSS plugin, which resolves and emits every url() it finds.
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]katex[\\/]dist[\\/]katex(\.min)?\.css(\?.*)?$/ },
      handler(code) {
        return { code: rewriteKatexFontFaces(code), map: null };
      },
    },
  };
}
