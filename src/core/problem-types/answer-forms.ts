import type { ProblemType, TAnswerableProblem, TSubmittedAnswer } from '../problem-shapes';
import { emptyInputDraft, fitsInputAnswer, inputDraftFrom } from './input.form';
import { emptyMckDraft, fitsMckAnswer, mckDraftFrom } from './mck.form';
import { emptyMcmaDraft, fitsMcmaAnswer, mcmaDraftFrom } from './mcma.form';
import { emptyMcqDraft, fitsMcqAnswer, mcqDraftFrom } from './mcq.form';

// The part of each type the learner's answer form needs (its <type>.form.ts), in files of their
// own: the problem page's first load carries neither the graders (and their number reader) nor zod.
type TAnswerForm = {
  fits: (problem: TAnswerableProblem, draft: unknown) => draft is TSubmittedAnswer;
  emptyDraft: () => TSubmittedAnswer;
  draftFrom: (value: unknown) => TSubmittedAnswer;
};

const ANSWER_FORMS: Record<ProblemType, TAnswerForm> = {
  input: { fits: fitsInputAnswer, emptyDraft: emptyInputDraft, draftFrom: inputDraftFrom },
  mcq: { fits: fitsMcqAnswer, emptyDraft: emptyMcqDraft, draftFrom: mcqDraftFrom },
  mcma: { fits: fitsMcmaAnswer, emptyDraft: emptyMcmaDraft, draftFrom: mcmaDraftFrom },
  mck: { fits: fitsMckAnswer, emptyDraft: emptyMckDraft, draftFrom: mckDraftFrom },
};

export function answerFormOf(type: string): TAnswerForm | undefined {
  return Object.hasOwn(ANSWER_FORMS, type) ? ANSWER_FORMS[type as ProblemType] : undefined;
}
