import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath, createSubtopic } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 15 on a small crafted attempt set whose figures are known by hand.
let t: TestApp;
let admin: string;
let learner: string;
let path: Awaited<ReturnType<typeof createPublishedPath>>;
let hard: Awaited<ReturnType<typeof createProblem>>;
let easy: Awaited<ReturnType<typeof createProblem>>;
let untried: Awaited<ReturnType<typeof createProblem>>;
let thin: Awaited<ReturnType<typeof createProblem>>;

const API = '/math/api/admin';
const DAY = 24 * 60 * 60 * 1000;

async function insertLearners(count: number, prefix: string): Promise<string[]> {
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  await t.db.execute(sql`
    insert into users (id, email, name)
    select id, ${prefix} || '-' || id || '@contoh.id', 'Siswa' from unnest(${sql.raw(`array[${ids.map((id) => `'${id}'`).join(',')}]`)}::text[]) as id`);
  return ids;
}

type TLearnerPlan = { attempts: number; solved: boolean; daysAgo: number };

// One progress row per learner and their attempts: the last one correct when solved. Wrong first
// attempts are the mcma set {B, C} written in either order; later wrong ones are {A}.
async function record(problemId: number, correct: unknown, plans: TLearnerPlan[]) {
  const learners = await insertLearners(plans.length, `p${problemId}`);
  for (const [index, plan] of plans.entries()) {
    const userId = learners[index]!;
    const at = new Date(Date.now() - plan.daysAgo * DAY);
    for (let attempt = 1; attempt <= plan.attempts; attempt += 1) {
      const isCorrect = plan.solved && attempt === plan.attempts;
      const answer = isCorrect ? correct : attempt === 1 ? (index % 2 === 0 ? ['C', 'B'] : ['B', 'C']) : ['A'];
      await t.db.execute(sql`
        insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, xp_awarded, created_at)
        values (${userId}, ${problemId}, ${JSON.stringify(answer)}::jsonb, ${isCorrect}, ${attempt}, 0, ${at.toISOString()})`);
    }
    await t.db.execute(sql`
      insert into user_progress (user_id, problem_id, is_correct, attempts_count, last_answer, updated_at)
      values (${userId}, ${problemId}, ${plan.solved}, ${plan.attempts}, '["A"]'::jsonb, ${at.toISOString()})`);
  }
}

const times = (count: number, plan: TLearnerPlan) => Array.from({ length: count }, () => plan);

async function refreshListFigures() {
  await t.db.execute(sql`refresh materialized view problem_item_stats`);
  await t.db.execute(sql`update item_stats_refreshes set refreshed_at = now()`);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  learner = (await t.createSignedInUser('basic')).cookie;
  path = await createPublishedPath(t.db, { category: 'Analitik', topic: 'Butir', subtopic: 'Soal Sulit' });
  const subtopicId = path.subtopic.id;
  const options = { A: 'a', B: 'b', C: 'c', D: 'd' };
  hard = await createProblem(t.db, { subtopicId, type: 'mcma', questionText: 'Pilih semua yang benar', options, answer: ['A', 'C'] });
  easy = await createProblem(t.db, { subtopicId, type: 'mcma', questionText: 'Mudah', options, answer: ['A', 'C'] });
  untried = await createProblem(t.db, { subtopicId, type: 'mcq', questionText: 'Belum dicoba', options: { A: '1', B: '2' }, answer: 'A' });
  const other = await createSubtopic(t.db, { topicId: path.topic.id, name: 'Lain', isPublished: true });
  thin = await createProblem(t.db, { subtopicId: other.id, type: 'mcma', questionText: 'Sedikit data', options, answer: ['A', 'C'] });

  // 25 learners: 4 solve on the 1st try, 6 on the 2nd, 3 on the 3rd, 2 on the 5th; 10 never
  // (2 wrong tries each, 40 days ago). First-try rate 4/25 = 16 % (< 20 %: flagged), final 15/25.
  await record(hard.id, ['C', 'A'], [
    ...times(4, { attempts: 1, solved: true, daysAgo: 1 }),
    ...times(6, { attempts: 2, solved: true, daysAgo: 2 }),
    ...times(3, { attempts: 3, solved: true, daysAgo: 3 }),
    ...times(2, { attempts: 5, solved: true, daysAgo: 4 }),
    ...times(10, { attempts: 2, solved: false, daysAgo: 40 }),
  ]);
  await record(easy.id, ['A', 'C'], times(2, { attempts: 1, solved: true, daysAgo: 1 }));
  // 19 learners, none solved: too few to flag on rates.
  await record(thin.id, ['A', 'C'], times(19, { attempts: 1, solved: false, daysAgo: 1 }));
});
afterAll(() => t.close());

