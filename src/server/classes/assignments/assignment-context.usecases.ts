import { assignmentProgress } from '../../../core/assignments';
import { nextUnsolvedIndex } from '../../../core/assignment-mode';
import { membershipsErrors } from '../memberships/memberships.errors';
import type { AssignmentContextRepository } from './assignment-context.repository';

type Deps = { repo: AssignmentContextRepository; now: Date };

// Where a problem stands in a Tugas the learner works through (issue 51): the banner's title and
// 'Soal 2 dari 5', the next problem to work, and the summary once all are solved. A problem that
// is not in the assignment, or an assignment of a class the learner is not in, is not found, with
// the one answer, so nothing tells the two apart.
export async function getAssignmentContext({ repo, now }: Deps, { userId, assignmentId, problemId }: { userId: string; assignmentId: string; problemId: string }) {
  const rows = await repo.problemsOf(assignmentId, userId);
  const current = rows.findIndex((row) => row.problemId === problemId);
  if (current < 0) throw membershipsErrors.assignmentNotFound();
  const { title, className, dueAt, timeZone, closeAfterDue } = rows[0]!;
  const terms = { dueAt: new Date(dueAt), closeAfterDue };
  const progress = assignmentProgress(terms, rows, now);
  const nextIndex = nextUnsolvedIndex(
    rows.map((row) => row.solvedAt !== null),
    current,
  );
  const next = nextIndex === null ? null : rows[nextIndex]!;
  return {
    serverNow: now.toISOString(),
    assignment: { id: assignmentId, title, className, dueAt: terms.dueAt.toISOString(), timeZone, closed: progress.closed },
    position: current + 1,
    total: rows.length,
    isSolved: rows[current]!.solvedAt !== null,
    next: next && {
      position: nextIndex! + 1,
      problemId: next.problemId,
      path: { categoryId: next.categoryId, topicId: next.topicId, subtopicId: next.subtopicId },
    },
    summary: { done: progress.done, total: progress.total, firstTryCorrect: progress.firstTryCorrect, late: progress.late, finished: progress.finished },
  };
}
