import { assignmentCounts, rateOf } from '../../../core/assignments';
import { classJoinPath, generateClassCode } from '../../../core/class-code';
import { CLASS_DEFAULT_TIME_ZONE, CLASSES_PER_TEACHER_MAX, type TCreateClassRequest } from '../../../core/classes';
import type { SessionUser } from '../../http/context';
import type { AssignmentsRepository, TeacherAssignmentRow } from './classes.assignments.repository';
import { classesErrors } from './classes.errors';
import type { ClassesRepository, ClassRow } from './classes.repository';
import { presentLearner } from './roll-call';

export type ClassDeps = { repo: ClassesRepository; assignments: AssignmentsRepository; now: () => Date; generateCode?: () => string };

export const presentClass = (row: ClassRow) => ({
  id: row.id,
  name: row.name,
  code: row.joinCode,
  joinPath: classJoinPath(row.joinCode),
  timeZone: row.timeZone,
  archived: row.archivedAt !== null,
  memberCount: row.memberCount,
  assignmentCount: row.assignmentCount,
  createdAt: row.createdAt.toISOString(),
});
export type TClass = ReturnType<typeof presentClass>;

export const presentTeacherAssignment = (row: TeacherAssignmentRow, finishedCount: number) => ({
  id: row.id,
  classId: row.classId,
  title: row.title,
  dueAt: row.dueAt.toISOString(),
  closeAfterDue: row.closeAfterDue,
  problemCount: row.problemCount,
  finishedCount,
  createdAt: row.createdAt.toISOString(),
});

export async function createClass({ repo, generateCode = generateClassCode }: ClassDeps, { user, request }: { user: SessionUser; request: TCreateClassRequest }) {
  const created = await repo.create({ ownerId: user.id, name: request.name, timeZone: request.timeZone ?? CLASS_DEFAULT_TIME_ZONE, maxOwned: CLASSES_PER_TEACHER_MAX }, generateCode);
  if (!created) throw classesErrors.limitReached();
  return presentClass(created);
}

export async function listClasses({ repo }: ClassDeps, { user }: { user: SessionUser }) {
  return (await repo.listOwned(user.id)).map(presentClass);
}

export async function findOwnedClass({ repo }: Pick<ClassDeps, 'repo'>, { user, classId }: { user: SessionUser; classId: string }) {
  const row = await repo.findOwned(classId, user.id);
  if (!row) throw classesErrors.notFound();
  return row;
}

// The class page: members with the day each joined, assignments with how many finished them, and
// each learner's completion and first-try accuracy across the class's assignments. An archived
// class shows nothing of its members.
export async function getClassPage(deps: ClassDeps, { user, classId }: { user: SessionUser; classId: string }) {
  const row = await findOwnedClass(deps, { user, classId });
  if (row.archivedAt !== null) return { class: presentClass(row), members: [], assignments: [], learners: [], removed: [] };
  const { members, assignments: assignmentRows, counts, removed } = await deps.assignments.classPage(classId);
  const now = deps.now();
  const termsOf = new Map(assignmentRows.map((assignment) => [assignment.id, assignment]));
  const finishedBy = new Map<string, number>();
  const byLearner = new Map<string, { done: number; attempted: number; firstTry: number }>();
  for (const count of counts) {
    const assignment = termsOf.get(count.assignmentId);
    if (!assignment) continue;
    const { finished } = assignmentCounts(assignment, count, now);
    const learner = byLearner.get(count.userId) ?? { done: 0, attempted: 0, firstTry: 0 };
    if (finished) {
      learner.done += 1;
      finishedBy.set(count.assignmentId, (finishedBy.get(count.assignmentId) ?? 0) + 1);
    }
    learner.attempted += count.attempted;
    learner.firstTry += count.firstTry;
    byLearner.set(count.userId, learner);
  }
  const assignmentsTotal = assignmentRows.filter((assignment) => assignment.problemCount > 0).length;
  return {
    class: presentClass(row),
    members: members.map((member) => ({ ...presentLearner(member), joinedAt: member.joinedAt.toISOString() })),
    assignments: assignmentRows.map((assignment) => presentTeacherAssignment(assignment, finishedBy.get(assignment.id) ?? 0)),
    learners: members.map((member) => {
      const learner = byLearner.get(member.userId) ?? { done: 0, attempted: 0, firstTry: 0 };
      const { name, email } = presentLearner(member);
      return {
        userId: member.userId,
        name,
        email,
        assignmentsDone: learner.done,
        assignmentsTotal,
        firstTryRate: rateOf(learner.firstTry, learner.attempted),
      };
    }),
    // Learners the teacher removed, who cannot join again with the current code (newest first).
    removed: removed.map((learner) => ({ ...presentLearner(learner), removedAt: learner.removedAt.toISOString() })),
  };
}

export async function renameClass({ repo }: ClassDeps, { user, classId, name }: { user: SessionUser; classId: string; name: string }) {
  const row = await repo.rename(classId, user.id, name);
  if (!row) throw classesErrors.notFound();
  return presentClass(row);
}

// A new code: the old one stops working at once (a code shared too widely).
export async function rotateClassCode(deps: ClassDeps, { user, classId }: { user: SessionUser; classId: string }) {
  const row = await findOwnedClass(deps, { user, classId });
  if (row.archivedAt !== null) throw classesErrors.archived();
  const rotated = await deps.repo.rotateCode(classId, user.id, deps.generateCode ?? generateClassCode);
  if (!rotated) throw classesErrors.archived();
  return presentClass(rotated);
}

export async function archiveClass({ repo }: ClassDeps, { user, classId }: { user: SessionUser; classId: string }) {
  const row = await repo.archive(classId, user.id);
  if (!row) throw classesErrors.notFound();
  return presentClass(row);
}

// The learner no longer sees the class or its assignments, the teacher's reports drop them, and
// the class's code no longer lets them in until the teacher adds them back or renews the code.
export async function removeMember(deps: ClassDeps, { user, classId, userId }: { user: SessionUser; classId: string; userId: string }) {
  await findOwnedClass(deps, { user, classId });
  if ((await deps.repo.removeMember(classId, userId)) === 'not_member') throw classesErrors.memberNotFound();
}

// 'No. absen' (issue 51): the teacher's number for a member, or none; numbers may repeat while the
// teacher renumbers the class one learner at a time.
export async function setRollNumber(deps: ClassDeps, { user, classId, userId, rollNumber }: { user: SessionUser; classId: string; userId: string; rollNumber: number | null }) {
  const row = await findOwnedClass(deps, { user, classId });
  if (row.archivedAt !== null) throw classesErrors.archived();
  if (!(await deps.repo.setRollNumber(classId, userId, rollNumber))) throw classesErrors.memberNotFound();
  return { userId, rollNumber };
}

// A removed learner back in the class at once, as if they had joined again today.
export async function restoreMember(deps: ClassDeps, { user, classId, userId }: { user: SessionUser; classId: string; userId: string }) {
  const row = await findOwnedClass(deps, { user, classId });
  if (row.archivedAt !== null) throw classesErrors.archived();
  if ((await deps.repo.restoreMember(classId, userId)) === 'not_removed') throw classesErrors.removalNotFound();
}
