// The 'Ekspresi' type's limits, its variables and its messages, without the reader (which brings
// mathjs): the learner's answer field and the editor's form load this, never the parser.

// A school answer is short; capping the text before it is parsed bounds the parser's work.
export const EXPRESSION_MAX_LENGTH = 200;
// Brackets inside brackets: deeper than this is refused before parsing.
export const EXPRESSION_MAX_NESTING = 12;
export const EXPRESSION_MAX_VARIABLES = 6;
export const EXPRESSION_DEFAULT_VARIABLES = 'x';

export const EXPRESSION_INVALID_MESSAGE =
  'Ekspresi tidak valid: periksa penulisannya, misalnya 2x + 1, x^2 - 1 atau (x-1)(x+1), dan pakai hanya variabel dari soal. Tidak dihitung sebagai percobaan.';

// The key as problems.answer keeps it: the expression as the author wrote it and the variables it
// may use ('x, y'), both text so the key is an ordinary statement-style record.
export type TExpressionKey = { expression: string; variables: string };

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

export function isExpressionKey(value: unknown): value is TExpressionKey {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { expression, variables } = value as Record<string, unknown>;
  return Object.keys(value).length === 2 && typeof expression === 'string' && typeof variables === 'string';
}
