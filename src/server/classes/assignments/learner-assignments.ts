import { sql, type SQL } from 'drizzle-orm';
import { assignmentCounts, DASHBOARD_ASSIGNMENTS, learnerAssignmentOrder } from '../../../core/assignments';
import type { Database } from '../../db/client';
import { visibleToLearners } from '../../content';
import type { Outline } from '../../learning';

export type TProblemPath = { categoryId: string; topicId: string; subtopicId: string };

type LearnerAssignmentRow = {
  id: string;
  title: string;
  classId: string;
  className: string;
  dueAt: string;
  timeZone: string;
  closeAfterDue: boolean;
  total: number;
  onTime: number;
  afterDue: number;
  nextProblem: { problemId: string; path: TProblemPath } | null;
};

const param = { userId: sql.placeholder('userId'), now: sql.placeholder('now'), hidden: sql.placeholder('hiddenSubtopicIds') };

type Row = Omit<LearnerAssignmentRow, 'nextProblem'> & { nextCode: string | null; nextSubtopic: number | null };

const rowJson = sql`json_build_object(
    'id', x.id, 'title', x.title, 'classId', x.class_id, 'className', x.class_name, 'dueAt', x.due_at, 'timeZone', x.time_zone,
    'closeAfterDue', x.close_after_due, 'total', x.total, 'onTime', x.on_time, 'afterDue', x.after_due, 'nextCode', x.next_code, 'nextSubtopic', x.next_subtopic)`;

// An assignment's counts for the learner, over the problems learners may see: a published problem
// outside the held outline's hidden subtopics (decision 055), so no row joins its subtopic, topic
// and category; the next problem's path comes from the outline too.
const countsOf = (assignmentId: SQL, userId: SQL) => sql`
    select count(*)::int as total,
      (count(*) filter (where up.is_correct and up.updated_at <= a.due_at))::int as on_time,
      (count(*) filter (where up.is_correct and up.updated_at > a.due_at))::int as after_due,
      (count(*) filter (where up.is_correct is not true))::int as unsolved,
      (array_agg(problems.problem_id order by ap.position) filter (where up.is_correct is not true))[1] as next_code,
      (array_agg(problems.subtopic_id order by ap.position) filter (where up.is_correct is not true))[1] as next_subtopic
    from assignment_problems ap
    join problems on problems.id = ap.problem_id and ${sql.raw(visibleToLearners({ problem: 'problems' }))} and problems.subtopic_id <> all((select ${param.hidden}::int[])::int[])
    left join user_progress up on up.user_id = ${userId} and up.problem_id = problems.id
    where ap.assignment_id = ${assignmentId}`;

// A learner's assignments (issue 35) from the classes they are in and that are not archived, one
// row each: its published problems (decision 053: an unpublished one drops out of the learner's
// list), how many the learner solved by the due time and after it, and the first not yet solved.
// A learner in no class costs one probe of class_members_user_idx.
const allAssignments = sql<string>`coalesce((select json_agg(${rowJson})
  from (
    select a.id, a.title, a.class_id, c.name as class_name, a.due_at, c.time_zone, a.close_after_due, n.*
    from class_members m
    join classes c on c.id = m.class_id and c.archived_at is null
    join assignments a on a.class_id = c.id
    cross join lateral (${countsOf(sql`a.id`, sql`m.user_id`)}) n
    where m.user_id = ${param.userId} and n.total > 0
  ) x), '[]'::json)::text`;

// The dashboard's card: the open assignments (not closed at `now`) soonest due first, counted one
// after another until DASHBOARD_ASSIGNMENTS still have a problem to solve (for an open assignment
// that is exactly 'not finished': a solve after the due time is only possible once it is past,
// and a past one that closes is not open), not every assignment of every class counted. A JSON
// value of the dashboard's own statement (decision 062: one round trip fewer per dashboard), whose
// parameters it shares by name (userId, now, hiddenSubtopicIds); read back with `openFrom`.
export const openAssignmentsJson = sql<Row[]>`coalesce((select json_agg(${rowJson})
  from (
    select a.id, a.title, a.class_id, a.class_name, a.due_at, a.time_zone, a.close_after_due, n.*
    from (
      select a.id, a.title, a.class_id, c.name as class_name, a.due_at, c.time_zone, a.close_after_due
      from class_members m
      join classes c on c.id = m.class_id and c.archived_at is null
      join assignments a on a.class_id = c.id
      where m.user_id = ${param.userId} and not (a.close_after_due and a.due_at < ${param.now}::timestamptz)
      order by a.due_at, a.id
      offset 0
    ) a
    cross join lateral (${countsOf(sql`a.id`, sql`(select ${param.userId}::text)`)}) n
    where n.total > 0 and n.unsolved > 0
    limit ${sql.raw(String(DASHBOARD_ASSIGNMENTS))}
  ) x), '[]'::json)`;

/** The rows of `openAssignmentsJson` as the learner sees them (JSON parsed). */
export type OpenAssignmentRows = Row[];

export function createLearnerAssignments({ db, outline }: { db: Database; outline: () => Promise<Outline> }) {
  const all = db.select({ data: allAssignments }).from(sql`(select 1) as one`).prepare('learner_assignments');

  // The assignment as the learner sees it, with what the list is ordered by.
  const present = (row: LearnerAssignmentRow, now: Date) => {
    const terms = { dueAt: new Date(row.dueAt), closeAfterDue: row.closeAfterDue };
    const progress = assignmentCounts(terms, row, now);
    const assignment = {
      id: row.id,
      title: row.title,
      classId: row.classId,
      className: row.className,
      dueAt: terms.dueAt.toISOString(),
      timeZone: row.timeZone,
      closeAfterDue: row.closeAfterDue,
      closed: progress.closed,
      total: progress.total,
      done: progress.done,
      late: progress.late,
      nextProblem: progress.closed || progress.finished ? null : row.nextProblem,
    };
    return { dueAt: terms.dueAt, finished: progress.finished, closed: progress.closed, assignment };
  };
  const readRows = (rows: Row[], held: Outline, now: Date) =>
    learnerAssignmentOrder(
      rows.map(({ nextCode, nextSubtopic, ...rest }) => {
        const subtopic = nextSubtopic === null ? undefined : held.subtopicsById.get(nextSubtopic);
        const nextProblem =
          nextCode !== null && subtopic ? { problemId: nextCode, path: { categoryId: subtopic.topic.category.code, topicId: subtopic.topic.code, subtopicId: subtopic.code } } : null;
        return present({ ...rest, nextProblem }, now);
      }),
    );

  return {
    /** Every assignment of the learner's classes: open ones by due time, then finished or closed ones. */
    list: async (userId: string, now: Date) => {
      const held = await outline();
      const [row] = await all.execute({ userId, now: now.toISOString(), hiddenSubtopicIds: held.hiddenSubtopicIds });
      return readRows(JSON.parse(row!.data) as Row[], held, now).map((item) => item.assignment);
    },
    /**
     * The dashboard's card from the rows its statement read (`openAssignmentsJson`, with the held
     * outline's hidden subtopics): at most DASHBOARD_ASSIGNMENTS not finished and not closed, soonest due first.
     */
    openFrom: async (rows: OpenAssignmentRows, now: Date) =>
      readRows(rows, await outline(), now)
        .filter((item) => !item.finished && !item.closed)
        .slice(0, DASHBOARD_ASSIGNMENTS)
        .map((item) => item.assignment),
  };
}

export type LearnerAssignments = ReturnType<typeof createLearnerAssignments>;
export type TLearnerAssignment = Awaited<ReturnType<LearnerAssignments['list']>>[number];
