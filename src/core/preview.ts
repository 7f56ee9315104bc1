export const PREVIEW_LENGTH = 200;
// A formula straddling the cut is kept whole when the preview then stays within a fifth of the
// limit (240 of 200); a longer one is left out whole, so a card never shows half of its TeX.
const FORMULA_OVERRUN = 0.2;
const ELLIPSIS = '...';

export function longestPreviewLength(limit = PREVIEW_LENGTH): number {
  return Math.floor(limit * (1 + FORMULA_OVERRUN));
}

type TSpan = { start: number; end: number };

const isDigit = (character: string | undefined) => character !== undefined && character >= '0' && character <= '9';

// The pairing rules of the markup renderer (core/markup.ts): \ escapes the next character;
// $$...$$ may span lines and $...$ may not; a single $ followed by a digit does not close;
// an empty formula stays text.
function formulaAt(characters: string[], start: number): TSpan | null {
  const isDisplay = characters[start + 1] === '$';
  const contentStart = start + (isDisplay ? 2 : 1);
  for (let position = contentStart; position < characters.length; position += 1) {
    const character = characters[position];
    if (character === '\\') {
      position += 1;
      continue;
    }
    if (character === '\n' && !isDisplay) return null;
    if (character !== '$') continue;
    const isCloser = isDisplay ? characters[position + 1] === '$' : !isDigit(characters[position + 1]);
    if (!isCloser) continue;
    if (characters.slice(contentStart, position).join('').trim() === '') return null;
    return { start, end: position + (isDisplay ? 2 : 1) };
  }
  return null;
}

type TMarkup = { formulas: TSpan[]; literalDollarEnds: Set<number>; escapeStarts: Set<number> };

function scanMarkup(characters: string[]): TMarkup {
  const markup: TMarkup = { formulas: [], literalDollarEnds: new Set(), escapeStarts: new Set() };
  let position = 0;
  while (position < characters.length) {
    const character = characters[position];
    if (character === '\\') {
      markup.escapeStarts.add(position);
      position += 2;
      continue;
    }
    const formula = character === '$' ? formulaAt(characters, position) : null;
    if (formula) markup.formulas.push(formula);
    else if (character === '$') markup.literalDollarEnds.add(position + 1);
    position = formula ? formula.end : position + 1;
  }
  return markup;
}

function cutPosition(characters: string[], limit: number): number {
  const { formulas, literalDollarEnds, escapeStarts } = scanMarkup(characters);
  const straddling = formulas.find((formula) => formula.start < limit && formula.end > limit);
  let cut = straddling ? (straddling.end <= longestPreviewLength(limit) ? straddling.end : straddling.start) : limit;
  // Before the ellipsis, a bare $ could pair with an earlier one and a lone backslash would escape a dot.
  while (literalDollarEnds.has(cut) || escapeStarts.has(cut - 1)) cut -= 1;
  return cut;
}

// Counts code points, not UTF-16 units, so an emoji at the cut is never split in half.
export function questionPreview(text: string, limit = PREVIEW_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  const cut = cutPosition(characters, limit);
  if (cut >= characters.length) return text;
  return characters.slice(0, cut).join('') + ELLIPSIS;
}
