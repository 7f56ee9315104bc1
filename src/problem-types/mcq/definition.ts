import { answerKeyByShape, isSameShapedAnswer } from '../answer-values';
import { choiceViewFields, type TProblemTypeDefinition } from '../definition';

// Single choice ('pilihan ganda'): one of the options A, B, C...

export const mcqType: TProblemTypeDefinition<string> = {
  type: 'mcq',
  label: 'Pilihan Ganda',
  normaliseStored: (stored) => (typeof stored === 'string' ? stored : null),
  // A mode set on a choice problem by mistake is ignored.
  grade: (problem, submitted) => (typeof problem.answer === 'string' && problem.answer === submitted ? 'correct' : 'wrong'),
  isSame: (previous, current) => isSameShapedAnswer(previous, current),
  isSameRule: () => true,
  answerKey: (_problem, answer) => (typeof answer === 'string' ? answerKeyByShape(answer) : null),
  baseXp: () => 10,
  viewFields: choiceViewFields,
};
