// Option editing for mcq/mcma (keys A, B, C...) and mck (statement_1, statement_2...), and the
// spec's option templates (spec 5, "Templates").
import type { TProblemOptions } from './problem-shapes';

const CHOICE_KEYS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const MAX_CHOICE_OPTIONS = CHOICE_KEYS.length;
// STATEMENT_KEY_PATTERN (problem-shapes.ts) allows statement_1 .. statement_99.
export const MAX_STATEMENTS = 99;

export type OptionTemplate = { tag: string; options: Record<string, string> };

export const OPTION_TEMPLATES = {
  'P-Q': {
    tag: 'P-Q',
    options: {
      A: 'P > Q',
      B: 'Q > P',
      C: 'P = Q',
      D: 'Informasi yang diberikan tidak cukup untuk memutuskan salah satu dari tiga pilihan di atas',
    },
  },
  'Data Sufficiency': {
    tag: 'DS',
    options: {
      A: 'Pernyataan (1) SAJA cukup untuk menjawab pertanyaan, tetapi pernyataan (2) SAJA tidak cukup.',
      B: 'Pernyataan (2) SAJA cukup untuk menjawab pertanyaan, tetapi pernyataan (1) SAJA tidak cukup.',
      C: 'DUA pernyataan BERSAMA-SAMA cukup untuk menjawab pertanyaan, tetapi SATU pernyataan SAJA tidak cukup.',
      D: 'Pernyataan (1) SAJA cukup untuk menjawab pertanyaan dan pernyataan (2) SAJA cukup.',
      E: 'Pernyataan (1) dan pernyataan (2) tidak cukup untuk menjawab pertanyaan.',
    },
  },
} as const satisfies Record<string, OptionTemplate>;
export type OptionTemplateName = keyof typeof OPTION_TEMPLATES;

// The choice fields a template touches: the options, both answer shapes (mcq and mcma keep
// their own) and the comma-joined tag list.
export type TTemplateFields = { options: Record<string, string>; mcqAnswer: string; mcmaAnswer: string[]; tag: string };

const TEMPLATE_TAGS = Object.values(OPTION_TEMPLATES).map((template) => template.tag.toLowerCase());

// A template replaces the options, clears the answers (an old key would now point at a template
// option the admin never chose) and swaps any template tag for its own; other tags stay.
export function applyTemplate(values: TTemplateFields, template: OptionTemplate): TTemplateFields {
  const userTags = values.tag
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && !TEMPLATE_TAGS.includes(tag.toLowerCase()));
  return { options: { ...template.options }, mcqAnswer: '', mcmaAnswer: [], tag: [...userTags, template.tag].join(', ') };
}

export function choiceKeyAt(index: number): string {
  return CHOICE_KEYS.charAt(index);
}

export function statementKeyAt(index: number): string {
  return `statement_${index + 1}`;
}

export function nextChoiceKey(options: TProblemOptions): string | null {
  const count = Object.keys(options).length;
  return count < MAX_CHOICE_OPTIONS ? choiceKeyAt(count) : null;
}

export function nextStatementKey(options: TProblemOptions): string | null {
  const count = Object.keys(options).length;
  return count < MAX_STATEMENTS ? statementKeyAt(count) : null;
}

// Spec 5: after deleting an option the rest are re-lettered A, B, C in order, and the answer
// follows its options; an answer that pointed at the removed option is dropped.
export function removeChoiceOption<Answer extends string | string[]>(
  options: TProblemOptions,
  answer: Answer,
  key: string,
): { options: TProblemOptions; answer: Answer } {
  const renamed = rekey(options, key, choiceOrder, choiceKeyAt);
  const remap = (oldKey: string) => renamed.keyMap.get(oldKey);
  if (typeof answer === 'string') return { options: renamed.options, answer: (remap(answer) ?? '') as Answer };
  const keys = answer.map(remap).filter((newKey): newKey is string => newKey !== undefined);
  return { options: renamed.options, answer: [...new Set(keys)].sort() as Answer };
}

export function removeStatement(
  options: TProblemOptions,
  answer: Record<string, string>,
  key: string,
): { options: TProblemOptions; answer: Record<string, string> } {
  const renamed = rekey(options, key, statementOrder, statementKeyAt);
  const remapped: Record<string, string> = {};
  for (const [oldKey, category] of Object.entries(answer)) {
    const newKey = renamed.keyMap.get(oldKey);
    if (newKey !== undefined) remapped[newKey] = category;
  }
  return { options: renamed.options, answer: remapped };
}

function rekey(
  options: TProblemOptions,
  removedKey: string,
  order: (key: string) => number,
  keyAt: (index: number) => string,
): { options: TProblemOptions; keyMap: Map<string, string> } {
  const remaining = Object.keys(options)
    .filter((key) => key !== removedKey)
    .sort((left, right) => order(left) - order(right));
  const keyMap = new Map(remaining.map((oldKey, index) => [oldKey, keyAt(index)]));
  const rekeyed = Object.fromEntries(remaining.map((oldKey, index) => [keyAt(index), options[oldKey] ?? '']));
  return { options: rekeyed, keyMap };
}

function choiceOrder(key: string): number {
  const index = CHOICE_KEYS.indexOf(key);
  return index === -1 || key.length !== 1 ? Number.MAX_SAFE_INTEGER : index;
}

function statementOrder(key: string): number {
  const match = /^statement_(\d+)$/.exec(key);
  return match ? Number(match[1]) : Number.MAX_SAFE_INTEGER;
}

export function choiceKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => choiceKeyAt(index));
}

export function statementKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => statementKeyAt(index));
}
