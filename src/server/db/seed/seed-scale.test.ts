import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStoredProblem } from '../../../problem-types/schemas';
import { learnerStatsDrift } from '../../test/learner-stats-drift';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { scaleCode, seedScale, type TScaleOptions } from './seed-scale';

// `npm run seed:scale` at a small size, on real Postgres, through the real app.

const SMALL: TScaleOptions = { seed: 7, problems: 250, learners: 40, progress: 400, password: 'kuda-laut-berlari-9' };

let t: TestApp;
let other: TestDatabase;
// What the first seed wrote, before the tests below add an answer of their own.
let seeded: Record<string, string>;

// A digest of what the seed wrote that ignores timestamps (those follow now()).
const digest = async (sql: TestApp['sql']) => {
  const [row] = await sql<{ problems: string; progress: string; reports: string }[]>`
    SELECT
      (SELECT md5(string_agg(problem_id || type || question_text || answer::text || coalesce(options::text, ''), ',' ORDER BY problem_id)) FROM problems WHERE problem_id LIKE 'PR-Z%') AS problems,
      (SELECT md5(string_agg(up.user_id || p.problem_id || up.is_correct || up.attempts_count, ',' ORDER BY up.user_id, p.problem_id))
         FROM user_progress up JOIN problems p ON p.id = up.problem_id) AS progress,
      (SELECT md5(string_agg(report_id || report_type || report_status, ',' ORDER BY report_id)) FROM problem_reports) AS reports`;
  return row!;
};

beforeAll(async () => {
  t = await createTestApp();
  other = await createTestDatabase();
});

afterAll(async () => {
  await t?.close();
  await other?.drop();
});

describe('seedScale', () => {
  it('writes the hierarchy, learners, progress with attempts, bookmarks, reports and questions it was asked for', async () => {
    const summary = await seedScale(t.sql, SMALL);
    seeded = await digest(t.sql);
    expect(summary).toMatchObject({ categories: 1, topics: 1, subtopics: 3, problems: 250, learners: 40, progress: 400, bookmarks: 200, reports: 10, questions: 10 });
    expect(summary.attempts).toBeGreaterThanOrEqual(400);
    expect(summary.attempts).toBeLessThanOrEqual(1200);
    // Each progress row has exactly its attempts, the last one correct when it is solved.
    const [mismatch] = await t.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM user_progress up
      WHERE up.attempts_count <> (SELECT count(*) FROM problem_attempts pa WHERE pa.user_id = up.user_id AND pa.problem_id = up.problem_id)
         OR up.is_correct <> coalesce((SELECT bool_or(is_correct) FROM problem_attempts pa WHERE pa.user_id = up.user_id AND pa.problem_id = up.problem_id), false)`;
    expect(mismatch!.count).toBe(0);
    const [xp] = await t.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM users u
      WHERE u.id LIKE 'scale-7-%' AND u.xp_total <> (SELECT coalesce(sum(xp_awarded), 0) FROM problem_attempts pa WHERE pa.user_id = u.id)`;
    expect(xp!.count).toBe(0);
    // The dashboard counters, counted in one pass instead of by the trigger.
    expect(await learnerStatsDrift(t.sql)).toEqual({});
  });

  it('writes only problems the app itself would accept, of all four types', async () => {
    const rows = await t.sql<{ type: string; options: string | null; answer: string; answer_categories: string }[]>`
      SELECT type, options, answer, answer_categories FROM problems WHERE problem_id LIKE 'PR-Z%'`;
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['input', 'mcq', 'mcma', 'mck']));
    for (const row of rows) {
      const parsed = ZStoredProblem.safeParse({
        type: row.type,
        options: row.options === null ? null : JSON.parse(row.options),
        answer: JSON.parse(row.answer),
        answerCategories: JSON.parse(row.answer_categories),
      });
      expect(parsed.success, JSON.stringify(row)).toBe(true);
    }
  });

  it('gives learners who sign in and see their own XP, and problems whose stored answer is graded correct', async () => {
    const cookie = await t.signIn('siswa3.s7@skala.local', SMALL.password);
    const dashboard = (await (await t.request('GET', '/math/api/dashboard', { cookie })).json()) as Record<string, unknown>;
    const [user] = await t.sql<{ xp_total: number }[]>`SELECT xp_total FROM users WHERE id = 'scale-7-3'`;
    expect(JSON.stringify(dashboard)).toContain(String(user!.xp_total));
    const [input] = await t.sql<{ problem_id: string; answer: string }[]>`
      SELECT problem_id, answer FROM problems WHERE problem_id LIKE 'PR-Z%' AND type = 'input' AND id NOT IN (SELECT problem_id FROM user_progress WHERE user_id = 'scale-7-3') LIMIT 1`;
    const response = await t.request('POST', `/math/api/problems/${input!.problem_id}/check`, { body: { answer: JSON.parse(input!.answer) }, cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: unknown }).result).toMatchObject({ isCorrect: true });
    // The trigger is on again after the seed: the answer reached the counters.
    expect(await learnerStatsDrift(t.sql)).toEqual({});
    const path = `/math/api/catalog/categories/${scaleCode('CA', 1)}/topics/${scaleCode('TO', 1)}/subtopics/${scaleCode('SU', 3)}/problems/${scaleCode('PR', 250)}`;
    expect((await t.request('GET', path)).status).toBe(200);
  });

  it('refuses to seed a database that already holds scale data, and writes nothing', async () => {
    const before = await digest(t.sql);
    await expect(seedScale(t.sql, SMALL)).rejects.toThrow(/already holds scale data/);
    expect(await digest(t.sql)).toEqual(before);
  });

  it('writes the same rows for the same seed, and others for another seed', async () => {
    await seedScale(other.sql, SMALL);
    expect(await digest(other.sql)).toEqual(seeded);
    const third = await createTestDatabase();
    try {
      await seedScale(third.sql, { ...SMALL, seed: 8 });
      expect((await digest(third.sql)).problems).not.toEqual(seeded.problems);
    } finally {
      await third.drop();
    }
  });

  it('refuses sizes it cannot write', async () => {
    await expect(seedScale(other.sql, { ...SMALL, problems: 0 })).rejects.toThrow(RangeError);
    await expect(seedScale(other.sql, { ...SMALL, learners: 1.5 })).rejects.toThrow(RangeError);
  });
});
