import type { TAnswerMode } from './answer-mode';

// What a text answer of an input problem is compared by (issue 52.7): in `text` mode without
// letter case and without any space (also no-break and other Unicode spaces); in `exact` mode
// ('persis') as typed, NFC-normalised so one 'é' typed two ways is one. Not used in number mode.
// Apart from answer-mode.ts, which every learner page loads, as only the graders need it.
export function comparableText(text: string, mode: TAnswerMode): string {
  const composed = text.normalize('NFC');
  return mode === 'exact' ? composed : composed.replace(/\s+/gu, '').toLowerCase();
}
