import { z } from 'zod';
import { keyProblem } from '../../core/expression-answer';
import { EXPRESSION_MAX_LENGTH, isExpressionKey } from '../../core/expression-shape';
import { EXPRESSION_DEFAULT_VARIABLES, formatVariableList, readVariableList } from '../../core/expression-variables';
import { commonFields, ignoredAnswerMode, message, requiredText, versionField, ZIgnoredAnswerCategories } from '../../core/problem-write-fields';

// What only the server and the admin editor load for an 'Ekspresi' problem: its zod schemas and
// the editor's template. The key is kept in problems.answer as { expression, variables }, both
// text: the expression as the author wrote it and the variables it may use, 'x, y'.

export const ZExprProblem = z.object({
  type: z.literal('expr'),
  answer: z.custom((value) => isExpressionKey(value) && keyProblem(value) === null, { message: 'expression_invalid' }),
});

const ZExprWrite = z.object({
  ...commonFields,
  ...ignoredAnswerMode,
  type: z.literal('expr'),
  answer: z.object({
    expression: requiredText(EXPRESSION_MAX_LENGTH),
    // Written as the author likes ('x,y', 'x y'); kept as 'x, y'.
    variables: z
      .string()
      .max(100, message('too_long'))
      .transform((text, context) => {
        const names = readVariableList(text);
        if (names) return formatVariableList(names);
        context.addIssue({ code: 'custom', ...message('invalid_variables') });
        return z.NEVER;
      }),
  }),
  options: z
    .unknown()
    .optional()
    .transform(() => null),
  answerCategories: ZIgnoredAnswerCategories,
});

// The key must be readable over its variables and have a value at the sample points.
function checkExprKey(problem: { answer: { expression: string; variables: string } }, context: z.RefinementCtx): void {
  if (!isExpressionKey(problem.answer) || problem.answer.expression.trim() === '') return;
  const problemWithKey = keyProblem(problem.answer);
  if (problemWithKey === 'expression_invalid' || problemWithKey === 'expression_undefined') {
    context.addIssue({ code: 'custom', path: ['answer', 'expression'], ...message(problemWithKey) });
  }
}

export const ZExprProblemWrite = ZExprWrite.superRefine(checkExprKey);
export const ZExprProblemUpdate = ZExprWrite.extend(versionField).superRefine(checkExprKey);

export const exprEditorTemplate = (): { answer: { expression: string; variables: string } } => ({
  answer: { expression: '', variables: EXPRESSION_DEFAULT_VARIABLES },
});
