import { isStringList, normaliseStoredMcmaAnswer } from '../problem-shapes';
import { answerKeyByShape, hasSameMembers, isSameShapedAnswer } from './answer-values';
import type { TProblemTypeDefinition } from './definition';
import { fitsMcmaAnswer, mcmaDraftFrom } from './mcma.form';

// Multiple choice, multiple answers ('pilihan ganda kompleks'): every correct option, in any
// order. Its answer form is in mcma.form.ts, its schemas and editor template in mcma.schema.ts.

export const mcmaType: TProblemTypeDefinition<string[]> = {
  type: 'mcma',
  normaliseStored: normaliseStoredMcmaAnswer,
  fits: fitsMcmaAnswer,
  grade: (problem, submitted) => {
    const storedKeys = normaliseStoredMcmaAnswer(problem.answer);
    return storedKeys !== null && isStringList(submitted) && hasSameMembers(storedKeys, submitted) ? 'correct' : 'wrong';
  },
  isSame: (previous, current) => isSameShapedAnswer(previous, current),
  answerKey: (_problem, answer) => (Array.isArray(answer) ? answerKeyByShape(answer) : null),
  baseXp: (optionCount) => 4 * optionCount,
  emptyDraft: () => mcmaDraftFrom(undefined),
  draftFrom: mcmaDraftFrom,
};
