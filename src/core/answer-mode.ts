// Input problems are graded in one of two modes (issue 14): `text` is spec section 5 unchanged
// (case-insensitive, not trimmed, for answers such as 'x+2'); `number` reads the learner's answer
// the Indonesian way (numeric-answer.ts) and compares values. This module has no dependencies,
// so the problem page can import the constants without the reader.
export const ANSWER_MODES = ['text', 'number'] as const;
export type TAnswerMode = (typeof ANSWER_MODES)[number];

export const NOT_A_NUMBER_MESSAGE = 'Jawaban harus berupa angka, misalnya 2,5 atau 5/2.';

export function isAnswerMode(value: unknown): value is TAnswerMode {
  return value === 'text' || value === 'number';
}
