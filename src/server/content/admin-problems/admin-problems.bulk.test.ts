import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTopic } from '../../db/factories';
import { problems, userQuestions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api/admin/problems';

let t: TestApp;
let admin: string;
let learner: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  learner = await t.createSignedInUser('basic');
});
afterAll(() => t.close());

type Path = Awaited<ReturnType<typeof createPublishedPath>>;

async function problemsIn(path: Path, count: number, isPublished = false) {
  const made = [];
  for (let index = 0; index < count; index += 1) {
    made.push(await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: `Soal ${index + 1}`, answer: '1', isPublished }));
  }
  return made;
}

const notUsed = { assignments: { total: 0, items: [] }, tryouts: { total: 0, items: [] }, questions: { total: 0, items: [] } };

const bulk = (body: unknown, headers?: Record<string, string>) => t.request('POST', `${API}/bulk`, { cookie: admin, body, headers });

async function rowsOf(codes: string[]) {
  return t.db
    .select({ problemId: problems.problemId, subtopicId: problems.subtopicId, sortOrder: problems.sortOrder, isPublished: problems.isPublished, version: problems.version })
    .from(problems)
    .where(inArray(problems.problemId, codes))
    .orderBy(asc(problems.id));
}

async function resolvedQuestion(problemInternalId: number) {
  const userQuestionId = `UQ-${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, 'X')}`;
  await t.db.insert(userQuestions).values({
    userQuestionId,
    userId: learner.id,
    imageUrl: `questions/${userQuestionId}.jpg`,
    status: 'resolved',
    problemId: problemInternalId,
    simpleAnswer: '$x = 2$',
    answeredAt: new Date(),
  });
  return userQuestionId;
}

const questionRow = async (userQuestionId: string) => (await t.db.select().from(userQuestions).where(eq(userQuestions.userQuestionId, userQuestionId)))[0]!;

// A failure the action meets half-way (a real trigger in the test's own database), to show that
// what it did before is rolled back.
async function failingOn(problemCode: string, event: 'update' | 'delete', run: () => Promise<Response>) {
  await t.db.execute(sql.raw(`create or replace function fail_bulk() returns trigger language plpgsql as $$ begin raise exception 'failed on purpose'; end $$`));
  await t.db.execute(sql.raw(`create trigger fail_bulk before ${event} on problems for each row when (old.problem_id = '${problemCode}') execute function fail_bulk()`));
  try {
    return await run();
  } finally {
    await t.db.execute(sql.raw('drop trigger fail_bulk on problems'));
  }
}

describe('bulk publish and unpublish', () => {
  it('publishes the selected drafts at once, and only those, with new versions', async () => {
    const path = await createPublishedPath(t.db, { subtopic: 'Publikasi' });
    const made = await problemsIn(path, 3);
    const chosen = made.slice(0, 2).map((row) => row.problemId);
    const response = await bulk({ action: 'publish', selection: { problemIds: chosen } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ action: 'publish', affected: 2,  });
    expect((await rowsOf(made.map((row) => row.problemId))).map((row) => [row.isPublished, row.version])).toEqual([
      [true, 2],
      [true, 2],
      [false, 1],
    ]);
    expect(await (await bulk({ action: 'unpublish', selection: { problemIds: [chosen[0]] } })).json()).toMatchObject({ affected: 1 });
    expect((await rowsOf([chosen[0]!]))[0]!.isPublished).toBe(false);
  });

  it('applies to every problem the list filter matches, computed on the server', async () => {
    const path = await createPublishedPath(t.db, { category: 'Filter', subtopic: 'Semua' });
    const made = await problemsIn(path, 4);
    const listed = await (await t.request('GET', `${API}?subtopicId=${path.subtopic.subtopicId}&pageSize=2`, { cookie: admin })).json();
    expect(listed.pageInfo).toMatchObject({ total: 4, hasMore: true });
    const response = await bulk({ action: 'publish', selection: { filter: { subtopicId: path.subtopic.subtopicId } } });
    expect(await response.json()).toMatchObject({ affected: 4 });
    expect((await rowsOf(made.map((row) => row.problemId))).every((row) => row.isPublished)).toBe(true);
    // The list's held page (decision 029) shows the change at once.
    const after = await (await t.request('GET', `${API}?subtopicId=${path.subtopic.subtopicId}&pageSize=2`, { cookie: admin })).json();
    expect(after.problems.map((problem: { isPublished: boolean }) => problem.isPublished)).toEqual([true, true]);
  });

  it('changes nothing when it fails half-way', async () => {
    const path = await createPublishedPath(t.db, { subtopic: 'Gagal' });
    const made = await problemsIn(path, 3);
    const codes = made.map((row) => row.problemId);
    const response = await failingOn(codes[2]!, 'update', () => bulk({ action: 'publish', selection: { problemIds: codes } }));
    expect(response.status).toBe(500);
    expect((await rowsOf(codes)).map((row) => row.isPublished)).toEqual([false, false, false]);
  });
});

