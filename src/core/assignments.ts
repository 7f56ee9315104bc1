// Issue 35: when an assigned problem counts as done, when an assignment is late or closed, and
// what a teacher's report says of a learner. Solving a problem is practising it: its progress
// row (correct, and when) is the only input, so a problem solved before the assignment counts,
// with its original date (the answer locks once correct, spec 6).

export type TAssignmentTerms = { dueAt: Date; closeAfterDue: boolean };

// A problem is done when solved by the due time; after it, done and late, unless the assignment
// closes at its due time: then a later solve does not count for it.
export function problemOutcome(solvedAt: Date | null, { dueAt, closeAfterDue }: TAssignmentTerms): { done: boolean; late: boolean } {
  if (solvedAt === null) return { done: false, late: false };
  if (solvedAt.getTime() <= dueAt.getTime()) return { done: true, late: false };
  return closeAfterDue ? { done: false, late: false } : { done: true, late: true };
}

export function isClosed({ dueAt, closeAfterDue }: TAssignmentTerms, now: Date): boolean {
  return closeAfterDue && now.getTime() > dueAt.getTime();
}

// One learner's progress on one assigned problem (published problems only).
export type TProblemProgress = { solvedAt: Date | null; attempts: number; firstTryCorrect: boolean; revealed?: boolean };

export type TLearnerStatus = 'solved' | 'attempted' | 'not_started';
export const LEARNER_STATUS_LABELS: Record<TLearnerStatus, string> = { solved: 'Selesai', attempted: 'Dikerjakan', not_started: 'Belum mulai' };

export type TAssignmentProgress = {
  total: number;
  done: number;
  finished: boolean;
  closed: boolean;
  // A problem done after the due time, or the due time passed with the assignment unfinished.
  late: boolean;
  attempts: number;
  firstTryCorrect: number;
  // When the last problem was done, once all are.
  finishedAt: Date | null;
  status: TLearnerStatus;
};

export function assignmentProgress(terms: TAssignmentTerms, problems: readonly TProblemProgress[], now: Date): TAssignmentProgress {
  let done = 0;
  let someLate = false;
  let attempts = 0;
  let firstTryCorrect = 0;
  let lastDoneAt: Date | null = null;
  for (const problem of problems) {
    const outcome = problemOutcome(problem.solvedAt, terms);
    attempts += problem.attempts;
    if (problem.firstTryCorrect) firstTryCorrect += 1;
    if (!outcome.done) continue;
    done += 1;
    someLate ||= outcome.late;
    if (lastDoneAt === null || problem.solvedAt!.getTime() > lastDoneAt.getTime()) lastDoneAt = problem.solvedAt;
  }
  const total = problems.length;
  const finished = total > 0 && done === total;
  const status: TLearnerStatus = finished ? 'solved' : done > 0 || attempts > 0 ? 'attempted' : 'not_started';
  return {
    total,
    done,
    finished,
    closed: isClosed(terms, now),
    late: someLate || (!finished && now.getTime() > terms.dueAt.getTime()),
    attempts,
    firstTryCorrect,
    finishedAt: finished ? lastDoneAt : null,
    status,
  };
}

// The same rule over counts, as SQL groups an assignment's problems for many learners at once:
// how many were solved by the due time and how many after it.
export type TSolveCounts = { total: number; onTime: number; afterDue: number };

export function assignmentCounts(terms: TAssignmentTerms, { total, onTime, afterDue }: TSolveCounts, now: Date) {
  const done = onTime + (terms.closeAfterDue ? 0 : afterDue);
  const finished = total > 0 && done === total;
  const someLate = !terms.closeAfterDue && afterDue > 0;
  return { total, done, finished, closed: isClosed(terms, now), late: someLate || (!finished && now.getTime() > terms.dueAt.getTime()) };
}

// A learner's list: what is still open by due time (soonest first), then what is finished or
// closed, the most recent first.
export function learnerAssignmentOrder<T extends { dueAt: Date; finished: boolean; closed: boolean }>(assignments: readonly T[]): T[] {
  const isOpen = (assignment: T) => !assignment.finished && !assignment.closed;
  return [...assignments].sort((left, right) => {
    if (isOpen(left) !== isOpen(right)) return isOpen(left) ? -1 : 1;
    const byDue = left.dueAt.getTime() - right.dueAt.getTime();
    return isOpen(left) ? byDue : -byDue;
  });
}

// The dashboard's 'Tugas' card holds at most this many open assignments.
export const DASHBOARD_ASSIGNMENTS = 3;

// first-try correct / attempted, or null when nothing was attempted.
export const rateOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
