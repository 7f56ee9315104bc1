import { isMckStoredAnswer, isPlainRecord } from '../problem-shapes';
import { answerKeyByShape, hasSameEntries, isSameShapedAnswer } from './answer-values';
import type { TProblemTypeDefinition } from './definition';
import { fitsMckAnswer, mckDraftFrom } from './mck.form';

// Statements ('benar/salah' and the like): each statement gets one of the problem's categories
// (Benar and Salah unless the problem names its own). Its answer form is in mck.form.ts, its
// schemas and editor template in mck.schema.ts.

export const mckType: TProblemTypeDefinition<Record<string, string>> = {
  type: 'mck',
  normaliseStored: (stored) => (isMckStoredAnswer(stored) ? stored : null),
  fits: fitsMckAnswer,
  grade: (problem, submitted) => (isMckStoredAnswer(problem.answer) && hasSameEntries(problem.answer, submitted) ? 'correct' : 'wrong'),
  isSame: (previous, current) => isSameShapedAnswer(previous, current),
  answerKey: (_problem, answer) => (isPlainRecord(answer) ? answerKeyByShape(answer) : null),
  baseXp: (statementCount) => 5 * statementCount,
  emptyDraft: () => mckDraftFrom(undefined),
  draftFrom: mckDraftFrom,
};
