import { canSubmit } from './answer-fit';
import { gradeAnswer, type TGradableProblem, type TGrade } from './grading';
import type { TAnswerableProblem } from './problem-shapes';
import { xpForSolve } from './xp';

export type TScorableProblem = TGradableProblem & TAnswerableProblem;

// One answered problem of a set. attemptNumber (1-based) sets the XP multiplier; absent: a first try.
export type TSetAnswer = { problem: TScorableProblem; answer: unknown; attemptNumber?: number };

export type TSetScore = {
  // In the order given: 'invalid' for an answer that does not fit its problem (or, in number
  // mode, is not a number), which earns nothing.
  results: { grade: TGrade; xp: number }[];
  correctCount: number;
  totalXp: number;
};

export function optionCountOf(options: unknown): number {
  return typeof options === 'object' && options !== null ? Object.keys(options).length : 0;
}

// A whole set scored at once (a tryout, a review round): each answer checked against its own
// problem, graded, and paid the XP a solve on that attempt earns.
export function scoreAnswerSet(answers: readonly TSetAnswer[]): TSetScore {
  const results = answers.map(({ problem, answer, attemptNumber = 1 }) => {
    const grade: TGrade = canSubmit(problem, answer) ? gradeAnswer(problem, answer) : 'invalid';
    const xp = grade === 'correct' ? xpForSolve({ type: problem.type, optionCount: optionCountOf(problem.options), attemptNumber }) : 0;
    return { grade, xp };
  });
  return {
    results,
    correctCount: results.filter((result) => result.grade === 'correct').length,
    totalXp: results.reduce((total, result) => total + result.xp, 0),
  };
}
