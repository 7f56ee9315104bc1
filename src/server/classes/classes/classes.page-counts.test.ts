import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentCounts, rateOf } from '../../../core/assignments';
import { answer, createAssignment, createClass, getJson, joinClass, mcqProblems } from '../../test/classes';
import { sql } from 'drizzle-orm';
import { beforeProblemsChange, recountAssignment } from '../../learning';
import { createTestApp, type TestApp } from '../../test/test-app';

// The class page reads its learners' work from assignment_progress, which answers, joins, new
// assignments and deletes keep (decision 083). Through the app where a route exists (answers, joins,
// leaves, removals, assignments, an admin's delete), with SQL where none does (time passing, with the
// recount a test needs then; unpublishing): after each step the page must show what the class's
// progress rows say, counted here in TypeScript with the rules of core/assignments.ts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ClassPage = {
  assignments: { id: string; problemCount: number; finishedCount: number }[];
  learners: { userId: string; assignmentsDone: number; assignmentsTotal: number; firstTryRate: number | null }[];
};

// The page as the rows say it should be: over each assignment's problems learners can see.
async function countedFromRows(classId: string) {
  const { sql } = t;
  const members = await sql<{ user_id: string }[]>`select user_id from class_members where class_id = ${classId} order by user_id`;
  const assignmentRows = (await sql<{ id: string; due_at: string; close_after_due: boolean }[]>`select id, due_at, close_after_due from assignments where class_id = ${classId}`).map(
    (row) => ({ ...row, due_at: new Date(row.due_at) }),
  );
  const placed = await sql<{ assignment_id: string; problem_id: number }[]>`
    select ap.assignment_id, ap.problem_id from assignment_problems ap
    join assignments a on a.id = ap.assignment_id
    join problems p on p.id = ap.problem_id join subtopics s on s.id = p.subtopic_id join topics tp on tp.id = s.topic_id join categories c on c.id = tp.category_id
    where a.class_id = ${classId} and p.is_published and s.is_published and tp.is_published and c.is_published`;
  const progress = (
    await sql<{ user_id: string; problem_id: number; is_correct: boolean; attempts_count: number; revealed: boolean; updated_at: string }[]>`
      select user_id, problem_id, is_correct, attempts_count, revealed_at is not null as revealed, updated_at from user_progress
      where user_id in (select user_id from class_members where class_id = ${classId})`
  ).map((row) => ({ ...row, updated_at: new Date(row.updated_at) }));
  const now = new Date();
  const shown = assignmentRows.filter((assignment) => placed.some((row) => row.assignment_id === assignment.id));
  const finishedCount = new Map<string, number>();
  const learners = members.map(({ user_id: userId }) => {
    let done = 0;
    let attempted = 0;
    let firstTry = 0;
    for (const assignment of shown) {
      const problems = placed.filter((row) => row.assignment_id === assignment.id).map((row) => row.problem_id);
      const rows = progress.filter((row) => row.user_id === userId && problems.includes(row.problem_id));
      const onTime = rows.filter((row) => row.is_correct && row.updated_at <= assignment.due_at).length;
      const afterDue = rows.filter((row) => row.is_correct && row.updated_at > assignment.due_at).length;
      const { finished } = assignmentCounts({ dueAt: assignment.due_at, closeAfterDue: assignment.close_after_due }, { total: problems.length, onTime, afterDue }, now);
      if (finished) {
        done += 1;
        finishedCount.set(assignment.id, (finishedCount.get(assignment.id) ?? 0) + 1);
      }
      attempted += rows.filter((row) => row.attempts_count > 0).length;
      // A solve after 'Lihat pembahasan' is never a first try (issue 52).
      firstTry += rows.filter((row) => row.is_correct && row.attempts_count === 1 && !row.revealed).length;
    }
    return { userId, assignmentsDone: done, assignmentsTotal: shown.length, firstTryRate: rateOf(firstTry, attempted) };
  });
  const assignments = assignmentRows.map((assignment) => ({
    id: assignment.id,
    problemCount: placed.filter((row) => row.assignment_id === assignment.id).length,
    finishedCount: finishedCount.get(assignment.id) ?? 0,
  }));
  return { learners, assignments };
}

async function classPage(cookie: string, classId: string) {
  const { status, body } = await getJson(t, cookie, `/classes/${classId}`);
  expect(status).toBe(200);
  const page = body as ClassPage;
  return {
    learners: page.learners.map(({ userId, assignmentsDone, assignmentsTotal, firstTryRate }) => ({ userId, assignmentsDone, assignmentsTotal, firstTryRate })).sort((a, b) => a.userId.localeCompare(b.userId)),
    assignments: page.assignments.map(({ id, problemCount, finishedCount }) => ({ id, problemCount, finishedCount })).sort((a, b) => a.id.localeCompare(b.id)),
  };
}

async function expectPageToMatchRows(cookie: string, classId: string, step: string) {
  const counted = await countedFromRows(classId);
  counted.assignments.sort((a, b) => a.id.localeCompare(b.id));
  expect(await classPage(cookie, classId), step).toEqual(counted);
}

