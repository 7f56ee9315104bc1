import { problemOutcome } from '../../../core/assignments';
import { normaliseClassCode } from '../../../core/class-code';
import type { AssignmentContextRepository } from '../assignments/assignment-context.repository';
import type { LearnerAssignments } from '../assignments/learner-assignments';
import type { SessionUser } from '../../http/context';
import { membershipsErrors } from './memberships.errors';
import type { MembershipsRepository } from './memberships.repository';

type Deps = { repo: MembershipsRepository; learnerAssignments: LearnerAssignments; assignmentProblems: AssignmentContextRepository; now: () => Date };

// A class by a code as typed or linked; a wrong, rotated or archived one is one answer.
async function classByCode({ repo }: Pick<Deps, 'repo'>, typed: string) {
  const code = normaliseClassCode(typed);
  const found = code === null ? undefined : await repo.findByCode(code);
  if (!found) throw membershipsErrors.codeNotFound();
  return found;
}

export async function previewClass(deps: Pick<Deps, 'repo'>, { code }: { code: string }) {
  const found = await classByCode(deps, code);
  return { name: found.name, teacherName: found.teacherName, memberCount: found.memberCount };
}

export async function joinClass(deps: Pick<Deps, 'repo'>, { user, code }: { user: SessionUser; code: string }) {
  const found = await classByCode(deps, code);
  if (found.ownerId === user.id) throw membershipsErrors.ownClass();
  if ((await deps.repo.join(found.id, user.id)) === 'removed') throw membershipsErrors.removed();
  return { id: found.id, name: found.name, teacherName: found.teacherName };
}

export async function listMemberships({ repo }: Pick<Deps, 'repo'>, { user }: { user: SessionUser }) {
  return (await repo.ofLearner(user.id)).map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

export async function leaveClass({ repo }: Pick<Deps, 'repo'>, { user, classId }: { user: SessionUser; classId: string }) {
  if (!(await repo.leave(classId, user.id))) throw membershipsErrors.notMember();
}

// `serverNow`: the page reads its due words on the server's clock, not the phone's (issue 51).
export async function listLearnerAssignments({ learnerAssignments, now }: Deps, { user }: { user: SessionUser }) {
  const at = now();
  return { serverNow: at.toISOString(), assignments: await learnerAssignments.list(user.id, at) };
}

// One assignment of a class the learner is in: its published problems with what the learner has
// done of each. Another class's assignment, or one of a class they left, is not found.
export async function getLearnerAssignment(deps: Deps, { user, assignmentId }: { user: SessionUser; assignmentId: string }) {
  const now = deps.now();
  const assignment = (await deps.learnerAssignments.list(user.id, now)).find((candidate) => candidate.id === assignmentId);
  if (!assignment) throw membershipsErrors.assignmentNotFound();
  const terms = { dueAt: new Date(assignment.dueAt), closeAfterDue: assignment.closeAfterDue };
  const problems = await deps.assignmentProblems.problemsOf(assignmentId, user.id);
  return {
    serverNow: now.toISOString(),
    assignment,
    // Numbered as the learner sees them, among the problems they can open ('Soal 2 dari 5').
    problems: problems.map((problem, index) => {
      const outcome = problemOutcome(problem.solvedAt, terms);
      return {
        problemId: problem.problemId,
        position: index + 1,
        path: { categoryId: problem.categoryId, topicId: problem.topicId, subtopicId: problem.subtopicId },
        done: outcome.done,
        solvedAt: problem.solvedAt?.toISOString() ?? null,
        late: outcome.late,
      };
    }),
  };
}
