import { averageScore, countsForAverage, scoreFromCounts, SCORE_DEFINITION } from '../../../core/gradebook';
import type { SessionUser } from '../../http/context';
import { classesErrors } from './classes.errors';
import { findOwnedClass, presentClass, type ClassDeps } from './classes.usecases';
import { presentLearner } from './roll-call';

/**
 * A class's gradebook (issue 51, decision 080): its learners in roll-call order against its
 * assignments, oldest due first, each cell the learner's score 0-100 (core/gradebook.ts); per
 * learner the average over assignments whose due time has passed, per assignment the class's
 * average. Read from the class page's one statement: its per learner x assignment counts hold
 * everything a score needs. An assignment without a published problem has no scores.
 */
export async function getGradebook(deps: ClassDeps, { user, classId }: { user: SessionUser; classId: string }) {
  const row = await findOwnedClass(deps, { user, classId });
  if (row.archivedAt !== null) throw classesErrors.archived();
  const { members, assignments: latestFirst, counts } = await deps.assignments.classPage(classId);
  const now = deps.now();
  const assignments = [...latestFirst].reverse();
  const column = new Map(assignments.map((assignment, index) => [assignment.id, index]));
  const scores = new Map<string, (number | null)[]>(members.map((member) => [member.userId, assignments.map(() => null)]));
  for (const count of counts) {
    const index = column.get(count.assignmentId)!;
    scores.get(count.userId)![index] = scoreFromCounts(assignments[index]!, count);
  }
  const learners = members.map((member) => {
    const own = scores.get(member.userId)!;
    return {
      userId: member.userId,
      rollNumber: member.rollNumber,
      ...presentLearner({ name: member.name, email: member.email, loginName: member.loginName }),
      scores: own,
      average: averageScore(own.filter((_, index) => countsForAverage(assignments[index]!, now))),
    };
  });
  return {
    class: presentClass(row),
    definition: SCORE_DEFINITION,
    assignments: assignments.map((assignment, index) => ({
      id: assignment.id,
      title: assignment.title,
      dueAt: assignment.dueAt.toISOString(),
      closeAfterDue: assignment.closeAfterDue,
      problemCount: assignment.problemCount,
      due: countsForAverage(assignment, now),
      average: averageScore(learners.map((learner) => learner.scores[index]!)),
    })),
    learners,
  };
}

export type TGradebook = Awaited<ReturnType<typeof getGradebook>>;
