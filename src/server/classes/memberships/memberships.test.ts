import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_JOINS_PER_ADDRESS, CLASS_JOINS_PER_LEARNER } from '../../../core/classes';
import { assignments, classMembers, problems } from '../../db/schema';
import { answer, createAssignment, createClass, getJson, joinClass, mcqProblems } from '../../test/classes';
import { recountAssignment } from '../../learning';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Time passing for an assignment: its due time moved into the past, as if made earlier.
// A due time never moves in the app: the assignment's figures are counted again (decision 083).
const dueHoursAgo = async (assignmentId: string, hours: number) => {
  await t.db.update(assignments).set({ dueAt: sql`now() - make_interval(hours => ${hours})` }).where(eq(assignments.id, assignmentId));
  await recountAssignment(t.db, assignmentId);
};

async function classWithTeacher(name = 'Bu Sari') {
  const teacher = await t.createSignedInUser('teacher', name);
  return { teacher, owned: await createClass(t, teacher.cookie) };
}

describe('joining a class', () => {
  it('joins by the code as typed, and joining twice is one membership', async () => {
    const { owned } = await classWithTeacher('Bu Sari');
    const learner = await t.createSignedInUser();
    const typed = `  ${owned.code.slice(0, 3).toLowerCase()}-${owned.code.slice(3)} `;
    const joined = await joinClass(t, learner.cookie, typed);
    expect(joined.status).toBe(200);
    expect((await joined.json()).class).toEqual({ id: owned.id, name: owned.name, teacherName: 'Bu Sari' });
    expect((await joinClass(t, learner.cookie, owned.code)).status).toBe(200);
    expect(await t.db.select().from(classMembers).where(eq(classMembers.classId, owned.id))).toHaveLength(1);
    const memberships = await getJson(t, learner.cookie, '/memberships');
    expect(memberships.body.classes).toEqual([{ id: owned.id, name: owned.name, teacherName: 'Bu Sari', joinedAt: expect.any(String) }]);
  });

  it('a wrong, rotated or archived code gets one clear answer that says nothing of whether a class exists', async () => {
    const { teacher, owned } = await classWithTeacher();
    const archived = await createClass(t, teacher.cookie);
    await t.request('POST', `${API}/classes/${owned.id}/code`, { cookie: teacher.cookie });
    await t.request('POST', `${API}/classes/${archived.id}/archive`, { cookie: teacher.cookie });
    const learner = await t.createSignedInUser();
    const answers = [];
    for (const code of ['ZZZZZZZ', owned.code, archived.code, 'bukan kode!']) {
      const response = await joinClass(t, learner.cookie, code);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers).toEqual(Array(4).fill({ status: 404, body: { error: { code: 'classes.code_not_found', message: 'Kode kelas tidak ditemukan atau sudah tidak berlaku.' } } }));
    const preview = await getJson(t, learner.cookie, `/memberships/preview?code=${archived.code}`);
    expect(preview).toEqual(answers[0]);
  });

  it('shows the class before joining', async () => {
    const { owned } = await classWithTeacher('Pak Budi');
    const member = await t.createSignedInUser();
    await joinClass(t, member.cookie, owned.code);
    const learner = await t.createSignedInUser();
    expect((await getJson(t, learner.cookie, `/memberships/preview?code=${owned.code.toLowerCase()}`)).body).toEqual({
      class: { name: owned.name, teacherName: 'Pak Budi', memberCount: 1 },
    });
  });

  it('the teacher cannot join their own class', async () => {
    const { teacher, owned } = await classWithTeacher();
    const refused = await joinClass(t, teacher.cookie, owned.code);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe('Anda adalah guru kelas ini.');
  });

  it('a guest cannot join', async () => {
    const { owned } = await classWithTeacher();
    expect((await t.request('POST', `${API}/memberships`, { body: { code: owned.code } })).status).toBe(401);
  });

  it('is rate-limited per learner, found or not', async () => {
    const learner = await t.createSignedInUser();
    for (let attempt = 0; attempt < CLASS_JOINS_PER_LEARNER.max; attempt += 1) expect((await joinClass(t, learner.cookie, 'ZZZZZZZ')).status).toBe(404);
    const refused = await joinClass(t, learner.cookie, 'ZZZZZZZ');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('request.rate_limited');
    expect((await getJson(t, learner.cookie, '/memberships/preview?code=ZZZZZZZ')).status).toBe(429);
  });

  it('is rate-limited per address, across learners', async () => {
    // The address's bucket refills one try every 5 s: the app's clock stands still here, so a
    // slow machine cannot refill it while the test spends its tries.
    const frozen = new Date();
    const still = await createTestApp({}, { clock: () => frozen });
    try {
      const ip = '10.77.0.1';
      const perLearner = CLASS_JOINS_PER_LEARNER.max;
      const learners = Math.ceil(CLASS_JOINS_PER_ADDRESS.max / perLearner);
      for (let index = 0; index < learners; index += 1) {
        const learner = await still.createSignedInUser();
        for (let attempt = 0; attempt < perLearner; attempt += 1) await joinClass(still, learner.cookie, 'ZZZZZZZ', ip);
      }
      const fresh = await still.createSignedInUser();
      expect((await joinClass(still, fresh.cookie, 'ZZZZZZZ', ip)).status).toBe(429);
      expect((await joinClass(still, fresh.cookie, 'ZZZZZZZ', '10.77.0.2')).status).toBe(404);
    } finally {
      await still.close();
    }
  });

  it('a learner can be in several classes and leave one', async () => {
    const first = await classWithTeacher();
    const second = await classWithTeacher();
    const [problem] = await mcqProblems(t, 1);
    const assignment = await createAssignment(t, first.teacher.cookie, first.owned.id, { problemIds: [problem!.problemId] });
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, first.owned.code);
    await joinClass(t, learner.cookie, second.owned.code);
    expect((await getJson(t, learner.cookie, '/memberships')).body.classes).toHaveLength(2);
    expect((await t.request('DELETE', `${API}/memberships/${first.owned.id}`, { cookie: learner.cookie })).status).toBe(204);
    expect((await getJson(t, learner.cookie, '/memberships')).body.classes.map((item: { id: string }) => item.id)).toEqual([second.owned.id]);
    expect((await getJson(t, learner.cookie, '/assignments')).body.assignments).toEqual([]);
    expect((await getJson(t, learner.cookie, `/assignments/${assignment.id}`)).status).toBe(404);
    expect((await t.request('DELETE', `${API}/memberships/${first.owned.id}`, { cookie: learner.cookie })).status).toBe(404);
  });
});

