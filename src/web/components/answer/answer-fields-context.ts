import { createContext, use } from 'react';
import type { TLazyComponent } from '../lazy-component';
import type { AnswerFieldsProps } from './answer-fields';

// The answer fields for the pages that show them after their first paint (the tryout sitting, the
// admin's tryout preview, issue 36), handed down by the area's route table: it loads them from the
// problem page's chunk, as the review page does, so they stay in that one file and the problem
// route (at its budget) does not fetch them as a file of their own.
export const AnswerFieldsContext = createContext<TLazyComponent<AnswerFieldsProps> | null>(null);

export function useLazyAnswerFields(): TLazyComponent<AnswerFieldsProps> {
  const fields = use(AnswerFieldsContext);
  if (!fields) throw new Error('useLazyAnswerFields needs an AnswerFieldsContext from its route table');
  return fields;
}
