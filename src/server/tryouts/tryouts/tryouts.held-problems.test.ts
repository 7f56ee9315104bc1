import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath, createSubtopic } from '../../db/factories';
import { categories, problems, subtopics, topics } from '../../db/schema';
import { createTryout } from '../../db/tryout-factories';
import { tryoutTestContext } from '../../test/tryouts';
import { createTryoutScoring } from '../tryout-scoring';

// Issue 36, decision 063: a problem a published tryout uses stays what its learners see and are
// graded against until the tryout's final scores; after them, the learner's review still shows it.

const MINUTE = 60_000;
const c = tryoutTestContext();
let admin: string;

beforeAll(async () => {
  admin = (await c.t.createSignedInUser('admin')).cookie;
});

const adminCall = (method: string, path: string, body?: unknown) => c.api.call(method, `/admin${path}`, admin, body);

// A problem of its own published path (and a hidden subtopic beside it), in a one-section tryout
// that opened a minute ago: published unless `published` is false, started by a learner when `started`.
async function heldProblem({ published = true, started = true, title = 'Tryout Penjaga' } = {}) {
  const path = await createPublishedPath(c.t.db, { category: 'Statistika', topic: 'Data', subtopic: 'Rata-rata' });
  const hiddenSubtopic = await createSubtopic(c.t.db, { topicId: path.topic.id, name: 'Belum terbit' });
  const otherSubtopic = await createSubtopic(c.t.db, { topicId: path.topic.id, name: 'Median', isPublished: true });
  const problem = await createProblem(c.t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: 'Rata-rata dari 2 dan 4?', options: { A: '3', B: '6' }, answer: 'A', solutionText: 'Jumlahkan lalu bagi dua.' });
  const now = c.time.clock();
  const tryout = await createTryout(c.t.db, {
    title,
    opensAt: new Date(now.getTime() - MINUTE),
    closesAt: new Date(now.getTime() + 60 * MINUTE),
    published,
    sections: [{ name: 'Penalaran Matematika', durationSeconds: 600, problemIds: [problem.id] }],
  });
  const learner = await c.t.createSignedInUser();
  if (started) expect((await c.api.start(tryout.id, learner.cookie)).status).toBe(200);
  return { ...path, hiddenSubtopic, otherSubtopic, problem, tryout, learner };
}

async function editorCopy(problemCode: string) {
  const { body } = await adminCall('GET', `/problems/${problemCode}`);
  return body.problem;
}

const saveProblem = async (problemCode: string, changes: Record<string, unknown>) => adminCall('PUT', `/problems/${problemCode}`, { ...(await editorCopy(problemCode)), ...changes });

async function stateOf(held: Awaited<ReturnType<typeof heldProblem>>) {
  const [row] = await c.t.db
    .select({ isPublished: problems.isPublished, subtopicId: problems.subtopicId, answer: problems.answer, options: problems.options, type: problems.type, version: problems.version })
    .from(problems)
    .where(eq(problems.id, held.problem.id));
  const published = async (table: typeof subtopics | typeof topics | typeof categories, id: number) =>
    (await c.t.db.select({ isPublished: table.isPublished }).from(table).where(eq(table.id, id)))[0]!.isPublished;
  return { ...row, path: [await published(categories, held.category.id), await published(topics, held.topic.id), await published(subtopics, held.subtopic.id)] };
}

const hideRefusal = (problemCode: string, until: string) => ({
  code: 'admin.problem_held_by_tryout',
  message: `Soal ${problemCode} dipakai di tryout "Tryout Penjaga" yang sudah terbit, jadi tidak dapat disembunyikan dari peserta (tidak diterbitkan, atau dipindah ke tempat yang tidak terbit). ${until}`,
  details: { problemId: problemCode, tryout: 'Tryout Penjaga', change: 'hides' },
});
const WAIT_FOR_FINAL = 'Tunggu sampai nilai akhir tryout itu dihitung.';

