import { z } from 'zod';
import {
  CHOICE_KEY_PATTERN,
  isAnswerCategoryList,
  isChoiceOptions,
  isStatementOptions,
  type TProblemOptions,
} from '../core/problem-shapes';

// The zod pieces several types' schemas share, built on the plain checks in problem-shapes.ts.

export const ZChoiceKey = z.string().regex(CHOICE_KEY_PATTERN);

export const ZChoiceOptions = z.custom<TProblemOptions>(isChoiceOptions, { message: 'invalid_choice_options' });

export const ZStatementOptions = z.custom<TProblemOptions>(isStatementOptions, { message: 'invalid_statements' });

export const ZAnswerCategories = z.custom<string[]>(isAnswerCategoryList, { message: 'invalid_answer_categories' });

