import { EXPRESSION_MAX_LENGTH } from '../../core/expression-shape';
import { isPlainRecord, isTextOfLength, textOrEmpty } from '../../core/problem-shapes';
import type { TAnswerForm } from '../answer-forms';

// An 'Ekspresi' problem's answer form, all the learner's problem page loads of the type (never the
// parser): any text up to the limit fits; the server reads it.
export const exprAnswerForm: TAnswerForm<string> = {
  fits: (_problem, draft): draft is string => isTextOfLength(draft, 1, EXPRESSION_MAX_LENGTH),
  // A revealed key ({ expression, variables }) shows as its expression.
  draftFrom: (value) => textOrEmpty(isPlainRecord(value) ? value.expression : value),
  isTyped: true,
};
