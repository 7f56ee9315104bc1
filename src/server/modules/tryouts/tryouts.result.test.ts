import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tryoutScores, tryoutSittings } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { createTryoutTestApp, INPUT_KEY, openTryout, SOLUTION_MARK, tryoutApi, tryoutProblems, type TryoutProblems } from '../../test/tryouts';
import { createTryoutScoring } from '../../tryout-scoring';

const MINUTE = 60_000;

let t: TestApp;
let time: { clock: () => Date; move: (ms: number) => void };
let problems: TryoutProblems;
let api: ReturnType<typeof tryoutApi>;

beforeAll(async () => {
  ({ t, time } = await createTryoutTestApp());
  problems = await tryoutProblems(t);
  api = tryoutApi(t);
});
afterAll(() => t.close());

// A learner who answers section 1 (mcq right, mcma wrong, mck blank) and section 2 (input wrong, number right).
async function sitWholeTryout(tryout: Awaited<ReturnType<typeof openTryout>>, cookie: string) {
  await api.start(tryout.id, cookie);
  await api.save(tryout.id, cookie, problems.mcq.problemId, 'C');
  await api.save(tryout.id, cookie, problems.mcma.problemId, ['A', 'B'], true);
  await api.submit(tryout.id, cookie, tryout.sections[0]!.id);
  await api.start(tryout.id, cookie);
  await api.save(tryout.id, cookie, problems.input.problemId, '12');
  await api.save(tryout.id, cookie, problems.number.problemId, '3.5');
  return api.submit(tryout.id, cookie, tryout.sections[1]!.id);
}

describe('the result', () => {
  it('is not found without a sitting, refused while it runs, and only "submitted" before the window closes', async () => {
    const tryout = await openTryout(t, time.clock(), problems, { openMinutes: 60 });
    const learner = await t.createSignedInUser();
    expect((await api.result(tryout.id, learner.cookie)).body.error.code).toBe('SITTING_NOT_FOUND');
    await api.start(tryout.id, learner.cookie);
    expect(await api.result(tryout.id, learner.cookie)).toEqual({ status: 409, body: { error: { code: 'SITTING_IN_PROGRESS', message: 'Tryout ini belum selesai kamu kerjakan.' } } });
    await api.submit(tryout.id, learner.cookie, tryout.sections[0]!.id);
    await api.start(tryout.id, learner.cookie);
    await api.submit(tryout.id, learner.cookie, tryout.sections[1]!.id);
    const { body } = await api.result(tryout.id, learner.cookie);
    expect(Object.keys(body).sort()).toEqual(['finishedAt', 'serverNow', 'status']);
    expect(body.status).toBe('submitted');
  });

  it('finishing a sitting writes its provisional score in the same transaction', async () => {
    const tryout = await openTryout(t, time.clock(), problems, { openMinutes: 60 });
    const learner = await t.createSignedInUser();
    await sitWholeTryout(tryout, learner.cookie);
    const [sitting] = await t.db.select({ id: tryoutSittings.id }).from(tryoutSittings).where(eq(tryoutSittings.tryoutId, tryout.id));
    const scores = await t.db.select().from(tryoutScores).where(eq(tryoutScores.sittingId, sitting!.id));
    expect(scores).toHaveLength(1);
    expect(scores[0]).toMatchObject({ stage: 'provisional', percentile: null });
  });

  it('after the window closes: the score with its version, each problem with answer, key, solution and difficulty, and the weakest subtopics', async () => {
    const tryout = await openTryout(t, time.clock(), problems, { openMinutes: 60 });
    const learner = await t.createSignedInUser();
    await sitWholeTryout(tryout, learner.cookie);
    const list = async () => (await api.call('GET', '/tryouts', learner.cookie)).body.tryouts.find((entry: { id: string }) => entry.id === tryout.id);
    expect((await list()).sitting).toEqual({ status: 'finished', resultReady: false });
    time.move(61 * MINUTE);
    expect((await list()).sitting).toEqual({ status: 'finished', resultReady: true });
    const { status, body } = await api.result(tryout.id, learner.cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'scored', stage: 'provisional', version: { version: 1 }, overall: { percentile: null } });
    expect(body.overall.score).toBeGreaterThanOrEqual(200);
    expect(body.overall.low).toBe(body.overall.score - body.overall.plusMinus);
    expect(body.overall.bandLabel).toEqual(expect.any(String));
    expect(body.sections.map((section: { name: string }) => section.name)).toEqual(['Penalaran Matematika', 'Pengetahuan Kuantitatif']);
    const review = body.problems.map((item: { position: number; problem: { problemId: string }; answer: unknown; correct: boolean; key: unknown; solutionHtml: string | null; difficulty: string }) => ({
      position: item.position,
      problemId: item.problem.problemId,
      answer: item.answer,
      correct: item.correct,
      key: item.key,
      solution: item.solutionHtml?.includes(SOLUTION_MARK) ?? false,
      difficulty: item.difficulty,
    }));
    expect(review).toEqual([
      { position: 1, problemId: problems.mcq.problemId, answer: 'C', correct: true, key: 'C', solution: true, difficulty: 'sedang' },
      { position: 2, problemId: problems.mcma.problemId, answer: ['A', 'B'], correct: false, key: ['A', 'D'], solution: true, difficulty: 'sedang' },
      { position: 3, problemId: problems.mck.problemId, answer: null, correct: false, key: problems.mck.answer, solution: true, difficulty: 'sedang' },
      { position: 1, problemId: problems.input.problemId, answer: '12', correct: false, key: INPUT_KEY, solution: true, difficulty: 'sedang' },
      { position: 2, problemId: problems.number.problemId, answer: '3.5', correct: true, key: '3,5', solution: true, difficulty: 'sedang' },
    ]);
    expect(body.weakSubtopics).toEqual([
      expect.objectContaining({ subtopicName: 'Peluang', lost: 2 }),
      expect.objectContaining({ subtopicName: 'Segitiga', topicName: 'Bangun Datar', lost: 1, categoryCode: expect.stringMatching(/^CA-/), topicCode: expect.stringMatching(/^TO-/), subtopicCode: expect.stringMatching(/^SU-/) }),
    ]);
  });

  it('shows the final score with its percentile and parameter version once the tryout is finalized', async () => {
    const tryout = await openTryout(t, time.clock(), problems, { openMinutes: 60 });
    const learners = [await t.createSignedInUser(), await t.createSignedInUser()];
    for (const learner of learners) await sitWholeTryout(tryout, learner.cookie);
    time.move(61 * MINUTE);
    await createTryoutScoring({ db: t.db, clock: time.clock }).finalize(tryout.id);
    const { body } = await api.result(tryout.id, learners[0]!.cookie);
    expect(body).toMatchObject({ status: 'scored', stage: 'final', version: { version: 2 }, overall: { percentile: 50 } });
  });
});
