import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublishedPath } from '../db/factories';
import { assignmentProblems, assignments, problems, subtopics, tryouts, userQuestions } from '../db/schema';
import { createTryout } from '../db/tryout-factories';
import { createAssignment, createClass, getJson, mcqProblems } from './classes';
import { createTestApp, type TestApp } from './test-app';

// Issue 50.4 (decision 072): deleting content never silently changes work in progress. A category,
// topic, subtopic or problem whose problems a class assignment, a tryout or a Tanya Soal answer uses
// is refused with 409 `content.in_use` listing where; the confirmation reads the same list first.

const API = '/math/api/admin';
const HOUR = 3_600_000;

let t: TestApp;
let admin: string;
let teacher: { id: string; email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  teacher = await t.createSignedInUser('teacher');
});
afterAll(() => t.close());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await t.request(method, `${API}${path}`, { cookie: admin, body });
  return { status: response.status, body: await response.json() };
};

const none = { total: 0, items: [] };
const notUsed = { assignments: none, tryouts: none, questions: none };

// A published path whose subtopic holds `count` problems, its topic and category nothing else.
async function filledPath(name: string, count = 5) {
  const path = await createPublishedPath(t.db, { category: `Kategori ${name}`, topic: `Topik ${name}`, subtopic: `Subtopik ${name}` });
  return { ...path, problems: await mcqProblems(t, count, path.subtopic.id) };
}

const deletePaths = (path: Awaited<ReturnType<typeof filledPath>>) => [
  `/subtopics/${path.subtopic.subtopicId}`,
  `/topics/${path.topic.topicId}`,
  `/categories/${path.category.categoryId}`,
];

const problemsLeft = async (subtopicId: number) => (await t.db.select({ id: problems.id }).from(problems).where(eq(problems.subtopicId, subtopicId))).length;

const assignmentProblemCount = async (assignmentId: string) =>
  (await t.db.select({ id: assignmentProblems.problemId }).from(assignmentProblems).where(eq(assignmentProblems.assignmentId, assignmentId))).length;

async function resolvedQuestion(problemInternalId: number, userQuestionId: string) {
  await t.db.insert(userQuestions).values({
    userQuestionId,
    userId: teacher.id,
    imageUrl: `questions/${userQuestionId}.jpg`,
    status: 'resolved',
    problemId: problemInternalId,
    simpleAnswer: '$x = 2$',
    answeredAt: new Date(),
  });
}

