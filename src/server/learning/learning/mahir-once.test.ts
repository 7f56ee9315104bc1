import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_CARDS_PER_SUBTOPIC } from '../../../core/reviews';
import { openPostgres } from '../../db/client';
import { createProblem, createPublishedPath } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';

// Issue 50: two answers of one learner that each make a subtopic 'Mahir' arrive together. Each is
// written with the other's effect seen or not at all, so the subtopic is reached once and its
// confirmation cards are queued once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (problemId: string, answer: unknown, cookie: string) => t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer }, cookie });
const levelOf = async (subtopicCode: string, cookie: string) =>
  ((await (await t.request('GET', `/math/api/mastery/subtopics/${subtopicCode}`, { cookie })).json()) as { level: { level: string } | null }).level;

describe("two solves that reach 'Mahir' at once", () => {
  it('queue the cards that confirm it once', async () => {
    const path = await createPublishedPath(t.db);
    const set = [];
    for (let i = 0; i < 8; i += 1) {
      set.push(await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: `Soal ${i}`, options: { A: '1', B: '2' }, answer: 'B' }));
    }
    const learner = await t.createSignedInUser();
    const cookie = `${learner.cookie}; lsm_tz=Asia/Jakarta`;
    await waitUntil(async () => (await levelOf(path.subtopic.subtopicId, cookie)) !== null, 'the outline');
    for (const problem of set.slice(0, 4)) expect((await (await check(problem.problemId, 'B', cookie)).json()).result.isCorrect).toBe(true);
    expect(await levelOf(path.subtopic.subtopicId, cookie)).toMatchObject({ level: 'mulai' });

    // Another transaction holds the learner's stats row, which every answer writes: both answers
    // are then in flight together, waiting, when it lets go.
    const other = openPostgres(t.databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      let holds!: () => void;
      const isHolding = new Promise<void>((resolve) => (holds = resolve));
      let letGo!: () => void;
      const mayLetGo = new Promise<void>((resolve) => (letGo = resolve));
      const holder = other.begin(async (tx) => {
        await tx`select 1 from learner_stats where user_id = ${learner.id} for update`;
        holds();
        await mayLetGo;
      });
      await isHolding;
      const answers = [check(set[4]!.problemId, 'B', cookie), check(set[5]!.problemId, 'B', cookie)];
      await waitUntil(
        async () =>
          (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0]!.n >= 2,
        'both answers waiting',
      );
      letGo();
      await holder;
      const replies = await Promise.all(answers);
      for (const reply of replies) expect((await reply.json()).result).toMatchObject({ isCorrect: true, isRepeat: false });
    } finally {
      await other.end({ timeout: 1 });
    }

    expect(await levelOf(path.subtopic.subtopicId, cookie)).toMatchObject({ level: 'mahir' });
    const cards = await t.sql<{ reason: string }[]>`select reason from review_cards where user_id = ${learner.id}`;
    expect(cards.map((card) => card.reason)).toEqual(Array.from({ length: CONFIRM_CARDS_PER_SUBTOPIC }, () => 'confirm'));
  });
});
