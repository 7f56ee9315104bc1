// Server-side only: turns the admins' markup (spec 5, "Text markup") into HTML a learner's
// browser can insert as-is. Every output passes one allow-list sanitiser last.
import katex, { type KatexOptions } from 'katex';
import MarkdownIt, { type MarkdownIt as Markdown, type StateCore, type StateInline, type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Stored with each problem's rendered HTML (issue 13): bump it when the output changes (a KaTeX
// upgrade, a markup rule), and HTML stored by an older version is rendered again.
export const MARKUP_RENDERER_VERSION = 2;

type MarkupEnv = {
  theoryHtml?: string[];
};

/** What a theory marker's token, and the box made of it, carry in their `meta`. */
type TheoryMeta = { theoryIndex: number };

const DOLLAR = 0x24;
const OPEN_BRACKET = 0x5b;
const NEWLINE = 0x0a;
const BACKSLASH = 0x5c;

const THEORY_MARKER = /\[teori_(\d{1,4})\]/y;

// 'htmlAndMathml': the visible HTML is aria-hidden, so screen readers read the MathML copy,
// which KaTeX's CSS (loaded by the SPA) hides from sight.
const KATEX_OPTIONS = {
  throwOnError: false,
  output: 'htmlAndMathml',
  strict: 'ignore',
  // trust stays off so \href, \url, \includegraphics and \html* render as inert red text.
  trust: false,
  maxSize: 20,
  maxExpand: 1000,
} satisfies KatexOptions;

// Admins paste image embed code and the odd bit of emphasis; everything else they type as
// HTML is dropped before the sanitiser, so tags it allows for KaTeX (span, svg, MathML) stay KaTeX-only.
const USER_HTML_TAGS = new Set(['img', 'br', 'b', 'strong', 'i', 'em', 'u', 'sub', 'sup']);

const markdown = createMarkdown();

export function renderMarkup(text: string): string {
  return sanitize(markdown.render(text, {} satisfies MarkupEnv));
}

// For option labels and other places where a paragraph is not allowed.
export function renderInlineMarkup(text: string): string {
  return sanitize(markdown.renderInline(text, {} satisfies MarkupEnv));
}

// [teori_N] (1-based) becomes an 'Ingat!' box holding the Nth linked theory (spec 5);
// a marker pointing past the list is removed.
export function renderSolution(text: string, theories: string[]): string {
  const theoryHtml = theories.map((theory) => markdown.render(theory, {} satisfies MarkupEnv));
  return sanitize(markdown.render(text, { theoryHtml } satisfies MarkupEnv));
}

function createMarkdown(): Markdown {
  const md = new MarkdownIt('zero', { html: true, breaks: true });
  md.enable(['emphasis', 'newline', 'escape', 'entity', 'html_inline']);
  md.inline.ruler.before('escape', 'math', mathRule);
  md.inline.ruler.before('escape', 'theory_marker', theoryMarkerRule);
  md.core.ruler.after('inline', 'theory_boxes', liftTheoryBoxesOutOfParagraphs);

  md.renderer.rules.math_inline = (tokens, index) => renderTex(tokenAt(tokens, index).content, false);
  md.renderer.rules.math_display = (tokens, index) => renderTex(tokenAt(tokens, index).content, true);
  md.renderer.rules.html_inline = (tokens, index) => {
    const html = tokenAt(tokens, index).content;
    return isUserHtmlTag(html) ? html : '';
  };
  md.renderer.rules.theory_box = (tokens, index, _options, env) => {
    const { theoryIndex } = tokenAt(tokens, index).meta as TheoryMeta;
    const body = (env as MarkupEnv | undefined)?.theoryHtml?.[theoryIndex] ?? '';
    return `<aside class="theory-box" role="note"><p class="theory-box-title">Ingat!</p>${body}</aside>\n`;
  };
  return md;
}

// $...$ is inline maths and $$...$$ display maths. A closing single $ followed by a digit is
// not a closer, so prices such as "$5 dan $10" stay text; inline maths never spans a line,
// so one stray $ cannot swallow the rest of a paragraph. \$ is always a literal dollar.
function mathRule(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (state.src.charCodeAt(start) !== DOLLAR) return false;
  const isDisplay = state.src.charCodeAt(start + 1) === DOLLAR;
  const delimiterLength = isDisplay ? 2 : 1;
  const contentStart = start + delimiterLength;
  const contentEnd = findClosingDollar(state.src, contentStart, state.posMax, isDisplay);
  if (contentEnd === -1) return false;
  const tex = state.src.slice(contentStart, contentEnd);
  if (tex.trim() === '') return false;
  if (!silent) {
    const token = state.push(isDisplay ? 'math_display' : 'math_inline', '', 0);
    token.content = tex;
  }
  state.pos = contentEnd + delimiterLength;
  return true;
}

function findClosingDollar(source: string, from: number, end: number, isDisplay: boolean): number {
  for (let position = from; position < end; position += 1) {
    const code = source.charCodeAt(position);
    if (code === BACKSLASH) {
      position += 1;
      continue;
    }
    if (code === NEWLINE && !isDisplay) return -1;
    if (code !== DOLLAR) continue;
    if (isDisplay) {
      if (source.charCodeAt(position + 1) === DOLLAR && position + 1 < end) return position;
      continue;
    }
    if (!isAsciiDigit(source.charCodeAt(position + 1))) return position;
  }
  return -1;
}

function theoryMarkerRule(state: StateInline, silent: boolean): boolean {
  const theoryHtml = (state.env as MarkupEnv).theoryHtml;
  if (!theoryHtml || state.src.charCodeAt(state.pos) !== OPEN_BRACKET) return false;
  THEORY_MARKER.lastIndex = state.pos;
  const match = THEORY_MARKER.exec(state.src);
  if (!match || state.pos + match[0].length > state.posMax) return false;
  const theoryIndex = Number(match[1]) - 1;
  const isKnownTheory = theoryIndex >= 0 && theoryIndex < theoryHtml.length;
  if (!silent && isKnownTheory) {
    const token = state.push('theory_marker', '', 0);
    token.meta = { theoryIndex } satisfies TheoryMeta;
  }
  state.pos += match[0].length;
  return true;
}

// An <aside> cannot live inside a <p>, so a paragraph holding markers is split around them.
function liftTheoryBoxesOutOfParagraphs(state: StateCore): void {
  const lifted: Token[] = [];
  for (let index = 0; index < state.tokens.length; index += 1) {
    const token = tokenAt(state.tokens, index);
    const inline = state.tokens[index + 1];
    const hasMarker = inline?.children?.some((child) => child.type === 'theory_marker') ?? false;
    if (token.type !== 'paragraph_open' || !inline || !hasMarker) {
      lifted.push(token);
      continue;
    }
    let segment: Token[] = [];
    for (const child of inline.children ?? []) {
      if (child.type !== 'theory_marker') {
        segment.push(child);
        continue;
      }
      lifted.push(...paragraphOf(state, segment));
      segment = [];
      const box = new state.Token('theory_box', 'aside', 0);
      box.block = true;
      box.meta = child.meta;
      lifted.push(box);
    }
    lifted.push(...paragraphOf(state, segment));
    // Skip the inline token and the paragraph_close that were just rebuilt.
    index += 2;
  }
  state.tokens = lifted;
}

function paragraphOf(state: StateCore, children: Token[]): Token[] {
  const trimmed = trimLineBreaks(children);
  const hasVisibleContent = trimmed.some((child) => child.type !== 'text' || child.content.trim() !== '');
  if (!hasVisibleContent) return [];
  const open = new state.Token('paragraph_open', 'p', 1);
  const inline = new state.Token('inline', '', 0);
  inline.children = trimmed;
  const close = new state.Token('paragraph_close', 'p', -1);
  open.block = close.block = inline.block = true;
  return [open, inline, close];
}

function trimLineBreaks(children: Token[]): Token[] {
  const isLineBreak = (token: Token | undefined) => token?.type === 'softbreak' || token?.type === 'hardbreak';
  let first = 0;
  let last = children.length;
  while (first < last && isLineBreak(children[first])) first += 1;
  while (last > first && isLineBreak(children[last - 1])) last -= 1;
  return children.slice(first, last);
}

function renderTex(tex: string, isDisplay: boolean): string {
  try {
    return katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: isDisplay });
  } catch {
    // throwOnError: false covers parse errors only; anything else still shows the source.
    return `<span class="katex-error">${markdown.utils.escapeHtml(tex)}</span>`;
  }
}

