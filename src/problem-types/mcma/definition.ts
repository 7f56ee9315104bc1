import { isStringList, normaliseStoredMcmaAnswer } from '../../core/problem-shapes';
import { answerKeyByShape, hasSameMembers, isSameShapedAnswer } from '../answer-values';
import { choiceViewFields, type TProblemTypeDefinition } from '../definition';

// Multiple choice, multiple answers ('pilihan ganda kompleks'): every correct option, in any
// order.

export const mcmaType: TProblemTypeDefinition<string[]> = {
  type: 'mcma',
  label: 'Pilihan Ganda Kompleks',
  normaliseStored: normaliseStoredMcmaAnswer,
  grade: (problem, submitted) => {
    const storedKeys = normaliseStoredMcmaAnswer(problem.answer);
    return storedKeys !== null && isStringList(submitted) && hasSameMembers(storedKeys, submitted) ? 'correct' : 'wrong';
  },
  isSame: (previous, current) => isSameShapedAnswer(previous, current),
  isSameRule: () => true,
  answerKey: (_problem, answer) => (Array.isArray(answer) ? answerKeyByShape(answer) : null),
  baseXp: (optionCount) => 4 * optionCount,
  viewFields: choiceViewFields,
};
