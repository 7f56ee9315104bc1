import { LRUCache } from 'lru-cache';
import { renderInlineMarkup, renderMarkup, renderSolution } from '../../core/markup';
import { questionPreview } from '../../core/preview';

// At most 32 MB of renderings and their keys, counted at two bytes a character (what V8 needs
// for a string with any character past Latin-1). Bounded by size, not count: a renderer upgrade
// that makes each rendering larger must not take the process past its 300 MB budget.
const MARKUP_BYTES = 32_000_000;

// Rendering maths-heavy text costs milliseconds; content changes rarely, so each process keeps
// the most recently used renderings, keyed by the exact source text.
export function createMarkupCache(maxBytes = MARKUP_BYTES) {
  const cache = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (html, key) => 2 * (html.length + key.length) || 1 });
  const remember = (key: string, render: () => string) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const html = render();
    cache.set(key, html);
    return html;
  };
  return {
    block: (text: string) => remember(`b\u0000${text}`, () => renderMarkup(text)),
    inline: (text: string) => remember(`i\u0000${text}`, () => renderInlineMarkup(text)),
    // A card's preview (the first 200 characters, rendered) from the start of its question, for
    // a problem whose stored preview is missing or stale.
    preview: (questionStart: string | null) => {
      const preview = questionPreview(questionStart ?? '');
      return remember(`i\u0000${preview}`, () => renderInlineMarkup(preview));
    },
    solution: (text: string, theories: string[]) =>
      remember(`s\u0000${JSON.stringify(theories)}\u0000${text}`, () => renderSolution(text, theories)),
    /** What the renderings held count for, in bytes. */
    get bytes() {
      return cache.calculatedSize;
    },
  };
}

export type MarkupCache = ReturnType<typeof createMarkupCache>;