function isUserHtmlTag(html: string): boolean {
  const tagName = /^<\/?([a-z][a-z0-9-]*)[\s/>]/i.exec(html)?.[1];
  return tagName !== undefined && USER_HTML_TAGS.has(tagName.toLowerCase());
}

function isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function tokenAt(tokens: Token[], index: number): Token {
  const token = tokens[index];
  if (!token) throw new Error(`markdown-it token ${index} is missing`);
  return token;
}

const LENGTH = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)(?:em|ex|px|pt|%)?`;
const LENGTH_VALUE = [new RegExp(`^${LENGTH}$`)];
const LENGTH_LIST_VALUE = [new RegExp(`^${LENGTH}(?: ${LENGTH}){0,3}$`)];
// KaTeX only lets \color and friends through as #hex or a bare colour name.
const COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]+)$/i;
const COLOR_VALUE = [COLOR];
const BORDER_STYLE_VALUE = [/^(?:solid|dashed)$/];

// Every property KaTeX 0.16 writes in output 'html' (fractions, roots, matrices, arrays,
// \rule, \cancel, \colorbox, \pmb), and only in the shapes it writes them. Notably no
// 'position: absolute|fixed', so nothing can be laid over the page.
const KATEX_STYLES: Record<string, RegExp[]> = {
  height: LENGTH_VALUE,
  width: LENGTH_VALUE,
  'min-width': LENGTH_VALUE,
  top: LENGTH_VALUE,
  bottom: LENGTH_VALUE,
  left: LENGTH_VALUE,
  'vertical-align': LENGTH_VALUE,
  'margin-left': LENGTH_VALUE,
  'margin-right': LENGTH_VALUE,
  'margin-top': LENGTH_VALUE,
  'padding-left': LENGTH_VALUE,
  'border-width': LENGTH_VALUE,
  'border-top-width': LENGTH_VALUE,
  'border-right-width': LENGTH_VALUE,
  'border-bottom-width': LENGTH_VALUE,
  margin: LENGTH_LIST_VALUE,
  'text-shadow': LENGTH_LIST_VALUE,
  color: COLOR_VALUE,
  'background-color': COLOR_VALUE,
  'border-color': COLOR_VALUE,
  'border-style': BORDER_STYLE_VALUE,
  'border-right-style': BORDER_STYLE_VALUE,
  position: [/^relative$/],
};

const IMAGE_DIMENSION = /^\d{1,4}%?$/;

function isSafeImageSource(source: string | undefined): source is string {
  if (!source) return false;
  if (source.startsWith('/math/')) return true;
  try {
    const url = new URL(source);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const keepSafeImageAttributes: sanitizeHtml.Transformer = (tagName, attributes) => {
  const kept: sanitizeHtml.Attributes = { loading: 'lazy' };
  if (isSafeImageSource(attributes.src)) kept.src = attributes.src;
  if (attributes.alt !== undefined) kept.alt = attributes.alt;
  for (const dimension of ['width', 'height'] as const) {
    const value = attributes[dimension];
    if (value !== undefined && IMAGE_DIMENSION.test(value)) kept[dimension] = value;
  }
  return { tagName, attribs: kept };
};

const MATHML_LENGTH = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:em|ex|px|pt|mu|%|width|height|depth)?`;
const MATHML_LENGTH_VALUE = new RegExp(`^${MATHML_LENGTH}$`);
const MATHML_LENGTH_LIST_VALUE = new RegExp(`^${MATHML_LENGTH}(?: ${MATHML_LENGTH})*$`);
const MATHML_BOOLEAN_VALUE = /^(?:true|false)$/;
const wordList = (words: string[]) => new RegExp(`^(?:${words.join('|')})(?: (?:${words.join('|')}))*$`);