describe('a problem a live tryout uses', () => {
  it('cannot be unpublished, one or in bulk, hidden with its subtopic, topic or category, or moved out of sight; the sitting keeps it', async () => {
    const held = await heldProblem();
    const code = held.problem.problemId;
    const before = await stateOf(held);
    const refusals = [
      ['unpublish', await saveProblem(code, { isPublished: false })],
      ['move to a hidden subtopic', await saveProblem(code, { subtopicId: held.hiddenSubtopic.subtopicId })],
      ['bulk unpublish', await adminCall('POST', '/problems/bulk', { action: 'unpublish', selection: { problemIds: [code] } })],
      ['bulk move to a hidden subtopic', await adminCall('POST', '/problems/bulk', { action: 'move', subtopicId: held.hiddenSubtopic.subtopicId, selection: { problemIds: [code] } })],
      ['subtopic unpublished', await adminCall('PATCH', `/subtopics/${held.subtopic.subtopicId}`, { isPublished: false })],
      ['topic unpublished', await adminCall('PATCH', `/topics/${held.topic.topicId}`, { isPublished: false })],
      ['category unpublished', await adminCall('PATCH', `/categories/${held.category.categoryId}`, { isPublished: false })],
    ] as const;
    for (const [what, refused] of refusals) {
      expect(refused.status, what).toBe(409);
      expect(refused.body.error, what).toEqual(hideRefusal(code, WAIT_FOR_FINAL));
    }
    expect(await stateOf(held)).toEqual(before);
    const sitting = await c.api.sitting(held.tryout.id, held.learner.cookie);
    expect(sitting.body.current.problems.map((item: { problemId: string }) => item.problemId)).toEqual([code]);
    expect(sitting.body.views.map((view: { problemId: string }) => view.problemId)).toEqual([code]);
  });

  it('may still be moved where learners see it, and renamed with its path', async () => {
    const held = await heldProblem();
    const moved = await adminCall('POST', '/problems/bulk', { action: 'move', subtopicId: held.otherSubtopic.subtopicId, selection: { problemIds: [held.problem.problemId] } });
    expect(moved.status).toBe(200);
    expect((await adminCall('PATCH', `/topics/${held.topic.topicId}`, { topicName: 'Data Tunggal' })).status).toBe(200);
    expect((await stateOf(held)).subtopicId).toBe(held.otherSubtopic.id);
    const sitting = await c.api.sitting(held.tryout.id, held.learner.cookie);
    expect(sitting.body.current.problems).toHaveLength(1);
  });

  it('keeps its type, key and options once a learner started, while its question and solution text may be fixed', async () => {
    const held = await heldProblem();
    const code = held.problem.problemId;
    const regradeMessage = `Tipe, kunci jawaban, pilihan atau pernyataan soal ${code} tidak dapat diubah: soal itu dipakai di tryout "Tryout Penjaga" yang sudah dimulai peserta dan nilai akhirnya belum dihitung, jadi jawaban yang sudah tersimpan akan berubah arti. ${WAIT_FOR_FINAL}`;
    const before = await stateOf(held);
    for (const [what, changes] of [
      ['another key', { answer: 'B' }],
      ["an option's text", { options: { A: '3', B: '8' } }],
      ['an option added', { options: { A: '3', B: '6', C: '9' } }],
      ['another type', { type: 'mcma', answer: ['A'] }],
    ] as const) {
      const refused = await saveProblem(code, changes);
      expect(refused.status, what).toBe(409);
      expect(refused.body.error, what).toEqual({ code: 'admin.problem_held_by_tryout', message: regradeMessage, details: { problemId: code, tryout: 'Tryout Penjaga', change: 'regrades' } });
    }
    expect(await stateOf(held)).toEqual(before);
    const fixed = await saveProblem(code, { questionText: 'Berapa rata-rata dari 2 dan 4?', solutionText: 'Jumlahkan (6), lalu bagi dua.', hasSolution: true, options: { B: '6', A: '3' } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.problem).toMatchObject({ questionText: 'Berapa rata-rata dari 2 dan 4?', answer: 'A', version: before.version! + 1 });
  });
});

describe('what a tryout that does not hold its problems allows', () => {
  it('a problem in no tryout, or only in a draft tryout, is unpublished and regraded freely', async () => {
    const free = await createProblem(c.t.db, { subtopicId: (await createPublishedPath(c.t.db)).subtopic.id, type: 'mcq', questionText: 'Lepas', options: { A: '1', B: '2' }, answer: 'A' });
    expect((await saveProblem(free.problemId, { isPublished: false, answer: 'B' })).status).toBe(200);
    const inDraft = await heldProblem({ published: false, started: false });
    expect((await saveProblem(inDraft.problem.problemId, { answer: 'B' })).status).toBe(200);
    expect((await adminCall('POST', '/problems/bulk', { action: 'unpublish', selection: { problemIds: [inDraft.problem.problemId] } })).status).toBe(200);
    expect((await adminCall('PATCH', `/subtopics/${inDraft.subtopic.subtopicId}`, { isPublished: false })).status).toBe(200);
  });

  it('a published tryout nobody started allows a key fixed, but not its problem hidden', async () => {
    const upcoming = await heldProblem({ started: false });
    const code = upcoming.problem.problemId;
    expect((await saveProblem(code, { answer: 'B' })).status).toBe(200);
    const refused = await adminCall('PATCH', `/subtopics/${upcoming.subtopic.subtopicId}`, { isPublished: false });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual(hideRefusal(code, 'Keluarkan soal itu dari tryout tersebut, atau batalkan terbit tryout itu, dulu.'));
    // Unpublished itself, the tryout holds nothing.
    expect((await adminCall('POST', `/tryouts/${upcoming.tryout.id}/unpublish`)).status).toBe(200);
    expect((await adminCall('PATCH', `/subtopics/${upcoming.subtopic.subtopicId}`, { isPublished: false })).status).toBe(200);
    // And it cannot be published again while a problem of it is out of learners' sight.
    const republish = await adminCall('POST', `/tryouts/${upcoming.tryout.id}/publish`);
    expect(republish.status).toBe(400);
    expect(republish.body.error.code).toBe('TRYOUT_UNPUBLISHED_PROBLEMS');
  });
});

describe('a finished tryout', () => {
  it('lets its problems go once finally scored, and its results still show each problem with the answer, key and solution', async () => {
    const held = await heldProblem();
    const code = held.problem.problemId;
    expect((await c.api.save(held.tryout.id, held.learner.cookie, code, 'A')).status).toBe(200);
    expect((await c.api.submit(held.tryout.id, held.learner.cookie, held.tryout.sections[0]!.id)).status).toBe(200);
    c.time.move(61 * MINUTE);
    // Closed but not finally scored: still held.
    expect((await saveProblem(code, { isPublished: false })).status).toBe(409);
    await createTryoutScoring({ db: c.t.db, clock: c.time.clock }).finalize(held.tryout.id);
    expect((await saveProblem(code, { isPublished: false })).status).toBe(200);
    expect((await adminCall('PATCH', `/subtopics/${held.subtopic.subtopicId}`, { isPublished: false })).status).toBe(200);
    expect((await adminCall('PATCH', `/categories/${held.category.categoryId}`, { isPublished: false })).status).toBe(200);
    const { status, body } = await c.api.result(held.tryout.id, held.learner.cookie);
    expect(status).toBe(200);
    expect(body.stage).toBe('final');
    expect(body.problems).toHaveLength(1);
    expect(body.problems[0]).toMatchObject({ problem: { problemId: code }, answer: 'A', correct: true, key: 'A' });
    expect(body.problems[0].solutionHtml).toContain('Jumlahkan lalu bagi dua.');
  });

  it('offers a subtopic where the learner lost points for practice only while learners can open it', async () => {
    const held = await heldProblem();
    expect((await c.api.save(held.tryout.id, held.learner.cookie, held.problem.problemId, 'B')).status).toBe(200);
    expect((await c.api.submit(held.tryout.id, held.learner.cookie, held.tryout.sections[0]!.id)).status).toBe(200);
    c.time.move(61 * MINUTE);
    await createTryoutScoring({ db: c.t.db, clock: c.time.clock }).finalize(held.tryout.id);
    const weak = async () => (await c.api.result(held.tryout.id, held.learner.cookie)).body.weakSubtopics;
    expect(await weak()).toEqual([expect.objectContaining({ subtopicCode: held.subtopic.subtopicId, lost: 1, practicable: true })]);
    expect((await adminCall('PATCH', `/subtopics/${held.subtopic.subtopicId}`, { isPublished: false })).status).toBe(200);
    expect(await weak()).toEqual([expect.objectContaining({ subtopicCode: held.subtopic.subtopicId, lost: 1, practicable: false })]);
  });
});

describe('a publish racing an unpublish', () => {
  it('never leaves a published tryout with a problem learners cannot see: one of the two wins', async () => {
    for (const hide of ['problem', 'subtopic', 'problem', 'subtopic'] as const) {
      const draft = await heldProblem({ published: false, started: false });
      const hiding =
        hide === 'problem'
          ? adminCall('POST', '/problems/bulk', { action: 'unpublish', selection: { problemIds: [draft.problem.problemId] } })
          : adminCall('PATCH', `/subtopics/${draft.subtopic.subtopicId}`, { isPublished: false });
      const [published, hidden] = await Promise.all([adminCall('POST', `/tryouts/${draft.tryout.id}/publish`), hiding]);
      expect([published.status, hidden.status].filter((status) => status === 200), hide).toHaveLength(1);
      const state = await stateOf(draft);
      const visible = state.isPublished && state.path.every(Boolean);
      expect(published.status === 200 ? visible : true, hide).toBe(true);
    }
  });
});
