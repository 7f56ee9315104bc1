import { renderInlineMarkup, renderMarkup, renderSolution } from '../../core/markup';
import { questionPreview } from '../../core/preview';

// Rendering maths-heavy text costs milliseconds; content changes rarely, so each process keeps
// the most recently used renderings, keyed by the exact source text.
export function createMarkupCache(maxEntries = 20_000) {
  const cache = new Map<string, string>();
  const remember = (key: string, render: () => string) => {
    const hit = cache.get(key);
    if (hit !== undefined) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const html = render();
    cache.set(key, html);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
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
