import { isMckStoredAnswer, isPlainRecord } from '../../core/problem-shapes';
import { answerKeyByShape, hasSameEntries, isSameShapedAnswer } from '../answer-values';
import type { TProblemTypeDefinition } from '../definition';

// Statements ('benar/salah' and the like): each statement gets one of the problem's categories
// (Benar and Salah unless the problem names its own).

export const mckType: TProblemTypeDefinition<Record<string, string>> = {
  type: 'mck',
  label: 'Kategori Pernyataan',
  normaliseStored: (stored) => (isMckStoredAnswer(stored) ? stored : null),
  grade: (problem, submitted) => (isMckStoredAnswer(problem.answer) && hasSameEntries(problem.answer, submitted) ? 'correct' : 'wrong'),
  isSame: (previous, current) => isSameShapedAnswer(previous, current),
  isSameRule: (before, after) => JSON.stringify(before.answerCategories ?? null) === JSON.stringify(after.answerCategories ?? null),
  answerKey: (_problem, answer) => (isPlainRecord(answer) ? answerKeyByShape(answer) : null),
  baseXp: (statementCount) => 5 * statementCount,
  viewFields: ({ answerCategories }) => ({ answerCategories, answerMode: 'text' }),
};
