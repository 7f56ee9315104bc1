import { canSubmit, gradeAnswer } from '../../../core/grading';
import type { TSubmittedAnswer } from '../../../problem-types';
import { learnerTryoutState, remainingMs, type TLearnerTryoutState } from '../../../core/tryout-sitting';
import { tryoutsErrors } from './tryouts.errors';
import type { TryoutRow } from './tryouts.repository';
import { currentSitting, findTryout, settleSitting, type TryoutDeps } from './tryouts.sitting';

// Learners see at most this many tryouts (the newest windows); a year of weekly tryouts fits.
const LISTED_TRYOUTS = 100;
const LIST_ORDER: Record<TLearnerTryoutState, number> = { open: 0, upcoming: 1, closed: 2 };

type LearnerSitting = { finishedAt: Date | null; scored: boolean } | null;

// TTryoutSummary (issue 36 contract). resultReady: the window has closed and the sitting is scored.
function summaryOf(tryout: TryoutRow, sitting: LearnerSitting, now: Date) {
  // Only published tryouts are read here.
  const state = learnerTryoutState(tryout, now) as TLearnerTryoutState;
  return {
    id: tryout.id,
    title: tryout.title,
    description: tryout.description,
    opensAt: tryout.opensAt.toISOString(),
    closesAt: tryout.closesAt.toISOString(),
    state,
    sections: tryout.sections.map((section) => ({ name: section.name, durationSeconds: section.durationSeconds, problemCount: section.problems.length })),
    sitting: sitting && {
      status: sitting.finishedAt === null ? ('in-progress' as const) : ('finished' as const),
      resultReady: state === 'closed' && sitting.finishedAt !== null && sitting.scored,
    },
  };
}
export type TTryoutSummary = ReturnType<typeof summaryOf>;

// A sitting the clock has ended but nobody has read since is closed on the way (rare: the learner
// left before a deadline and comes back to the list).
async function settledSitting(deps: TryoutDeps, tryout: TryoutRow, userId: string, listed: LearnerSitting): Promise<LearnerSitting> {
  if (!listed || listed.finishedAt !== null || learnerTryoutState(tryout, deps.now()) !== 'closed') return listed;
  const sitting = await currentSitting(deps, tryout, userId);
  return sitting ? { finishedAt: sitting.finishedAt, scored: sitting.finishedAt !== null } : null;
}

export async function listTryouts(deps: TryoutDeps, { userId }: { userId: string }) {
  const rows = await deps.repo.listTryouts(userId, LISTED_TRYOUTS);
  const now = deps.now();
  const summaries = await Promise.all(rows.map(async ({ tryout, sitting }) => summaryOf(tryout, await settledSitting(deps, tryout, userId, sitting), now)));
  // Open first, then upcoming (soonest first), then closed (newest first).
  const ordered = summaries.sort((a, b) => LIST_ORDER[a.state] - LIST_ORDER[b.state] || (a.state === 'upcoming' ? a.opensAt.localeCompare(b.opensAt) : b.opensAt.localeCompare(a.opensAt)));
  return { serverNow: now.toISOString(), tryouts: ordered };
}

export async function getTryout(deps: TryoutDeps, { tryoutId, userId }: { tryoutId: string; userId: string }) {
  const tryout = await findTryout(deps, tryoutId);
  const sitting = await currentSitting(deps, tryout, userId);
  const scored = sitting?.finishedAt ? (await deps.repo.resultData(sitting.id)).score !== undefined : false;
  return { serverNow: deps.now().toISOString(), tryout: summaryOf(tryout, sitting ? { finishedAt: sitting.finishedAt, scored } : null, deps.now()) };
}

// PUT .../answers/:problemId: graded on save by the app's one grader, exactly as practice checks
// an answer (its shape for this problem, then number mode), stored, and never returned. One
// statement saves it; only a refusal reads more, to say why.
export async function saveAnswer(
  deps: TryoutDeps,
  { tryoutId, userId, problemCode, answer, flagged }: { tryoutId: string; userId: string; problemCode: string; answer: TSubmittedAnswer | null; flagged: boolean },
) {
  const problem = await deps.problems.findProblem(problemCode);
  if (!problem) throw tryoutsErrors.problemNotInSection();
  let correct: boolean | null = null;
  if (answer !== null) {
    if (!canSubmit(problem, answer)) throw tryoutsErrors.invalidAnswer();
    const grade = gradeAnswer(problem, answer);
    if (grade === 'invalid') throw tryoutsErrors.notANumber();
    correct = grade === 'correct';
  }
  const now = deps.now();
  const written = await deps.repo.saveAnswer({ tryoutId, userId, problemId: problem.id, answer, correct, flagged, now });
  if (written.saved && written.deadlineAt) return { serverNow: now.toISOString(), savedAt: now.toISOString(), remainingMs: remainingMs(written.deadlineAt, now) };
  return refuseAnswer(deps, { tryoutId, userId, problemId: problem.id, sawSection: written.deadlineAt !== null });
}

// Why an answer was not saved: its section is over (closed now if only its deadline said so) → 409;
// the problem is in no section the learner has reached, or there is no sitting → 404.
async function refuseAnswer(deps: TryoutDeps, { tryoutId, userId, problemId, sawSection }: { tryoutId: string; userId: string; problemId: number; sawSection: boolean }): Promise<never> {
  const tryout = await deps.repo.findTryout(tryoutId);
  if (!tryout) throw tryoutsErrors.tryoutNotFound();
  const sitting = sawSection ? (await settleSitting(deps, tryout, userId, {})).sitting : await currentSitting(deps, tryout, userId);
  if (!sitting) throw tryoutsErrors.problemNotInSection();
  const section = tryout.sections.find((candidate) => candidate.problems.some((problem) => problem.id === problemId));
  const started = section && sitting.started.find((candidate) => candidate.sectionId === section.id);
  if (started && (started.endedAt !== null || sawSection)) throw tryoutsErrors.sectionClosed();
  throw tryoutsErrors.problemNotInSection();
}
