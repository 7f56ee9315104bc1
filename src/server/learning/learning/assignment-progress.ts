import { sql, type SQL } from 'drizzle-orm';
import type { Writer } from '../../db/unique-code';

// Decision 083: assignment_progress holds, per assignment and learner, what the learner's progress
// on the assignment's problems counts (core/gradebook.ts's and core/assignments.ts's figures), so a
// teacher's class page and gradebook read 1,200 rows for 40 learners x 30 assignments instead of
// grouping the 10,000 progress rows under them. Its writers, all here or in the answer's one write
// statement (answer-writer.ts, ASSIGNMENT_WRITES):
// - an answer adds what it changes to its learner's rows of the assignments that hold the problem,
//   in the learner's current classes;
// - joining a class, being added back to it, and a new assignment count the rows afresh
//   (countAssignmentProgress), since progress made before counts as well;
// - an admin's delete of problems takes their share off (inside beforeProblemsChange's lock);
// - progress written by hand (seeds, scripts, tests) is counted again with recountLearners, and an
//   assignment whose due time a test moved with recountAssignment.
// Every problem of the assignment counts, published or not: the pages take the share of those
// learners cannot see off when they read (visibility changes with a tryout's window and with an
// admin's publishing, which then need no writer here).

/** The columns, in the order ASSIGNMENT_FIGURES names them. */
export const ASSIGNMENT_COLUMNS = ['attempted', 'on_time', 'after_due', 'first_try', 'first_try_on_time'] as const;

/**
 * What progress rows aliased `up` on the problems of an assignment aliased `a` (its `due_at`) count,
 * summed: tried; solved by the due time and after it (a solved row's updated_at is when it was solved:
 * the answer locks once correct); solved on the first try, and that by the due time (a solve after
 * 'Lihat pembahasan' never is: issue 52).
 */
export const ASSIGNMENT_FIGURES = `count(*) filter (where up.attempts_count > 0)::int as attempted,
  count(*) filter (where up.is_correct and up.updated_at <= a.due_at)::int as on_time,
  count(*) filter (where up.is_correct and up.updated_at > a.due_at)::int as after_due,
  count(*) filter (where up.is_correct and up.attempts_count = 1 and up.revealed_at is null)::int as first_try,
  count(*) filter (where up.is_correct and up.attempts_count = 1 and up.revealed_at is null and up.updated_at <= a.due_at)::int as first_try_on_time`;

/**
 * The answer's share, as CTEs appended to ANSWER_WRITES (whose parameters it reads: $1 learner, $2
 * problem, $3 attempt number, $4 correct, $7 the attempts before) after its `progress` CTE: one row
 * per assignment of the learner's classes that holds the problem, each figure moved by what this
 * attempt changes (a first try after 'Lihat pembahasan' is none: the row as the reveal left it). `now()` is
 * the time the progress row is written with.
 */
export const ASSIGNMENT_WRITES = `assigned as (
    select a.id, a.due_at from class_members m
    join assignments a on a.class_id = m.class_id
    join assignment_problems ap on ap.assignment_id = a.id and ap.problem_id = $2::int
    where m.user_id = $1::text and ($7::int = 0 or $4::boolean) and exists (select 1 from progress)
  ), first_try as (
    select $4::boolean and $3::int = 1
      and not exists (select 1 from user_progress r where r.user_id = $1::text and r.problem_id = $2::int and r.revealed_at is not null) as yes
  ), assignment_counts as (
    insert into assignment_progress as s (assignment_id, user_id, ${ASSIGNMENT_COLUMNS.join(', ')})
    select a.id, $1::text, ($7::int = 0)::int, ($4::boolean and now() <= a.due_at)::int, ($4::boolean and now() > a.due_at)::int,
      f.yes::int, (f.yes and now() <= a.due_at)::int
    from assigned a cross join first_try f
    on conflict (assignment_id, user_id) do update set ${ASSIGNMENT_COLUMNS.map((name) => `${name} = s.${name} + excluded.${name}`).join(', ')}
  )`;

const COLUMNS = sql.raw(ASSIGNMENT_COLUMNS.join(', '));
const FIGURES = sql.raw(ASSIGNMENT_FIGURES);

/**
 * Counts afresh the rows of the (assignment, learner) pairs `pairs` selects (a query naming
 * `assignment_id`, `user_id` and `due_at`), from the learners' progress as it is: when a learner
 * joins a class or is added back, and when an assignment is made. One statement: each pair's row is
 * set, not added to.
 */
async function countPairs(writer: Writer, pairs: SQL) {
  await writer.execute(sql`
    insert into assignment_progress as s (assignment_id, user_id, ${COLUMNS})
    select a.assignment_id, a.user_id, ${FIGURES}
    from (${pairs}) a
    left join assignment_problems ap on ap.assignment_id = a.assignment_id
    left join user_progress up on up.user_id = a.user_id and up.problem_id = ap.problem_id
    group by a.assignment_id, a.user_id
    on conflict (assignment_id, user_id) do update set ${sql.raw(ASSIGNMENT_COLUMNS.map((name) => `${name} = excluded.${name}`).join(', '))}`);
}

/** A member's rows on every assignment of the class (on joining it, or being added back). */
export const countMemberAssignments = (writer: Writer, classId: string, userId: string) =>
  countPairs(writer, sql`select a.id as assignment_id, a.due_at, ${userId}::text as user_id from assignments a where a.class_id = ${classId}::uuid`);

/** Every current member's row on one assignment (when it is made, or its due time moved by a test). */
export const recountAssignment = (writer: Writer, assignmentId: string) =>
  countPairs(
    writer,
    sql`select a.id as assignment_id, a.due_at, m.user_id from assignments a join class_members m on m.class_id = a.class_id where a.id = ${assignmentId}::uuid`,
  );

/**
 * For learners' progress written by hand (recountLearners): their rows on every assignment of their
 * current classes. A parameterised statement for postgres.js ($1 the learners' ids).
 */
export const RECOUNT_LEARNERS_ASSIGNMENTS = `insert into assignment_progress as s (assignment_id, user_id, ${ASSIGNMENT_COLUMNS.join(', ')})
    select a.id, m.user_id, ${ASSIGNMENT_FIGURES}
    from class_members m
    join assignments a on a.class_id = m.class_id
    left join assignment_problems ap on ap.assignment_id = a.id
    left join user_progress up on up.user_id = m.user_id and up.problem_id = ap.problem_id
    where m.user_id in (select unnest($1::text[]))
    group by a.id, m.user_id
    on conflict (assignment_id, user_id) do update set ${ASSIGNMENT_COLUMNS.map((name) => `${name} = excluded.${name}`).join(', ')}`;

/**
 * In beforeProblemsChange, before problems `ids` are deleted (their progress rows and their places
 * in assignments go with them): their share comes off the rows of the assignments that hold them.
 */
export const takeOffDeletedProblems = (writer: Writer, ids: SQL) =>
  writer.execute(sql`
    update assignment_progress s set ${sql.raw(ASSIGNMENT_COLUMNS.map((name) => `${name} = s.${name} - d.${name}`).join(', '))}
    from (
      select ap.assignment_id, up.user_id, ${FIGURES}
      from assignment_problems ap
      join assignments a on a.id = ap.assignment_id
      join user_progress up on up.problem_id = ap.problem_id
      where ap.problem_id in (${ids})
      group by ap.assignment_id, up.user_id
    ) d
    where s.assignment_id = d.assignment_id and s.user_id = d.user_id`);