describe('bulk move', () => {
  it('appends the moved problems at the end of the target, in their order, with new versions', async () => {
    const from = await createPublishedPath(t.db, { subtopic: 'Asal' });
    const to = await createPublishedPath(t.db, { subtopic: 'Tujuan' });
    const staying = await problemsIn(to, 2);
    await t.db.update(problems).set({ sortOrder: 7 }).where(eq(problems.id, staying[1]!.id));
    const moving = await problemsIn(from, 3);
    const response = await bulk({ action: 'move', subtopicId: to.subtopic.subtopicId, selection: { problemIds: moving.map((row) => row.problemId).reverse() } });
    expect(await response.json()).toEqual({ action: 'move', affected: 3,  });
    const moved = await rowsOf(moving.map((row) => row.problemId));
    expect(moved.map((row) => [row.subtopicId, row.sortOrder, row.version])).toEqual([
      [to.subtopic.id, 8, 2],
      [to.subtopic.id, 9, 2],
      [to.subtopic.id, 10, 2],
    ]);
  });

  it("refuses a subtopic of 'List Teori' and an unknown subtopic, moving nothing", async () => {
    const from = await createPublishedPath(t.db, { subtopic: 'Tetap' });
    const [problem] = await problemsIn(from, 1);
    const theoryCategory = await createCategory(t.db, { name: 'List Teori' });
    const theoryTopic = await createTopic(t.db, { categoryId: theoryCategory.id, name: 'Rumus' });
    const theorySubtopic = await createSubtopic(t.db, { topicId: theoryTopic.id, name: 'Aljabar' });
    const intoTheories = await bulk({ action: 'move', subtopicId: theorySubtopic.subtopicId, selection: { problemIds: [problem!.problemId] } });
    expect(intoTheories.status).toBe(400);
    expect((await intoTheories.json()).error.code).toBe('admin.problem_in_theory_subtopic');
    const unknown = await bulk({ action: 'move', subtopicId: 'SU-ZZZZZZZZ', selection: { problemIds: [problem!.problemId] } });
    expect(unknown.status).toBe(400);
    expect((await rowsOf([problem!.problemId]))[0]!.subtopicId).toBe(from.subtopic.id);
  });

  it('changes nothing when it fails half-way', async () => {
    const from = await createPublishedPath(t.db, { subtopic: 'Asal Gagal' });
    const to = await createPublishedPath(t.db, { subtopic: 'Tujuan Gagal' });
    const codes = (await problemsIn(from, 3)).map((row) => row.problemId);
    const response = await failingOn(codes[1]!, 'update', () => bulk({ action: 'move', subtopicId: to.subtopic.subtopicId, selection: { problemIds: codes } }));
    expect(response.status).toBe(500);
    expect((await rowsOf(codes)).every((row) => row.subtopicId === from.subtopic.id)).toBe(true);
  });
});

