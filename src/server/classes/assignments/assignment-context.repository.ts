import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { problemVisibility } from '../../content';

export type TAssignmentContextRow = {
  title: string;
  className: string;
  dueAt: string;
  timeZone: string;
  closeAfterDue: boolean;
  problemId: string;
  categoryId: string;
  topicId: string;
  subtopicId: string;
  isCorrect: boolean | null;
  attemptsCount: number | null;
  revealed: boolean | null;
  updatedAt: string | null;
};

// An assignment as one of its learners sees it (its page, and issue 51's assignment mode): its published problems in
// order, each with the learner's progress. No rows when the assignment is not of a class the
// learner is in (or the class is archived), so another class's assignment looks like none.
export function createAssignmentContextRepository({ db }: { db: Database }) {
  return {
    problemsOf: async (assignmentId: string, userId: string) => {
      const rows = await db.execute<TAssignmentContextRow>(sql`
        select a.title, c.name as "className", a.due_at as "dueAt", c.time_zone as "timeZone", a.close_after_due as "closeAfterDue",
          problems.problem_id as "problemId", categories.category_id as "categoryId", topics.topic_id as "topicId",
          subtopics.subtopic_id as "subtopicId", up.is_correct as "isCorrect", up.attempts_count as "attemptsCount", up.revealed_at is not null as revealed, up.updated_at as "updatedAt"
        from assignments a
        join classes c on c.id = a.class_id and c.archived_at is null
        join class_members m on m.class_id = a.class_id and m.user_id = ${userId}
        join assignment_problems ap on ap.assignment_id = a.id
        join problems on problems.id = ap.problem_id
        join subtopics on subtopics.id = problems.subtopic_id
        join topics on topics.id = subtopics.topic_id
        join categories on categories.id = topics.category_id
        left join user_progress up on up.user_id = m.user_id and up.problem_id = problems.id
        where a.id = ${assignmentId} and ${problemVisibility}
        order by ap.position`);
      // A problem's progress as the assignment rules read it (core/assignments.ts).
      return rows.map((row) => ({
        ...row,
        solvedAt: row.isCorrect && row.updatedAt !== null ? new Date(row.updatedAt) : null,
        attempts: row.attemptsCount ?? 0,
        // A solve after 'Lihat pembahasan' is never a first try (issue 52).
        revealed: row.revealed === true,
        firstTryCorrect: row.isCorrect === true && row.attemptsCount === 1 && row.revealed !== true,
      }));
    },
  };
}

export type AssignmentContextRepository = ReturnType<typeof createAssignmentContextRepository>;
