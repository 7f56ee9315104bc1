import { z } from 'zod';
import { commonFields, ignoredAnswerMode, message, versionField, ZChoiceOptionsWrite, ZIgnoredAnswerCategories } from '../../core/problem-write-fields';
import { ZChoiceKey, ZChoiceOptions } from '../option-schemas';

// What only the server and the admin editor load for a single-choice problem: its zod schemas and
// the editor's template.

const ZMcqStoredAnswer = ZChoiceKey;

export const ZMcqProblem = z
  .object({ type: z.literal('mcq'), options: ZChoiceOptions, answer: ZMcqStoredAnswer })
  .refine((problem) => Object.hasOwn(problem.options, problem.answer), {
    message: 'answer_not_an_option',
    path: ['answer'],
  });

const ZMcqWrite = z.object({
  ...commonFields,
  ...ignoredAnswerMode,
  type: z.literal('mcq'),
  options: ZChoiceOptionsWrite,
  answer: z.string(),
  answerCategories: ZIgnoredAnswerCategories,
});

function checkMcqAnswer(problem: { options: Record<string, string>; answer: string }, context: z.RefinementCtx): void {
  if (problem.answer === '') context.addIssue({ code: 'custom', path: ['answer'], ...message('required') });
  else if (!Object.hasOwn(problem.options, problem.answer)) {
    context.addIssue({ code: 'custom', path: ['answer'], ...message('answer_not_an_option') });
  }
}

export const ZMcqProblemWrite = ZMcqWrite.superRefine(checkMcqAnswer);
export const ZMcqProblemUpdate = ZMcqWrite.extend(versionField).superRefine(checkMcqAnswer);

// Four blank options, A to D, and no answer chosen yet.
export const choiceEditorOptions = (): Record<string, string> => ({ A: '', B: '', C: '', D: '' });

export const mcqEditorTemplate = (): { options: Record<string, string>; answer: string } => ({ options: choiceEditorOptions(), answer: '' });
