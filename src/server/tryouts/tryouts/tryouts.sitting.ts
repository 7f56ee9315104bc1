import { closingOf, nextSectionToStart, remainingMs, sectionDeadline, sittingSectionState, learnerTryoutState } from '../../../core/tryout-sitting';
import type { Database } from '../../db/client';
import type { MarkupCache } from '../../markup/markup-cache';
import { type ProblemPageRow, type ProblemReadRepository, problemView } from '../../content';
import { tryoutsErrors } from './tryouts.errors';
import type { SittingSnapshot, SittingWrites, TryoutRow, TryoutsRepository, Tx } from './tryouts.repository';

// The scoring service's entry a finished sitting calls (src/server/tryouts/tryout-scoring/, issue 36 contract).
export type SittingScoring = { scoreSitting: (tx: Tx, sittingId: string, stage: 'provisional') => Promise<unknown> };

export type TryoutDeps = {
  db: Database;
  repo: TryoutsRepository;
  problems: Pick<ProblemReadRepository, 'findProblem' | 'findProblemOfRecord' | 'linkedTheories'>;
  markup: MarkupCache;
  scoring: SittingScoring;
  now: () => Date;
};

// A problem as a learner sees it during a tryout: the practice view without whether a solution exists.
export function tryoutProblemView(markup: MarkupCache, row: ProblemPageRow) {
  const { hasSolution: _hasSolution, ...view } = problemView(markup, row);
  return view;
}
export type TTryoutProblemView = ReturnType<typeof tryoutProblemView>;

export async function findTryout({ repo }: Pick<TryoutDeps, 'repo'>, tryoutId: string) {
  const tryout = await repo.findTryout(tryoutId);
  if (!tryout) throw tryoutsErrors.tryoutNotFound();
  return tryout;
}

/** Whether a read of this sitting must first close something (a deadline passed, the window closed). */
export function needsClosing(tryout: TryoutRow, sitting: SittingSnapshot, now: Date) {
  if (sitting.finishedAt !== null) return false;
  const closing = closingOf({ sections: tryout.sections, started: sitting.started, closesAt: tryout.closesAt }, now);
  return closing.expired.length > 0 || closing.finishes;
}

// Ends what the clock has ended, then (POST /sitting) starts the next section if none runs, and
// (submit) ends the one submitted; when the last section is over the sitting finishes and its
// provisional score is written, all in the transaction that holds the sitting's lock. Answers the
// sitting as these writes leave it.
async function applyRules(
  deps: TryoutDeps,
  writes: SittingWrites,
  tryout: TryoutRow,
  sitting: SittingSnapshot,
  now: Date,
  action: { start?: boolean; submit?: string },
): Promise<SittingSnapshot> {
  if (sitting.finishedAt !== null) return sitting;
  const started = sitting.started.map((section) => ({ ...section }));
  const { expired } = closingOf({ sections: tryout.sections, started, closesAt: tryout.closesAt }, now);
  if (expired.length > 0) await writes.endSectionsAtDeadline(sitting.id, expired);
  for (const section of started) if (expired.includes(section.sectionId)) section.endedAt = section.deadlineAt;
  const submitted = action.submit && started.find((section) => section.sectionId === action.submit && section.endedAt === null);
  if (submitted) {
    await writes.submitSection(sitting.id, submitted.sectionId, now);
    submitted.endedAt = now;
  }
  // The answers shown are the running section's: none once it has ended.
  const answers = started.some((section) => section.endedAt === null) ? sitting.answers : [];
  const { finishes } = closingOf({ sections: tryout.sections, started, closesAt: tryout.closesAt }, now);
  if (finishes) {
    // When its last section ended; a sitting the window's close cut short (a section never started) at the close.
    const allEnded = started.length === tryout.sections.length && started.every((section) => section.endedAt !== null);
    const finishedAt = allEnded ? new Date(Math.max(...started.map((section) => section.endedAt!.getTime()))) : tryout.closesAt;
    await writes.finishSitting(sitting.id, finishedAt);
    await deps.scoring.scoreSitting(writes.tx, sitting.id, 'provisional');
    return { ...sitting, finishedAt, started, answers };
  }
  const next = action.start ? nextSectionToStart(tryout.sections, started, now, tryout.closesAt) : null;
  const section = next && tryout.sections.find((candidate) => candidate.id === next);
  if (!section) return { ...sitting, started, answers };
  const deadlineAt = sectionDeadline(now, section.durationSeconds, tryout.closesAt);
  await writes.startSection(sitting.id, section.id, now, deadlineAt);
  return { ...sitting, started: [...started, { sectionId: section.id, deadlineAt, endedAt: null }], answers: [] };
}