describe("the class page's counts", () => {
  it('follow answers, joins and leaves, assignments and their problems, whatever writes them', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const learners = [await t.createSignedInUser(), await t.createSignedInUser(), await t.createSignedInUser()];
    const problems = await mcqProblems(t, 6);
    const code = (index: number) => problems[index]!.problemId;

    // Work done before the class existed counts, with its own date (decision 053).
    await answer(t, learners[0]!.cookie, code(0), 'A');
    await answer(t, learners[0]!.cookie, code(1), 'B');
    const owned = await createClass(t, teacher.cookie);
    await joinClass(t, learners[0]!.cookie, owned.code);
    await joinClass(t, learners[1]!.cookie, owned.code);
    const past = await createAssignment(t, teacher.cookie, owned.id, { title: 'Lalu', problemIds: [code(0), code(1), code(2)] });
    const next = await createAssignment(t, teacher.cookie, owned.id, { title: 'Nanti', problemIds: [code(2), code(3), code(4)] });
    await expectPageToMatchRows(teacher.cookie, owned.id, 'two assignments, work from before');
    expect((await classPage(teacher.cookie, owned.id)).learners.find((learner) => learner.userId === learners[0]!.id)).toMatchObject({ assignmentsDone: 0, firstTryRate: 0.5 });

    // Answers: first tries right and wrong, a wrong try then a solve, a problem in both assignments, a learner of no class.
    await answer(t, learners[1]!.cookie, code(2), 'B');
    await answer(t, learners[1]!.cookie, code(2), 'A');
    await answer(t, learners[0]!.cookie, code(1), 'A');
    await answer(t, learners[1]!.cookie, code(3), 'A');
    await answer(t, learners[2]!.cookie, code(3), 'A');
    await answer(t, learners[0]!.cookie, code(4), 'C');
    await answer(t, learners[0]!.cookie, code(4), 'A');
    await expectPageToMatchRows(teacher.cookie, owned.id, 'answers');

    // A learner gives up before answering ('Lihat pembahasan', issue 52), then types the key: solved, never a first try.
    expect((await t.request('POST', `/math/api/problems/${code(4)}/reveal`, { cookie: learners[1]!.cookie })).status).toBe(200);
    await answer(t, learners[1]!.cookie, code(4), 'A');
    await expectPageToMatchRows(teacher.cookie, owned.id, 'a solve after the solution was revealed');

    // Time passes 'Lalu' by; then a learner finishes it late.
    await t.sql`update assignments set due_at = now() - interval '1 hour' where id = ${past.id}`;
    await recountAssignment(t.db, past.id);
    await answer(t, learners[0]!.cookie, code(2), 'A');
    await expectPageToMatchRows(teacher.cookie, owned.id, 'a late solve');
    expect((await classPage(teacher.cookie, owned.id)).assignments.find((assignment) => assignment.id === past.id)).toEqual({ id: past.id, problemCount: 3, finishedCount: 1 });

    // A third learner joins with work already done; one leaves; one is removed by the teacher and added back.
    await joinClass(t, learners[2]!.cookie, owned.code);
    await expectPageToMatchRows(teacher.cookie, owned.id, 'a learner joins with work done');
    expect((await t.request('DELETE', `/math/api/memberships/${owned.id}`, { cookie: learners[1]!.cookie })).status).toBe(204);
    expect((await t.request('DELETE', `/math/api/classes/${owned.id}/members/${learners[2]!.id}`, { cookie: teacher.cookie })).status).toBe(204);
    await expectPageToMatchRows(teacher.cookie, owned.id, 'a learner leaves, one is removed');
    expect((await t.request('PUT', `/math/api/classes/${owned.id}/members/${learners[2]!.id}`, { cookie: teacher.cookie })).status).toBe(204);
    await expectPageToMatchRows(teacher.cookie, owned.id, 'the removed learner is back');

    // The assignments change: a problem unpublished, one taken out, an assignment deleted, an account deleted.
    await t.sql`update problems set is_published = false where id = ${problems[1]!.id}`;
    await expectPageToMatchRows(teacher.cookie, owned.id, 'a problem unpublished');
    // An admin cannot delete a problem an assignment holds (409); a delete that takes one anyway
    // (none does today) goes through beforeProblemsChange, as every delete of problems does.
    const admin = await t.createSignedInUser('admin');
    expect((await t.request('DELETE', `/math/api/admin/problems/${code(4)}`, { cookie: admin.cookie })).status).toBe(409);
    await t.db.transaction(async (tx) => {
      await beforeProblemsChange(tx, sql`select ${problems[4]!.id}::int`, { deleted: true });
      await tx.execute(sql`delete from problems where id = ${problems[4]!.id}`);
    });
    await expectPageToMatchRows(teacher.cookie, owned.id, 'a problem of an assignment deleted');
    expect((await t.request('DELETE', `/math/api/assignments/${past.id}`, { cookie: teacher.cookie })).status).toBe(204);
    await t.sql`delete from users where id = ${learners[2]!.id}`;
    await expectPageToMatchRows(teacher.cookie, owned.id, 'an assignment and an account deleted');
    expect(await classPage(teacher.cookie, owned.id)).toEqual({
      learners: [{ userId: learners[0]!.id, assignmentsDone: 0, assignmentsTotal: 1, firstTryRate: 1 }],
      assignments: [{ id: next.id, problemCount: 2, finishedCount: 0 }],
    });
  });

  it('count every answer when a learner answers several problems of one assignment at once (two tabs)', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const learner = await t.createSignedInUser();
    const problems = await mcqProblems(t, 6);
    const owned = await createClass(t, teacher.cookie);
    await joinClass(t, learner.cookie, owned.code);
    await createAssignment(t, teacher.cookie, owned.id, { title: 'Serentak', problemIds: problems.map((problem) => problem.problemId) });
    await Promise.all(problems.map((problem, index) => answer(t, learner.cookie, problem.problemId, index % 2 === 0 ? 'A' : 'B')));
    await Promise.all(problems.map((problem) => answer(t, learner.cookie, problem.problemId, 'A')));
    await expectPageToMatchRows(teacher.cookie, owned.id, 'answers at once');
    const [row] = await t.sql<{ attempted: number; on_time: number; first_try: number }[]>`select attempted, on_time, first_try from assignment_progress where user_id = ${learner.id}`;
    expect(row).toEqual({ attempted: 6, on_time: 6, first_try: 3 });
  });
});
