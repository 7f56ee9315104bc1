import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createProblem, createPublishedPath, createUserWithPassword } from './factories';

// list_status_counts is kept by statement triggers on problem_reports and user_questions
// (migration 0008): these tests hold it to a fresh count through every kind of statement that
// writes either table.
let database: TestDatabase;
let subtopicId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ subtopic: { id: subtopicId } } = await createPublishedPath(database.db));
});
afterAll(() => database.drop());

type Counts = Record<string, number>;

async function kept(list: string): Promise<Counts> {
  const rows = await database.sql<{ status: string; rows: number }[]>`select status, rows from list_status_counts where list = ${list} and rows <> 0`;
  return Object.fromEntries(rows.map((row) => [row.status, row.rows]));
}

async function fresh(table: 'problem_reports' | 'user_questions'): Promise<Counts> {
  const column = table === 'problem_reports' ? 'report_status' : 'status';
  const rows = await database.sql.unsafe<{ status: string; rows: number }[]>(`select ${column} as status, count(*)::int as rows from ${table} group by 1`);
  return Object.fromEntries(rows.map((row) => [row.status, row.rows]));
}

let codeNumber = 0;
const code = (prefix: 'RE' | 'UQ') => `${prefix}-${String(++codeNumber).padStart(8, '0')}`;

describe('the admin lists counts by status', () => {
  it('match a fresh count of problem_reports after every kind of write', async () => {
    const { sql } = database;
    const learner = await createUserWithPassword(database.db, { email: 'pelapor@contoh.id', password: 'kuda-laut-berlari-9' });
    const [p1, p2] = [await createProblem(database.db, { subtopicId, type: 'input', questionText: 'Q1', answer: '1' }), await createProblem(database.db, { subtopicId, type: 'input', questionText: 'Q2', answer: '1' })];
    const report = (problemId: number, status = 'open', userId: string | null = learner.id) =>
      sql`insert into problem_reports (report_id, user_id, problem_id, report_type, report_content, report_status)
        values (${code('RE')}, ${userId}, ${problemId}, 'Saran Umum', 'Isi laporan yang cukup panjang', ${status})`;
    const steps: [string, () => Promise<unknown>][] = [
      ['one report', () => report(p1.id)],
      ['reports inserted together, in two statuses', () => sql`insert into problem_reports (report_id, problem_id, report_type, report_content, report_status)
          values (${code('RE')}, ${p1.id}, 'Saran Umum', 'Isi laporan yang cukup panjang', 'open'),
                 (${code('RE')}, ${p2.id}, 'Saran Umum', 'Isi laporan yang cukup panjang', 'resolved'),
                 (${code('RE')}, ${p2.id}, 'Saran Umum', 'Isi laporan yang cukup panjang', 'in_progress')`],
      ['a status change', () => sql`update problem_reports set report_status = 'in_progress' where report_id = (select min(report_id) from problem_reports)`],
      ['an update that keeps the status', () => sql`update problem_reports set report_content = 'Isi laporan yang sudah diubah'`],
      ['every report moved to one status', () => sql`update problem_reports set report_status = 'resolved'`],
      ['a legacy status', () => report(p2.id, 'non_issue')],
      ['its reporter deleted (set null)', () => sql`delete from users where id = ${learner.id}`],
      ['a problem deleted (its reports cascade)', () => sql`delete from problems where id = ${p1.id}`],
      ['one report deleted', () => sql`delete from problem_reports where report_status = 'non_issue'`],
      ['a report in a transaction rolled back', () => sql.begin(async (tx) => {
        await tx`insert into problem_reports (report_id, problem_id, report_type, report_content) values (${code('RE')}, ${p2.id}, 'Saran Umum', 'Isi laporan yang cukup panjang')`;
        throw new Error('rolled back on purpose');
      }).catch(() => undefined)],
      ['all reports truncated', () => sql`truncate problem_reports`],
      ['one report after the truncate', () => report(p2.id, 'open', null)],
    ];
    for (const [step, write] of steps) {
      await write();
      expect(await kept('problem_reports'), step).toEqual(await fresh('problem_reports'));
    }
    expect(await kept('problem_reports')).toEqual({ open: 1 });
  });

  it('stay exact when many writers move reports between statuses at the same moment (no deadlock)', async () => {
    const { sql } = database;
    const problem = await createProblem(database.db, { subtopicId, type: 'input', questionText: 'Q3', answer: '1' });
    for (let i = 0; i < 12; i += 1) {
      await sql`insert into problem_reports (report_id, problem_id, report_type, report_content) values (${code('RE')}, ${problem.id}, 'Saran Umum', 'Isi laporan yang cukup panjang')`;
    }
    const ids = (await sql<{ report_id: string }[]>`select report_id from problem_reports where problem_id = ${problem.id}`).map((row) => row.report_id);
    const statuses = ['open', 'in_progress', 'resolved'];
    // Five connections, 60 writes: status changes in both directions, new reports and deletions.
    await Promise.all(
      Array.from({ length: 60 }, (_, n) => {
        if (n % 10 === 9) return sql`insert into problem_reports (report_id, problem_id, report_type, report_content, report_status) values (${code('RE')}, ${problem.id}, 'Saran Umum', 'Isi laporan yang cukup panjang', ${statuses[n % 3]!})`;
        if (n % 15 === 14) return sql`delete from problem_reports where report_id = ${ids[n % ids.length]!}`;
        return sql`update problem_reports set report_status = ${statuses[n % 3]!} where report_id in (${ids[n % ids.length]!}, ${ids[(n * 7) % ids.length]!})`;
      }),
    );
    expect(await kept('problem_reports')).toEqual(await fresh('problem_reports'));
  });

  it('match a fresh count of user_questions after every kind of write', async () => {
    const { sql } = database;
    const asker = await createUserWithPassword(database.db, { email: 'penanya@contoh.id', password: 'kuda-laut-berlari-9' });
    const question = () => sql`insert into user_questions (user_question_id, user_id, image_url) values (${code('UQ')}, ${asker.id}, 'questions/x.jpg')`;
    const steps: [string, () => Promise<unknown>][] = [
      ['one question, pending', () => question()],
      ['two more', async () => {
        await question();
        await question();
      }],
      ['one answered', () => sql`update user_questions set status = 'resolved', answered_at = now() where user_question_id = (select min(user_question_id) from user_questions)`],
      ['one refused and one answerable in one statement', () => sql`update user_questions set status = case when user_question_id = (select max(user_question_id) from user_questions) then 'not_answerable' else 'answerable' end where status = 'pending'`],
      ['its asker deleted (set null)', () => sql`delete from users where id = ${asker.id}`],
      ['one deleted', () => sql`delete from user_questions where status = 'answerable'`],
    ];
    for (const [step, write] of steps) {
      await write();
      expect(await kept('user_questions'), step).toEqual(await fresh('user_questions'));
    }
    expect(await kept('user_questions')).toEqual({ resolved: 1, not_answerable: 1 });
  });
});

