import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerStatsDrift } from '../test/learner-stats-drift';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createProblem, createPublishedPath, createUserWithPassword } from './factories';
import { learnerStats, problems, userProgress, users } from './schema';

// learner_stats is kept by a trigger on user_progress (migration 0007): these tests hold it to a
// fresh count of user_progress through every kind of statement that writes progress.
let database: TestDatabase;
let subtopicId: number;
let learnerCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ subtopic: { id: subtopicId } } = await createPublishedPath(database.db));
});
afterAll(() => database.drop());

const newLearner = () => createUserWithPassword(database.db, { email: `siswa${++learnerCount}@contoh.id`, password: 'kuda-laut-berlari-9' });
const newProblem = () => createProblem(database.db, { subtopicId, type: 'input', questionText: 'Q', answer: '1' });
const statsOf = async (userId: string) => (await database.db.select().from(learnerStats).where(eq(learnerStats.userId, userId)))[0];

describe('the dashboard counters of a learner', () => {
  it('match a fresh count of user_progress after every kind of write', async () => {
    const [ani, budi] = [await newLearner(), await newLearner()];
    const [p1, p2, p3, p4, p5] = [await newProblem(), await newProblem(), await newProblem(), await newProblem(), await newProblem()];
    const { sql } = database;
    const steps: [string, () => Promise<unknown>][] = [
      ['a fresh row with no attempt', () => sql`insert into user_progress (user_id, problem_id) values (${ani.id}, ${p1.id})`],
      ['a wrong attempt', () => sql`update user_progress set attempts_count = 1 where user_id = ${ani.id} and problem_id = ${p1.id}`],
      ['an update that changes no figure', () => sql`update user_progress set last_answer = '"2"', updated_at = now() where user_id = ${ani.id}`],
      ['a correct second attempt', () => sql`update user_progress set attempts_count = 2, is_correct = true where user_id = ${ani.id} and problem_id = ${p1.id}`],
      [
        'rows inserted together, for two learners',
        () => sql`insert into user_progress (user_id, problem_id, attempts_count, is_correct) values
          (${ani.id}, ${p2.id}, 1, true), (${ani.id}, ${p3.id}, 5, true), (${budi.id}, ${p1.id}, 3, true), (${budi.id}, ${p2.id}, 4, false)`,
      ],
      [
        'an insert that meets its row (on conflict do update)',
        () => sql`insert into user_progress (user_id, problem_id, attempts_count, is_correct) values (${budi.id}, ${p2.id}, 5, true)
          on conflict (user_id, problem_id) do update set attempts_count = excluded.attempts_count, is_correct = excluded.is_correct`,
      ],
      [
        'one statement that inserts a row and updates another',
        () => sql`with added as (
            insert into user_progress (user_id, problem_id, attempts_count) values (${budi.id}, ${p4.id}, 1)
          )
          update user_progress set attempts_count = 3 where user_id = ${ani.id} and problem_id = ${p3.id}`,
      ],
      ['a row moved to another learner', () => sql`update user_progress set user_id = ${budi.id} where user_id = ${ani.id} and problem_id = ${p3.id}`],
      ['a deleted row', () => sql`delete from user_progress where user_id = ${budi.id} and problem_id = ${p1.id}`],
      ['a correct answer taken back', () => sql`update user_progress set is_correct = false where user_id = ${ani.id} and problem_id = ${p1.id}`],
      [
        'many rows in one insert ... select',
        () => sql`insert into user_progress (user_id, problem_id, attempts_count, is_correct)
          select ${ani.id}, id, id % 6, id % 2 = 0 from problems where id in (${p4.id}, ${p5.id})`,
      ],
      ['every row of a learner deleted', () => sql`delete from user_progress where user_id = ${budi.id}`],
    ];
    for (const [step, write] of steps) {
      await write();
      expect([step, await learnerStatsDrift(sql)]).toEqual([step, {}]);
    }
  });

  it('drop the progress of a deleted problem', async () => {
    const learner = await newLearner();
    const [kept, deleted] = [await newProblem(), await newProblem()];
    await database.db.insert(userProgress).values([
      { userId: learner.id, problemId: kept.id, attemptsCount: 1, isCorrect: true },
      { userId: learner.id, problemId: deleted.id, attemptsCount: 3, isCorrect: true },
    ]);
    await database.db.delete(problems).where(eq(problems.id, deleted.id));
    expect(await statsOf(learner.id)).toMatchObject({ attempted: 1, correct: 1, totalAttempts: 1, solvedIn1: 1, solvedIn3: 0 });
    expect(await learnerStatsDrift(database.sql)).toEqual({});
  });

  it('go with a deleted learner, who is deleted without an error', async () => {
    const learner = await newLearner();
    await database.db.insert(userProgress).values([
      { userId: learner.id, problemId: (await newProblem()).id, attemptsCount: 2, isCorrect: true },
      { userId: learner.id, problemId: (await newProblem()).id, attemptsCount: 1, isCorrect: false },
    ]);
    expect(await statsOf(learner.id)).toMatchObject({ attempted: 2, correct: 1 });
    await database.db.delete(users).where(eq(users.id, learner.id));
    expect(await statsOf(learner.id)).toBeUndefined();
    expect(await learnerStatsDrift(database.sql)).toEqual({});
  });
});