describe("a problem's analytics page", () => {
  it('gives the solve rates, the mean attempts and the attempts-to-solve distribution, all time and for the last 30 days', async () => {
    const response = await t.request('GET', `${API}/problems/${hard.problemId}/analytics`, { cookie: admin });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.allTime).toMatchObject({
      learners: 25,
      firstTryRate: 4 / 25,
      eventualRate: 15 / 25,
      meanAttemptsToSolve: (4 * 1 + 6 * 2 + 3 * 3 + 2 * 5) / 15,
      solvedOnAttempt: { one: 4, two: 6, three: 3, fourOrMore: 2 },
    });
    // The 10 who never solved it tried 40 days ago.
    expect(body.recent).toMatchObject({ learners: 15, firstTryRate: 4 / 15, eventualRate: 1, solvedOnAttempt: { one: 4, two: 6, three: 3, fourOrMore: 2 } });
    expect(body.recentDays).toBe(30);
    expect(body.flags).toEqual(['low_first_try']);
    expect(body.problem.path).toEqual({ categoryId: path.category.categoryId, topicId: path.topic.topicId, subtopicId: path.subtopic.subtopicId, subtopicName: 'Soal Sulit' });
  });

  it('shows the question as learners see it: maths and bold rendered, no raw markup', async () => {
    const own = await createPublishedPath(t.db, { category: 'Markup', topic: 'Pratinjau', subtopic: 'Judul' });
    const marked = await createProblem(t.db, { subtopicId: own.subtopic.id, type: 'input', questionText: '**Hitung** $\\sqrt{49}$', answer: '7' });
    const response = await t.request('GET', `${API}/problems/${marked.problemId}/analytics`, { cookie: admin });
    const { problem } = await response.json();
    expect(problem.previewHtml).toContain('<strong>Hitung</strong>');
    expect(problem.previewHtml).toContain('class="katex');
    expect(problem.previewHtml).not.toContain('$');
  });

  it('counts the same mcma set in any order as one wrong answer, most common first, with its share', async () => {
    const body = await (await t.request('GET', `${API}/problems/${hard.problemId}/analytics`, { cookie: admin })).json();
    // Wrong first tries: 6 + 3 + 2 + 10 = 21, half written C,B and half B,C; later wrong tries
    // {A}: 1x3 + 3x2 + 1x10 = 19.
    expect(body.allTime.wrongAnswers).toEqual({
      total: 40,
      top: [
        { answer: 'B, C', count: 21, share: 21 / 40 },
        { answer: 'A', count: 19, share: 19 / 40 },
      ],
    });
    expect(body.recent.wrongAnswers).toEqual({
      total: 20,
      top: [
        { answer: 'B, C', count: 11, share: 11 / 20 },
        { answer: 'A', count: 9, share: 9 / 20 },
      ],
    });
  });

  it('shows aggregates only: no learner appears in it', async () => {
    const text = await (await t.request('GET', `${API}/problems/${hard.problemId}/analytics`, { cookie: admin })).text();
    expect(text).not.toMatch(/@contoh\.id|user_?id|email/i);
  });

  it('flags an open report whatever the numbers, and not the rates of fewer than 20 learners', async () => {
    const thinBody = await (await t.request('GET', `${API}/problems/${thin.problemId}/analytics`, { cookie: admin })).json();
    expect(thinBody.allTime).toMatchObject({ learners: 19, firstTryRate: 0, eventualRate: 0 });
    expect(thinBody.flags).toEqual([]);
    await t.request('POST', `/math/api/problems/${untried.problemId}/reports`, {
      cookie: learner,
      body: { reportType: 'Kesalahan Jawaban', reportContent: 'Kunci jawabannya sepertinya salah.' },
    });
    const reported = await (await t.request('GET', `${API}/problems/${untried.problemId}/analytics`, { cookie: admin })).json();
    expect(reported.openReports).toBe(1);
    expect(reported.flags).toEqual(['open_report']);
    expect(reported.allTime).toMatchObject({ learners: 0, firstTryRate: null, eventualRate: null, meanAttemptsToSolve: null });
  });

  it('answers 404 for an unknown problem and 400 for a malformed code', async () => {
    expect((await t.request('GET', `${API}/problems/PR-ZZZZZZZZ/analytics`, { cookie: admin })).status).toBe(404);
    expect((await t.request('GET', `${API}/problems/nope/analytics`, { cookie: admin })).status).toBe(400);
  });
});

