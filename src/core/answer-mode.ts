// Input problems are graded in one of three modes (issue 14, issue 52.7): `text` ignores letter
// case and every space ('X + 2' = 'x+2'); `exact` is the author's 'persis': the same characters,
// letter case and spaces included; `number` reads the learner's answer the Indonesian way
// (numeric-answer.ts) and compares values. This module has no dependencies, so the problem page
// can import the constants without the reader.
export const ANSWER_MODES = ['text', 'number', 'exact'] as const;
export type TAnswerMode = (typeof ANSWER_MODES)[number];

export const NOT_A_NUMBER_MESSAGE = 'Jawaban harus berupa angka, misalnya 2,5 atau 5/2.';

export function isAnswerMode(value: unknown): value is TAnswerMode {
  return (ANSWER_MODES as readonly unknown[]).includes(value);
}
