import { gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP_RENDERER_VERSION } from '../../../core/markup';
import { xpForSolve } from '../../../core/xp';
import { openPostgres } from '../../db/client';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTheory, createTopic } from '../../db/factories';
import { problemAttempts, problems as problemsTable, problemTheories, userProgress, users } from '../../db/schema';
import { createMarkupCache } from '../../markup/markup-cache';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';
import { createPracticeRepository } from './practice.repository';
import { getProblemPage, getProblemProgress } from './practice.usecases';

let t: TestApp;
let path: Awaited<ReturnType<typeof createPublishedPath>>;
let problems: Record<'input' | 'mcq' | 'mcma' | 'mck' | 'publicSolution' | 'noSolution' | 'jsonMcma' | 'video', Awaited<ReturnType<typeof createProblem>>>;

const pageUrl = (problemId: string, p = path) =>
  `/math/api/catalog/categories/${p.category.categoryId}/topics/${p.topic.topicId}/subtopics/${p.subtopic.subtopicId}/problems/${problemId}`;
const check = (problemId: string, answer: unknown, cookie?: string) =>
  t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer }, cookie });
// A signed-in learner's page as the SPA puts it together: the page everyone gets, and their own part (decision 078).
const learnerPage = async (problemId: string, cookie: string) => ({
  ...(await (await t.request('GET', pageUrl(problemId), { cookie })).json()),
  ...(await (await t.request('GET', `${pageUrl(problemId)}/progress`, { cookie })).json()),
});

