// The variables an 'Ekspresi' key declares ('x, y'), and the reader's limits, for the server and
// the admin editor.

// Brackets inside brackets: deeper than this is refused before parsing.
export const EXPRESSION_MAX_NESTING = 12;
export const EXPRESSION_MAX_VARIABLES = 6;
export const EXPRESSION_DEFAULT_VARIABLES = 'x';

const VARIABLE_PATTERN = /^[a-zA-Z]$/;

// 'x, y' (commas or spaces) as a list of single letters; null when a name is not one Latin
// letter, is repeated, or there are none or too many.
export function readVariableList(text: string): string[] | null {
  const names = text.split(/[\s,;]+/).filter((name) => name !== '');
  if (names.length === 0 || names.length > EXPRESSION_MAX_VARIABLES) return null;
  if (!names.every((name) => VARIABLE_PATTERN.test(name))) return null;
  return new Set(names).size === names.length ? names : null;
}

export const formatVariableList = (names: readonly string[]): string => names.join(', ');
