import { z } from 'zod';
import type { TAnswerMode } from '../answer-mode';
import { INPUT_ANSWER_MAX_LENGTH } from '../problem-shapes';

// What only the server and the admin editor load for a fill-in problem: its zod schemas and the
// editor's template.

export const ZInputStoredAnswer = z.string().min(1).max(INPUT_ANSWER_MAX_LENGTH);

export const ZInputProblem = z.object({ type: z.literal('input'), answer: ZInputStoredAnswer });


// A new fill-in problem is read as a number: most keys are numbers, and a typo then costs no attempt.
export const inputEditorTemplate: { answer: string; answerMode: TAnswerMode; answerTolerance: string } = {
  answer: '',
  answerMode: 'number',
  answerTolerance: '',
};
