import { gradeAnswer, type TGradableProblem, type TGrade } from '../grading';
import type { TSubmittedAnswer } from '../problem-shapes';
import type { TResponse } from './calibrate';

// A tryout answer as IRT sees it (decision 057): 1 when the app's one grader (grading.ts, the
// problem-type registry) says 'correct', else 0. So an mck item is right only when every statement
// is right, an mcma one only with exactly the right options, as in practice; an answer number
// mode cannot read ('invalid') or that does not fit the type is 0.
//
// An item not answered is `unanswered`: 'missing' (null: skipped, for calibration, where an item a
// learner did not reach says nothing of it) or 'wrong' (0: for scoring a submitted section, as the
// exam counts a blank; skipping the hard items must not raise a score).
export type TUnanswered = 'missing' | 'wrong';

export function irtResponse(problem: TGradableProblem, answer: TSubmittedAnswer | null | undefined, unanswered: TUnanswered): TResponse {
  return irtResponseFromGrade(answer === null || answer === undefined ? null : gradeAnswer(problem, answer), unanswered);
}

// The same from a grade already given by gradeAnswer (an answer stored with its grade); null for
// an item not answered.
export function irtResponseFromGrade(grade: TGrade | null, unanswered: TUnanswered): TResponse {
  if (grade === null) return unanswered === 'missing' ? null : 0;
  return grade === 'correct' ? 1 : 0;
}