beforeAll(async () => {
  t = await createTestApp();
  path = await createPublishedPath(t.db);
  const subtopicId = path.subtopic.id;
  problems = {
    input: await createProblem(t.db, { subtopicId, type: 'input', questionText: 'Berapakah $2+3$?', answer: 'Lima', solutionText: '**Jawab**: lima [teori_1]' }),
    mcq: await createProblem(t.db, { subtopicId, type: 'mcq', questionText: 'Pilih', options: { A: '1', B: '2', C: '3', D: '4' }, answer: 'B', solutionText: 'B benar' }),
    mcma: await createProblem(t.db, { subtopicId, type: 'mcma', questionText: 'Pilih dua', options: { A: 'x', B: 'y', C: 'z' }, answer: ['C', 'A'], solutionText: 'A dan C' }),
    mck: await createProblem(t.db, {
      subtopicId,
      type: 'mck',
      questionText: 'Benar atau salah',
      options: { statement_1: '$1<2$', statement_2: '$3<2$', statement_3: '$2=2$' },
      answer: { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' },
      solutionText: 'Cek satu per satu',
    }),
    publicSolution: await createProblem(t.db, { subtopicId, type: 'mcq', questionText: 'Publik', options: { A: 'a', B: 'b' }, answer: 'A', solutionText: 'Pembahasan publik', isPublic: true }),
    noSolution: await createProblem(t.db, { subtopicId, type: 'mcq', questionText: 'Tanpa', options: { A: 'a', B: 'b' }, answer: 'A' }),
    jsonMcma: await createProblem(t.db, { subtopicId, type: 'mcma', questionText: 'JSON', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, answer: '["D","B"]' }),
    video: await createProblem(t.db, {
      subtopicId,
      type: 'mcq',
      questionText: 'Video',
      options: { A: 'a', B: 'b' },
      answer: 'A',
      solutionText: 'Lihat video',
      isPublic: true,
      videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s',
    }),
  };
  const theory = await createTheory(t.db, { subtopicId, content: 'Penjumlahan: $a+b$' });
  await t.db.insert(problemTheories).values({ problemId: problems.input.id, theoryId: theory.id, sortOrder: 0 });
});
afterAll(() => t.close());

describe('problem page', () => {
  it('sends the page everyone gets as the very JSON getProblemPage gives a guest, and each learner their own part apart, held or not, gzip-encoded for a client that takes gzip', async () => {
    const learner = await t.createSignedInUser();
    const solver = await t.createSignedInUser();
    expect((await check(problems.mcq.problemId, 'A', learner.cookie)).status).toBe(200);
    expect((await check(problems.mcq.problemId, 'B', solver.cookie)).status).toBe(200);
    for (let i = 0; i < 200 && !t.contentChanges.live; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    // A repository that holds nothing: what the database says now.
    const fresh = { repo: createPracticeRepository({ db: t.db }), markup: createMarkupCache() };
    const codes = { categoryId: path.category.categoryId, topicId: path.topic.topicId, subtopicId: path.subtopic.subtopicId, problemId: problems.mcq.problemId };
    const shared = JSON.stringify(await getProblemPage(fresh, codes, null));
    for (const who of [null, learner, solver]) {
      const asLearner = who && { id: who.id, email: who.email, role: 'basic' as const };
      const expectations: [string, string][] = [[pageUrl(problems.mcq.problemId), shared]];
      if (asLearner) expectations.push([`${pageUrl(problems.mcq.problemId)}/progress`, JSON.stringify(await getProblemProgress(fresh, codes, asLearner))]);
      for (const [url, expected] of expectations) {
        // The first read fills what the app holds, the next ones are answered from it.
        for (const encoding of [undefined, 'gzip, deflate, br, zstd', 'identity']) {
          const response = await t.request('GET', url, { cookie: who?.cookie, headers: encoding ? { 'accept-encoding': encoding } : {} });
          expect(response.headers.get('content-type')).toBe('application/json');
          // Compressed for a client that takes gzip, when the JSON is large enough to gain from it.
          const gzip = (encoding?.startsWith('gzip') ?? false) && expected.length >= 1024;
          expect(response.headers.get('content-encoding')).toBe(gzip ? 'gzip' : null);
          const bytes = Buffer.from(await response.arrayBuffer());
          expect((gzip ? gunzipSync(bytes) : bytes).toString()).toBe(expected);
        }
      }
    }
    expect(JSON.parse(JSON.stringify(await getProblemPage(fresh, codes, { id: solver.id, email: solver.email, role: 'basic' })))).toMatchObject({
      progress: { isCorrect: true, attemptsCount: 1 },
      reveal: { answer: 'B', solution: { status: 'visible' } },
    });
  });

  it('never sends the answer or the solution before the problem is solved', async () => {
    for (const problem of Object.values(problems)) {
      const response = await t.request('GET', pageUrl(problem.problemId));
      expect(response.status).toBe(200);
      const text = await response.text();
      const body = JSON.parse(text);
      expect(body.reveal).toBeNull();
      expect(body.problem).not.toHaveProperty('answer');
      expect(body.problem).not.toHaveProperty('solutionText');
      expect(text).not.toContain('Pembahasan publik');
      expect(text).not.toContain('Lihat video');
    }
  });

  it('renders the question markup on the server, with maths as KaTeX HTML', async () => {
    const body = await (await t.request('GET', pageUrl(problems.input.problemId))).json();
    expect(body.problem.questionHtml).toContain('class="katex"');
    expect(body.problem.number).toBe(1);
    expect(body.breadcrumb.subtopic.subtopicId).toBe(path.subtopic.subtopicId);
  });

  it('serves the question, options and earned solution stored with the problem instead of rendering them', async () => {
    const storedPath = await createPublishedPath(t.db, { category: 'Tersimpan' });
    const problem = await createProblem(t.db, {
      subtopicId: storedPath.subtopic.id,
      type: 'mcq',
      questionText: 'Soal $x$',
      options: { A: 'a', B: 'b' },
      answer: 'A',
      solutionText: 'Pembahasan',
      isPublic: true,
    });
    const optionsHtml = [
      { key: 'A', html: 'STORED A' },
      { key: 'B', html: 'STORED B' },
    ];
    await t.db
      .update(problemsTable)
      .set({ questionHtml: '<p>STORED QUESTION</p>', optionsHtml, solutionHtml: '<p>STORED SOLUTION</p>', renderedVersion: MARKUP_RENDERER_VERSION })
      .where(eq(problemsTable.id, problem.id));
    const text = await (await t.request('GET', pageUrl(problem.problemId, storedPath))).text();
    expect(JSON.parse(text).problem).toMatchObject({ questionHtml: '<p>STORED QUESTION</p>', options: optionsHtml });
    expect(text).not.toContain('STORED SOLUTION');
    const checked = await (await check(problem.problemId, 'A')).json();
    expect(checked.reveal.solution).toEqual({ status: 'visible', html: '<p>STORED SOLUTION</p>' });
  });

  it('is not found when the problem does not belong to the subtopic in the URL', async () => {
    const other = await createPublishedPath(t.db, { category: 'Lain' });
    const response = await t.request('GET', pageUrl(problems.input.problemId, other));
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('practice.problem_not_found');
  });

  it('is not found when any part of its path is unpublished', async () => {
    const category = await createCategory(t.db, { name: 'Tersembunyi', isPublished: false });
    const topic = await createTopic(t.db, { categoryId: category.id, name: 'T', isPublished: true });
    const subtopic = await createSubtopic(t.db, { topicId: topic.id, name: 'S', isPublished: true });
    const hidden = await createProblem(t.db, { subtopicId: subtopic.id, type: 'mcq', questionText: 'rahasia', options: { A: 'a', B: 'b' }, answer: 'A' });
    expect((await t.request('GET', pageUrl(hidden.problemId, { category, topic, subtopic }))).status).toBe(404);
    expect((await check(hidden.problemId, 'A')).status).toBe(404);
  });

  it.each(['PR-123', 'pr-ABCDEFGH', "PR-ABCDEFG'"])('refuses the malformed id %s with a 4xx', async (id) => {
    const response = await t.request('GET', pageUrl(id));
    expect([400, 404]).toContain(response.status);
    expect((await response.json()).error).toBeDefined();
  });
});

describe('checking answers as a guest', () => {
  it.each([
    ['input', 'lima', true],
    ['input', 'LIMA', true],
    // Issue 52.7: a text answer ignores spaces and letter case unless the author ticked 'persis'.
    ['input', ' li ma ', true],
    ['input', 'empat', false],
    ['mcq', 'B', true],
    ['mcq', 'A', false],
    ['mcma', ['A', 'C'], true],
    ['mcma', ['A'], false],
    ['jsonMcma', ['B', 'D'], true],
    ['mck', { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' }, true],
    ['mck', { statement_1: 'Benar', statement_2: 'Benar', statement_3: 'Benar' }, false],
  ] as const)('%s answered %j is correct: %s', async (key, answer, expected) => {
    const response = await check(problems[key].problemId, answer);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.result).toMatchObject({ isCorrect: expected, attemptsCount: null, xpAwarded: 0 });
  });

  it('grades a numeric input answer stored as text, and counts a repeated numeric answer once', async () => {
    const numeric = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: '$1+1$', answer: '2' });
    expect((await (await check(numeric.problemId, '2')).json()).result.isCorrect).toBe(true);
    const learner = await t.createSignedInUser();
    await check(numeric.problemId, '3', learner.cookie);
    const repeat = await (await check(numeric.problemId, '3', learner.cookie)).json();
    expect(repeat.result).toMatchObject({ isRepeat: true, attemptsCount: 1 });
    const page = await learnerPage(numeric.problemId, learner.cookie);
    expect(page.progress.lastAnswer).toBe('3');
    const right = await (await check(numeric.problemId, '2', learner.cookie)).json();
    expect(right.result).toMatchObject({ isCorrect: true, attemptsCount: 2 });
    expect(right.reveal.answer).toBe('2');
  });

  it('saves nothing for a guest', async () => {
    const before = (await t.db.select().from(problemAttempts)).length;
    await check(problems.mcq.problemId, 'B');
    await check(problems.mcq.problemId, 'A');
    expect(await t.db.select().from(problemAttempts)).toHaveLength(before);
  });

  it('shows a guest the solution only when it is public', async () => {
    const publicBody = await (await check(problems.publicSolution.problemId, 'A')).json();
    expect(publicBody.reveal).toMatchObject({ answer: 'A', solution: { status: 'visible', html: expect.stringContaining('Pembahasan publik') } });
    const privateBody = await (await check(problems.mcq.problemId, 'B')).json();
    expect(privateBody.reveal).toEqual({ answer: 'B', solution: { status: 'login_required' }, video: null });
    const noneBody = await (await check(problems.noSolution.problemId, 'A')).json();
    expect(noneBody.reveal.solution).toEqual({ status: 'unavailable' });
  });

  it('embeds the YouTube video with its start offset once solved', async () => {
    const body = await (await check(problems.video.problemId, 'A')).json();
    expect(body.reveal.video).toEqual({ embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65' });
  });
});

describe('checking answers signed in', () => {
  it('counts attempts, ignores a repeated identical answer, awards XP once and locks the answer', async () => {
    const learner = await t.createSignedInUser();
    const id = problems.mcq.problemId;
    const first = await (await check(id, 'A', learner.cookie)).json();
    expect(first.result).toMatchObject({ isCorrect: false, attemptsCount: 1, isRepeat: false });
    const repeat = await (await check(id, 'A', learner.cookie)).json();
    expect(repeat.result).toMatchObject({ isCorrect: false, attemptsCount: 1, isRepeat: true });
    const right = await (await check(id, 'B', learner.cookie)).json();
    // mcq base 10 x 1.5 on the 2nd attempt
    expect(right.result).toMatchObject({ isCorrect: true, attemptsCount: 2, xpAwarded: 15, xpTotal: 15 });
    expect(right.reveal.solution).toEqual({ status: 'visible', html: expect.stringContaining('B benar') });
    const after = await (await check(id, 'C', learner.cookie)).json();
    expect(after.result).toMatchObject({ isCorrect: true, attemptsCount: 2, isRepeat: true, xpAwarded: 0 });

    const page = await learnerPage(id, learner.cookie);
    expect(page.progress).toMatchObject({ isCorrect: true, attemptsCount: 2 });
    expect(page.reveal.answer).toBe('B');
    const attempts = await t.db.select().from(problemAttempts).where(eq(problemAttempts.userId, learner.id));
    expect(attempts.map((row) => [row.attemptNumber, row.isCorrect, row.xpAwarded])).toEqual([
      [1, false, 0],
      [2, true, 15],
    ]);
  });

  it('shows the last answer and its result on the page for a learner who has not solved it yet', async () => {
    const learner = await t.createSignedInUser();
    await check(problems.mcma.problemId, ['A'], learner.cookie);
    const page = await learnerPage(problems.mcma.problemId, learner.cookie);
    expect(page.progress).toEqual({ isCorrect: false, attemptsCount: 1, lastAnswer: ['A'], lastAnswerCorrect: false, isBookmarked: false, hints: [], isRevealed: false });
    expect(page.reveal).toBeNull();
  });

  it('awards XP exactly once when the same correct answer arrives 20 times at once', async () => {
    const learner = await t.createSignedInUser();
    const responses = await Promise.all(Array.from({ length: 20 }, () => check(problems.mck.problemId, { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' }, learner.cookie)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const [user] = await t.db.select().from(users).where(eq(users.id, learner.id));
    // mck: 5 x 3 statements x 2 on the first attempt
    expect(user!.xpTotal).toBe(30);
    const attempts = await t.db.select().from(problemAttempts).where(eq(problemAttempts.userId, learner.id));
    expect(attempts).toHaveLength(1);
    const [progress] = await t.db.select().from(userProgress).where(and(eq(userProgress.userId, learner.id), eq(userProgress.problemId, problems.mck.id)));
    expect(progress).toMatchObject({ isCorrect: true, attemptsCount: 1 });
  });

  it('numbers different answers arriving together one after another, with no attempt lost or counted twice', async () => {
    const learner = await t.createSignedInUser();
    const wrongAnswers = ['Satu', 'Dua', 'Tiga', 'Empat', 'Enam', 'Tujuh', 'Delapan', 'Sembilan'];
    const responses = await Promise.all(wrongAnswers.map((answer) => check(problems.input.problemId, answer, learner.cookie)));
    const results = await Promise.all(responses.map(async (response) => (await response.json()).result));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(results.map((result) => result.attemptsCount).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const attempts = await t.db.select().from(problemAttempts).where(and(eq(problemAttempts.userId, learner.id), eq(problemAttempts.problemId, problems.input.id)));
    expect(attempts.map((attempt) => attempt.attemptNumber).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(attempts.map((attempt) => attempt.answer))).toEqual(new Set(wrongAnswers));
    const [progress] = await t.db.select().from(userProgress).where(and(eq(userProgress.userId, learner.id), eq(userProgress.problemId, problems.input.id)));
    expect(progress).toMatchObject({ isCorrect: false, attemptsCount: 8 });
    // The ninth try, correct, earns the XP of a ninth attempt, once.
    const solved = await (await check(problems.input.problemId, 'Lima', learner.cookie)).json();
    expect(solved.result).toMatchObject({ isCorrect: true, attemptsCount: 9 });
    const [user] = await t.db.select().from(users).where(eq(users.id, learner.id));
    expect(user!.xpTotal).toBe(solved.result.xpAwarded);
  });

  it('starts its transaction again when Postgres aborts it in a deadlock (an admin deleting the subtopic meanwhile)', async () => {
    const learner = await t.createSignedInUser();
    const problem = problems.input;
    expect((await check(problem.problemId, '1', learner.cookie)).status).toBe(200);
    // A subtopic's delete, as its cascade runs: it holds the learner's stats row (from the progress
    // of a problem it deleted first) and then wants this problem's progress row. Only this answer's
    // backend looks for the deadlock (the other's deadlock_timeout is long), so this answer's
    // transaction is the one Postgres aborts.
    const other = openPostgres(t.databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      let holdsStats!: () => void;
      const isHoldingStats = new Promise<void>((resolve) => (holdsStats = resolve));
      let goOn!: () => void;
      const mayGoOn = new Promise<void>((resolve) => (goOn = resolve));
      const deletion = other.begin(async (sql) => {
        await sql`set local deadlock_timeout = '20s'`;
        await sql`update learner_stats set attempted = attempted where user_id = ${learner.id}`;
        holdsStats();
        await mayGoOn;
        // As a cascade takes them: the attempts with the progress (the answer, started again, may
        // find neither and be attempt 1 anew).
        await sql`delete from problem_attempts where user_id = ${learner.id} and problem_id = ${problem.id}`;
        await sql`delete from user_progress where user_id = ${learner.id} and problem_id = ${problem.id}`;
      });
      await isHoldingStats;
      const answering = check(problem.problemId, '2', learner.cookie);
      // The answer's write has locked its progress row and waits for the stats row.
      await waitUntil(
        async () =>
          (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%insert into user_progress%'`))[0]!.n > 0,
        "the answer's write waiting for the stats row",
      );
      goOn();
      await deletion;
      const reply = await answering;
      expect(reply.status).toBe(200);
      expect((await reply.json()).result).toMatchObject({ isCorrect: false });
    } finally {
      await other.end({ timeout: 1 });
    }
  });

  it('decides again when another answer is recorded while its write waits: attempt 2, the XP of a second attempt', async () => {
    const learner = await t.createSignedInUser();
    const problem = problems.mcq;
    // Another request's first answer, written but not yet committed on a connection of its own.
    const other = openPostgres(t.databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let written!: () => void;
      const isWritten = new Promise<void>((resolve) => (written = resolve));
      const otherAnswer = other.begin(async (sql) => {
        await sql`insert into user_progress (user_id, problem_id, attempts_count, is_correct, last_answer) values (${learner.id}, ${problem.id}, 1, false, '"A"'::jsonb)`;
        await sql`insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, xp_awarded) values (${learner.id}, ${problem.id}, '"A"'::jsonb, false, 1, 0)`;
        written();
        await committed;
      });
      await isWritten;
      // This answer's write assumes no row yet, and waits on the uncommitted one; its statement's
      // snapshot still shows no row when it finds the row there, so it reads the row again.
      const answering = check(problem.problemId, 'B', learner.cookie);
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await otherAnswer;
      const body = await (await answering).json();
      expect(body.result).toEqual({ isCorrect: true, attemptsCount: 2, isRepeat: false, xpAwarded: xpForSolve({ type: 'mcq', optionCount: 4, attemptNumber: 2 }), xpTotal: xpForSolve({ type: 'mcq', optionCount: 4, attemptNumber: 2 }) });
      const attempts = await t.db.select().from(problemAttempts).where(and(eq(problemAttempts.userId, learner.id), eq(problemAttempts.problemId, problem.id)));
      expect(attempts.map((attempt) => [attempt.attemptNumber, attempt.isCorrect]).sort()).toEqual([
        [1, false],
        [2, true],
      ]);
    } finally {
      await other.end({ timeout: 1 });
    }
  });

  it('replaces [teori_N] with an Ingat! box holding the linked theory', async () => {
    const learner = await t.createSignedInUser();
    const body = await (await check(problems.input.problemId, 'Lima', learner.cookie)).json();
    expect(body.result.xpAwarded).toBe(40);
    expect(body.reveal.solution.html).toContain('Ingat!');
    expect(body.reveal.solution.html).toContain('theory-box');
  });

  it('grades against the problem as it is now, though an earlier check of it is held: a changed key, then a draft', async () => {
    const learner = await t.createSignedInUser();
    const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: 'Berubah', options: { A: 'a', B: 'b', C: 'c' }, answer: 'A' });
    // Checked without its page opened: the problem is read for the check alone, and kept.
    expect((await (await check(problem.problemId, 'B', learner.cookie)).json()).result).toMatchObject({ isCorrect: false, attemptsCount: 1 });
    await t.db.update(problemsTable).set({ answer: 'C' }).where(eq(problemsTable.id, problem.id));
    // The change is heard (at once or by its notification); until then the held key would grade 'C' wrong.
    await waitUntil(async () => {
      const guest = await (await check(problem.problemId, 'C')).json();
      return guest.result.isCorrect === true;
    }, 'the changed answer key to be graded');
    const reply = await (await check(problem.problemId, 'C', learner.cookie)).json();
    expect(reply.result).toMatchObject({ isCorrect: true, attemptsCount: 2, xpAwarded: xpForSolve({ type: 'mcq', optionCount: 3, attemptNumber: 2 }) });

    const other = await t.createSignedInUser();
    expect((await check(problem.problemId, 'C', other.cookie)).status).toBe(200);
    await t.db.update(problemsTable).set({ isPublished: false }).where(eq(problemsTable.id, problem.id));
    await waitUntil(async () => (await check(problem.problemId, 'C')).status === 404, 'the draft to be missing to guests');
    expect((await check(problem.problemId, 'C', (await t.createSignedInUser()).cookie)).status).toBe(404);
    const [progress] = await t.db.select().from(userProgress).where(and(eq(userProgress.userId, other.id), eq(userProgress.problemId, problem.id)));
    expect(progress).toMatchObject({ isCorrect: true, attemptsCount: 1 });
  });
});

describe('bad answers', () => {
  it.each([
    ['input', { text: 'lima' }],
    ['input', ''],
    ['input', 'x'.repeat(1001)],
    ['mcq', 'Z'],
    ['mcq', ['A']],
    ['mcma', ['A', 'Q']],
    ['mcma', []],
    ['mck', { statement_1: 'Benar', statement_2: 'Salah' }],
    ['mck', { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Mungkin' }],
    ['mck', { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar', statement_9: 'Benar' }],
  ] as const)('%s refuses %j with 400 and records nothing', async (key, answer) => {
    const learner = await t.createSignedInUser();
    const response = await check(problems[key].problemId, answer, learner.cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('practice.invalid_answer');
    expect(await t.db.select().from(problemAttempts).where(eq(problemAttempts.userId, learner.id))).toHaveLength(0);
    expect(await t.db.select().from(userProgress).where(eq(userProgress.userId, learner.id))).toHaveLength(0);
  });

  it('refuses a 10 MB answer with 413', async () => {
    const response = await check(problems.input.problemId, 'x'.repeat(10_000_000));
    expect(response.status).toBe(413);
  });

  it('refuses unknown fields and a missing body', async () => {
    expect((await t.request('POST', `/math/api/problems/${problems.mcq.problemId}/check`, { body: { answer: 'A', xp: 999 } })).status).toBe(400);
    expect((await t.request('POST', `/math/api/problems/${problems.mcq.problemId}/check`, { body: 'not json' })).status).toBe(400);
  });

  it('answers an unknown problem with 404', async () => {
    expect((await check('PR-ZZZZZZZZ', 'A')).status).toBe(404);
  });
});

describe('number-mode input problems (issue 14)', () => {
  const numberProblem = (answer: string, extra: { answerTolerance?: string } = {}) =>
    createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Hitung', answer, answerMode: 'number', ...extra });
  const progressOf = async (userId: string, problemId: number) =>
    (await t.db.select().from(userProgress).where(and(eq(userProgress.userId, userId), eq(userProgress.problemId, problemId))))[0];
  const attemptsOf = (userId: string, problemId: number) =>
    t.db.select().from(problemAttempts).where(and(eq(problemAttempts.userId, userId), eq(problemAttempts.problemId, problemId)));

  it('tells the SPA the mode, never the key', async () => {
    const problem = await numberProblem('2,5');
    const body = await (await t.request('GET', pageUrl(problem.problemId))).json();
    expect(body.problem.answerMode).toBe('number');
    expect(JSON.stringify(body)).not.toContain('2,5');
    expect((await (await t.request('GET', pageUrl(problems.input.problemId))).json()).problem.answerMode).toBe('text');
  });

  it("accepts '2,5' on the first try with the full multiplier", async () => {
    const problem = await numberProblem('2.5');
    const learner = await t.createSignedInUser();
    const body = await (await check(problem.problemId, '2,5', learner.cookie)).json();
    // input base 20 x 2 on the first attempt
    expect(body.result).toMatchObject({ isCorrect: true, attemptsCount: 1, xpAwarded: 40, xpTotal: 40 });
    expect(body.reveal.answer).toBe('2.5');
  });

  it('refuses an answer that is not a number with 422, and records nothing: no attempt, no progress, no XP', async () => {
    const problem = await numberProblem('2,5');
    const learner = await t.createSignedInUser();
    for (const answer of ['dua koma lima', '2,5a', '2 5', '1,2,3']) {
      const response = await check(problem.problemId, answer, learner.cookie);
      expect(response.status).toBe(422);
      expect((await response.json()).error.code).toBe('practice.answer_not_a_number');
    }
    expect(await progressOf(learner.id, problem.id)).toBeUndefined();
    expect(await attemptsOf(learner.id, problem.id)).toHaveLength(0);

    // After a wrong try, an invalid one leaves attempts_count and the last answer as they were.
    await check(problem.problemId, '3', learner.cookie);
    expect((await check(problem.problemId, 'tiga', learner.cookie)).status).toBe(422);
    expect(await progressOf(learner.id, problem.id)).toMatchObject({ attemptsCount: 1, lastAnswer: '3' });
    const right = await (await check(problem.problemId, '5/2', learner.cookie)).json();
    // The invalid answer cost nothing: second attempt, x1.5.
    expect(right.result).toMatchObject({ isCorrect: true, attemptsCount: 2, xpAwarded: 30 });
    expect(await attemptsOf(learner.id, problem.id)).toHaveLength(2);
    const [user] = await t.db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, learner.id));
    expect(user?.xp).toBe(30);
  });

  it("treats the same value in another form as the same answer: '2.5' after '2,5' is not a new attempt", async () => {
    const problem = await numberProblem('3');
    const learner = await t.createSignedInUser();
    await check(problem.problemId, '2,5', learner.cookie);
    for (const again of ['2.5', ' 2,50 ', '5/2', '2 1/2']) {
      const body = await (await check(problem.problemId, again, learner.cookie)).json();
      expect(body.result).toMatchObject({ isCorrect: false, attemptsCount: 1, isRepeat: true });
    }
    const other = await (await check(problem.problemId, '2,6', learner.cookie)).json();
    expect(other.result).toMatchObject({ attemptsCount: 2, isRepeat: false });
    expect(await attemptsOf(learner.id, problem.id)).toHaveLength(2);
  });

  it('grades guests the same way, saving nothing, and refuses their non-numbers the same way', async () => {
    const problem = await numberProblem('1.000');
    expect((await (await check(problem.problemId, '1000')).json()).result).toMatchObject({ isCorrect: true, attemptsCount: null });
    expect((await (await check(problem.problemId, '1')).json()).result).toMatchObject({ isCorrect: false });
    expect((await check(problem.problemId, 'seribu')).status).toBe(422);
  });

  it('applies the tolerance stored with the problem', async () => {
    const problem = await numberProblem('3,14', { answerTolerance: '0.01' });
    expect((await (await check(problem.problemId, '3,15')).json()).result.isCorrect).toBe(true);
    expect((await (await check(problem.problemId, '22/7')).json()).result.isCorrect).toBe(true);
    expect((await (await check(problem.problemId, '3,2')).json()).result.isCorrect).toBe(false);
  });

  it('a text-mode problem keeps spec 5: the answer is compared as typed, and any text is an attempt', async () => {
    const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'x', answer: '2,5', answerMode: 'text' });
    const learner = await t.createSignedInUser();
    expect((await (await check(problem.problemId, '2.5', learner.cookie)).json()).result).toMatchObject({ isCorrect: false, attemptsCount: 1 });
    expect((await (await check(problem.problemId, 'dua', learner.cookie)).json()).result).toMatchObject({ isCorrect: false, attemptsCount: 2 });
  });
});
