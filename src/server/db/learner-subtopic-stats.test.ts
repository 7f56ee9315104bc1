import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate';
import { createProblem, createPublishedPath, createSubtopic, createUserWithPassword } from './factories';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

// Issue 34 (decision 050): learner_subtopic_stats, kept by the triggers of migration 0019 on
// user_progress and problems, whatever statement writes them (psql here, not the app), held to a
// fresh count of user_progress made in TypeScript.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

// The figures counted from progress rows, as the triggers keep them (0022: the statistics' figures).
const FIGURES = ['attempted', 'solved', 'total_attempts', 'solved_in_1', 'solved_in_2', 'solved_in_3', 'solved_in_4_plus'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;
type Kept = { user_id: string; subtopic_id: number } & Figures;
const NONE: Figures = { attempted: 0, solved: 0, total_attempts: 0, solved_in_1: 0, solved_in_2: 0, solved_in_3: 0, solved_in_4_plus: 0 };

async function drift() {
  const sql = database.sql;
  const rows = await sql<{ user_id: string; subtopic_id: number; attempts_count: number; is_correct: boolean }[]>`
    select up.user_id, p.subtopic_id, up.attempts_count, up.is_correct from user_progress up join problems p on p.id = up.problem_id`;
  const counted = new Map<string, Figures>();
  for (const row of rows) {
    const key = `${row.user_id}/${row.subtopic_id}`;
    const figures = counted.get(key) ?? { ...NONE };
    figures.attempted += row.attempts_count > 0 ? 1 : 0;
    figures.solved += row.is_correct ? 1 : 0;
    figures.total_attempts += row.attempts_count;
    if (row.is_correct && row.attempts_count >= 1) figures[row.attempts_count >= 4 ? 'solved_in_4_plus' : (`solved_in_${row.attempts_count}` as 'solved_in_1')] += 1;
    counted.set(key, figures);
  }
  const kept = await sql<Kept[]>`select user_id, subtopic_id, ${sql(FIGURES as unknown as string[])} from learner_subtopic_stats`;
  const show = (figures: Figures) => FIGURES.map((name) => figures[name]).join('/');
  const differences: string[] = [];
  for (const row of kept) {
    const key = `${row.user_id}/${row.subtopic_id}`;
    const figures = counted.get(key) ?? NONE;
    if (FIGURES.some((name) => figures[name] !== row[name])) differences.push(`${key}: kept ${show(row)}, counted ${show(figures)}`);
    counted.delete(key);
  }
  for (const [key, figures] of counted) if (FIGURES.some((name) => figures[name] !== 0)) differences.push(`${key}: no row, counted ${show(figures)}`);
  return differences;
}

// A migration's statements that fill learner_subtopic_stats from what is already there.
const backfillOf = (file: string) =>
  fs
    .readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(-- [^\n]*\n)*(INSERT INTO|UPDATE) "learner_subtopic_stats"/.test(statement));

describe('learner_subtopic_stats', () => {
  it('follows inserts, updates, deletes, a problem moved and a problem deleted, and keeps the last 5 first tries', async () => {
    const { db, sql } = database;
    const path = await createPublishedPath(db);
    const other = await createSubtopic(db, { topicId: path.topic.id, name: 'Lain', isPublished: true });
    const made: Awaited<ReturnType<typeof createProblem>>[] = [];
    for (let i = 0; i < 8; i += 1) made.push(await createProblem(db, { subtopicId: path.subtopic.id, type: 'input', questionText: `Q${i}`, answer: '1' }));
    const learner = await createUserWithPassword(db, { email: 'stats@contoh.id', password: 'kuda-laut-berlari-9' });
    const write = (index: number, attempts: number, correct: boolean) => sql`
      insert into user_progress (user_id, problem_id, attempts_count, is_correct) values (${learner.id}, ${made[index]!.id}, ${attempts}, ${correct})
      on conflict (user_id, problem_id) do update set attempts_count = excluded.attempts_count, is_correct = excluded.is_correct`;
    // First tries, oldest first: right, wrong (then right on the 2nd), right, right, right, right.
    await write(0, 1, true);
    await write(1, 1, false);
    await write(1, 2, true);
    await write(2, 1, true);
    await write(3, 1, true);
    await write(4, 1, true);
    await write(5, 1, true);
    const [stats] = await sql`select attempted, solved, first_tries, recent_first_tries, recent_first_try_bits from learner_subtopic_stats where user_id = ${learner.id} and subtopic_id = ${path.subtopic.id}`;
    // The latest 5, latest as bit 0: 1,1,1,1 and then the wrong one (bit 4).
    expect(stats).toEqual({ attempted: 6, solved: 6, first_tries: 6, recent_first_tries: 5, recent_first_try_bits: 0b01111 });
    expect(await drift()).toEqual([]);

    await write(6, 3, false);
    await write(7, 5, true);
    await write(6, 4, true);
    await sql`delete from user_progress where user_id = ${learner.id} and problem_id = ${made[0]!.id}`;
    await sql`update problems set subtopic_id = ${other.id} where id = ${made[2]!.id}`;
    await sql`delete from problems where id = ${made[3]!.id}`;
    await sql`update user_progress set attempts_count = 0, is_correct = false where user_id = ${learner.id} and problem_id = ${made[4]!.id}`;
    expect(await drift()).toEqual([]);
    const [moved] = await sql`select attempted, solved from learner_subtopic_stats where user_id = ${learner.id} and subtopic_id = ${other.id}`;
    expect(moved).toEqual({ attempted: 1, solved: 1 });
    const [figures] = await sql`select total_attempts, solved_in_1, solved_in_2, solved_in_3, solved_in_4_plus from learner_subtopic_stats where user_id = ${learner.id} and subtopic_id = ${path.subtopic.id}`;
    // Left in the subtopic: problem 1 (2nd try), 5 (1st), 6 (4th), 7 (5th), and 4 reset to no attempts.
    expect(figures).toEqual({ total_attempts: 12, solved_in_1: 1, solved_in_2: 1, solved_in_3: 0, solved_in_4_plus: 2 });
  });

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
    await sql`alter table user_progress disable trigger user_progress_learner_subtopic_stats`;
    try {
      for (const [i, right] of firstTryRight.entries()) {
        const problem = await createProblem(db, { subtopicId: subtopic.id, type: 'input', questionText: `L${i}`, answer: '1' });
        const at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
        await sql`insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, created_at) values (${learner.id}, ${problem.id}, '"1"', ${right}, 1, ${at})`;
        if (!right) await sql`insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, created_at) values (${learner.id}, ${problem.id}, '"1"', true, 2, ${at})`;
        await sql`insert into user_progress (user_id, problem_id, attempts_count, is_correct) values (${learner.id}, ${problem.id}, ${right ? 1 : 2}, true)`;
      }
    } finally {
      await sql`alter table user_progress enable trigger user_progress_learner_subtopic_stats`;
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
