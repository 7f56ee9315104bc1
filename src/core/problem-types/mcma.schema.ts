import { z } from 'zod';
import { normaliseStoredMcmaAnswer } from '../problem-shapes';
import { choiceEditorOptions } from './mcq.schema';
import { ZChoiceOptions } from './option-schemas';

// What only the server and the admin editor load for a multiple-answer problem: its zod schemas
// and the editor's template.

export const ZMcmaStoredAnswer = z.unknown().transform((value, context) => {
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


export const mcmaEditorTemplate = (): { options: Record<string, string>; answer: string[] } => ({ options: choiceEditorOptions(), answer: [] });
