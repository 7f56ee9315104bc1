import type { TAnswerMode } from '../core/answer-mode';
import type { ProblemType, TSubmittedAnswer } from '../core/problem-shapes';

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

// What grading reads of a problem, and what the learner answered against: its type, key, options
// (mck: statements) and, per type, categories or number mode with its tolerance.
export type TGradingFields = TGradableProblem & { options?: Readonly<Record<string, string>> | null; answerCategories?: readonly string[] | null };

// The columns only some types use, as a learner's view of the problem carries them.
export type TViewFields = { answerCategories: string[]; answerMode: TAnswerMode };

// What the server and the rules know about one problem type, in its folder's definition.ts. The
// answer form's part (what fits, the drafts) is its answer-form.ts, which learners' pages load
// without the grader; the zod schemas are its schema.ts, which they never load.
export type TProblemTypeDefinition<Answer extends TSubmittedAnswer = TSubmittedAnswer> = {
  type: ProblemType;
  // The admin's name of the type.
  label: string;
  // The stored answer key as graded and revealed (older mcma rows keep JSON text); null when it
  // does not fit the type.
  normaliseStored: (stored: unknown) => Answer | null;
  // The one judge of an answer that fits. A stored answer that does not fit its type grades as
  // wrong instead of failing the request.
  grade: (problem: TGradableProblem, submitted: TSubmittedAnswer) => TGrade;
  // Spec 4: resubmitting the previous answer is not a new attempt.
  isSame: (previous: unknown, current: TSubmittedAnswer, problem: TGradableProblem) => boolean;
  // Whether an edit keeps the type's own grading rule (categories, number mode); the key and the
  // options are compared for every type (grading.ts, isSameGrading).
  isSameRule: (before: TGradingFields, after: TGradingFields) => boolean;
  // Item analytics: wrong answers counted by what they mean. Null for a value not of this type's
  // shape (analytics then keys it by its shape alone).
  answerKey: (problem: { answerMode?: string }, answer: unknown) => TAnswerKey | null;
  // Spec 9: XP of a first-attempt solve before the attempt multiplier; optionCount is the number
  // of options (mcma) or statements (mck).
  baseXp: (optionCount: number) => number;
  // The type's own columns as learners see them; the others are sent empty.
  viewFields: (problem: TViewFields) => TViewFields;
};

// The choice types use neither categories nor an answer mode.
export const choiceViewFields = (): TViewFields => ({ answerCategories: [], answerMode: 'text' });