describe('content a class assignment uses', () => {
  it('a subtopic whose problems an assignment uses is not deleted: 409 with the usage, and the assignment keeps its 5 problems', async () => {
    const path = await filledPath('Tugas');
    const owned = await createClass(t, teacher.cookie, { name: 'XII IPA 1' });
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { title: 'Latihan Persamaan', problemIds: path.problems.map((problem) => problem.problemId) });
    const usage = {
      ...notUsed,
      assignments: { total: 1, items: [{ className: 'XII IPA 1', teacherEmail: teacher.email, assignmentTitle: 'Latihan Persamaan', problems: 5, assignmentProblems: 5 }] },
    };

    const deleted = await call('DELETE', `/subtopics/${path.subtopic.subtopicId}`);
    expect(await assignmentProblemCount(assignment.id)).toBe(5);
    const page = await getJson(t, teacher.cookie, `/classes/${owned.id}`);
    expect(page.body.assignments).toEqual([expect.objectContaining({ id: assignment.id, problemCount: 5 })]);
    expect(await problemsLeft(path.subtopic.id)).toBe(5);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error).toMatchObject({ code: 'content.in_use', details: usage });
    // The confirmation reads the same list before the admin confirms.
    expect((await call('GET', `/subtopics/${path.subtopic.subtopicId}/deletion-impact`)).body.usage).toEqual(usage);
  });

  it('its topic, its category, one of its problems and a bulk selection are refused the same way', async () => {
    const path = await filledPath('Tugas Lain');
    const owned = await createClass(t, teacher.cookie, { name: 'X IPS 2' });
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { title: 'PR', problemIds: path.problems.map((problem) => problem.problemId) });
    const listing = (count: number) => ({ ...notUsed, assignments: { total: 1, items: [{ className: 'X IPS 2', teacherEmail: teacher.email, assignmentTitle: 'PR', problems: count, assignmentProblems: 5 }] } });
    for (const target of deletePaths(path).slice(1)) {
      const refused = await call('DELETE', target);
      expect(refused.status, target).toBe(409);
      expect(refused.body.error, target).toMatchObject({ code: 'content.in_use', details: listing(5) });
    }
    const [first, second] = path.problems;
    expect((await call('GET', `/problems/${first!.problemId}/deletion-impact`)).body.usage).toEqual(listing(1));
    const one = await call('DELETE', `/problems/${first!.problemId}`);
    expect(one.status).toBe(409);
    expect(one.body.error.details).toEqual(listing(1));
    const selection = { problemIds: [first!.problemId, second!.problemId] };
    expect((await call('POST', '/problems/bulk/deletion-impact', { selection })).body.usage).toEqual(listing(2));
    const bulk = await call('POST', '/problems/bulk', { action: 'delete', selection });
    expect(bulk.status).toBe(409);
    expect(bulk.body.error).toMatchObject({ code: 'content.in_use', details: listing(2) });
    expect(await assignmentProblemCount(assignment.id)).toBe(5);

    // Once the teacher deletes the assignment, the content goes.
    expect((await t.request('DELETE', `/math/api/assignments/${assignment.id}`, { cookie: teacher.cookie })).status).toBe(204);
    expect((await call('DELETE', `/categories/${path.category.categoryId}`)).status).toBe(200);
    expect(await problemsLeft(path.subtopic.id)).toBe(0);
  });

  it('an assignment saved while the delete waits is seen: the delete is refused, not the assignment emptied', async () => {
    const path = await filledPath('Balapan', 2);
    const owned = await createClass(t, teacher.cookie, { name: 'XI MIPA 3' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let saved!: () => void;
    const isSaved = new Promise<void>((resolve) => (saved = resolve));
    // A teacher's assignment in flight: written, not yet committed, while the admin deletes.
    const inFlight = t.db.transaction(async (tx) => {
      const [row] = await tx.insert(assignments).values({ classId: owned.id, title: 'Tugas Kilat', dueAt: new Date(Date.now() + HOUR) }).returning({ id: assignments.id });
      await tx.insert(assignmentProblems).values(path.problems.map((problem, index) => ({ assignmentId: row!.id, problemId: problem.id, position: index + 1 })));
      saved();
      await released;
      return row!.id;
    });
    await isSaved;
    const deleting = call('DELETE', `/subtopics/${path.subtopic.subtopicId}`);
    await untilALockIsAwaited();
    release();
    const assignmentId = await inFlight;
    const deleted = await deleting;
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.details.assignments.items).toEqual([expect.objectContaining({ assignmentTitle: 'Tugas Kilat', problems: 2 })]);
    expect(await assignmentProblemCount(assignmentId)).toBe(2);
  });
});

