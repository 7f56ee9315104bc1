import { dateInTimeZone } from '../../../core/dashboard';
import { hintRefusal } from '../../../core/stuck-help';
import type { SessionUser } from '../../http/context';
import type { MarkupCache } from '../../markup/markup-cache';
import { isVisibleToLearners, problemInTryout, problemNotFound, revealFor, type ProblemRow } from '../../content';
import type { PracticeRepository } from '../practice/practice.repository';
import { helpErrors } from './help.errors';
import type { HelpRepository } from './help.repository';

// Issue 52 (decision 085): a stuck learner's hints and way out. The server decides each step from
// the learner's progress (core/stuck-help.ts); nothing of a hint, the key or the solution leaves it
// before the learner opened that step.

export type HelpDeps = { repo: HelpRepository; practice: Pick<PracticeRepository, 'findProblemToCheck' | 'learnerState' | 'linkedTheories'>; markup: MarkupCache };

type HintSource = Pick<ProblemRow, 'hints'> & { hintsHtml: string[] | null };

/** The first `count` hint steps as learners see them: stored HTML, or rendered now (a stale row). */
export const openedHints = (markup: MarkupCache, problem: HintSource, count: number): string[] =>
  problem.hints.slice(0, count).map((hint, index) => problem.hintsHtml?.[index] ?? markup.block(hint));

// A published problem not held by a tryout; a draft is nobody's to get help on, an admin's neither.
async function problemForHelp(deps: HelpDeps, problemCode: string) {
  const problem = await deps.practice.findProblemToCheck(problemCode);
  if (!isVisibleToLearners(problem)) throw problemNotFound();
  if (problem.heldByTryout) throw problemInTryout();
  return problem;
}

/** Opens hint `step` (1-based) when it is the next, or sends it again when it is open already. */
export async function openHint(deps: HelpDeps, user: SessionUser, problemCode: string, step: number) {
  const problem = await problemForHelp(deps, problemCode);
  const hintCount = problem.hints.length;
  const answerOf = (hintsOpened: number) => ({ step, hintCount, hintsOpened, hints: openedHints(deps.markup, problem, hintsOpened) });
  for (let reads = 0; reads < 2; reads += 1) {
    const state = await deps.practice.learnerState(user.id, problem.id);
    if (step <= state.hintsOpened) return answerOf(state.hintsOpened);
    const refusal = hintRefusal(state, hintCount);
    if (refusal === 'no_wrong_answer') throw helpErrors.noWrongAnswer();
    if (refusal === 'no_more_hints' || step > hintCount) throw helpErrors.noMoreHints();
    if (step !== state.hintsOpened + 1) throw helpErrors.stepOutOfOrder();
    if (await deps.repo.openHint(user.id, problem.id, step)) return answerOf(step);
    // Another request opened it meanwhile: read again, and answer as for it.
  }
  throw helpErrors.stepOutOfOrder();
}

/**
 * 'Lihat pembahasan' / 'Saya menyerah': the key and the solution, at any time, for a signed-in
 * learner. The first reveal of an unsolved problem records it (no XP for it today, core/xp.ts) and
 * queues it for the start of the learner's next day; a second one, or one of a solved problem,
 * writes nothing and shows the same.
 */
export async function revealProblem(deps: HelpDeps, user: SessionUser, problemCode: string, now: Date, timeZone: string) {
  const problem = await problemForHelp(deps, problemCode);
  const state = await deps.practice.learnerState(user.id, problem.id);
  if (!state.isCorrect && state.revealedAt === null) await deps.repo.reveal(user.id, problem.id, now, dateInTimeZone(now, timeZone), timeZone);
  return { reveal: await revealFor({ linkedTheories: deps.practice.linkedTheories, markup: deps.markup }, problem, user), isRevealed: !state.isCorrect };
}