// Every MathML attribute KaTeX 0.16 writes with trust off, and only in the shapes it writes
// them: plain words, numbers and lengths. None carries a URL (KaTeX's href on <math> and
// src on <mglyph> need trust), and style is dropped because the MathML copy is never seen.
const MATHML_ATTRIBUTE_VALUES = {
  xmlns: /^http:\/\/www\.w3\.org\/1998\/Math\/MathML$/,
  display: /^block$/,
  mathvariant:
    /^(?:normal|bold|italic|bold-italic|double-struck|fraktur|script|sans-serif|bold-sans-serif|sans-serif-italic|sans-serif-bold-italic|monospace)$/,
  mathcolor: COLOR,
  mathbackground: COLOR,
  mathsize: MATHML_LENGTH_VALUE,
  scriptlevel: /^[0-2]$/,
  displaystyle: MATHML_BOOLEAN_VALUE,
  fence: MATHML_BOOLEAN_VALUE,
  stretchy: MATHML_BOOLEAN_VALUE,
  separator: MATHML_BOOLEAN_VALUE,
  largeop: MATHML_BOOLEAN_VALUE,
  accent: MATHML_BOOLEAN_VALUE,
  accentunder: MATHML_BOOLEAN_VALUE,
  minsize: MATHML_LENGTH_VALUE,
  maxsize: MATHML_LENGTH_VALUE,
  lspace: MATHML_LENGTH_VALUE,
  rspace: MATHML_LENGTH_VALUE,
  width: MATHML_LENGTH_VALUE,
  height: MATHML_LENGTH_VALUE,
  depth: MATHML_LENGTH_VALUE,
  voffset: MATHML_LENGTH_VALUE,
  linethickness: MATHML_LENGTH_VALUE,
  linebreak: /^newline$/,
  rowspacing: MATHML_LENGTH_LIST_VALUE,
  columnspacing: MATHML_LENGTH_LIST_VALUE,
  columnalign: wordList(['left', 'center', 'right']),
  columnlines: wordList(['none', 'solid', 'dashed']),
  rowlines: wordList(['none', 'solid', 'dashed']),
  notation: wordList(['updiagonalstrike', 'downdiagonalstrike', 'horizontalstrike', 'phasorangle', 'box', 'actuarial', 'top', 'bottom', 'left', 'right']),
  class: /^(?:mtr-glue|mml-eqn-num)$/,
} satisfies Record<string, RegExp>;