// Polls Postgres until some backend waits for a lock (the delete, behind the assignment's transaction).
async function untilALockIsAwaited() {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const [row] = await t.db.execute<{ waiting: number }>(sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (Number(row!.waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the delete never waited for the assignment');
}

describe('content a tryout holds', () => {
  it.each([
    ['a draft', { published: false, opensAt: HOUR, closesAt: 2 * HOUR }, 'draft'],
    ['an upcoming tryout', { published: true, opensAt: HOUR, closesAt: 2 * HOUR }, 'upcoming'],
    ['an open tryout', { published: true, opensAt: -HOUR, closesAt: HOUR }, 'open'],
    ['a closed tryout awaiting its final scores', { published: true, opensAt: -2 * HOUR, closesAt: -HOUR }, 'closed'],
  ] as const)('is refused while %s uses it, naming the tryout and its state', async (name, window, state) => {
    const path = await filledPath(`Tryout ${state}`, 3);
    const now = Date.now();
    await createTryout(t.db, {
      title: `Tryout ${name}`,
      opensAt: new Date(now + window.opensAt),
      closesAt: new Date(now + window.closesAt),
      published: window.published,
      sections: [{ name: 'A', durationSeconds: 600, problemIds: path.problems.slice(0, 2).map((problem) => problem.id) }],
    });
    const usage = { ...notUsed, tryouts: { total: 1, items: [{ title: `Tryout ${name}`, state, problems: 2 }] } };
    expect((await call('GET', `/topics/${path.topic.topicId}/deletion-impact`)).body.usage).toEqual(usage);
    for (const target of deletePaths(path)) {
      const refused = await call('DELETE', target);
      expect(refused.status, target).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'content.in_use', details: usage });
    }
    expect(await problemsLeft(path.subtopic.id)).toBe(3);
  });

  it('a finally scored tryout is listed too: its sittings keep answers to the problem', async () => {
    const path = await filledPath('Tryout Final', 1);
    const now = Date.now();
    const made = await createTryout(t.db, {
      title: 'Tryout Lalu',
      opensAt: new Date(now - 3 * HOUR),
      closesAt: new Date(now - 2 * HOUR),
      sections: [{ name: 'A', durationSeconds: 600, problemIds: [path.problems[0]!.id] }],
    });
    await t.db.update(tryouts).set({ finalVersionId: 1 }).where(eq(tryouts.id, made.id));
    const refused = await call('DELETE', `/problems/${path.problems[0]!.problemId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.tryouts).toEqual({ total: 1, items: [{ title: 'Tryout Lalu', state: 'final', problems: 1 }] });
  });
});

describe('content a Tanya Soal answer links', () => {
  it('is refused with the question codes, and the questions stay answered with their link', async () => {
    const path = await filledPath('Tanya', 2);
    await resolvedQuestion(path.problems[1]!.id, 'UQ-PAKAI001');
    const usage = { ...notUsed, questions: { total: 1, items: [{ userQuestionId: 'UQ-PAKAI001' }] } };
    expect((await call('GET', `/categories/${path.category.categoryId}/deletion-impact`)).body.usage).toEqual(usage);
    for (const target of [...deletePaths(path), `/problems/${path.problems[1]!.problemId}`]) {
      const refused = await call('DELETE', target);
      expect(refused.status, target).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'content.in_use', details: usage });
    }
    const [question] = await t.db.select().from(userQuestions).where(eq(userQuestions.userQuestionId, 'UQ-PAKAI001'));
    expect(question).toMatchObject({ status: 'resolved', problemId: path.problems[1]!.id, adminReason: null });
    // The unused problem beside it still goes.
    expect((await call('DELETE', `/problems/${path.problems[0]!.problemId}`)).status).toBe(200);
  });
});

describe('content used nowhere', () => {
  it('shows no usage and deletes, a subtopic, a topic and a category alike', async () => {
    for (const level of [0, 1, 2]) {
      const path = await filledPath(`Bebas ${level}`, 2);
      const target = deletePaths(path)[level]!;
      expect((await call('GET', `${target}/deletion-impact`)).body.usage).toEqual(notUsed);
      expect((await call('DELETE', target)).status).toBe(200);
      expect(await t.db.select().from(subtopics).where(eq(subtopics.id, path.subtopic.id))).toEqual([]);
    }
  });

  it('a problem beside one an assignment uses is not used itself, and goes', async () => {
    const path = await filledPath('Tetangga', 2);
    const [used, beside] = path.problems;
    const owned = await createClass(t, teacher.cookie, { name: 'Tetangga' });
    await createAssignment(t, teacher.cookie, owned.id, { problemIds: [used!.problemId] });
    expect((await call('GET', `/problems/${beside!.problemId}/deletion-impact`)).body.usage).toEqual(notUsed);
    expect((await call('DELETE', `/problems/${beside!.problemId}`)).status).toBe(200);
  });

  it('lists at most 20 places of a kind and counts the rest', async () => {
    const path = await filledPath('Banyak', 1);
    const [problem] = path.problems;
    for (let index = 0; index < 23; index += 1) await resolvedQuestion(problem!.id, `UQ-BANYA${String(index).padStart(3, '0')}`);
    const { body } = await call('GET', `/problems/${problem!.problemId}/deletion-impact`);
    expect(body.usage.questions.total).toBe(23);
    expect(body.usage.questions.items).toHaveLength(20);
  });
});