describe('the admin problem list with its figures', () => {
  it('shows each problem with its figures and flags once they are refreshed, and says when that was', async () => {
    await refreshListFigures();
    const body = await (await t.request('GET', `${API}/problems?subtopicId=${path.subtopic.subtopicId}`, { cookie: admin })).json();
    const byCode = new Map(body.problems.map((problem: { problemId: string }) => [problem.problemId, problem]));
    expect(byCode.get(hard.problemId)).toMatchObject({
      stats: { learners: 25, firstTryRate: 0.16, eventualRate: 0.6, meanAttempts: 35 / 15, openReports: 0, flags: ['low_first_try'] },
    });
    expect(byCode.get(untried.problemId)).toMatchObject({ stats: { learners: 0, firstTryRate: null, meanAttempts: null, openReports: 1, flags: ['open_report'] } });
    expect(Date.now() - new Date(body.statsRefreshedAt).getTime()).toBeLessThan(60_000);
  });

  it('filters to the problems that need checking, and by each figure', async () => {
    await refreshListFigures();
    const codes = async (query: string) =>
      ((await (await t.request('GET', `${API}/problems?${query}`, { cookie: admin })).json()).problems as { problemId: string }[]).map((problem) => problem.problemId);
    expect(new Set(await codes('needsCheck=true'))).toEqual(new Set([hard.problemId, untried.problemId]));
    expect(await codes('hasOpenReports=true')).toEqual([untried.problemId]);
    expect(new Set(await codes('maxFirstTryRate=0.2'))).toEqual(new Set([hard.problemId, thin.problemId]));
    expect(new Set(await codes('minLearners=19'))).toEqual(new Set([hard.problemId, thin.problemId]));
    expect(await codes('minMeanAttempts=2')).toEqual([hard.problemId]);
    expect(await codes('maxEventualRate=0.1')).toEqual([thin.problemId]);
  });

  it('sorts by each figure, problems without figures last', async () => {
    await refreshListFigures();
    const codes = async (query: string) =>
      ((await (await t.request('GET', `${API}/problems?subtopicId=${path.subtopic.subtopicId}&${query}`, { cookie: admin })).json()).problems as { problemId: string }[]).map(
        (problem) => problem.problemId,
      );
    expect(await codes('sort=firstTryRate&dir=asc')).toEqual([hard.problemId, easy.problemId, untried.problemId]);
    expect(await codes('sort=firstTryRate&dir=desc')).toEqual([easy.problemId, hard.problemId, untried.problemId]);
    expect(await codes('sort=learners&dir=desc')).toEqual([hard.problemId, easy.problemId, untried.problemId]);
    expect((await codes('sort=openReports&dir=desc'))[0]).toBe(untried.problemId);
  });

  it('refuses malformed figures with 400', async () => {
    for (const query of ['maxFirstTryRate=2', 'minLearners=-1', 'sort=email', 'needsCheck=yes']) {
      expect((await t.request('GET', `${API}/problems?${query}`, { cookie: admin })).status).toBe(400);
    }
  });

  it('refreshes stale figures in the background: the read answers at once with the figures it has', async () => {
    await t.db.execute(sql`update item_stats_refreshes set refreshed_at = now() - interval '1 hour'`);
    const body = await (await t.request('GET', `${API}/problems`, { cookie: admin })).json();
    expect(Date.now() - new Date(body.statsRefreshedAt).getTime()).toBeGreaterThan(50 * 60_000);
    for (let tries = 0; tries < 50; tries += 1) {
      const [row] = await t.db.execute<{ age: number }>(sql`select extract(epoch from now() - refreshed_at)::float8 as age from item_stats_refreshes`);
      if (row!.age < 60) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the figures were not refreshed');
  });
});

describe('ordering a subtopic by measured difficulty', () => {
  it('proposes the easiest first (problems nobody tried at the end), then applies it to the learner pages', async () => {
    const url = `${API}/subtopics/${path.subtopic.subtopicId}/difficulty-order`;
    const proposal = await (await t.request('GET', url, { cookie: admin })).json();
    expect(proposal.isAlreadyInOrder).toBe(false);
    expect(proposal.problems.map((problem: { problemId: string; currentNumber: number }) => [problem.problemId, problem.currentNumber])).toEqual([
      [easy.problemId, 2],
      [hard.problemId, 1],
      [untried.problemId, 3],
    ]);
    const shown = proposal.problems.map((problem: { problemId: string }) => problem.problemId);
    // An order the admin was shown that is no longer the measured one is not applied.
    const stale = await t.request('POST', url, { cookie: admin, body: { expected: [...shown].reverse() } });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('admin.difficulty_order_changed');
    const [unchanged] = await t.db.execute<{ orders: number[] }>(sql`select array_agg(sort_order order by id) as orders from problems where subtopic_id = ${path.subtopic.id}`);
    expect(unchanged!.orders).toEqual([0, 0, 0]);

    const applied = await (await t.request('POST', url, { cookie: admin, body: { expected: shown } })).json();
    expect(applied.isAlreadyInOrder).toBe(true);

    const listing = await (
      await t.request('GET', `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}`)
    ).json();
    expect(listing.problems.map((problem: { problemId: string; number: number }) => [problem.problemId, problem.number])).toEqual([
      [easy.problemId, 1],
      [hard.problemId, 2],
      [untried.problemId, 3],
    ]);
    const page = await (
      await t.request('GET', `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}/problems/${hard.problemId}`)
    ).json();
    expect(page.problem.number).toBe(2);

    // A problem written (and published) afterwards goes last, not first.
    const created = await t.request('POST', `${API}/problems`, {
      cookie: admin,
      body: { subtopicId: path.subtopic.subtopicId, type: 'mcq', questionText: 'Baru', options: { A: '1', B: '2' }, answer: 'A', isPublished: true },
    });
    const newCode = (await created.json()).problem.problemId;
    const after = await (
      await t.request('GET', `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}`)
    ).json();
    expect(after.problems.at(-1)).toMatchObject({ problemId: newCode, number: 4 });
  });

  it('answers 404 for an unknown subtopic', async () => {
    expect((await t.request('GET', `${API}/subtopics/SU-ZZZZZZZZ/difficulty-order`, { cookie: admin })).status).toBe(404);
    expect((await t.request('POST', `${API}/subtopics/SU-ZZZZZZZZ/difficulty-order`, { cookie: admin, body: { expected: [] } })).status).toBe(404);
    expect((await t.request('POST', `${API}/subtopics/${path.subtopic.subtopicId}/difficulty-order`, { cookie: admin, body: { expected: ['bukan kode'] } })).status).toBe(400);
  });
});

describe('who may see item analytics', () => {
  it.each([
    ['GET', 'problems/PR-AAAAAAAA/analytics'],
    ['GET', 'subtopics/SU-AAAAAAAA/difficulty-order'],
    ['POST', 'subtopics/SU-AAAAAAAA/difficulty-order'],
  ])('%s /admin/%s: 401 for a guest, 403 for a learner', async (method, route) => {
    expect((await t.request(method, `${API}/${route}`)).status).toBe(401);
    expect((await t.request(method, `${API}/${route}`, { cookie: learner })).status).toBe(403);
  });
});
