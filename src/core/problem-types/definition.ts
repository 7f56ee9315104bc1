import type { TAnswerMode } from '../answer-mode';
import type { ProblemType, TAnswerableProblem, TSubmittedAnswer } from '../problem-shapes';

export type TGradableProblem = {
  type: string;
  answer: unknown;
  // Input problems only (issue 14); absent means 'text', spec 5's comparison.
  answerMode?: TAnswerMode;
  // A plain decimal (Postgres numeric text, e.g. '0.01'); null or absent: exact.
  answerTolerance?: string | null;
};

export type TGrade = 'correct' | 'wrong' | 'invalid';

// How analytics counts a wrong answer: answers with the same key are one answer, shown as display.
export type TAnswerKey = { key: string; display: string };

// Everything the app knows about one problem type, in the type's own file. A new type is one new
// file and an entry in index.ts. Drafts and the answer fit are also exported as named functions,
// so the learner's problem page imports them alone (answer-forms.ts) without the grader.
export type TProblemTypeDefinition<Answer extends TSubmittedAnswer = TSubmittedAnswer> = {
  type: ProblemType;
  // The stored answer key as graded and revealed (older mcma rows keep JSON text); null when it
  // does not fit the type.
  normaliseStored: (stored: unknown) => Answer | null;
  // Whether a learner's answer fits this problem's own options and categories.
  fits: (problem: TAnswerableProblem, draft: unknown) => draft is Answer;
  // The one judge of an answer that fits. A stored answer that does not fit its type grades as
  // wrong instead of failing the request.
  grade: (problem: TGradableProblem, submitted: TSubmittedAnswer) => TGrade;
  // Spec 4: resubmitting the previous answer is not a new attempt.
  isSame: (previous: unknown, current: TSubmittedAnswer, problem: TGradableProblem) => boolean;
  // Item analytics: wrong answers counted by what they mean. Null for a value not of this type's
  // shape (analytics then keys it by its shape alone).
  answerKey: (problem: { answerMode?: string }, answer: unknown) => TAnswerKey | null;
  // Spec 9: XP of a first-attempt solve before the attempt multiplier; optionCount is the number
  // of options (mcma) or statements (mck).
  baseXp: (optionCount: number) => number;
  // What the SPA's answer form starts from (draftFrom(undefined)), and a saved or revealed answer
  // fitted to its inputs.
  emptyDraft: () => Answer;
  draftFrom: (value: unknown) => Answer;
};
