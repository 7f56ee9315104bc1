import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_CODE_PATTERN } from '../../../core/class-code';
import { createProblem, createPublishedPath } from '../../db/factories';
import { problems } from '../../db/schema';
import { createAssignment, createClass, dueIn, getJson, joinClass, mcqProblems, postAssignment } from '../../test/classes';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a teacher and their classes', () => {
  // Decision 065: an assignment created with an Idempotency-Key runs in a transaction, and the
  // class's ownership is read on that transaction's connection. Read on the pool instead, as many
  // creates at once as the pool has connections (the test database's pool is 5) each held one and
  // waited forever for another.
  it('creates more assignments at once than the pool has connections, each with its Idempotency-Key', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const owned = await createClass(t, teacher.cookie, { name: 'Kelas Serentak' });
    const [problem] = await mcqProblems(t, 1);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.request('POST', `${API}/classes/${owned.id}/assignments`, {
          cookie: teacher.cookie,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
          body: { title: `Tugas ${index + 1}`, closeAfterDue: false, ...dueIn(24), problemIds: [problem!.problemId] },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
    const page = await getJson(t, teacher.cookie, `/classes/${owned.id}`);
    expect(page.body.assignments).toHaveLength(12);
  });

  it('creates a class with a join code and link, and lists their own, newest first', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const first = await createClass(t, teacher.cookie, { name: '  X IPA 2 — 2026/2027 ' });
    const second = await createClass(t, teacher.cookie, { name: 'XI IPS 1', timeZone: 'Asia/Makassar' });
    expect(first).toMatchObject({ name: 'X IPA 2 — 2026/2027', timeZone: 'Asia/Jakarta', archived: false, memberCount: 0, assignmentCount: 0 });
    expect(first.code).toMatch(CLASS_CODE_PATTERN);
    expect(first.joinPath).toBe(`/math/kelas/gabung/${first.code}`);
    expect(second.timeZone).toBe('Asia/Makassar');
    const other = await t.createSignedInUser('teacher');
    await createClass(t, other.cookie, { name: 'Bukan milikku' });
    const listed = await getJson(t, teacher.cookie, '/classes');
    expect(listed.body.classes.map((item: { name: string }) => item.name)).toEqual(['XI IPS 1', 'X IPA 2 — 2026/2027']);
  });

  it('an admin may run classes too; a learner may not', async () => {
    const admin = await t.createSignedInUser('admin');
    await createClass(t, admin.cookie);
    const learner = await t.createSignedInUser();
    const refused = await t.request('POST', `${API}/classes`, { cookie: learner.cookie, body: { name: 'Kelasku' } });
    expect(refused.status).toBe(403);
    expect((await getJson(t, learner.cookie, '/classes')).status).toBe(403);
  });

  it('refuses a blank or too long name and an unknown time zone', async () => {
    const teacher = await t.createSignedInUser('teacher');
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(81) }, { name: 'X', timeZone: 'Asia/Atlantis' }]) {
      expect((await t.request('POST', `${API}/classes`, { cookie: teacher.cookie, body })).status).toBe(400);
    }
  });

  it("a second teacher gets 404 on the first teacher's class and its assignment, whatever they try", async () => {
    const teacher = await t.createSignedInUser('teacher');
    const other = await t.createSignedInUser('teacher');
    const [problem] = await mcqProblems(t, 1);
    const owned = await createClass(t, teacher.cookie);
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, owned.code);
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId] });
    const attempts = [
      t.request('GET', `${API}/classes/${owned.id}`, { cookie: other.cookie }),
      t.request('PATCH', `${API}/classes/${owned.id}`, { cookie: other.cookie, body: { name: 'Diambil alih' } }),
      t.request('POST', `${API}/classes/${owned.id}/code`, { cookie: other.cookie }),
      t.request('POST', `${API}/classes/${owned.id}/archive`, { cookie: other.cookie }),
      t.request('DELETE', `${API}/classes/${owned.id}/members/${learner.id}`, { cookie: other.cookie }),
      postAssignment(t, other.cookie, owned.id, { problemIds: [problem!.problemId] }),
      t.request('GET', `${API}/assignments/${assignment.id}/report`, { cookie: other.cookie }),
      t.request('GET', `${API}/assignments/${assignment.id}/report.xlsx`, { cookie: other.cookie }),
      t.request('DELETE', `${API}/assignments/${assignment.id}`, { cookie: other.cookie }),
    ];
    expect((await Promise.all(attempts)).map((response) => response.status)).toEqual(Array(attempts.length).fill(404));
    const page = await getJson(t, teacher.cookie, `/classes/${owned.id}`);
    expect(page.body.class.name).toBe('X IPA 2 — 2026/2027');
    expect(page.body.members).toHaveLength(1);
    expect(page.body.assignments).toHaveLength(1);
  });

  it('a learner cannot read a class, a report or its export', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const [problem] = await mcqProblems(t, 1);
    const owned = await createClass(t, teacher.cookie);
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, owned.code);
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId] });
    for (const path of [`/classes/${owned.id}`, `/assignments/${assignment.id}/report`, `/assignments/${assignment.id}/report.xlsx`]) {
      const response = await t.request('GET', `${API}${path}`, { cookie: learner.cookie });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('auth.forbidden');
    }
  });

  it('rotating the code makes the old one stop working', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const owned = await createClass(t, teacher.cookie);
    const rotated = (await (await t.request('POST', `${API}/classes/${owned.id}/code`, { cookie: teacher.cookie })).json()).class;
    expect(rotated.code).not.toBe(owned.code);
    expect(rotated.joinPath).toBe(`/math/kelas/gabung/${rotated.code}`);
    const learner = await t.createSignedInUser();
    const old = await joinClass(t, learner.cookie, owned.code);
    expect(old.status).toBe(404);
    expect((await old.json()).error.message).toBe('Kode kelas tidak ditemukan atau sudah tidak berlaku.');
    expect((await joinClass(t, learner.cookie, rotated.code)).status).toBe(200);
  });

  it('renames a class', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const owned = await createClass(t, teacher.cookie);
    const renamed = await t.request('PATCH', `${API}/classes/${owned.id}`, { cookie: teacher.cookie, body: { name: ' XII IPA 2 ' } });
    expect((await renamed.json()).class.name).toBe('XII IPA 2');
  });

  it('an archived class shows nothing of its members, takes no new assignment, and its code stops working', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const [problem] = await mcqProblems(t, 1);
    const owned = await createClass(t, teacher.cookie);
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, owned.code);
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId] });
    const archived = await t.request('POST', `${API}/classes/${owned.id}/archive`, { cookie: teacher.cookie });
    expect((await archived.json()).class.archived).toBe(true);
    const page = await getJson(t, teacher.cookie, `/classes/${owned.id}`);
    expect(page.body).toMatchObject({ class: { archived: true }, members: [], assignments: [], learners: [] });
    expect((await getJson(t, teacher.cookie, '/classes')).body.classes[0].archived).toBe(true);
    expect((await postAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId] })).status).toBe(409);
    expect((await t.request('GET', `${API}/assignments/${assignment.id}/report`, { cookie: teacher.cookie })).status).toBe(409);
    expect((await t.request('POST', `${API}/classes/${owned.id}/code`, { cookie: teacher.cookie })).status).toBe(409);
    const other = await t.createSignedInUser();
    expect((await joinClass(t, other.cookie, owned.code)).status).toBe(404);
    expect((await getJson(t, learner.cookie, '/memberships')).body.classes).toEqual([]);
    expect((await getJson(t, learner.cookie, '/assignments')).body.assignments).toEqual([]);
    expect((await getJson(t, learner.cookie, `/assignments/${assignment.id}`)).status).toBe(404);
  });

  it('a removed learner no longer sees the class or its assignments, and the report drops them', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const [problem] = await mcqProblems(t, 1);
    const owned = await createClass(t, teacher.cookie);
    const stays = await t.createSignedInUser();
    const removed = await t.createSignedInUser();
    await joinClass(t, stays.cookie, owned.code);
    await joinClass(t, removed.cookie, owned.code);
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId] });
    expect((await t.request('DELETE', `${API}/classes/${owned.id}/members/${removed.id}`, { cookie: teacher.cookie })).status).toBe(204);
    const stranger = await t.createSignedInUser();
    expect((await t.request('DELETE', `${API}/classes/${owned.id}/members/${stranger.id}`, { cookie: teacher.cookie })).status).toBe(404);
    expect((await getJson(t, removed.cookie, '/memberships')).body.classes).toEqual([]);
    expect((await getJson(t, removed.cookie, '/assignments')).body.assignments).toEqual([]);
    expect((await getJson(t, removed.cookie, `/assignments/${assignment.id}`)).status).toBe(404);
    const report = await getJson(t, teacher.cookie, `/assignments/${assignment.id}/report`);
    expect(report.body.learners.map((learner: { userId: string }) => learner.userId)).toEqual([stays.id]);
    const page = await getJson(t, teacher.cookie, `/classes/${owned.id}`);
    expect(page.body.members.map((member: { userId: string }) => member.userId)).toEqual([stays.id]);
  });
});

