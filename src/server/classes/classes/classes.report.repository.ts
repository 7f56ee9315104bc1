import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isHeldByTryout, problemVisibility } from '../../content';
import { problems } from '../../db/schema';
import { storedMarkup } from '../../markup/stored-markup';
import { pupilLoginName, rollCallOrder } from './roll-call';

export type ReportProblemRow = {
  id: number;
  problemId: string;
  position: number;
  type: string;
  answerMode: string;
  published: boolean;
  inTryout: boolean;
  categoryId: string;
  topicId: string;
  subtopicId: string;
  // The stored rendering when the current renderer made it, else the text to render (the markup cache).
  questionHtml: string | null;
  questionText: string;
};

export type ReportLearnerRow = { userId: string; name: string; email: string; loginName: string | null; rollNumber: number | null };

// revealed: the learner saw the key before solving ('Lihat pembahasan', issue 52): never a first try.
export type ReportProgressRow = { userId: string; problemId: number; isCorrect: boolean; attempts: number; revealed: boolean; updatedAt: Date };

// What a teacher's report reads of one assignment: its problems (unpublished ones too, marked),
// the class's learners, and their progress on those problems only (decision 053: nothing else of
// theirs). Wrong answers come from the item analytics' query (content/item-stats/wrong-answers.ts).
export function createReportRepository({ db }: { db: Database }) {
  return {
    problems: async (assignmentId: string): Promise<ReportProblemRow[]> => {
      const rows = await db.execute<ReportProblemRow>(sql`
        select problems.id, problems.problem_id as "problemId", ap.position, problems.type, problems.answer_mode as "answerMode",
          ${problemVisibility} as published, ${isHeldByTryout(sql`problems.id`)} as "inTryout", categories.category_id as "categoryId", topics.topic_id as "topicId", subtopics.subtopic_id as "subtopicId",
          ${storedMarkup(problems.questionHtml)} as "questionHtml", problems.question_text as "questionText"
        from assignment_problems ap
        join problems on problems.id = ap.problem_id
        join subtopics on subtopics.id = problems.subtopic_id
        join topics on topics.id = subtopics.topic_id
        join categories on categories.id = topics.category_id
        where ap.assignment_id = ${assignmentId}
        order by ap.position`);
      return [...rows];
    },

    learners: async (classId: string): Promise<ReportLearnerRow[]> => {
      const rows = await db.execute<ReportLearnerRow>(sql`
        select u.id as "userId", u.name, u.email, ${pupilLoginName} as "loginName", m.roll_number as "rollNumber"
        from class_members m join users u on u.id = m.user_id
        where m.class_id = ${classId} order by ${rollCallOrder}`);
      return [...rows];
    },

    // The assignment's problems' progress rows, read by problem, kept for the class's learners (a
    // hash join): combined with a bitmap of the learners' own rows (10,000 for the bench's learner
    // of 10,000 attempts), the read cost 1.0 ms of Postgres against 0.3 (decision 062).
    progress: async (classId: string, assignmentId: string): Promise<ReportProgressRow[]> => {
      const rows = await db.execute<{ userId: string; problemId: number; isCorrect: boolean; attempts: number; revealed: boolean; updatedAt: string }>(sql`
        select user_id as "userId", problem_id as "problemId", is_correct as "isCorrect", attempts_count as attempts, revealed_at is not null as revealed, updated_at as "updatedAt"
        from user_progress
        where user_id in (select user_id from class_members where class_id = ${classId})
          and problem_id = any(array(select problem_id from assignment_problems where assignment_id = ${assignmentId}))`);
      return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