/**
 * The sitting after its rules ran in one transaction (created first when `create`; undefined:
 * none), with the tryout they ran on: the first sitting ever locks the tryout's sections and
 * problems (the admin's editor waits for that row, then refuses), and reads them again under that
 * lock, as an edit may have landed since they were read.
 */
export async function settleSitting(deps: TryoutDeps, tryout: TryoutRow, userId: string, action: { create?: boolean; start?: boolean; submit?: string }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const writes = deps.repo.inTransaction(tx);
    let current = tryout;
    if (action.create && (await writes.createSitting(tryout.id, userId, now)) && tryout.firstStartedAt === null && (await writes.lockTryout(tryout.id, now))) {
      const locked = await writes.findTryout(tryout.id);
      if (!locked) throw tryoutsErrors.tryoutNotFound();
      current = locked;
    }
    const sitting = await writes.lockSitting(tryout.id, userId);
    return { tryout: current, sitting: sitting && (await applyRules(deps, writes, current, sitting, now, action)) };
  });
}

/** The sitting as read, or as it stands once its lapsed deadlines are closed. */
async function closedIfDue(deps: TryoutDeps, tryout: TryoutRow, userId: string, sitting: SittingSnapshot | undefined) {
  if (!sitting || !needsClosing(tryout, sitting, deps.now())) return sitting;
  return (await settleSitting(deps, tryout, userId, {})).sitting;
}

/** The learner's sitting as it stands now, its lapsed deadlines closed first. */
export async function currentSitting(deps: TryoutDeps, tryout: TryoutRow, userId: string) {
  return closedIfDue(deps, tryout, userId, await deps.repo.findSitting(tryout.id, userId));
}

// TSittingState (issue 36 contract): the sections and, while one runs, its problems with the
// learner's answers and flags. Nothing here says whether an answer is right. The running section's
// problem views come first (`views`, the same for all its sitters and most of the bytes), and
// `current.problems` carries the learner's part of each, in the same order.
export async function sittingState(deps: TryoutDeps, tryout: TryoutRow, sitting: SittingSnapshot) {
  const now = deps.now();
  const startedBy = new Map(sitting.started.map((section) => [section.sectionId, section]));
  const running = sitting.started.find((section) => section.endedAt === null);
  const section = running && tryout.sections.find((candidate) => candidate.id === running.sectionId);
  const answers = new Map(sitting.answers.map((answer) => [answer.problemId, answer]));
  const found = section ? await Promise.all(section.problems.map((problem) => deps.problems.findProblem(problem.code))) : [];
  const shown = section ? section.problems.flatMap((problem, index) => (found[index] ? [{ position: index + 1, problem, row: found[index] }] : [])) : [];
  const state = {
    serverNow: now.toISOString(),
    sittingId: sitting.id,
    status: sitting.finishedAt === null ? ('in-progress' as const) : ('finished' as const),
    sections: tryout.sections.map((candidate) => ({
      id: candidate.id,
      name: candidate.name,
      durationSeconds: candidate.durationSeconds,
      problemCount: candidate.problems.length,
      state: sittingSectionState(startedBy.get(candidate.id)),
    })),
    current:
      running && section
        ? {
            sectionId: section.id,
            name: section.name,
            deadlineAt: running.deadlineAt.toISOString(),
            remainingMs: remainingMs(running.deadlineAt, now),
            problems: shown.map(({ position, problem, row }) => {
              const answer = answers.get(problem.id);
              return { position, problemId: row.problemId, answer: answer?.answer ?? null, flagged: answer?.flagged ?? false };
            }),
          }
        : null,
  };
  return { views: shown.map(({ row }) => tryoutProblemView(deps.markup, row)), ...state };
}

