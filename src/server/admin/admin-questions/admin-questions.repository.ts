import { asc, eq, sql } from 'drizzle-orm';
import type { QuestionStatus } from '../../../core/question-status';
import type { Database } from '../../db/client';
import { problems, userQuestions, users } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { pagesByStatus } from '../../db/literal-page';
import { prepareStatusCounts } from '../../db/status-counts';

export type ModerationValues = {
  status: QuestionStatus;
  isAnswered: boolean;
  adminReason: string | null;
  problemRowId: number | null;
  simpleAnswer: string | null;
};

const questionColumns = {
  userQuestionId: userQuestions.userQuestionId,
  createdAt: userQuestions.createdAt,
  status: userQuestions.status,
  adminReason: userQuestions.adminReason,
  simpleAnswer: userQuestions.simpleAnswer,
  answeredAt: userQuestions.answeredAt,
  imageDeletedAt: userQuestions.imageDeletedAt,
  reporterEmail: users.email,
  problemId: problems.problemId,
};

export function createAdminQuestionsRepository({ db }: { db: Database }) {
  const selectQuestions = () =>
    db
      .select(questionColumns)
      .from(userQuestions)
      .leftJoin(users, eq(users.id, userQuestions.userId))
      .leftJoin(problems, eq(problems.id, userQuestions.problemId));
  // Prepared once per filter and page (as the reports list, admin-reports.repository.ts).
  const pageStatement = pagesByStatus((inOneStatus, page) =>
    selectQuestions()
      .where(inOneStatus ? eq(userQuestions.status, sql.placeholder('status')) : undefined)
      .orderBy(asc(userQuestions.createdAt), asc(userQuestions.id))
      .limit(page.limit)
      .offset(page.offset)
      .prepare('admin_questions_list'),
  );
  const counts = prepareStatusCounts(db, 'user_questions_status_counts', userQuestions, userQuestions.status);

  return {
    // Oldest first (spec 7): the queue is worked from the front.
    list: (status: QuestionStatus | undefined, page: PageRequest) => pageStatement(status, page).execute({ status }),

    countByStatus: () => counts.execute(),

    findByCode: async (userQuestionId: string) => {
      const [row] = await selectQuestions().where(eq(userQuestions.userQuestionId, userQuestionId));
      return row;
    },

    findProblemRowId: async (problemCode: string) => {
      const [row] = await db.select({ id: problems.id }).from(problems).where(eq(problems.problemId, problemCode));
      return row?.id;
    },

    // answered_at moves only when the learner has something new to read: a first answer, or a
    // changed one. Saving the same answer again does not light the badge a second time.
    update: async (userQuestionId: string, values: ModerationValues) => {
      const isUnchanged = sql`${userQuestions.answeredAt} is not null
        and ${userQuestions.status} = ${values.status}
        and ${userQuestions.adminReason} is not distinct from ${values.adminReason}::text
        and ${userQuestions.problemId} is not distinct from ${values.problemRowId}::integer
        and ${userQuestions.simpleAnswer} is not distinct from ${values.simpleAnswer}::text`;
      const [row] = await db
        .update(userQuestions)
        .set({
          status: values.status,
          adminReason: values.adminReason,
          problemId: values.problemRowId,
          simpleAnswer: values.simpleAnswer,
          answeredAt: values.isAnswered ? sql`case when ${isUnchanged} then ${userQuestions.answeredAt} else now() end` : null,
        })
        .where(eq(userQuestions.userQuestionId, userQuestionId))
        .returning({ userQuestionId: userQuestions.userQuestionId });
      return row;
    },
  };
}

export type AdminQuestionsRepository = ReturnType<typeof createAdminQuestionsRepository>;
export type AdminQuestionRow = NonNullable<Awaited<ReturnType<AdminQuestionsRepository['findByCode']>>>;
