import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClassCode } from '../../core/class-code';
import { createProblem, createPublishedPath, createUserWithPassword } from './factories';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

// Decision 061: assignment_learner_counts, kept by the triggers of migration 0024 on user_progress,
// class_members, assignments and assignment_problems whatever statement writes them (psql here,
// not the app), held to a fresh count of the same rows made in TypeScript: one row per member of
// a class and assignment of it, counting the member's progress on all of its problems.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const FIGURES = ['on_time', 'after_due', 'attempted', 'first_try'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;
const NONE: Figures = { on_time: 0, after_due: 0, attempted: 0, first_try: 0 };

async function drift() {
  const sql = database.sql;
  const pairs = await sql<{ user_id: string; assignment_id: string }[]>`
    select m.user_id, a.id as assignment_id from class_members m join assignments a on a.class_id = m.class_id`;
  const rows = await sql<{ user_id: string; assignment_id: string; is_correct: boolean; attempts_count: number; on_time: boolean }[]>`
    select m.user_id, a.id as assignment_id, up.is_correct, up.attempts_count, up.updated_at <= a.due_at as on_time
    from class_members m join assignments a on a.class_id = m.class_id
    join assignment_problems ap on ap.assignment_id = a.id
    join user_progress up on up.user_id = m.user_id and up.problem_id = ap.problem_id`;
  const counted = new Map<string, Figures>(pairs.map((pair) => [`${pair.user_id}/${pair.assignment_id}`, { ...NONE }]));
  for (const row of rows) {
    const figures = counted.get(`${row.user_id}/${row.assignment_id}`)!;
    if (row.is_correct) figures[row.on_time ? 'on_time' : 'after_due'] += 1;
    if (row.attempts_count > 0) figures.attempted += 1;
    if (row.is_correct && row.attempts_count === 1) figures.first_try += 1;
  }
  const kept = await sql<({ user_id: string; assignment_id: string } & Figures)[]>`select user_id, assignment_id, ${sql(FIGURES as unknown as string[])} from assignment_learner_counts`;
  const show = (figures: Figures) => FIGURES.map((name) => figures[name]).join('/');
  const differences: string[] = [];
  for (const row of kept) {
    const key = `${row.user_id}/${row.assignment_id}`;
    const figures = counted.get(key);
    if (!figures) differences.push(`${key}: kept ${show(row)} for no member`);
    else if (FIGURES.some((name) => figures[name] !== row[name])) differences.push(`${key}: kept ${show(row)}, counted ${show(figures)}`);
    counted.delete(key);
  }
  for (const key of counted.keys()) differences.push(`${key}: no row`);
  return differences;
}

async function scene(label: string) {
  const { db, sql } = database;
  const path = await createPublishedPath(db, { category: label, topic: label, subtopic: label });
  const problems: { id: number }[] = [];
  for (let i = 0; i < 6; i += 1) problems.push(await createProblem(db, { subtopicId: path.subtopic.id, type: 'input', questionText: `${label}${i}`, answer: '1' }));
  const teacher = await createUserWithPassword(db, { email: `guru-${label}@contoh.id`, password: 'kuda-laut-berlari-9', role: 'teacher' });
  const learners: { id: string }[] = [];
  for (let i = 0; i < 3; i += 1) learners.push(await createUserWithPassword(db, { email: `siswa${i}-${label}@contoh.id`, password: 'kuda-laut-berlari-9' }));
  const [owned] = await sql<{ id: string }[]>`insert into classes (owner_id, name, join_code) values (${teacher.id}, ${`Kelas ${label}`}, ${generateClassCode()}) returning id`;
  const write = (learner: number, problem: number, attempts: number, correct: boolean, at = 'now()') => sql`
    insert into user_progress (user_id, problem_id, attempts_count, is_correct, updated_at)
    values (${learners[learner]!.id}, ${problems[problem]!.id}, ${attempts}, ${correct}, ${sql.unsafe(at)})
    on conflict (user_id, problem_id) do update set attempts_count = excluded.attempts_count, is_correct = excluded.is_correct, updated_at = excluded.updated_at`;
  const assign = async (title: string, due: string, picked: number[]) => {
    const [assignment] = await sql<{ id: string }[]>`insert into assignments (class_id, title, due_at) values (${owned!.id}, ${title}, ${sql.unsafe(due)}) returning id`;
    await sql`insert into assignment_problems (assignment_id, problem_id, position)
      select ${assignment!.id}, p, n from unnest(${picked.map((index) => problems[index]!.id)}::int[]) with ordinality x(p, n)`;
    return assignment!.id;
  };
  const join = (learner: number) => sql`insert into class_members (class_id, user_id) values (${owned!.id}, ${learners[learner]!.id})`;
  return { sql, problems, learners, classId: owned!.id, write, assign, join };
}

