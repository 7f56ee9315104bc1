import type { ReactNode } from 'react';
import type { TAnswerMode } from '../core/answer-mode';
import type { ProblemType, TSubmittedAnswer } from '../core/problem-shapes';
import type { TAnswerOption } from '../web/components/answer/choice-options';
import { ChoiceAnswerField } from './choice/answer-field';
import { ExprAnswerField } from './expr/answer-field';
import { InputAnswerField } from './input/answer-field';
import { MckAnswerField } from './mck/answer-field';

// The registry of the learner's answer fields, one per type (its answer-field.tsx, or choice/'s
// for mcq and mcma). Only the problem page's chunk carries them (web/components/answer/).

/** A problem as its answer form needs it: the learner's view of it (no answer key). */
export type TAnswerProblem = {
  problemId: string;
  type: ProblemType;
  options: TAnswerOption[];
  answerCategories: string[];
  answerMode: TAnswerMode;
};

export type AnswerFieldsProps = {
  problem: TAnswerProblem;
  value: TSubmittedAnswer;
  onChange: (value: TSubmittedAnswer) => void;
  isSolved: boolean;
  /** False until React has taken over the server's HTML: the inputs wait, disabled. */
  isReady: boolean;
  /** Number mode and 'Ekspresi': the server refused the answer now in the field as unreadable ('tidak valid'). */
  isRefusedAsNotNumber?: boolean;
};

export const ANSWER_FIELDS: Record<ProblemType, (props: AnswerFieldsProps) => ReactNode> = {
  input: InputAnswerField,
  mcq: ChoiceAnswerField,
  mcma: ChoiceAnswerField,
  mck: MckAnswerField,
  expr: ExprAnswerField,
};

/** The label of every answer field. */
export const legendClass = 'mb-3 text-base font-semibold text-slate-900';
