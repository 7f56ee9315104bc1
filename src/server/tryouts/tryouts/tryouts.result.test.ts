import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tryoutScores, tryoutSittings } from '../../db/schema';
import { tryoutTestContext, INPUT_KEY, openTryout, SOLUTION_MARK } from '../../test/tryouts';
import { createTryoutScoring } from '../tryout-scoring';

const MINUTE = 60_000;

const c = tryoutTestContext();

// A learner who answers section 1 (mcq right, mcma wrong, mck blank) and section 2 (input wrong, number right).
async function sitWholeTryout(tryout: Awaited<ReturnType<typeof openTryout>>, cookie: string) {
  await c.api.start(tryout.id, cookie);
  await c.api.save(tryout.id, cookie, c.problems.mcq.problemId, 'C');
  await c.api.save(tryout.id, cookie, c.problems.mcma.problemId, ['A', 'B'], true);
  await c.api.submit(tryout.id, cookie, tryout.sections[0]!.id);
  await c.api.start(tryout.id, cookie);
  await c.api.save(tryout.id, cookie, c.problems.input.problemId, '12');
  await c.api.save(tryout.id, cookie, c.problems.number.problemId, '3.5');
  return c.api.submit(tryout.id, cookie, tryout.sections[1]!.id);
}

describe('the result', () => {
  it('is not found without a sitting, refused while it runs, and only "submitted" before the window closes', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems, { openMinutes: 60 });
    const learner = await c.t.createSignedInUser();
    expect((await c.api.result(tryout.id, learner.cookie)).body.error.code).toBe('SITTING_NOT_FOUND');
    await c.api.start(tryout.id, learner.cookie);
    expect(await c.api.result(tryout.id, learner.cookie)).toEqual({ status: 409, body: { error: { code: 'SITTING_IN_PROGRESS', message: 'Tryout ini belum selesai Anda kerjakan.' } } });
    await c.api.submit(tryout.id, learner.cookie, tryout.sections[0]!.id);
    await c.api.start(tryout.id, learner.cookie);
    await c.api.submit(tryout.id, learner.cookie, tryout.sections[1]!.id);
    const { body } = await c.api.result(tryout.id, learner.cookie);
    expect(Object.keys(body).sort()).toEqual(['finishedAt', 'serverNow', 'status']);
    expect(body.status).toBe('submitted');
  });

  it('finishing a sitting writes its provisional score in the same transaction', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems, { openMinutes: 60 });
    const learner = await c.t.createSignedInUser();
    await sitWholeTryout(tryout, learner.cookie);
    const [sitting] = await c.t.db.select({ id: tryoutSittings.id }).from(tryoutSittings).where(eq(tryoutSittings.tryoutId, tryout.id));
    const scores = await c.t.db.select().from(tryoutScores).where(eq(tryoutScores.sittingId, sitting!.id));
    expect(scores).toHaveLength(1);
    expect(scores[0]).toMatchObject({ stage: 'provisional', percentile: null });
  });

  it('after the window closes: the score with its version, each problem with answer, key, solution and difficulty, and the weakest subtopics', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems, { openMinutes: 60 });
    const learner = await c.t.createSignedInUser();
    await sitWholeTryout(tryout, learner.cookie);
    const list = async () => (await c.api.call('GET', '/tryouts', learner.cookie)).body.tryouts.find((entry: { id: string }) => entry.id === tryout.id);
    expect((await list()).sitting).toEqual({ status: 'finished', resultReady: false });
    c.time.move(61 * MINUTE);
    expect((await list()).sitting).toEqual({ status: 'finished', resultReady: true });
    const { status, body } = await c.api.result(tryout.id, learner.cookie);
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
      { position: 1, problemId: c.problems.mcq.problemId, answer: 'C', correct: true, key: 'C', solution: true, difficulty: 'sedang' },
      { position: 2, problemId: c.problems.mcma.problemId, answer: ['A', 'B'], correct: false, key: ['A', 'D'], solution: true, difficulty: 'sedang' },
      { position: 3, problemId: c.problems.mck.problemId, answer: null, correct: false, key: c.problems.mck.answer, solution: true, difficulty: 'sedang' },
      { position: 1, problemId: c.problems.input.problemId, answer: '12', correct: false, key: INPUT_KEY, solution: true, difficulty: 'sedang' },
      { position: 2, problemId: c.problems.number.problemId, answer: '3.5', correct: true, key: '3,5', solution: true, difficulty: 'sedang' },
    ]);
    expect(body.weakSubtopics).toEqual([
      expect.objectContaining({ subtopicName: 'Peluang', lost: 2 }),
      expect.objectContaining({ subtopicName: 'Segitiga', topicName: 'Bangun Datar', lost: 1, categoryCode: expect.stringMatching(/^CA-/), topicCode: expect.stringMatching(/^TO-/), subtopicCode: expect.stringMatching(/^SU-/) }),
    ]);
  });

  it('shows the final score with its percentile and parameter version once the tryout is finalized', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems, { openMinutes: 60 });
    const learners = [await c.t.createSignedInUser(), await c.t.createSignedInUser()];
    for (const learner of learners) await sitWholeTryout(tryout, learner.cookie);
    c.time.move(61 * MINUTE);
    await createTryoutScoring({ db: c.t.db, clock: c.time.clock }).finalize(tryout.id);
    const { body } = await c.api.result(tryout.id, learners[0]!.cookie);
    expect(body).toMatchObject({ status: 'scored', stage: 'final', version: { version: 2 }, overall: { percentile: 50 } });
  });
});
