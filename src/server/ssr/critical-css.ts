import { createHash } from 'node:crypto';
import { createCache, type Cache } from '../cache/cache';

// The CSS a server-rendered page needs for its first paint, inlined in its <head> so that the
// browser paints the page as soon as the HTML has arrived, instead of after the whole
// stylesheet (issue 12: on a 400 kbps phone the stylesheet shared the line with the scripts and
// held the first paint back by seconds). The build (scripts/critical-css.ts) turns the app's
// stylesheet into the tree below; a page keeps the rules whose class names all occur in its
// HTML, plus every rule that names no class (the base styles, variables, fonts, keyframes).
// The whole stylesheet still loads, after the page's content, for what JavaScript shows later.

/** A piece of the stylesheet, in its order. */
export type TCssNode =
  /** Kept on every page (rules without classes, @layer statements...). */
  | { css: string }
  /** A style rule, kept when every class of one of its selectors is in the page. */
  | { css: string; anyOf: string[][] }
  /** @font-face, @keyframes or @property: kept when what is kept names that font, animation or variable. */
  | { css: string; defines: { kind: 'font' | 'animation' | 'variable'; name: string } }
  /** A rule of custom properties only (Tailwind's theme): kept with the variables the page uses. */
  | { selector: string; variables: [name: string, value: string][] }
  /** @media, @supports, @layer...: kept with the children that are kept, when there is one. */
  | { open: string; children: TCssNode[] };

/** What the build writes to dist/web/.vite/critical-css.json. */
export type TCriticalCssIndex = {
  /** The stylesheet it was made from, as index.html links it (e.g. /math/assets/index-abc.css). */
  href: string;
  nodes: TCssNode[];
};

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

/** Every class name used in `html` (the class attributes as React writes them). */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_entity, name: string) => HTML_ENTITIES[name]!);
    for (const name of value.split(/\s+/)) if (name !== '') names.add(name);
  }
  return names;
}

type TKeep = { classes: ReadonlySet<string>; variables: ReadonlySet<string> | null; text: string; leaveOutFont?: (family: string) => boolean };

const matchesPage = (anyOf: string[][], classes: ReadonlySet<string>) => anyOf.some((required) => required.every((name) => classes.has(name)));

/** The kept CSS; with `keep.variables` null, the first pass: style rules only, for their references. */
function render(nodes: TCssNode[], keep: TKeep): string {
  let css = '';
  for (const node of nodes) {
    if ('open' in node) {
      const inner = render(node.children, keep);
      if (inner !== '') css += `${node.open}{${inner}}`;
    } else if ('variables' in node) {
      const { variables } = keep;
      if (!variables) continue;
      const kept = node.variables.filter(([name]) => variables.has(name));
      if (kept.length > 0) css += `${node.selector}{${kept.map(([name, value]) => `${name}:${value}`).join(';')}}`;
    } else if ('defines' in node) {
      if (!keep.variables) continue;
      const { kind, name } = node.defines;
      if (kind === 'font' && keep.leaveOutFont?.(name)) continue;
      if (kind === 'variable' ? keep.variables.has(name) : referencesName(keep.text, name)) css += node.css;
    } else if (!('anyOf' in node) || matchesPage(node.anyOf, keep.classes)) {
      css += node.css;
    }
  }
  return css;
}

/** Whether `css` names `name` as a whole word (a font family, an animation). */
function referencesName(css: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w-])${escaped}($|[^\\w-])`).test(css);
}

const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;

function collectVariables(nodes: TCssNode[], into: Map<string, string[]>) {
  for (const node of nodes) {
    if ('open' in node) collectVariables(node.children, into);
    else if ('variables' in node) for (const [name, value] of node.variables) into.set(name, [...(into.get(name) ?? []), value]);
  }
}

/**
 * The part of the stylesheet a page with these class names needs for its first paint.
 * `leaveOutFont` names @font-face families left out even when used: fonts the page loads itself.
 */
export function selectCriticalCss(index: TCriticalCssIndex, classes: ReadonlySet<string>, leaveOutFont?: (family: string) => boolean): string {
  const rules = render(index.nodes, { classes, variables: null, text: '' });
  // The variables those rules use, and the variables those use, and so on.
  const definitions = new Map<string, string[]>();
  collectVariables(index.nodes, definitions);
  const variables = new Set<string>();
  const pending = [...rules.matchAll(VARIABLE_REFERENCE)].map((match) => match[1]!);
  let text = rules;
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (variables.has(name)) continue;
    variables.add(name);
    for (const value of definitions.get(name) ?? []) {
      text += `;${value}`;
      for (const match of value.matchAll(VARIABLE_REFERENCE)) pending.push(match[1]!);
    }
  }
  return render(index.nodes, { classes, variables, text, ...(leaveOutFont ? { leaveOutFont } : {}) });
}

/** The CSP source that allows exactly this inline <style> content. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

const isKatexFont = (family: string) => family.startsWith('KaTeX_');

/**
 * selectCriticalCss with its answers kept (cache/cache.ts, by the class names: never stale for the
 * build it was made from): pages of one kind (every problem page, every subtopic) use the same
 * classes, so the stylesheet is walked once per kind, not per request.
 */
export function createCriticalCss(index: TCriticalCssIndex, cache: Cache = createCache()) {
  const answers = cache.holder<{ css: string; hash: string }>('first-paint css', { sizeOf: ({ css }) => css.length + 60 });
  return (html: string, { withoutKatexFonts = false }: { withoutKatexFonts?: boolean } = {}): { css: string; hash: string } => {
    const classes = classNamesIn(html);
    const key = `${withoutKatexFonts ? '-katex-fonts ' : ''}${[...classes].sort().join(' ')}`;
    const hit = answers.peek(key);
    if (hit) return hit;
    const css = selectCriticalCss(index, classes, withoutKatexFonts ? isKatexFont : undefined);
    const result = { css, hash: styleHashSource(css) };
    answers.put(key, null, result);
    return result;
  };
}
