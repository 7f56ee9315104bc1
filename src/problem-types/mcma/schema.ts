import { z } from 'zod';
import { normaliseStoredMcmaAnswer } from '../../core/problem-shapes';
import { MAX_CHOICE_OPTIONS } from '../../core/problem-options';
import { commonFields, ignoredAnswerMode, message, versionField, ZChoiceOptionsWrite, ZIgnoredAnswerCategories } from '../../core/problem-write-fields';
import { choiceEditorOptions } from '../mcq/schema';
import { ZChoiceOptions } from '../option-schemas';

// What only the server and the admin editor load for a multiple-answer problem: its zod schemas
// and the editor's template.

const ZMcmaStoredAnswer = z.unknown().transform((value, context) => {
  const keys = normaliseStoredMcmaAnswer(value);
  if (keys) return keys;
  context.addIssue({ code: 'custom', message: 'invalid_mcma_answer' });
  return z.NEVER;
});

export const ZMcmaProblem = z
  .object({ type: z.literal('mcma'), options: ZChoiceOptions, answer: ZMcmaStoredAnswer })
  .refine((problem) => problem.answer.every((key) => Object.hasOwn(problem.options, key)), {
    message: 'answer_not_an_option',
    path: ['answer'],
  });

const ZMcmaWrite = z.object({
  ...commonFields,
  ...ignoredAnswerMode,
  type: z.literal('mcma'),
  options: ZChoiceOptionsWrite,
  answer: z
    .array(z.string())
    .max(MAX_CHOICE_OPTIONS, message('too_many_options'))
    .transform((keys) => [...new Set(keys)].sort()),
  answerCategories: ZIgnoredAnswerCategories,
});

function checkMcmaAnswer(problem: { options: Record<string, string>; answer: string[] }, context: z.RefinementCtx): void {
  if (problem.answer.length === 0) context.addIssue({ code: 'custom', path: ['answer'], ...message('no_correct_option') });
  else if (!problem.answer.every((key) => Object.hasOwn(problem.options, key))) {
    context.addIssue({ code: 'custom', path: ['answer'], ...message('answer_not_an_option') });
  }
}

export const ZMcmaProblemWrite = ZMcmaWrite.superRefine(checkMcmaAnswer);
export const ZMcmaProblemUpdate = ZMcmaWrite.extend(versionField).superRefine(checkMcmaAnswer);

export const mcmaEditorTemplate = (): { options: Record<string, string>; answer: string[] } => ({ options: choiceEditorOptions(), answer: [] });