describe('assignment_learner_counts', () => {
  it('follows answers, members joining and leaving, assignments and their problems, whatever writes them', async () => {
    const { sql, problems, learners, classId, write, assign, join } = await scene('Hitung');
    // Work done before the class existed counts, with its own date (decision 053).
    await write(0, 0, 1, true, `now() - interval '3 days'`);
    await write(0, 1, 2, false);
    await join(0);
    await join(1);
    const past = await assign('Lalu', `now() - interval '1 day'`, [0, 1, 2]);
    const next = await assign('Nanti', `now() + interval '7 days'`, [2, 3, 4]);
    expect(await drift()).toEqual([]);
    expect(await sql`select on_time, after_due, attempted, first_try from assignment_learner_counts where user_id = ${learners[0]!.id} and assignment_id = ${past}`).toEqual([
      { on_time: 1, after_due: 0, attempted: 2, first_try: 1 },
    ]);

    // Answers: first tries right and wrong, a wrong try then a solve (after the due time of 'Lalu'), a problem in both assignments.
    await write(1, 2, 1, false);
    await write(1, 2, 2, true);
    await write(0, 1, 3, true);
    await write(1, 3, 1, true);
    await write(2, 3, 1, true); // not a member: counted nowhere
    expect(await drift()).toEqual([]);
    expect(await sql`select on_time, after_due from assignment_learner_counts where user_id = ${learners[1]!.id} and assignment_id = ${past}`).toEqual([{ on_time: 0, after_due: 1 }]);

    // A third learner joins with work already done; one leaves and comes back; one is reset; a row moved to another problem.
    await join(2);
    expect(await drift()).toEqual([]);
    await sql`delete from class_members where class_id = ${classId} and user_id = ${learners[1]!.id}`;
    expect(await drift()).toEqual([]);
    await join(1);
    await sql`update user_progress set attempts_count = 0, is_correct = false where user_id = ${learners[0]!.id} and problem_id = ${problems[0]!.id}`;
    await sql`update user_progress set problem_id = ${problems[4]!.id} where user_id = ${learners[2]!.id} and problem_id = ${problems[3]!.id}`;
    await sql`delete from user_progress where user_id = ${learners[0]!.id} and problem_id = ${problems[1]!.id}`;
    expect(await drift()).toEqual([]);

    // The assignments change: a problem added and one removed, a new due time, a problem deleted, an assignment deleted.
    await sql`insert into assignment_problems (assignment_id, problem_id, position) values (${next}, ${problems[5]!.id}, 4)`;
    await write(2, 5, 1, true);
    await sql`delete from assignment_problems where assignment_id = ${past} and problem_id = ${problems[2]!.id}`;
    await sql`update assignments set due_at = now() - interval '10 days' where id = ${next}`;
    expect(await drift()).toEqual([]);
    await sql`delete from problems where id = ${problems[4]!.id}`;
    await sql`delete from assignments where id = ${past}`;
    expect(await drift()).toEqual([]);

    // An assignment and its problems in one statement; a learner's account deleted.
    await sql`with made as (insert into assignments (class_id, title, due_at) values (${classId}, 'Sekaligus', now() + interval '1 day') returning id)
      insert into assignment_problems (assignment_id, problem_id, position) select made.id, ${problems[3]!.id}, 1 from made`;
    await sql`delete from users where id = ${learners[2]!.id}`;
    expect(await drift()).toEqual([]);
    expect(await sql`select 1 from assignment_learner_counts c join assignments a on a.id = c.assignment_id where a.class_id = ${classId}`).toHaveLength(4);
  });

  it('a learner in no class has no rows, and an answer of theirs writes none', async () => {
    const { sql, learners, write } = await scene('Sendiri');
    await write(0, 0, 1, true);
    expect(await sql`select 1 from assignment_learner_counts where user_id = ${learners[0]!.id}`).toHaveLength(0);
  });

  it('is emptied with what it counts: progress or assignment problems truncated, memberships truncated', async () => {
    const { sql, write, assign, join } = await scene('Kosong');
    await join(0);
    await assign('Satu', `now() + interval '1 day'`, [0, 1]);
    await write(0, 0, 1, true);
    await sql`truncate user_progress cascade`;
    expect(await drift()).toEqual([]);
    await sql`truncate class_members`;
    expect(await drift()).toEqual([]);
    expect(await sql`select 1 from assignment_learner_counts`).toHaveLength(0);
  });
});
