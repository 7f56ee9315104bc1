import { and, desc, eq, sql } from 'drizzle-orm';
import { ASSIGNMENT_MAX_PROBLEMS } from '../../../core/classes';
import { questionStart } from '../../db/question-start';
import { assignmentProblems, assignments, classes, problems, subtopics } from '../../db/schema';
import type { Writer } from '../../db/unique-code';
import { pupilLoginName, rollCallOrder } from './roll-call';
import { ASSIGNMENT_FIGURES, recountAssignment } from '../../learning';
import { isProblemVisible, joinProblemPath, problemPathColumns, problemSearchCondition, problemSearchValues, problemVisibility } from '../../content';

export type TeacherAssignmentRow = { id: string; classId: string; title: string; dueAt: Date; closeAfterDue: boolean; createdAt: Date; problemCount: number };

// Per learner of a class and per assignment: its published problems, how many the learner solved
// by the due time and after it, tried, and solved on the first try (core/assignments.ts decides).
export type ClassMemberRow = { userId: string; name: string; email: string; loginName: string | null; rollNumber: number | null; joinedAt: Date };

export type RemovedLearnerRow = { userId: string; name: string; email: string; loginName: string | null; removedAt: Date };

export type MemberAssignmentCounts = {
  userId: string;
  assignmentId: string;
  total: number;
  onTime: number;
  afterDue: number;
  attempted: number;
  firstTry: number;
  // Solved on the first try by the due time (the gradebook's score, core/gradebook.ts).
  firstTryOnTime: number;
};

// Subqueries name the outer table itself: drizzle leaves a one-table select's columns unqualified.
const publishedProblemCount = sql<number>`(
  select count(*)::int from assignment_problems ap
  join problems on problems.id = ap.problem_id
  join subtopics on subtopics.id = problems.subtopic_id
  join topics on topics.id = subtopics.topic_id
  join categories on categories.id = topics.category_id
  where ap.assignment_id = assignments.id and ${problemVisibility})`;

const assignmentColumns = {
  id: assignments.id,
  classId: assignments.classId,
  title: assignments.title,
  dueAt: assignments.dueAt,
  closeAfterDue: assignments.closeAfterDue,
  createdAt: assignments.createdAt,
  problemCount: publishedProblemCount,
};

const classId = sql.placeholder('classId');

