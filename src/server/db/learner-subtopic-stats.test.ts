import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate';
import { createProblem, createPublishedPath, createUserWithPassword } from './factories';
import { recountLearners } from '../learning';
import { learnerSubtopicStatsDrift } from '../test/learner-stats-drift';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

// Issue 34 (decision 050): learner_subtopic_stats as migrations 0019 and 0022 filled it from the
// progress and attempts already there, held to a fresh count of user_progress made in TypeScript.
// Since issue 50 the app's writers keep it (learner-stats.test.ts); progress written here by hand
// is counted with recountLearners, as a seed's is.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const drift = () => learnerSubtopicStatsDrift(database.sql);

// A migration's statements that fill learner_subtopic_stats from what is already there.
const backfillOf = (file: string) =>
  fs
    .readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(-- [^\n]*\n)*(INSERT INTO|UPDATE) "learner_subtopic_stats"/.test(statement));

describe('learner_subtopic_stats', () => {
  it("is filled by migration 0022 with the statistics' figures of the progress already there", async () => {
    const { db, sql } = database;
    const backfill = backfillOf('0022_category_statistics_counters.sql');
    expect(backfill).toHaveLength(1);
    const { subtopic } = await createPublishedPath(db, { category: 'Lama2', topic: 'Lama2', subtopic: 'Lama2' });
    const learner = await createUserWithPassword(db, { email: 'lama2@contoh.id', password: 'kuda-laut-berlari-9' });
    for (const [i, [attempts, correct]] of ([[1, true], [2, true], [3, true], [6, true], [2, false]] as const).entries()) {
      const problem = await createProblem(db, { subtopicId: subtopic.id, type: 'input', questionText: `M${i}`, answer: '1' });
      await sql`insert into user_progress (user_id, problem_id, attempts_count, is_correct) values (${learner.id}, ${problem.id}, ${attempts}, ${correct})`;
    }
    await recountLearners(sql, [learner.id]);
    // As the migration finds the rows: the new columns at their defaults.
    await sql`update learner_subtopic_stats set total_attempts = 0, solved_in_1 = 0, solved_in_2 = 0, solved_in_3 = 0, solved_in_4_plus = 0`;
    await sql.unsafe(backfill[0]!);
    const [figures] = await sql`select attempted, solved, total_attempts, solved_in_1, solved_in_2, solved_in_3, solved_in_4_plus from learner_subtopic_stats where user_id = ${learner.id} and subtopic_id = ${subtopic.id}`;
    expect(figures).toEqual({ attempted: 5, solved: 4, total_attempts: 14, solved_in_1: 1, solved_in_2: 1, solved_in_3: 1, solved_in_4_plus: 1 });
    expect(await drift()).toEqual([]);
  });

  it('is filled by migration 0019 from the progress and the attempts already there', async () => {
    const { db, sql } = database;
    const backfill = backfillOf('0019_mastery_reviews.sql');
    expect(backfill).toHaveLength(2);
    const { subtopic } = await createPublishedPath(db, { category: 'Lama', topic: 'Lama', subtopic: 'Lama' });
    const learner = await createUserWithPassword(db, { email: 'lama@contoh.id', password: 'kuda-laut-berlari-9' });
    // Six problems answered before the migration, oldest first: first tries right, right, wrong, right, right, right.
    const firstTryRight = [true, true, false, true, true, true];
    for (const [i, right] of firstTryRight.entries()) {
      const problem = await createProblem(db, { subtopicId: subtopic.id, type: 'input', questionText: `L${i}`, answer: '1' });
      const at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      await sql`insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, created_at) values (${learner.id}, ${problem.id}, '"1"', ${right}, 1, ${at})`;
      if (!right) await sql`insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, created_at) values (${learner.id}, ${problem.id}, '"1"', true, 2, ${at})`;
      await sql`insert into user_progress (user_id, problem_id, attempts_count, is_correct) values (${learner.id}, ${problem.id}, ${right ? 1 : 2}, true)`;
    }
    expect(await sql`select 1 from learner_subtopic_stats where user_id = ${learner.id}`).toHaveLength(0);
    // As the migration finds it: an empty table.
    await sql`delete from learner_subtopic_stats`;
    for (const statement of backfill) await sql.unsafe(statement);
    // And migration 0022's figures, as the migrations run one after the other.
    for (const statement of backfillOf('0022_category_statistics_counters.sql')) await sql.unsafe(statement);
    const [stats] = await sql`select attempted, solved, first_tries, recent_first_tries, recent_first_try_bits from learner_subtopic_stats where user_id = ${learner.id} and subtopic_id = ${subtopic.id}`;
    // The latest 5 first tries, latest as bit 0: right, right, right, wrong, right.
    expect(stats).toEqual({ attempted: 6, solved: 6, first_tries: 6, recent_first_tries: 5, recent_first_try_bits: 0b10111 });
    expect(await drift()).toEqual([]);
  });
});