type MathmlAttribute = keyof typeof MATHML_ATTRIBUTE_VALUES;

// The MathML elements KaTeX writes, each with the attributes it puts on that element.
// <annotation> is left out on purpose: it holds the raw TeX (see NON_TEXT_TAGS).
const MATHML_ELEMENTS: Record<string, MathmlAttribute[]> = {
  math: ['xmlns', 'display'],
  semantics: [],
  mrow: [],
  mi: ['mathvariant'],
  mn: ['mathvariant'],
  mo: ['mathvariant', 'fence', 'stretchy', 'separator', 'largeop', 'minsize', 'maxsize', 'lspace', 'rspace', 'mathcolor'],
  mtext: ['mathvariant'],
  mspace: ['width', 'height', 'mathbackground', 'linebreak'],
  msup: [],
  msub: [],
  msubsup: [],
  mfrac: ['linethickness'],
  msqrt: [],
  mroot: [],
  mover: ['accent'],
  munder: ['accentunder'],
  munderover: [],
  mtable: ['rowspacing', 'columnspacing', 'columnalign', 'columnlines', 'rowlines', 'width'],
  mtr: [],
  mtd: ['width', 'class'],
  mstyle: ['scriptlevel', 'displaystyle', 'mathcolor', 'mathsize'],
  mpadded: ['width', 'height', 'depth', 'lspace', 'voffset', 'mathbackground'],
  mphantom: [],
  menclose: ['notation'],
};

const keepKatexMathmlAttributes: sanitizeHtml.Transformer = (tagName, attributes) => {
  const allowed: readonly string[] = MATHML_ELEMENTS[tagName] ?? [];
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (allowed.includes(name) && MATHML_ATTRIBUTE_VALUES[name as MathmlAttribute].test(value)) kept[name] = value;
  }
  return { tagName, attribs: kept };
};

// sanitize-html's own list (raw-text elements whose text must go with them) plus <annotation>,
// KaTeX's copy of the TeX source: useless to listeners, and \href{javascript:...} would
// otherwise reach the page as text.
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'xmp', 'annotation'];

const MATHML_TAGS = Object.keys(MATHML_ELEMENTS);

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'sub', 'sup', 'img', 'aside', 'span', 'svg', 'path', 'line', ...MATHML_TAGS],
  allowedAttributes: {
    ...MATHML_ELEMENTS,
    span: ['class', 'style', 'aria-hidden', 'title'],
    // The parser lower-cases attribute names; browsers restore viewBox and preserveAspectRatio.
    svg: [
      { name: 'xmlns', values: ['http://www.w3.org/2000/svg'] },
      'width',
      'height',
      'viewbox',
      'preserveaspectratio',
      'style',
    ],
    path: ['d'],
    line: ['x1', 'y1', 'x2', 'y2', 'stroke-width'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    aside: ['class', { name: 'role', values: ['note'] }],
    p: ['class'],
  },
  allowedClasses: { aside: ['theory-box'], p: ['theory-box-title'], mtd: ['mtr-glue', 'mml-eqn-num'] },
  allowedStyles: { span: KATEX_STYLES, svg: KATEX_STYLES },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, keepKatexMathmlAttributes])),
    img: keepSafeImageAttributes,
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function sanitize(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}