// The class page's reads after its class, in one prepared statement: its members (roll-call order), its
// assignments (latest due first) with their published problem counts, per learner and assignment
// the counts the grid needs over the published problems, and the learners the teacher removed.
// The counts are read from assignment_progress (decision 083: kept by the answers, over every
// problem of the assignment), less the share of the problems learners cannot see now (an admin
// unpublished them, or a tryout holds them), counted from their progress rows: usually none.
// Pairs with nothing counted are left out: the learners x assignments grid is filled in Node
// (classPage) from the members, each assignment's total and these counts.
const classPageJson = sql<string>`(with members as materialized (
    select m.user_id, u.name, u.email, ${pupilLoginName} as login_name, m.roll_number, m.joined_at, (row_number() over (order by ${rollCallOrder}))::int - 1 as place
    from class_members m join users u on u.id = m.user_id where m.class_id = ${classId}::uuid
  ), listed as materialized (
    select a.id, a.title, a.due_at, a.close_after_due, a.created_at, (row_number() over (order by a.due_at desc, a.created_at desc, a.id))::int - 1 as place
    from assignments a where a.class_id = ${classId}::uuid
  ), placed as materialized (
    select a.place, a.id, a.due_at, ap.problem_id, ${problemVisibility} as visible from listed a
    join assignment_problems ap on ap.assignment_id = a.id
    join problems on problems.id = ap.problem_id
    join subtopics on subtopics.id = problems.subtopic_id
    join topics on topics.id = subtopics.topic_id
    join categories on categories.id = topics.category_id
  ), hidden as (
    select up.user_id, a.id as assignment_id, ${sql.raw(ASSIGNMENT_FIGURES)}
    from placed a join user_progress up on up.problem_id = a.problem_id join members m on m.user_id = up.user_id
    where not a.visible
    group by up.user_id, a.id
  ), counted as (
    select m.place as member, a.place as assignment,
      s.on_time - coalesce(h.on_time, 0) as on_time, s.after_due - coalesce(h.after_due, 0) as after_due,
      s.attempted - coalesce(h.attempted, 0) as attempted, s.first_try - coalesce(h.first_try, 0) as first_try,
      s.first_try_on_time - coalesce(h.first_try_on_time, 0) as first_try_on_time
    from assignment_progress s
    join listed a on a.id = s.assignment_id
    join members m on m.user_id = s.user_id
    left join hidden h on h.assignment_id = s.assignment_id and h.user_id = s.user_id
    where s.assignment_id in (select id from listed) and (s.attempted > 0 or s.on_time > 0 or s.after_due > 0)
  )
  select json_build_object(
    'members', (select json_agg(json_build_array(m.user_id, m.name, m.email, m.login_name, m.roll_number, m.joined_at) order by m.place) from members m),
    'assignments', (select json_agg(json_build_array(a.id, a.title, a.due_at, a.close_after_due, a.created_at,
        (select count(*) filter (where h.visible) from placed h where h.place = a.place)) order by a.place) from listed a),
    'counts', (select array_to_json(array_agg(array[c.member, c.assignment, c.on_time, c.after_due, c.attempted, c.first_try, c.first_try_on_time])) from counted c),
    'removed', (select json_agg(json_build_array(r.user_id, u.name, u.email, ${pupilLoginName}, r.removed_at) order by r.removed_at desc, r.user_id)
      from class_removals r join users u on u.id = r.user_id where r.class_id = ${classId}::uuid)
  ))::text`;

type ClassPageJson = {
  members: [string, string, string, string | null, number | null, string][] | null;
  assignments: [string, string, string, boolean, string, number][] | null;
  // [member's place, assignment's place, on time, after due, attempted, first try, first try on time]
  counts: [number, number, number, number, number, number, number][] | null;
  removed: [string, string, string, string | null, string][] | null;
};

