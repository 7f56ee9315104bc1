import { answerKeyByShape, isSameShapedAnswer } from './answer-values';
import type { TProblemTypeDefinition } from './definition';
import { fitsMcqAnswer, mcqDraftFrom } from './mcq.form';

// Single choice ('pilihan ganda'): one of the options A, B, C... Its answer form is in
// mcq.form.ts, its schemas and editor template in mcq.schema.ts.

export const mcqType: TProblemTypeDefinition<string> = {
  type: 'mcq',
  normaliseStored: (stored) => (typeof stored === 'string' ? stored : null),
  fits: fitsMcqAnswer,
  // A mode set on a choice problem by mistake is ignored.
  grade: (problem, submitted) => (typeof problem.answer === 'string' && problem.answer === submitted ? 'correct' : 'wrong'),
  isSame: (previous, current) => isSameShapedAnswer(previous, current),
  answerKey: (_problem, answer) => (typeof answer === 'string' ? answerKeyByShape(answer) : null),
  baseXp: () => 10,
  emptyDraft: () => mcqDraftFrom(undefined),
  draftFrom: mcqDraftFrom,
};
