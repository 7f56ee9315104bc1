import { renderInlineMarkup, renderMarkup, renderSolution } from '../../core/markup';
import { questionPreview } from '../../core/preview';
import { createCache, type Cache } from '../cache/cache';

// Rendering maths-heavy text costs milliseconds; content changes rarely, so each process keeps
// the most recently used renderings (cache/cache.ts), keyed by the exact source text: never stale.
// Counted at two bytes a character, what V8 needs for a string with any character past Latin-1.
export function createMarkupCache(cache: Cache = createCache()) {
  const renderings = cache.holder<string>('markup renderings', { sizeOf: (html) => 2 * html.length });
  const remember = (key: string, render: () => string) => {
    const hit = renderings.peek(key);
    if (hit !== undefined) return hit;
    const html = render();
    renderings.put(key, null, html);
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
  };
}

export type MarkupCache = ReturnType<typeof createMarkupCache>;
