import { z } from 'zod';
import { ZChoiceKey, ZChoiceOptions } from './option-schemas';

// What only the server and the admin editor load for a single-choice problem: its zod schemas and
// the editor's template.

export const ZMcqStoredAnswer = ZChoiceKey;

export const ZMcqProblem = z
  .object({ type: z.literal('mcq'), options: ZChoiceOptions, answer: ZMcqStoredAnswer })
  .refine((problem) => Object.hasOwn(problem.options, problem.answer), {
    message: 'answer_not_an_option',
    path: ['answer'],
  });


// Four blank options, A to D, and no answer chosen yet.
export const choiceEditorOptions = (): Record<string, string> => ({ A: '', B: '', C: '', D: '' });

export const mcqEditorTemplate = (): { options: Record<string, string>; answer: string } => ({ options: choiceEditorOptions(), answer: '' });