describe("a learner's assignments", () => {
  it('a problem solved before the assignment counts as done, with its original date; the next problem links on', async () => {
    const { teacher, owned } = await classWithTeacher();
    const [first, second, third] = await mcqProblems(t, 3);
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, owned.code);
    await answer(t, learner.cookie, second!.problemId, 'A');
    const solvedBefore = (await getJson(t, learner.cookie, '/dashboard')).body.recentActivity[0].updatedAt;
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { problemIds: [first!.problemId, second!.problemId, third!.problemId] });
    await answer(t, learner.cookie, first!.problemId, 'B');
    const listed = (await getJson(t, learner.cookie, '/assignments')).body.assignments;
    expect(listed).toEqual([
      {
        id: assignment.id,
        title: 'Tugas Bab 1',
        classId: owned.id,
        className: owned.name,
        dueAt: assignment.dueAt,
        timeZone: 'Asia/Jakarta',
        closeAfterDue: false,
        closed: false,
        total: 3,
        done: 1,
        late: false,
        nextProblem: { problemId: first!.problemId, path: expect.objectContaining({ categoryId: expect.stringMatching(/^CA-/) }) },
      },
    ]);
    const detail = (await getJson(t, learner.cookie, `/assignments/${assignment.id}`)).body;
    expect(detail.assignment).toEqual(listed[0]);
    expect(detail.problems.map((problem: { problemId: string; done: boolean; solvedAt: string | null; late: boolean }) => [problem.problemId, problem.done, problem.solvedAt, problem.late])).toEqual([
      [first!.problemId, false, null, false],
      [second!.problemId, true, solvedBefore, false],
      [third!.problemId, false, null, false],
    ]);
  });

  it('another class’s assignment is not found', async () => {
    const { teacher, owned } = await classWithTeacher();
    const [problem] = await mcqProblems(t, 1);
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId] });
    const outsider = await t.createSignedInUser();
    expect((await getJson(t, outsider.cookie, `/assignments/${assignment.id}`)).status).toBe(404);
    expect((await getJson(t, outsider.cookie, '/assignments/not-a-uuid')).status).toBe(400);
  });

  it('late work is allowed and marked late, unless the assignment closes at its due time', async () => {
    const { teacher, owned } = await classWithTeacher();
    const [open, closing] = await mcqProblems(t, 2);
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, owned.code);
    const late = await createAssignment(t, teacher.cookie, owned.id, { title: 'Boleh terlambat', problemIds: [open!.problemId] });
    const closed = await createAssignment(t, teacher.cookie, owned.id, { title: 'Ditutup', closeAfterDue: true, problemIds: [closing!.problemId] });
    await dueHoursAgo(late.id, 2);
    await dueHoursAgo(closed.id, 1);
    const before = (await getJson(t, learner.cookie, '/assignments')).body.assignments;
    expect(before.map((item: { title: string; done: number; late: boolean; closed: boolean }) => [item.title, item.done, item.late, item.closed])).toEqual([
      ['Boleh terlambat', 0, true, false],
      ['Ditutup', 0, true, true],
    ]);
    expect(before[1].nextProblem).toBeNull();
    await answer(t, learner.cookie, open!.problemId, 'A');
    await answer(t, learner.cookie, closing!.problemId, 'A');
    const after = (await getJson(t, learner.cookie, '/assignments')).body.assignments;
    expect(after.map((item: { title: string; done: number; late: boolean; closed: boolean }) => [item.title, item.done, item.late, item.closed])).toEqual([
      ['Ditutup', 0, true, true],
      ['Boleh terlambat', 1, true, false],
    ]);
    const detail = (await getJson(t, learner.cookie, `/assignments/${late.id}`)).body;
    expect(detail.problems[0]).toMatchObject({ done: true, late: true });
  });

  it('lists open assignments by due time first, then finished ones', async () => {
    const { teacher, owned } = await classWithTeacher();
    const [a, b, c] = await mcqProblems(t, 3);
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, owned.code);
    await createAssignment(t, teacher.cookie, owned.id, { title: 'Lusa', problemIds: [a!.problemId], dueDate: '2099-01-03', dueTime: '10:00' });
    await createAssignment(t, teacher.cookie, owned.id, { title: 'Besok', problemIds: [b!.problemId], dueDate: '2099-01-02', dueTime: '10:00' });
    await createAssignment(t, teacher.cookie, owned.id, { title: 'Selesai', problemIds: [c!.problemId], dueDate: '2099-01-01', dueTime: '10:00' });
    await answer(t, learner.cookie, c!.problemId, 'A');
    const titles = (await getJson(t, learner.cookie, '/assignments')).body.assignments.map((item: { title: string }) => item.title);
    expect(titles).toEqual(['Besok', 'Lusa', 'Selesai']);
  });

  it("a problem unpublished after being assigned drops out of the learner's list and stays in the teacher's report, marked", async () => {
    const { teacher, owned } = await classWithTeacher();
    const [kept, unpublished] = await mcqProblems(t, 2);
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, owned.code);
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { problemIds: [kept!.problemId, unpublished!.problemId] });
    await answer(t, learner.cookie, kept!.problemId, 'A');
    await answer(t, learner.cookie, unpublished!.problemId, 'B');
    await t.db.update(problems).set({ isPublished: false }).where(eq(problems.id, unpublished!.id));
    // The class page counts published problems only: the wrong first try on the unpublished one is
    // not counted, so the learner finished it with every first try right.
    const classPage = (await getJson(t, teacher.cookie, `/classes/${owned.id}`)).body;
    expect(classPage.assignments).toEqual([expect.objectContaining({ problemCount: 1, finishedCount: 1 })]);
    expect(classPage.learners).toEqual([expect.objectContaining({ assignmentsDone: 1, assignmentsTotal: 1, firstTryRate: 1 })]);
    const listed = (await getJson(t, learner.cookie, '/assignments')).body.assignments[0];
    expect(listed).toMatchObject({ total: 1, done: 1, nextProblem: null });
    const detail = (await getJson(t, learner.cookie, `/assignments/${assignment.id}`)).body;
    expect(detail.problems.map((problem: { problemId: string }) => problem.problemId)).toEqual([kept!.problemId]);
    const report = (await getJson(t, teacher.cookie, `/assignments/${assignment.id}/report`)).body;
    expect(report.problems.map((problem: { problemId: string; published: boolean }) => [problem.problemId, problem.published])).toEqual([
      [kept!.problemId, true],
      [unpublished!.problemId, false],
    ]);
    expect(report.learners[0]).toMatchObject({ status: 'solved', solved: 1, total: 1 });
  });

  it('the dashboard shows at most three open assignments, the soonest due first', async () => {
    const { teacher, owned } = await classWithTeacher();
    const problemsMade = await mcqProblems(t, 6);
    const learner = await t.createSignedInUser();
    expect((await getJson(t, learner.cookie, '/dashboard')).body.assignments).toEqual([]);
    await joinClass(t, learner.cookie, owned.code);
    const make = (title: string, day: string, index: number, closeAfterDue = false) =>
      createAssignment(t, teacher.cookie, owned.id, { title, problemIds: [problemsMade[index]!.problemId], dueDate: `2099-01-${day}`, dueTime: '10:00', closeAfterDue });
    await make('Lima', '05', 0);
    await make('Dua', '02', 1);
    await make('Selesai', '01', 2);
    await make('Empat', '04', 3);
    await make('Tiga', '03', 4);
    const closed = await make('Ditutup', '01', 5, true);
    await dueHoursAgo(closed.id, 1);
    await answer(t, learner.cookie, problemsMade[2]!.problemId, 'A');
    const card = (await getJson(t, learner.cookie, '/dashboard')).body.assignments;
    expect(card.map((item: { title: string }) => item.title)).toEqual(['Dua', 'Tiga', 'Empat']);
    expect(card[0]).toMatchObject({ total: 1, done: 0, className: owned.name, nextProblem: { problemId: problemsMade[1]!.problemId } });
  });
});