describe("the problems' total (migration 0018, the admin problem list's pager)", () => {
  it('matches a fresh count after every kind of write that adds or removes problems', async () => {
    const { sql, db } = database;
    const total = async () => (await sql<{ rows: number }[]>`select rows from list_status_counts where list = 'problems' and status = 'all'`)[0]?.rows ?? 0;
    const fresh = async () => (await sql<{ n: number }[]>`select count(*)::int as n from problems`)[0]!.n;
    const other = await createPublishedPath(db, { category: 'Geometri', topic: 'Segitiga', subtopic: 'Luas Segitiga' });
    const steps: [string, () => Promise<unknown>][] = [
      ['one problem', () => createProblem(db, { subtopicId, type: 'input', questionText: 'T1', answer: '1' })],
      ['three in one statement', () => sql`insert into problems (problem_id, subtopic_id, type, question_text, answer)
          select 'PR-TOTAL00' || n, ${other.subtopic.id}, 'input', 'Soal ' || n, '"1"' from generate_series(1, 3) as n`],
      ['one edited (no change)', () => sql`update problems set question_text = 'T1 diubah' where question_text = 'T1'`],
      ['an insert rolled back', () => sql.begin(async (tx) => {
        await tx`insert into problems (problem_id, subtopic_id, type, question_text, answer) values ('PR-TOTALXXX', ${subtopicId}, 'input', 'X', '"1"')`;
        throw new Error('rolled back on purpose');
      }).catch(() => undefined)],
      ['a subtopic\'s problems deleted in one statement', () => sql`delete from problems where subtopic_id = ${other.subtopic.id}`],
      ['one deleted', () => sql`delete from problems where question_text = 'T1 diubah'`],
      ['all truncated', () => sql`truncate problems cascade`],
      ['one after the truncate', () => createProblem(db, { subtopicId, type: 'input', questionText: 'T2', answer: '1' })],
    ];
    for (const [step, write] of steps) {
      await write();
      expect(await total(), step).toBe(await fresh());
    }
    expect(await total()).toBe(1);
  });
});