describe('assignments', () => {
  it('a due time is read in the class time zone', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const [problem] = await mcqProblems(t, 1);
    const owned = await createClass(t, teacher.cookie, { name: 'Kelas Jayapura', timeZone: 'Asia/Jayapura' });
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId], dueDate: '2099-12-04', dueTime: '23:59' });
    expect(assignment.dueAt).toBe('2099-12-04T14:59:00.000Z');
  });

  it('a due date in the past is refused', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const [problem] = await mcqProblems(t, 1);
    const owned = await createClass(t, teacher.cookie);
    const refused = await postAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId], dueDate: '2020-01-01', dueTime: '07:00' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: 'assignments.due_in_past', message: 'Tenggat harus setelah waktu sekarang.' });
    expect((await postAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId], dueDate: '2099-02-30', dueTime: '07:00' })).status).toBe(400);
  });

  it('a whole subtopic is its published problems in order, as they are when assigned', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const path = await createPublishedPath(t.db);
    const [first, , third] = [
      await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Satu', answer: '1' }),
      await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Draf', answer: '2', isPublished: false }),
      await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Tiga', answer: '3' }),
    ];
    const owned = await createClass(t, teacher.cookie);
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { subtopicId: path.subtopic.subtopicId });
    expect(assignment.problemCount).toBe(2);
    const report = await getJson(t, teacher.cookie, `/assignments/${assignment.id}/report`);
    expect(report.body.problems.map((problem: { problemId: string; position: number }) => [problem.problemId, problem.position])).toEqual([
      [first.problemId, 1],
      [third.problemId, 2],
    ]);
  });

  it('refuses problems that do not exist or are not published, and a subtopic with none published', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const [published] = await mcqProblems(t, 1);
    const path = await createPublishedPath(t.db);
    const draft = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Draf', answer: '1', isPublished: false });
    const owned = await createClass(t, teacher.cookie);
    for (const problemIds of [[published!.problemId, 'PR-ZZZZZZZZ'], [draft.problemId]]) {
      const refused = await postAssignment(t, teacher.cookie, owned.id, { problemIds });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.message).toBe('Ada soal yang tidak ditemukan atau belum terbit.');
    }
    const empty = await postAssignment(t, teacher.cookie, owned.id, { subtopicId: path.subtopic.subtopicId });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Subtopik ini belum punya soal yang terbit.');
    const both = await postAssignment(t, teacher.cookie, owned.id, { subtopicId: path.subtopic.subtopicId, problemIds: [published!.problemId] });
    expect(both.status).toBe(400);
    expect((await postAssignment(t, teacher.cookie, owned.id, {})).status).toBe(400);
  });

  it('picking the same problem twice assigns it once', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const [problem] = await mcqProblems(t, 1);
    const owned = await createClass(t, teacher.cookie);
    expect((await createAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId, problem!.problemId] })).problemCount).toBe(1);
  });

  it('a deleted assignment is gone for its teacher and its learners', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const [problem] = await mcqProblems(t, 1);
    const owned = await createClass(t, teacher.cookie);
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, owned.code);
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { problemIds: [problem!.problemId] });
    expect((await t.request('DELETE', `${API}/assignments/${assignment.id}`, { cookie: teacher.cookie })).status).toBe(204);
    expect((await getJson(t, teacher.cookie, `/assignments/${assignment.id}/report`)).status).toBe(404);
    expect((await getJson(t, learner.cookie, '/assignments')).body.assignments).toEqual([]);
  });

  it("the teacher's problem search lists published problems only, by code or question text", async () => {
    const teacher = await t.createSignedInUser('teacher');
    const path = await createPublishedPath(t.db, { subtopic: 'Persamaan Kuadrat' });
    const wanted = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Tentukan akar persamaan zebrakuda', answer: '1' });
    await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Draf zebrakuda', answer: '1', isPublished: false });
    const found = await getJson(t, teacher.cookie, '/teacher/problems?q=zebrakuda');
    expect(found.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(found.body.items).toEqual([
      {
        problemId: wanted.problemId,
        preview: 'Tentukan akar persamaan zebrakuda',
        path: {
          categoryId: path.category.categoryId,
          topicId: path.topic.topicId,
          subtopicId: path.subtopic.subtopicId,
          categoryName: path.category.categoryName,
          topicName: path.topic.topicName,
          subtopicName: 'Persamaan Kuadrat',
        },
      },
    ]);
    expect((await getJson(t, teacher.cookie, `/teacher/problems?q=${wanted.problemId.toLowerCase()}`)).body.total).toBe(1);
    expect((await getJson(t, teacher.cookie, `/teacher/problems?subtopicId=${path.subtopic.subtopicId}`)).body.total).toBe(1);
    await t.db.update(problems).set({ isPublished: false }).where(eq(problems.id, wanted.id));
    expect((await getJson(t, teacher.cookie, '/teacher/problems?q=zebrakuda')).body.total).toBe(0);
  });
});