describe('bulk delete', () => {
  it('shows the combined impact and deletes the problems with their progress', async () => {
    const path = await createPublishedPath(t.db, { subtopic: 'Hapus' });
    const made = await problemsIn(path, 3, true);
    const codes = made.slice(0, 2).map((row) => row.problemId);
    await t.request('POST', `/math/api/problems/${codes[0]}/check`, { cookie: learner.cookie, body: { answer: 'salah' } });

    const impact = await t.request('POST', `${API}/bulk/deletion-impact`, { cookie: admin, body: { selection: { problemIds: codes } } });
    expect(await impact.json()).toEqual({ problems: 2, learners: 1, theories: 0, usage: notUsed });

    expect(await (await bulk({ action: 'delete', selection: { problemIds: codes } })).json()).toEqual({ action: 'delete', affected: 2 });
    expect(await rowsOf(made.map((row) => row.problemId))).toHaveLength(1);
  });

  it('changes nothing when it fails half-way', async () => {
    const path = await createPublishedPath(t.db, { subtopic: 'Hapus Gagal' });
    const codes = (await problemsIn(path, 2, true)).map((row) => row.problemId);
    const response = await failingOn(codes[1]!, 'delete', () => bulk({ action: 'delete', selection: { problemIds: codes } }));
    expect(response.status).toBe(500);
    expect(await rowsOf(codes)).toHaveLength(2);
  });
});

describe('deleting problems a Tanya Soal answer points to', () => {
  it('lists the questions in the impact and refuses the delete, one or in bulk, the questions left resolved', async () => {
    const path = await createPublishedPath(t.db, { subtopic: 'Satu' });
    const [problem, other] = await problemsIn(path, 2, true);
    const questions = [await resolvedQuestion(problem!.id), await resolvedQuestion(problem!.id)];
    const usage = { ...notUsed, questions: { total: 2, items: questions.map((userQuestionId) => ({ userQuestionId })) } };
    const impact = await t.request('GET', `${API}/${problem!.problemId}/deletion-impact`, { cookie: admin });
    expect(await impact.json()).toEqual({ learners: 0, theories: 0, usage });

    const deleted = await t.request('DELETE', `${API}/${problem!.problemId}`, { cookie: admin });
    expect(deleted.status).toBe(409);
    expect((await deleted.json()).error).toMatchObject({ code: 'content.in_use', details: usage });
    const inBulk = await bulk({ action: 'delete', selection: { problemIds: [other!.problemId, problem!.problemId] } });
    expect(inBulk.status).toBe(409);
    expect((await inBulk.json()).error).toMatchObject({ code: 'content.in_use', details: usage });

    expect(await rowsOf([problem!.problemId, other!.problemId])).toHaveLength(2);
    for (const code of questions) expect(await questionRow(code)).toMatchObject({ status: 'resolved', problemId: problem!.id, adminReason: null });
  });
});

describe('refused bulk requests', () => {
  it('answers with the JSON error shape for an empty selection, unknown codes and too many codes', async () => {
    const empty = await bulk({ action: 'publish', selection: { problemIds: [] } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.code).toBe('request.validation_failed');

    const [known] = await problemsIn(await createPublishedPath(t.db, { subtopic: 'Dikenal' }), 1);
    const unknown = await bulk({ action: 'publish', selection: { problemIds: [known!.problemId, 'PR-ZZZZZZZZ'] } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({ code: 'admin.bulk_unknown_problems', details: { problemIds: ['PR-ZZZZZZZZ'] } });
    expect((await rowsOf([known!.problemId]))[0]!.isPublished).toBe(false);

    const tooMany = await bulk({ action: 'publish', selection: { problemIds: Array.from({ length: 1001 }, () => known!.problemId) } });
    expect(tooMany.status).toBe(400);

    const nothingMatches = await bulk({ action: 'publish', selection: { filter: { q: 'tidak ada soal seperti ini' } } });
    expect(nothingMatches.status).toBe(400);
    expect((await nothingMatches.json()).error.code).toBe('admin.bulk_empty_selection');
  });

  it('answers 401 to a guest, 403 to a learner and to a request from another origin', async () => {
    const [problem] = await problemsIn(await createPublishedPath(t.db, { subtopic: 'Dijaga' }), 1);
    const body = { action: 'publish', selection: { problemIds: [problem!.problemId] } };
    expect((await t.request('POST', `${API}/bulk`, { body })).status).toBe(401);
    expect((await t.request('POST', `${API}/bulk`, { body, cookie: learner.cookie })).status).toBe(403);
    expect((await t.request('POST', `${API}/bulk/deletion-impact`, { body: { selection: body.selection }, cookie: learner.cookie })).status).toBe(403);
    const crossOrigin = await bulk(body, { origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
    expect((await crossOrigin.json()).error.code).toBe('request.cross_origin');
    expect((await rowsOf([problem!.problemId]))[0]!.isPublished).toBe(false);
  });
});
