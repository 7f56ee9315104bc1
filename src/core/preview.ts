export const PREVIEW_LENGTH = 200;
const ELLIPSIS = '...';

// Counts code points, not UTF-16 units, so an emoji at the cut is never split in half.
export function questionPreview(text: string, limit = PREVIEW_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return characters.slice(0, limit).join('') + ELLIPSIS;
}
