import postcss, { type AtRule, type ChildNode, type Declaration, type Rule } from 'postcss';
import type { Plugin } from 'vite';
import type { TCriticalCssIndex, TCssNode } from '../src/server/ssr/critical-css.ts';

// Build step of the inlined first-paint CSS (src/server/ssr/critical-css.ts): the app's one
// stylesheet, as Vite emitted it, becomes a tree of rules, each style rule labelled with the
// class names its selectors need, written to dist/web/.vite/critical-css.json (the server never
// serves .vite/). Parsing happens here, once; the server only filters.

/** At-rules kept whole on every page: they name no element of the page themselves. */
const KEPT_WHOLE = new Set(['counter-style', 'font-feature-values', 'page', 'charset', 'import', 'namespace']);

/** `selector` without the insides of its :not(...) groups (a class there is not needed to match). */
function withoutNegations(selector: string): string {
  let result = '';
  let index = 0;
  while (index < selector.length) {
    if (selector.startsWith(':not(', index)) {
      let depth = 0;
      let end = index + 4;
      for (; end < selector.length; end += 1) {
        const char = selector[end];
        if (char === '\\') end += 1;
        else if (char === '(') depth += 1;
        else if (char === ')' && (depth -= 1) === 0) break;
      }
      index = end + 1;
      continue;
    }
    const char = selector[index]!;
    result += char;
    if (char === '\\' && index + 1 < selector.length) result += selector[index + 1];
    index += char === '\\' ? 2 : 1;
  }
  return result;
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-]|\P{ASCII})+)/gu;

/** A CSS identifier as written in a selector (`sm\:flex`, `\31 0`) read back to the class name. */
export function unescapeIdentifier(identifier: string): string {
  return identifier.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_escape, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char!,
  );
}

/** The class names each selector of a selector list needs (outside :not). */
export function classesOfSelectors(selectors: string[]): string[][] {
  return selectors.map((selector) => [...new Set([...withoutNegations(selector).matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeIdentifier(match[1]!)))]);
}

const INTERACTIVE_STATE = /:(hover|focus|focus-visible|focus-within|active)\b/;

const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2');

function toNode(node: ChildNode): TCssNode | null {
  if (node.type === 'comment') return null;
  if (node.type === 'decl') return { css: `${node.toString()};` };
  if (node.type === 'rule') {
    const rule = node as Rule;
    const anyOf = classesOfSelectors(rule.selectors);
    const declarations = rule.nodes.filter((child) => child.type !== 'comment');
    // A selector without any class (html, *, :root, [hidden]...) may match anything: kept, and
    // when it only sets custom properties, with those the page uses.
    if (anyOf.some((classes) => classes.length === 0)) {
      const isVariablesOnly = declarations.length > 0 && declarations.every((child) => child.type === 'decl' && child.prop.startsWith('--'));
      if (!isVariablesOnly) return { css: rule.toString() };
      return { selector: rule.selector, variables: declarations.map((child) => { const declaration = child as Declaration; return [declaration.prop, declaration.important ? `${declaration.value}!important` : declaration.value] as [string, string]; }) };
    }
    // :hover, :focus... need a pointer or a keyboard: the whole stylesheet is there by then.
    const needsInteraction = rule.selectors.every((selector) => INTERACTIVE_STATE.test(withoutNegations(selector)));
    return { css: rule.toString(), anyOf: needsInteraction ? [] : anyOf };
  }
  const atRule = node as AtRule;
  const name = atRule.name.toLowerCase();
  if (name === 'font-face') {
    const family = atRule.nodes?.find((child): child is Declaration => child.type === 'decl' && child.prop === 'font-family');
    return family ? { css: atRule.toString(), defines: { kind: 'font', name: unquote(family.value) } } : { css: atRule.toString() };
  }
  if (name === 'keyframes' || name === '-webkit-keyframes') return { css: atRule.toString(), defines: { kind: 'animation', name: unquote(atRule.params) } };
  if (name === 'property') return { css: atRule.toString(), defines: { kind: 'variable', name: atRule.params.trim() } };
  if (!atRule.nodes || KEPT_WHOLE.has(name)) return { css: atRule.nodes ? atRule.toString() : `${atRule.toString()};` };
  const children = atRule.nodes.map(toNode).filter((child): child is TCssNode => child !== null);
  return { open: `@${atRule.name}${atRule.params ? ` ${atRule.params}` : ''}`, children };
}

/** The tree of `css` (the built stylesheet) the server filters per page. */
export function buildCriticalCssIndex(css: string, href: string): TCriticalCssIndex {
  const root = postcss.parse(css);
  return { href, nodes: root.nodes.map(toNode).filter((node): node is TCssNode => node !== null) };
}

export function criticalCss(): Plugin {
  let base = '/';
  return {
    name: 'critical-css',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const stylesheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      // The server inlines from the one stylesheet index.html links; more than one would need
      // the server to know which page loads which.
      if (stylesheets.length !== 1) throw new Error(`critical-css: expected one stylesheet in the build, found ${stylesheets.length}`);
      const [stylesheet] = stylesheets;
      if (stylesheet?.type !== 'asset') return;
      const index = buildCriticalCssIndex(String(stylesheet.source), `${base}${stylesheet.fileName}`);
      this.emitFile({ type: 'asset', fileName: '.vite/critical-css.json', source: JSON.stringify(index) });
    },
  };
}
