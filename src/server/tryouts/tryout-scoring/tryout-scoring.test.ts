import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_TRYOUT_ANSWERS } from '../../../core/irt';
import { createProblem, createPublishedPath } from '../../db/factories';
import { insertTryout, simulateSittings } from '../../test/simulated-tryout';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTryoutScoring } from './tryout-scoring';

let t: TestApp;
let now = new Date('2026-12-01T08:00:00Z');
const clock = () => now;
const HOUR = 3600_000;
const problemIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { subtopic } = await createPublishedPath(t.db);
  for (let i = 0; i < 8; i++) {
    const problem = await createProblem(t.db, { subtopicId: subtopic.id, type: 'mcq', questionText: `Soal ${i}`, answer: 'A', options: { A: '1', B: '2', C: '3', D: '4', E: '5' } });
    problemIds.push(problem.id);
  }
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)) as unknown as T[];

describe('tryout scoring', () => {
  it('scores a finished sitting provisionally, writing version 1 from practice first tries once', async () => {
    const scoring = createTryoutScoring({ db: t.db, clock });
    const tryout = await insertTryout(t.db, { opensAt: new Date(now.getTime() - HOUR), closesAt: new Date(now.getTime() + HOUR), sections: [{ problemIds: problemIds.slice(0, 2) }, { problemIds: problemIds.slice(2, 4) }] });
    // Practice: problem 0 right at the first try by 9 of 10 learners.
    for (let i = 0; i < 10; i++) {
      const user = await t.createSignedInUser();
      await t.db.execute(sql`insert into user_progress (user_id, problem_id, is_correct, attempts_count) values (${user.id}, ${problemIds[0]!}, ${i < 9}, ${i < 9 ? 1 : 2})`);
    }
    await simulateSittings(t.db, tryout, { count: 2, tag: 'prov', missing: 0 });
    const sittings = await rows<{ id: string }>(sql`select id from tryout_sittings where tryout_id = ${tryout.id} order by user_id`);
    const first = await t.db.transaction((tx) => scoring.scoreSitting(tx, sittings[0]!.id, 'provisional'));
    const second = await t.db.transaction((tx) => scoring.scoreSitting(tx, sittings[1]!.id, 'provisional'));
    expect(first.version).toBe(1);
    expect(second.versionId).toBe(first.versionId);
    expect(first.sections).toHaveLength(2);
    expect(first.score).toBeGreaterThanOrEqual(200);
    const params = await rows<{ problem_id: number; a: number; b: number; provisional: boolean }>(sql`select problem_id, a, b, provisional from tryout_item_params where version_id = ${first.versionId} order by problem_id`);
    expect(params).toHaveLength(4);
    expect(params.every((p) => p.provisional && p.a === 1)).toBe(true);
    // 90 % of 10, smoothed: (9 + 5) / 20 = 0.7 -> b = -1.00 (decision 057's table).
    expect(params.find((p) => p.problem_id === problemIds[0])!.b).toBeCloseTo(-1.0, 1);
    const stored = await rows<{ stage: string; percentile: number | null; version_id: number }>(sql`select stage, percentile, version_id::int as version_id from tryout_scores where sitting_id = ${sittings[0]!.id}`);
    expect(stored).toEqual([{ stage: 'provisional', percentile: null, version_id: first.versionId }]);
    // Scored again (the same transaction pattern): one row per stage, updated.
    await t.db.transaction((tx) => scoring.scoreSitting(tx, sittings[0]!.id, 'provisional'));
    expect(await rows(sql`select 1 from tryout_scores where sitting_id = ${sittings[0]!.id}`)).toHaveLength(1);
  });

  it('recalibrates in a worker thread from first tryout answers, items under 200 answers staying provisional', async () => {
    const scoring = createTryoutScoring({ db: t.db, clock });
    const tryout = await insertTryout(t.db, { opensAt: new Date(now.getTime() - 2 * HOUR), closesAt: new Date(now.getTime() + HOUR), sections: [{ problemIds: problemIds.slice(4, 8) }] });
    await simulateSittings(t.db, tryout, { count: 400, tag: 'cal', missing: 0 });
    // A fifth item seen by only 50 learners: provisional.
    const few = await insertTryout(t.db, { opensAt: new Date(now.getTime() - 3 * HOUR), closesAt: new Date(now.getTime() - 2.5 * HOUR), sections: [{ problemIds: [problemIds[0]!] }] });
    await simulateSittings(t.db, few, { count: 50, tag: 'few', missing: 0 });
    const progress: number[] = [];
    const version = await scoring.recalibrate(tryout.id, (value) => void progress.push(value));
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(version).toMatchObject({ version: 1, learners: 400, calibratedItems: 4, provisionalItems: 0 });
    const params = await rows<{ a: number; b: number; se_a: number | null; provisional: boolean; answers: number; status: string }>(sql`select a, b, se_a, provisional, answers, status from tryout_item_params where version_id = ${version.versionId}`);
    for (const item of params) {
      expect(item).toMatchObject({ provisional: false, answers: 400, status: 'estimated' });
      expect(item.a).toBeGreaterThan(0.2);
      expect(item.se_a).not.toBeNull();
    }
    expect(MIN_TRYOUT_ANSWERS).toBe(200);
  });

  it('counts only a learner\'s first meeting of a problem across tryouts', async () => {
    const scoring = createTryoutScoring({ db: t.db, clock });
    // The 50 'few' learners met problem 0 in an earlier tryout; here they meet it again.
    const again = await insertTryout(t.db, { opensAt: new Date(now.getTime() - 2 * HOUR), closesAt: new Date(now.getTime() - HOUR), sections: [{ problemIds: [problemIds[0]!, problemIds[1]!] }] });
    await t.db.execute(sql`
      insert into tryout_sittings (tryout_id, user_id, started_at) select ${again.id}, id, now() from users where id like 'sim-few-%'`);
    await t.db.execute(sql`
      insert into tryout_sitting_sections (sitting_id, section_id, started_at, deadline_at, ended_at, ending)
      select id, ${again.sections[0]!.id}, ${new Date(now.getTime() - 1.5 * HOUR).toISOString()}::timestamptz, ${new Date(now.getTime() - 1.4 * HOUR).toISOString()}::timestamptz, null, null
      from tryout_sittings where tryout_id = ${again.id}`);
    await t.db.execute(sql`
      insert into tryout_answers (sitting_id, section_id, problem_id, answer, correct)
      select s.id, ${again.sections[0]!.id}, p, '"A"', true from tryout_sittings s, unnest(array[${problemIds[0]!}, ${problemIds[1]!}]::int[]) p where s.tryout_id = ${again.id}`);
    const version = await scoring.recalibrate(again.id);
    const params = await rows<{ problem_id: number; answers: number; provisional: boolean }>(sql`select problem_id, answers, provisional from tryout_item_params where version_id = ${version.versionId}`);
    const byProblem = new Map(params.map((p) => [p.problem_id, p]));
    // Problem 0: the 2 + 50 answers of the earlier tryouts, not these 50 again. Problem 1: new to
    // these learners, their section past its deadline (not submitted), so their answers count.
    expect(byProblem.get(problemIds[0]!)!.answers).toBe(2 + 50);
    expect(byProblem.get(problemIds[1]!)!.answers).toBe(50 + 2);
    expect(params.every((p) => p.provisional)).toBe(true);
  });

  it('finalizes a closed tryout once: final scores with percentiles and the version', async () => {
    const scoring = createTryoutScoring({ db: t.db, clock });
    const tryout = await insertTryout(t.db, { opensAt: new Date(now.getTime() - 2 * HOUR), closesAt: new Date(now.getTime() + HOUR), sections: [{ problemIds: problemIds.slice(4, 6) }, { problemIds: problemIds.slice(6, 8) }] });
    await simulateSittings(t.db, tryout, { count: 300, tag: 'fin' });
    await expect(scoring.finalize(tryout.id)).rejects.toThrow(/belum ditutup/);
    now = new Date(now.getTime() + 2 * HOUR);
    const result = await scoring.finalize(tryout.id);
    expect(result).toMatchObject({ sittings: 300, alreadyFinal: false });
    const [final] = await rows<{ final_version_id: number }>(sql`select final_version_id::int as final_version_id from tryouts where id = ${tryout.id}`);
    expect(final!.final_version_id).toBe(result.versionId);
    const scores = await rows<{ percentile: number; score: number; sections: number }>(sql`
      select sc.percentile, sc.score, jsonb_array_length(sc.sections) as sections from tryout_scores sc join tryout_sittings s on s.id = sc.sitting_id
      where s.tryout_id = ${tryout.id} and sc.stage = 'final' and sc.version_id = ${result.versionId}`);
    expect(scores).toHaveLength(300);
    expect(scores.filter((s) => !(s.percentile > 0 && s.percentile <= 100 && s.sections === 2)).slice(0, 2)).toEqual([]);
    const mean = scores.reduce((sum, s) => sum + s.percentile, 0) / scores.length;
    expect(mean).toBeCloseTo(50, 0);
    const again = await scoring.finalize(tryout.id);
    expect(again).toMatchObject({ versionId: result.versionId, alreadyFinal: true });
    expect(await rows(sql`select 1 from tryout_param_versions where tryout_id = ${tryout.id}`)).toHaveLength(1);
  });
});