export type TSittingState = Awaited<ReturnType<typeof sittingState>>;

// POST /tryouts/:id/sitting: starts the sitting (once) or resumes it, and starts the next section
// if none runs. A running section that is still on time is answered from one read, no write.
export async function startOrResume(deps: TryoutDeps, { tryoutId, userId }: { tryoutId: string; userId: string }) {
  // Both reads at once: a resume is answered from them alone.
  const [tryout, existing] = await Promise.all([findTryout(deps, tryoutId), deps.repo.findSitting(tryoutId, userId)]);
  const now = deps.now();
  const runsOnTime = existing && existing.finishedAt === null && existing.started.some((section) => section.endedAt === null) && !needsClosing(tryout, existing, now);
  if (runsOnTime) return sittingState(deps, tryout, existing);
  const state = learnerTryoutState(tryout, now);
  if (!existing && state === 'open' && tryout.firstStartedAt !== null) {
    const first = await firstStart(deps, tryout, userId, now);
    if (first) return sittingState(deps, tryout, first);
  }
  const settled = await settleSitting(deps, tryout, userId, { create: state === 'open', start: true });
  if (!settled.sitting) throw tryoutsErrors.notOpen(state === 'closed');
  return sittingState(deps, settled.tryout, settled.sitting);
}

// The usual start (5,000 learners at a tryout's opening): the tryout is locked already (its sections
// cannot change), the learner has no sitting, and nothing has ended; one statement writes the sitting
// and its first section (decision 059's addendum). Undefined when another tab won the insert.
async function firstStart(deps: TryoutDeps, tryout: TryoutRow, userId: string, now: Date): Promise<SittingSnapshot | undefined> {
  const next = nextSectionToStart(tryout.sections, [], now, tryout.closesAt);
  const section = next ? tryout.sections.find((candidate) => candidate.id === next) : undefined;
  if (!section) return undefined;
  const deadlineAt = sectionDeadline(now, section.durationSeconds, tryout.closesAt);
  const id = await deps.repo.startFirstSection({ tryoutId: tryout.id, userId, now, sectionId: section.id, deadlineAt });
  return id === undefined ? undefined : { id, finishedAt: null, started: [{ sectionId: section.id, deadlineAt, endedAt: null }], answers: [] };
}

export async function getSitting(deps: TryoutDeps, { tryoutId, userId }: { tryoutId: string; userId: string }) {
  const [tryout, read] = await Promise.all([findTryout(deps, tryoutId), deps.repo.findSitting(tryoutId, userId)]);
  const sitting = await closedIfDue(deps, tryout, userId, read);
  if (!sitting) throw tryoutsErrors.sittingNotFound();
  return sittingState(deps, tryout, sitting);
}

// A submit of a section already over answers the same state (a double click is one submit); a
// section not started yet is refused.
export async function submitSection(deps: TryoutDeps, { tryoutId, userId, sectionId }: { tryoutId: string; userId: string; sectionId: string }) {
  const tryout = await findTryout(deps, tryoutId);
  if (!tryout.sections.some((section) => section.id === sectionId)) throw tryoutsErrors.sectionNotFound();
  const { sitting } = await settleSitting(deps, tryout, userId, { submit: sectionId });
  if (!sitting) throw tryoutsErrors.sittingNotFound();
  if (!sitting.started.some((section) => section.sectionId === sectionId)) throw tryoutsErrors.sectionNotCurrent();
  return sittingState(deps, tryout, sitting);
}