export function createAssignmentsRepository({ db }: { db: Writer }) {
  // Prepared: Postgres plans its joins once per connection, not on every class page.
  const classPageStatement = db.select({ data: classPageJson }).from(sql`(select 1) as one`).prepare('class_page');

  // The teacher's problem picker: published problems only, searched as the admin list searches.
  const searchWhere = (search: { q?: string; subtopicId?: string }) => {
    const { qCode, qPattern } = problemSearchValues(search.q);
    return and(
      isProblemVisible,
      search.subtopicId === undefined ? undefined : eq(subtopics.subtopicId, search.subtopicId),
      qCode === undefined || qPattern === undefined ? undefined : problemSearchCondition(sql`${qCode}`, sql`${qPattern}`),
    );
  };

  // A subtopic's problems in the learners' order; a search across the catalogue newest first, as
  // the admin list orders it (Postgres walks an index instead of sorting every match).
  return {
    searchProblems: (search: { q?: string; subtopicId?: string }, page: { limit: number; offset: number }) =>
      joinProblemPath(db.select({ problemId: problems.problemId, questionStart, ...problemPathColumns }).from(problems).$dynamic())
        .where(searchWhere(search))
        .orderBy(...(search.subtopicId === undefined ? [desc(problems.id)] : [problems.sortOrder, problems.id]))
        .limit(page.limit)
        .offset(page.offset),

    countProblems: async (search: { q?: string; subtopicId?: string }) => {
      const [row] = await joinProblemPath(db.select({ total: sql<number>`count(*)::int` }).from(problems).$dynamic()).where(searchWhere(search));
      return row?.total ?? 0;
    },

    // The published problems of a published subtopic, in the order learners see them.
    subtopicProblemIds: async (subtopicCode: string): Promise<number[]> => {
      const rows = await joinProblemPath(db.select({ id: problems.id }).from(problems).$dynamic())
        .where(and(eq(subtopics.subtopicId, subtopicCode), isProblemVisible))
        .orderBy(problems.sortOrder, problems.id)
        .limit(ASSIGNMENT_MAX_PROBLEMS);
      return rows.map((row) => row.id);
    },

    // The internal ids of those of the codes that are published problems, by code.
    publishedProblemIds: async (problemCodes: readonly string[]): Promise<Map<string, number>> => {
      const rows = await joinProblemPath(db.select({ id: problems.id, code: problems.problemId }).from(problems).$dynamic()).where(
        and(sql`${problems.problemId} = any(${sql.param([...problemCodes])}::text[])`, isProblemVisible),
      );
      return new Map(rows.map((row) => [row.code, row.id]));
    },

    // The assignment and its problems (1..n in order), in one transaction.
    create: async (values: { classId: string; title: string; dueAt: Date; closeAfterDue: boolean }, problemIds: readonly number[]): Promise<TeacherAssignmentRow> => {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(assignments).values(values).returning({ id: assignments.id });
        await tx.insert(assignmentProblems).values(problemIds.map((problemId, index) => ({ assignmentId: row!.id, problemId, position: index + 1 })));
        // What the members already solved counts (decision 083).
        await recountAssignment(tx, row!.id);
        return row!.id;
      });
      const [row] = await db.select(assignmentColumns).from(assignments).where(eq(assignments.id, id));
      return row!;
    },

    // An assignment of one of the teacher's classes, with its class's name, zone and whether archived.
    findOwned: async (assignmentId: string, ownerId: string) => {
      const [row] = await db
        .select({ ...assignmentColumns, className: classes.name, timeZone: classes.timeZone, archivedAt: classes.archivedAt })
        .from(assignments)
        .innerJoin(classes, eq(classes.id, assignments.classId))
        .where(and(eq(assignments.id, assignmentId), eq(classes.ownerId, ownerId)));
      return row;
    },

    remove: async (assignmentId: string) => {
      await db.delete(assignments).where(eq(assignments.id, assignmentId));
    },

    // A class's members, its assignments and, per learner of the class and per assignment, the
    // counts over its published problems (classPageJson above).
    classPage: async (classId: string): Promise<{ members: ClassMemberRow[]; assignments: TeacherAssignmentRow[]; counts: MemberAssignmentCounts[]; removed: RemovedLearnerRow[] }> => {
      const [row] = await classPageStatement.execute({ classId });
      const data = JSON.parse(row!.data) as ClassPageJson;
      const members = (data.members ?? []).map(([userId, name, email, loginName, rollNumber, joinedAt]) => ({ userId, name, email, loginName, rollNumber, joinedAt: new Date(joinedAt) }));
      const assignmentRows = (data.assignments ?? []).map(([id, title, dueAt, closeAfterDue, createdAt, problemCount]) => ({
        id,
        classId,
        title,
        dueAt: new Date(dueAt),
        closeAfterDue,
        createdAt: new Date(createdAt),
        problemCount,
      }));
      const none = { onTime: 0, afterDue: 0, attempted: 0, firstTry: 0, firstTryOnTime: 0 };
      const grid = members.map(() => assignmentRows.map(() => none));
      for (const [member, assignment, onTime, afterDue, attempted, firstTry, firstTryOnTime] of data.counts ?? []) grid[member]![assignment] = { onTime, afterDue, attempted, firstTry, firstTryOnTime };
      const counts = members.flatMap((member, place) =>
        assignmentRows.flatMap((assignment, column) =>
          assignment.problemCount > 0 ? [{ userId: member.userId, assignmentId: assignment.id, total: assignment.problemCount, ...grid[place]![column]! }] : [],
        ),
      );
      const removed = (data.removed ?? []).map(([userId, name, email, loginName, removedAt]) => ({ userId, name, email, loginName, removedAt: new Date(removedAt) }));
      return { members, assignments: assignmentRows, counts, removed };
    },
  };
}

export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