describe('the teacher role on /admin/users', () => {
  it('an admin makes a user a teacher, whose open session can run classes at once but never enter the admin area', async () => {
    const admin = await t.createSignedInUser('admin');
    const user = await t.createSignedInUser();
    expect((await t.request('POST', `${API}/classes`, { cookie: user.cookie, body: { name: 'Kelas' } })).status).toBe(403);
    const changed = await t.request('PATCH', `${API}/admin/users/${user.id}`, { cookie: admin.cookie, body: { role: 'teacher' } });
    expect((await changed.json()).user.role).toBe('teacher');
    expect((await t.request('POST', `${API}/classes`, { cookie: user.cookie, body: { name: 'Kelas' } })).status).toBe(201);
    expect((await getJson(t, user.cookie, '/me')).body.user.role).toBe('teacher');
    expect((await getJson(t, user.cookie, '/admin/users')).status).toBe(403);
    const listed = await getJson(t, admin.cookie, `/admin/users?q=${encodeURIComponent(user.email)}`);
    expect(listed.body.users[0].role).toBe('teacher');
    await t.request('PATCH', `${API}/admin/users/${user.id}`, { cookie: admin.cookie, body: { role: 'basic' } });
    expect((await t.request('GET', `${API}/classes`, { cookie: user.cookie })).status).toBe(403);
  });

  it("a teacher made basic again keeps their class for its learners; a deleted teacher's classes go with the account", async () => {
    const admin = await t.createSignedInUser('admin');
    const teacher = await t.createSignedInUser('teacher');
    const owned = await createClass(t, teacher.cookie);
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, owned.code);
    await t.request('PATCH', `${API}/admin/users/${teacher.id}`, { cookie: admin.cookie, body: { role: 'basic' } });
    expect((await getJson(t, learner.cookie, '/memberships')).body.classes).toHaveLength(1);
    expect((await t.request('DELETE', `${API}/admin/users/${teacher.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await getJson(t, learner.cookie, '/memberships')).body.classes).toEqual([]);
  });
});
