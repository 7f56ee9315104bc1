import { TEACHER_PROBLEMS_PAGE, zonedInstant, type TCreateAssignmentRequest } from '../../../core/classes';
import { questionPreview } from '../../../core/preview';
import { commonErrors } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { pageRequest } from '../../http/pagination';
import type { AssignmentsRepository } from './classes.assignments.repository';
import { classesErrors } from './classes.errors';
import type { ClassesRepository } from './classes.repository';
import { findOwnedClass, presentTeacherAssignment } from './classes.usecases';

type Deps = { repo: ClassesRepository; assignments: AssignmentsRepository; now: () => Date };

// The problems, in order: a subtopic's published ones as they are now (later additions are not
// added), or the picked ones, each published; a code given twice counts once.
async function problemsOf({ assignments }: Deps, request: TCreateAssignmentRequest): Promise<number[]> {
  if (request.subtopicId !== undefined) {
    const ids = await assignments.subtopicProblemIds(request.subtopicId);
    if (ids.length === 0) throw classesErrors.subtopicEmpty();
    return ids;
  }
  const codes = [...new Set(request.problemIds)];
  const found = await assignments.publishedProblemIds(codes);
  if (found.size !== codes.length) throw classesErrors.problemsNotFound();
  return codes.map((code) => found.get(code)!);
}

export async function createAssignment(deps: Deps, { user, classId, request }: { user: SessionUser; classId: string; request: TCreateAssignmentRequest }) {
  const owned = await findOwnedClass(deps, { user, classId });
  if (owned.archivedAt !== null) throw classesErrors.archived();
  const dueAt = zonedInstant(request.dueDate, request.dueTime, owned.timeZone);
  if (dueAt === null) throw commonErrors.validation([{ path: 'dueDate', message: 'no such date', code: 'invalid_date' }]);
  if (dueAt.getTime() <= deps.now().getTime()) throw classesErrors.dueInPast();
  const problemIds = await problemsOf(deps, request);
  const row = await deps.assignments.create({ classId, title: request.title, dueAt, closeAfterDue: request.closeAfterDue }, problemIds);
  return presentTeacherAssignment(row, 0);
}

export async function deleteAssignment({ assignments }: Deps, { user, assignmentId }: { user: SessionUser; assignmentId: string }) {
  const owned = await assignments.findOwned(assignmentId, user.id);
  if (!owned) throw classesErrors.assignmentNotFound();
  await assignments.remove(assignmentId);
}

export async function searchTeacherProblems({ assignments }: Pick<Deps, 'assignments'>, query: { q?: string; subtopicId?: string; page?: number }) {
  const page = pageRequest({ page: query.page }, TEACHER_PROBLEMS_PAGE);
  const search = { q: query.q, subtopicId: query.subtopicId };
  const [rows, total] = await Promise.all([assignments.searchProblems(search, { limit: page.pageSize, offset: page.offset }), assignments.countProblems(search)]);
  return {
    items: rows.map((row) => ({
      problemId: row.problemId,
      preview: questionPreview(row.questionStart),
      path: { categoryId: row.categoryId, topicId: row.topicId, subtopicId: row.subtopicId, categoryName: row.categoryName, topicName: row.topicName, subtopicName: row.subtopicName },
    })),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
