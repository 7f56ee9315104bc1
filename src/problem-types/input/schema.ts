import { z } from 'zod';
import { ANSWER_MODES, type TAnswerMode } from '../../core/answer-mode';
import { NUMBER_ANSWER_MAX_LENGTH, readIndonesianNumber } from '../../core/numeric-answer';
import { toleranceToPlainDecimal } from '../../core/plain-decimal';
import { INPUT_ANSWER_MAX_LENGTH } from '../../core/problem-shapes';
import { commonFields, message, requiredText, versionField, ZIgnoredAnswerCategories } from '../../core/problem-write-fields';

// What only the server and the admin editor load for a fill-in problem: its zod schemas and the
// editor's template.

const ZInputStoredAnswer = z.string().min(1).max(INPUT_ANSWER_MAX_LENGTH);

export const ZInputProblem = z.object({ type: z.literal('input'), answer: ZInputStoredAnswer });

// Issue 14 and 52.7: `text` ignores letter case and spaces, `exact` ('persis') compares as typed;
// `number` reads answers the Indonesian way, with an optional absolute tolerance written the same
// way ('0,01'; blank = exact).
const ZInputWrite = z.object({
  ...commonFields,
  type: z.literal('input'),
  answer: requiredText(INPUT_ANSWER_MAX_LENGTH),
  answerMode: z.enum(ANSWER_MODES).default('text'),
  answerTolerance: z
    .string()
    .max(NUMBER_ANSWER_MAX_LENGTH, message('too_long'))
    .nullable()
    .optional()
    .transform((text) => text?.trim() || null),
  options: z
    .unknown()
    .optional()
    .transform(() => null),
  answerCategories: ZIgnoredAnswerCategories,
});

function checkInputAnswer(
  problem: { answer: string; answerMode: TAnswerMode; answerTolerance: string | null },
  context: z.RefinementCtx,
): void {
  if (problem.answerMode !== 'number') {
    // A tolerance means nothing to a text answer: dropTextTolerance drops it rather than refusing.
    return;
  }
  if (problem.answer.trim() !== '' && readIndonesianNumber(problem.answer) === null) {
    context.addIssue({ code: 'custom', path: ['answer'], ...message('answer_not_a_number') });
  }
  if (problem.answerTolerance !== null && toleranceToPlainDecimal(problem.answerTolerance) === null) {
    context.addIssue({ code: 'custom', path: ['answerTolerance'], ...message('invalid_tolerance') });
  }
}

const dropTextTolerance = <T extends { answerMode: TAnswerMode; answerTolerance: string | null }>(problem: T): T =>
  problem.answerMode === 'number' ? problem : { ...problem, answerTolerance: null };

export const ZInputProblemWrite = ZInputWrite.superRefine(checkInputAnswer).transform(dropTextTolerance);
export const ZInputProblemUpdate = ZInputWrite.extend(versionField).superRefine(checkInputAnswer).transform(dropTextTolerance);

// A new fill-in problem is read as a number: most keys are numbers, and a typo then costs no attempt.
export const inputEditorTemplate = (): { answer: string; answerMode: TAnswerMode; answerTolerance: string } => ({
  answer: '',
  answerMode: 'number',
  answerTolerance: '',
});
