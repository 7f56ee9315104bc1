import { assignmentProgress, problemOutcome, rateOf, type TProblemProgress } from '../../../core/assignments';
import { topWrongAnswers } from '../../../core/item-analytics';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../http/context';
import { wrongAnswerGroups } from '../../content';
import { assignmentScore, averageScore, gridCell } from '../../../core/gradebook';
import type { MarkupCache } from '../../markup/markup-cache';
import type { AssignmentsRepository } from './classes.assignments.repository';
import { classesErrors } from './classes.errors';
import type { ReportProblemRow, ReportProgressRow, ReportRepository } from './classes.report.repository';
import { presentTeacherAssignment } from './classes.usecases';
import { presentLearner } from './roll-call';

type Deps = { db: Database; assignments: AssignmentsRepository; report: ReportRepository; markup: MarkupCache; now: () => Date };

// The report's most common wrong answers per problem.
export const REPORT_WRONG_ANSWERS = 3;

const NOT_TRIED: TProblemProgress = { solvedAt: null, attempts: 0, firstTryCorrect: false };

const progressOf = (row: ReportProgressRow | undefined): TProblemProgress =>
  row
    ? { solvedAt: row.isCorrect ? row.updatedAt : null, attempts: row.attempts, revealed: row.revealed, firstTryCorrect: row.isCorrect && row.attempts === 1 && !row.revealed }
    : NOT_TRIED;

// A problem's question as the grid shows it on hover or tap: rendered once per problem (stored, or
// through the markup cache), never for a problem a tryout holds (decision 068).
const questionOf = (markup: MarkupCache, problem: ReportProblemRow) => (problem.inTryout ? null : (problem.questionHtml ?? markup.block(problem.questionText)));

/**
 * One assignment's report for its teacher (issue 35): per learner of the class, where they are on
 * its published problems; per problem (unpublished ones too, marked), the class's first-try solve
 * rate and most common wrong answers, counted by the item analytics' code over the class's
 * learners only. An archived class shows nothing of its members (409).
 */
export async function getAssignmentReport(deps: Deps, { user, assignmentId }: { user: SessionUser; assignmentId: string }) {
  const assignment = await deps.assignments.findOwned(assignmentId, user.id);
  if (!assignment) throw classesErrors.assignmentNotFound();
  if (assignment.archivedAt !== null) throw classesErrors.archived();
  const [problems, learners, progressRows] = await Promise.all([
    deps.report.problems(assignmentId),
    deps.report.learners(assignment.classId),
    deps.report.progress(assignment.classId, assignmentId),
  ]);
  const wrongAnswers = await wrongAnswerGroups(deps.db, { problemIds: problems.map((problem) => problem.id), learnerIds: learners.map((learner) => learner.userId) });
  const now = deps.now();
  const progress = new Map(progressRows.map((row) => [`${row.userId}|${row.problemId}`, row]));
  const published = problems.filter((problem) => problem.published);

  const learnerRows = learners.map((learner) => {
    const publishedProgress = published.map((problem) => progressOf(progress.get(`${learner.userId}|${problem.id}`)));
    const figures = assignmentProgress(assignment, publishedProgress, now);
    return {
      ...presentLearner(learner),
      score: assignmentScore(assignment, publishedProgress),
      // One per problem of the report (unpublished ones too), in its order.
      cells: problems.map((problem) => gridCell(progressOf(progress.get(`${learner.userId}|${problem.id}`)), assignment)),
      status: figures.status,
      solved: figures.done,
      total: figures.total,
      attempts: figures.attempts,
      firstTryCorrect: figures.firstTryCorrect,
      finishedAt: figures.finishedAt?.toISOString() ?? null,
      late: figures.late,
    };
  });

  const problemRows = problems.map((problem) => {
    const rows = learners.map((learner) => progressOf(progress.get(`${learner.userId}|${problem.id}`)));
    const attempted = rows.filter((row) => row.attempts > 0).length;
    const firstTry = rows.filter((row) => row.firstTryCorrect).length;
    const shape = { type: problem.type, answerMode: problem.answerMode };
    return {
      problemId: problem.problemId,
      position: problem.position,
      published: problem.published,
      path: { categoryId: problem.categoryId, topicId: problem.topicId, subtopicId: problem.subtopicId },
      questionHtml: questionOf(deps.markup, problem),
      learnersAttempted: attempted,
      firstTryRate: rateOf(firstTry, attempted),
      solvedCount: rows.filter((row) => problemOutcome(row.solvedAt, assignment).done).length,
      // Withheld while a tryout holds the problem (decision 068): an mcq's three wrong answers name its key.
      topWrongAnswers: problem.inTryout ? [] : topWrongAnswers(shape, wrongAnswers.get(problem.id) ?? [], REPORT_WRONG_ANSWERS).top.map(({ answer, count }) => ({ answer, count })),
    };
  });

  const finishedCount = learnerRows.filter((learner) => learner.status === 'solved').length;
  return {
    assignment: {
      ...presentTeacherAssignment(assignment, finishedCount),
      className: assignment.className,
      timeZone: assignment.timeZone,
      averageScore: averageScore(learnerRows.map((learner) => learner.score)),
    },
    problems: problemRows,
    learners: learnerRows,
  };
}

export type TAssignmentReport = Awaited<ReturnType<typeof getAssignmentReport>>;
