import { renderInlineMarkup } from '../../../core/markup';
import { ANSWERED_QUESTION_STATUSES, type TModeration } from '../../../core/moderation';
import { QUESTION_STATUSES, questionImageUrl, questionStatusOf, type QuestionStatus } from '../../../core/question-status';
import { pageOf, pageRequest, type TPageQuery } from '../../http/pagination';
import { adminQuestionErrors } from './admin-questions.errors';
import type { AdminQuestionRow, AdminQuestionsRepository } from './admin-questions.repository';

type Deps = { repo: AdminQuestionsRepository };

export const ADMIN_QUESTIONS_PAGE = { defaultSize: 50, maxSize: 200 };

// reporterEmail is null once the learner's account is deleted; the page shows 'User Dihapus'.
// imageUrl is null once the photo went with the account (issue 30).
function toAdminQuestion(row: AdminQuestionRow) {
  return {
    userQuestionId: row.userQuestionId,
    createdAt: row.createdAt,
    reporterEmail: row.reporterEmail,
    status: questionStatusOf(row.status),
    imageUrl: row.imageDeletedAt ? null : questionImageUrl(row.userQuestionId),
    adminReason: row.adminReason,
    problemId: row.problemId,
    simpleAnswer: row.simpleAnswer,
    answeredAt: row.answeredAt,
  };
}

export async function listUserQuestions({ repo }: Deps, query: Partial<TPageQuery> & { status?: QuestionStatus }) {
  const page = pageRequest(query, ADMIN_QUESTIONS_PAGE);
  const [rows, statusCounts] = await Promise.all([repo.list(query.status, page), repo.countByStatus()]);
  const { items, pageInfo } = pageOf(rows, page);
  const byStatus = Object.fromEntries(QUESTION_STATUSES.map((status) => [status, 0])) as Record<QuestionStatus, number>;
  for (const { status, count } of statusCounts) byStatus[questionStatusOf(status)] += count;
  const total = statusCounts.reduce((sum, { count }) => sum + count, 0);
  return { questions: items.map(toAdminQuestion), pageInfo, counts: { total, byStatus } };
}

// The schema has already cleared the fields the status does not keep (spec 4).
export async function moderateQuestion({ repo }: Deps, userQuestionId: string, input: TModeration) {
  let problemRowId: number | null = null;
  if (input.problemId) {
    problemRowId = (await repo.findProblemRowId(input.problemId)) ?? null;
    if (problemRowId === null) throw adminQuestionErrors.unknownProblem();
  }
  const updated = await repo.update(userQuestionId, {
    status: input.status,
    isAnswered: ANSWERED_QUESTION_STATUSES.includes(input.status),
    adminReason: input.adminReason,
    problemRowId,
    simpleAnswer: input.simpleAnswer,
  });
  const row = updated ? await repo.findByCode(userQuestionId) : undefined;
  if (!row) throw adminQuestionErrors.notFound();
  return toAdminQuestion(row);
}

// The learner's renderer, not the shared cache: a draft changes on every keystroke.
export function previewSimpleAnswer(text: string) {
  return { html: renderInlineMarkup(text) };
}
