import { canSubmit, gradeAnswer, isSameAnswer } from '../../../core/grading';
import { solveHelpOf } from '../../../core/stuck-help';
import { DEFAULT_TIME_ZONE } from '../../../core/time-zone';
import { xpForSolve } from '../../../core/xp';
import type { SessionUser } from '../../http/context';
import type { MarkupCache } from '../../markup/markup-cache';
import { isVisibleToLearners, practiceHeadOf, problemInTryout, problemNotFound, type ProblemPageRow, revealFor } from '../../content';
import { openedHints } from '../help/help.usecases';
import { practiceErrors } from './practice.errors';
import type { MasteryContext, PracticeRepository, ProblemRow } from './practice.repository';

type Deps = { repo: PracticeRepository; markup: MarkupCache };
const revealDeps = ({ repo, markup }: Deps) => ({ linkedTheories: repo.linkedTheories, markup });

// Issue 34: what tells whether a correct answer makes its subtopic 'Mahir' (the held outline), and
// the learner's zone (for that, and when a wrong answer's card falls due), read before the
// answer's transaction: nothing waits on the pool while it holds a connection (decision 065).
type CheckOptions = { now?: Date; mastery?: () => Promise<MasteryContext> };

export type { TReveal, TSolutionView } from '../../content';

function optionCountOf(problem: ProblemRow): number {
  return problem.options ? Object.keys(problem.options).length : 0;
}

type ProblemCodes = { categoryId: string; topicId: string; subtopicId: string; problemId: string };
type LearnerState = Awaited<ReturnType<PracticeRepository['learnerState']>>;

// Issue 31: a draft is for admins only (the editor's 'Lihat di halaman siswa' previews it, with a
// banner); to learners and guests it is missing, as a problem that does not exist.
const visibleTo = <T extends { isPublished: boolean }>(row: T | undefined, user: SessionUser | null): T | undefined =>
  row && (isVisibleToLearners(row) || user?.role === 'admin') ? row : undefined;

// The learner's part of it: their progress with the hints they opened (issue 52) and, once solved
// or revealed ('Lihat pembahasan'), the key and the solution.
async function pageTailOf(deps: Deps, row: ProblemPageRow, user: SessionUser | null, learner: LearnerState | null) {
  return {
    progress: learner
      ? {
          isCorrect: learner.isCorrect,
          attemptsCount: learner.attemptsCount,
          lastAnswer: learner.lastAttempt?.answer ?? null,
          lastAnswerCorrect: learner.lastAttempt?.isCorrect ?? null,
          isBookmarked: learner.isBookmarked,
          hints: openedHints(deps.markup, row, learner.hintsOpened),
          isRevealed: learner.revealedAt !== null && !learner.isCorrect,
        }
      : null,
    reveal: learner?.isCorrect || learner?.revealedAt ? await revealFor(revealDeps(deps), row, user) : null,
  };
}

async function pageParts(deps: Deps, codes: ProblemCodes, user: SessionUser | null) {
  const row = visibleTo(await deps.repo.findProblemInPath(codes), user);
  if (!row) throw problemNotFound();
  // Nothing of the learner's either: their last answer to a solved problem is its key.
  if (row.heldByTryout) return { row, tail: { progress: null, reveal: null } };
  const learner = user ? await deps.repo.learnerState(user.id, row.id) : null;
  return { row, tail: await pageTailOf(deps, row, user, learner) };
}

export async function getProblemPage(deps: Deps, codes: ProblemCodes, user: SessionUser | null) {
  const { row, tail } = await pageParts(deps, codes, user);
  return { ...practiceHeadOf(deps.markup, row), ...tail };
}

/** A signed-in learner's own part of a problem's page (decision 078): their progress and, once solved, what they earned. */
export async function getProblemProgress(deps: Deps, codes: ProblemCodes, user: SessionUser) {
  return (await pageParts(deps, codes, user)).tail;
}

export async function checkAnswer(deps: Deps, problemCode: string, rawAnswer: unknown, user: SessionUser | null, { now = new Date(), mastery }: CheckOptions = {}) {
  const problem = visibleTo(await deps.repo.findProblemToCheck(problemCode), user);
  if (!problem) throw problemNotFound();
  if (problem.heldByTryout) throw problemInTryout();
  // The answer's shape for this problem (core/answer-fit.ts), checked directly: a zod schema made
  // for each problem (answerSchemaFor, deleted) cost more to build than the check it made.
  if (!canSubmit(problem, rawAnswer)) throw practiceErrors.invalidAnswer([{ path: '', message: 'answer_does_not_fit_problem' }]);
  const answer = rawAnswer;
  // An answer that is not a number, in number mode, is refused before anything is read or
  // written: it is not an attempt and costs nothing (issue 14).
  const grade = gradeAnswer(problem, answer);
  if (grade === 'invalid') throw practiceErrors.notANumber();

  if (!user) {
    // Guests: graded, nothing saved (spec 1).
    const isCorrect = grade === 'correct';
    return {
      result: { isCorrect, attemptsCount: null, isRepeat: false, xpAwarded: 0, xpTotal: null },
      reveal: isCorrect ? await revealFor(revealDeps(deps), problem, null) : null,
      moment: null,
    };
  }

  const isCorrectAnswer = grade === 'correct';
  // Every answer of a learner: a correct one may make its subtopic 'Mahir', a wrong one enters a
  // card due at the start of their next day (decision 086).
  const masteryContext = mastery ? await mastery() : undefined;
  const outcome = await deps.repo.recordAttempt(
    user.id,
    problem.id,
    now,
    (state) => {
      // Once correct the answer is locked; the same answer as last time is not a new attempt.
      if (state.isCorrect) return { kind: 'unchanged' };
      if (state.lastAttempt && isSameAnswer(state.lastAttempt.answer, answer, problem)) return { kind: 'unchanged' };
      // Hints halve it, the key revealed today leaves none (core/xp.ts, decision 085).
      const help = solveHelpOf(state, now, masteryContext?.timeZone ?? DEFAULT_TIME_ZONE);
      const xp = isCorrectAnswer ? xpForSolve({ type: problem.type, optionCount: optionCountOf(problem), attemptNumber: state.attemptsCount + 1, help }) : 0;
      return { kind: 'attempt', answer, isCorrect: isCorrectAnswer, xp };
    },
    masteryContext,
  );
  if (!outcome) throw problemNotFound();
  const isCorrect = outcome.recorded ? outcome.isCorrect : outcome.isCorrect || (outcome.lastAttempt?.isCorrect ?? false);
  return {
    result: {
      isCorrect,
      attemptsCount: outcome.attemptsCount,
      isRepeat: !outcome.recorded,
      xpAwarded: outcome.xpAwarded,
      xpTotal: outcome.xpTotal,
    },
    reveal: isCorrect ? await revealFor(revealDeps(deps), problem, user) : null,
    // Issue 52.5: this answer made the subtopic 'Mahir' or finished it (the page shows a moment).
    moment: outcome.moment && (outcome.moment.reachedMahir || outcome.moment.finishedSubtopic) ? outcome.moment : null,
  };
}
