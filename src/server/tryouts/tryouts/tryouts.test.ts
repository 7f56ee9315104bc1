import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRYOUT_ANSWER_GRACE_SECONDS } from '../../../core/tryouts';
import { tryoutAnswers, tryouts, tryoutSittings, tryoutSittingSections } from '../../db/schema';
import { createTryout } from '../../db/tryout-factories';
import { tryoutTestContext, openTryout } from '../../test/tryouts';

const MINUTE = 60_000;
const GRACE_MS = TRYOUT_ANSWER_GRACE_SECONDS * 1000;

const c = tryoutTestContext();

async function sittingOf(tryoutId: string, userId: string) {
  const [sitting] = await c.t.db.select().from(tryoutSittings).where(and(eq(tryoutSittings.tryoutId, tryoutId), eq(tryoutSittings.userId, userId)));
  return sitting;
}

describe('the list and a tryout', () => {
  it('lists published tryouts, open first, then upcoming, then closed, and never a draft', async () => {
    const learner = await c.t.createSignedInUser();
    const now = c.time.clock();
    const closed = await createTryout(c.t.db, { title: 'Sudah lewat', opensAt: new Date(now.getTime() - 300 * MINUTE), closesAt: new Date(now.getTime() - 200 * MINUTE), sections: [] });
    const upcoming = await createTryout(c.t.db, { title: 'Minggu depan', opensAt: new Date(now.getTime() + 600 * MINUTE), closesAt: new Date(now.getTime() + 700 * MINUTE), sections: [] });
    const open = await openTryout(c.t, now, c.problems);
    const draft = await openTryout(c.t, now, c.problems, { published: false });
    const { status, body } = await c.api.call('GET', '/tryouts', learner.cookie);
    expect(status).toBe(200);
    const ids = body.tryouts.map((tryout: { id: string }) => tryout.id);
    expect(ids.indexOf(open.id)).toBeLessThan(ids.indexOf(upcoming.id));
    expect(ids.indexOf(upcoming.id)).toBeLessThan(ids.indexOf(closed.id));
    expect(ids).not.toContain(draft.id);
    expect(Math.abs(new Date(body.serverNow).getTime() - c.time.clock().getTime())).toBeLessThan(5000);
    expect(body.tryouts.find((tryout: { id: string }) => tryout.id === open.id)).toMatchObject({
      state: 'open',
      sitting: null,
      sections: [
        { name: 'Penalaran Matematika', durationSeconds: 600, problemCount: 3 },
        { name: 'Pengetahuan Kuantitatif', durationSeconds: 1200, problemCount: 2 },
      ],
    });
    expect((await c.api.call('GET', `/tryouts/${draft.id}`, learner.cookie)).status).toBe(404);
    expect((await c.api.call('GET', `/tryouts/${open.id}`, learner.cookie)).body.tryout).toMatchObject({ id: open.id, state: 'open', sitting: null });
    expect((await c.api.call('GET', '/tryouts/00000000-0000-4000-8000-000000000000', learner.cookie)).body.error.code).toBe('TRYOUT_NOT_FOUND');
  });
});

describe('starting and resuming', () => {
  it('starts the first section with a stored deadline from the server clock, and locks the tryout', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    const before = c.time.clock().getTime();
    const { status, body } = await c.api.start(tryout.id, learner.cookie);
    expect(status).toBe(200);
    expect(body.status).toBe('in-progress');
    expect(body.sections.map((section: { state: string }) => section.state)).toEqual(['current', 'pending']);
    expect(body.current.sectionId).toBe(tryout.sections[0]!.id);
    const deadline = new Date(body.current.deadlineAt).getTime();
    expect(deadline).toBeGreaterThanOrEqual(before + 600_000);
    expect(deadline).toBeLessThanOrEqual(c.time.clock().getTime() + 600_000);
    expect(body.current.remainingMs).toBe(deadline - new Date(body.serverNow).getTime());
    expect(body.current.problems.map((item: { position: number; problemId: string; answer: unknown; flagged: boolean }) => [item.position, item.problemId, item.answer, item.flagged])).toEqual([
      [1, c.problems.mcq.problemId, null, false],
      [2, c.problems.mcma.problemId, null, false],
      [3, c.problems.mck.problemId, null, false],
    ]);
    // The views come first, in the same order, the same for every sitter of the section.
    expect(body.views.map((view: { problemId: string }) => view.problemId)).toEqual([c.problems.mcq.problemId, c.problems.mcma.problemId, c.problems.mck.problemId]);
    expect(Object.keys(body.views[0]).sort()).toEqual(['answerCategories', 'answerMode', 'options', 'problemId', 'questionHtml', 'tag', 'type']);
    const [locked] = await c.t.db.select({ firstStartedAt: tryouts.firstStartedAt }).from(tryouts).where(eq(tryouts.id, tryout.id));
    expect(locked!.firstStartedAt).not.toBeNull();
  });

  // Twelve starts at once (two tabs, a double click) by one learner: one sitting, one running section.
  async function startsAtOnce(tryoutId: string, learner: { id: string; cookie: string }) {
    const responses = await Promise.all(Array.from({ length: 12 }, () => c.api.start(tryoutId, learner.cookie)));
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
    expect(new Set(responses.map((response) => response.body.sittingId)).size).toBe(1);
    expect(new Set(responses.map((response) => response.body.current.deadlineAt)).size).toBe(1);
    const sitting = await sittingOf(tryoutId, learner.id);
    const started = await c.t.db.select().from(tryoutSittingSections).where(eq(tryoutSittingSections.sittingId, sitting!.id));
    expect(started).toHaveLength(1);
    return { responses, sitting: sitting!, started: started[0]! };
  }

  it('two tabs and a double click are one sitting with one running section', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    await startsAtOnce(tryout.id, await c.t.createSignedInUser());
  });

  it("once the tryout is locked, a learner's first start is one statement, and two tabs of it are still one sitting", async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const first = await c.t.createSignedInUser();
    expect((await c.api.start(tryout.id, first.cookie)).status).toBe(200);
    c.time.move(MINUTE);
    const learner = await c.t.createSignedInUser();
    const { responses, sitting, started } = await startsAtOnce(tryout.id, learner);
    expect(started).toMatchObject({ sectionId: tryout.sections[0]!.id, endedAt: null });
    // The stored deadline is the one answered, from this start's clock, and the section holds its problems with no answer.
    expect(started.deadlineAt.toISOString()).toBe(responses[0]!.body.current.deadlineAt);
    expect(started.deadlineAt.getTime() - started.startedAt.getTime()).toBe(600_000);
    expect(responses[0]!.body.current.problems.map((item: { answer: unknown; flagged: boolean }) => [item.answer, item.flagged])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
    // It is the same sitting as a reload sees.
    const resumed = await c.api.sitting(tryout.id, learner.cookie);
    expect(resumed.body.sittingId).toBe(sitting.id);
    expect(resumed.body.current.deadlineAt).toBe(responses[0]!.body.current.deadlineAt);
  });

  it('resumes with the same answers, flags and the time left, by GET and by POST', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    const started = (await c.api.start(tryout.id, learner.cookie)).body;
    expect((await c.api.save(tryout.id, learner.cookie, c.problems.mcq.problemId, 'B', true)).status).toBe(200);
    expect((await c.api.save(tryout.id, learner.cookie, c.problems.mck.problemId, null, true)).status).toBe(200);
    c.time.move(2 * MINUTE);
    for (const resumed of [await c.api.sitting(tryout.id, learner.cookie), await c.api.start(tryout.id, learner.cookie)]) {
      expect(resumed.status).toBe(200);
      expect(resumed.body.sittingId).toBe(started.sittingId);
      expect(resumed.body.current.deadlineAt).toBe(started.current.deadlineAt);
      expect(resumed.body.current.remainingMs).toBeLessThanOrEqual(started.current.remainingMs - 2 * MINUTE);
      expect(resumed.body.current.problems.map((item: { answer: unknown; flagged: boolean }) => [item.answer, item.flagged])).toEqual([
        ['B', true],
        [null, false],
        [null, true],
      ]);
    }
  });

  it('sends the same JSON gzip-encoded, its problems compressed once for all sitters', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    await c.api.start(tryout.id, learner.cookie);
    await c.api.save(tryout.id, learner.cookie, c.problems.mck.problemId, { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Salah' }, true);
    const url = `/math/api/tryouts/${tryout.id}/sitting`;
    const plain = await c.t.request('GET', url, { cookie: learner.cookie });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const method of ['GET', 'POST']) {
      const zipped = await c.t.request(method, url, { cookie: learner.cookie, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      const text = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
      const withoutClock = (json: string) => ({ ...JSON.parse(json), serverNow: null, current: { ...JSON.parse(json).current, remainingMs: null } });
      expect(withoutClock(text)).toEqual(withoutClock(await plain.clone().text()));
    }
    const state = await plain.json();
    expect(state.current.problems[2]).toMatchObject({ position: 3, flagged: true, answer: { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Salah' } });
    expect(state.views[2].options).toHaveLength(3);
  });

  it('cannot start outside the window, and says which side of it', async () => {
    const learner = await c.t.createSignedInUser();
    const now = c.time.clock();
    const section = [{ name: 'Bagian', durationSeconds: 600, problemIds: [c.problems.mcq.id] }];
    const upcoming = await createTryout(c.t.db, { opensAt: new Date(now.getTime() + 60 * MINUTE), closesAt: new Date(now.getTime() + 120 * MINUTE), sections: section });
    const closed = await createTryout(c.t.db, { opensAt: new Date(now.getTime() - 120 * MINUTE), closesAt: new Date(now.getTime() - 60 * MINUTE), sections: section });
    expect(await c.api.start(upcoming.id, learner.cookie)).toEqual({ status: 409, body: { error: { code: 'TRYOUT_NOT_OPEN', message: 'Tryout belum dibuka.' } } });
    expect(await c.api.start(closed.id, learner.cookie)).toEqual({ status: 409, body: { error: { code: 'TRYOUT_NOT_OPEN', message: 'Tryout sudah ditutup.' } } });
    expect((await c.api.sitting(upcoming.id, learner.cookie)).status).toBe(404);
    expect(await c.t.db.select().from(tryoutSittings).where(eq(tryoutSittings.userId, learner.id))).toHaveLength(0);
  });

  it('a section never runs past the window: its deadline is the close when that comes first', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems, { openMinutes: 4 });
    const learner = await c.t.createSignedInUser();
    const { body } = await c.api.start(tryout.id, learner.cookie);
    const [row] = await c.t.db.select({ closesAt: tryouts.closesAt }).from(tryouts).where(eq(tryouts.id, tryout.id));
    expect(new Date(body.current.deadlineAt).getTime()).toBe(row!.closesAt.getTime());
  });

  it("a phone's clock changes nothing: the time left is the server's", async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    const started = (await c.api.start(tryout.id, learner.cookie)).body;
    const skewed = await c.t.request('GET', `/math/api/tryouts/${tryout.id}/sitting`, { cookie: learner.cookie, headers: { date: new Date(Date.now() + 30 * MINUTE).toUTCString() } });
    const body = await skewed.json();
    expect(body.current.deadlineAt).toBe(started.current.deadlineAt);
    expect(body.current.remainingMs).toBeGreaterThan(started.current.remainingMs - MINUTE);
    // A body that tries to say what time it is, is refused like any unknown field.
    expect((await c.t.request('PUT', `/math/api/tryouts/${tryout.id}/sitting/answers/${c.problems.mcq.problemId}`, { cookie: learner.cookie, body: { answer: 'A', flagged: false, clientNow: '2030-01-01T00:00:00Z' } })).status).toBe(400);
  });
});

describe('saving answers', () => {
  it('grades each answer on save and stores it, and the response says nothing of it', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    await c.api.start(tryout.id, learner.cookie);
    const saved = await c.api.save(tryout.id, learner.cookie, c.problems.mcq.problemId, 'C');
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body).sort()).toEqual(['remainingMs', 'savedAt', 'serverNow']);
    await c.api.save(tryout.id, learner.cookie, c.problems.mcma.problemId, ['D', 'A']);
    await c.api.save(tryout.id, learner.cookie, c.problems.mck.problemId, { statement_1: 'Benar', statement_2: 'Benar', statement_3: 'Benar' });
    const sitting = await sittingOf(tryout.id, learner.id);
    const rows = await c.t.db.select({ problemId: tryoutAnswers.problemId, correct: tryoutAnswers.correct }).from(tryoutAnswers).where(eq(tryoutAnswers.sittingId, sitting!.id));
    expect(Object.fromEntries(rows.map((row) => [row.problemId, row.correct]))).toEqual({ [c.problems.mcq.id]: true, [c.problems.mcma.id]: true, [c.problems.mck.id]: false });
    // Changed, then cleared: the last save is what counts.
    await c.api.save(tryout.id, learner.cookie, c.problems.mcq.problemId, 'A');
    await c.api.save(tryout.id, learner.cookie, c.problems.mcma.problemId, null, true);
    const after = await c.t.db.select({ problemId: tryoutAnswers.problemId, answer: tryoutAnswers.answer, correct: tryoutAnswers.correct, flagged: tryoutAnswers.flagged }).from(tryoutAnswers).where(eq(tryoutAnswers.sittingId, sitting!.id));
    expect(after.find((row) => row.problemId === c.problems.mcq.id)).toMatchObject({ answer: 'A', correct: false });
    expect(after.find((row) => row.problemId === c.problems.mcma.id)).toMatchObject({ answer: null, correct: null, flagged: true });
  });

  it('refuses a malformed answer as practice does, and writes nothing', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    await c.api.start(tryout.id, learner.cookie);
    for (const [problemId, answer] of [
      [c.problems.mcq.problemId, 'Z'],
      [c.problems.mcq.problemId, ['C']],
      [c.problems.mcma.problemId, 'A'],
      [c.problems.mck.problemId, { statement_1: 'Mungkin' }],
      [c.problems.mcq.problemId, 42],
    ] as const) {
      const refused = await c.api.save(tryout.id, learner.cookie, problemId, answer);
      expect(refused.status, JSON.stringify(answer)).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'INVALID_ANSWER', message: 'Jawaban tidak sesuai dengan soal ini.' });
    }
    expect((await c.t.request('PUT', `/math/api/tryouts/${tryout.id}/sitting/answers/${c.problems.mcq.problemId}`, { cookie: learner.cookie, body: { flagged: false } })).status).toBe(400);
    expect((await c.t.request('PUT', `/math/api/tryouts/${tryout.id}/sitting/answers/${c.problems.mcq.problemId}`, { cookie: learner.cookie, body: { answer: 'A' } })).status).toBe(400);
    expect((await c.t.request('PUT', `/math/api/tryouts/${tryout.id}/sitting/answers/bukan-kode`, { cookie: learner.cookie, body: { answer: 'A', flagged: false } })).status).toBe(400);
    const sitting = await sittingOf(tryout.id, learner.id);
    expect(await c.t.db.select().from(tryoutAnswers).where(eq(tryoutAnswers.sittingId, sitting!.id))).toHaveLength(0);
  });

  it('refuses a number-mode answer that is not a number as practice does (422), and takes one that is', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    await c.api.start(tryout.id, learner.cookie);
    await c.api.submit(tryout.id, learner.cookie, tryout.sections[0]!.id);
    await c.api.start(tryout.id, learner.cookie);
    const refused = await c.api.save(tryout.id, learner.cookie, c.problems.number.problemId, 'tiga koma lima');
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('ANSWER_NOT_A_NUMBER');
    expect((await c.api.save(tryout.id, learner.cookie, c.problems.number.problemId, '3,5')).status).toBe(200);
  });

  it('answers for a problem not in the current section, or in no sitting of the learner, are not found', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    const other = await c.t.createSignedInUser();
    const notFound = { code: 'PROBLEM_NOT_IN_SECTION', message: 'Soal ini tidak ada di bagian yang sedang dikerjakan.' };
    // No sitting yet.
    expect(await c.api.save(tryout.id, learner.cookie, c.problems.mcq.problemId, 'C')).toEqual({ status: 404, body: { error: notFound } });
    await c.api.start(tryout.id, learner.cookie);
    // Not in the tryout; in the section not started yet; a code no problem has.
    for (const problemId of [c.problems.outside.problemId, c.problems.input.problemId, 'PR-ZZZZZZZZ']) {
      expect(await c.api.save(tryout.id, learner.cookie, problemId, problemId === c.problems.input.problemId ? '1' : 'A'), problemId).toEqual({ status: 404, body: { error: notFound } });
    }
    // Another learner cannot write into this learner's sitting: they have none of their own.
    expect((await c.api.save(tryout.id, other.cookie, c.problems.mcq.problemId, 'C')).status).toBe(404);
    expect((await c.api.sitting(tryout.id, other.cookie)).status).toBe(404);
    expect((await c.api.submit(tryout.id, other.cookie, tryout.sections[0]!.id)).status).toBe(404);
    expect((await c.api.result(tryout.id, other.cookie)).status).toBe(404);
  });

  it('many saves at once from two tabs each land, one row per problem', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    await c.api.start(tryout.id, learner.cookie);
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) => c.api.save(tryout.id, learner.cookie, [c.problems.mcq, c.problems.mcma, c.problems.mck][i % 3]!.problemId, [`B`, ['A'], { statement_1: 'Salah', statement_2: 'Salah', statement_3: 'Salah' }][i % 3], i % 2 === 0)),
    );
    expect(saves.map((save) => save.status)).toEqual(Array(20).fill(200));
    const sitting = await sittingOf(tryout.id, learner.id);
    expect(await c.t.db.select().from(tryoutAnswers).where(eq(tryoutAnswers.sittingId, sitting!.id))).toHaveLength(3);
  });
});

describe('deadlines', () => {
  it('takes answers within the grace, refuses them after it and closes the section; the next one starts only when asked', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    const started = (await c.api.start(tryout.id, learner.cookie)).body;
    c.time.move(started.current.remainingMs + GRACE_MS / 2);
    const late = await c.api.save(tryout.id, learner.cookie, c.problems.mcq.problemId, 'C');
    expect(late.status).toBe(200);
    expect(late.body.remainingMs).toBe(0);
    c.time.move(GRACE_MS);
    expect(await c.api.save(tryout.id, learner.cookie, c.problems.mcma.problemId, ['A'])).toEqual({
      status: 409,
      body: { error: { code: 'TRYOUT_SECTION_CLOSED', message: 'Waktu bagian ini sudah habis.' } },
    });
    const sitting = await sittingOf(tryout.id, learner.id);
    const [section] = await c.t.db.select().from(tryoutSittingSections).where(and(eq(tryoutSittingSections.sittingId, sitting!.id), eq(tryoutSittingSections.sectionId, tryout.sections[0]!.id)));
    expect(section).toMatchObject({ ending: 'deadline', endedAt: section!.deadlineAt });
    // Closed for good: still 409 afterwards; the state shows no running section until the learner starts the next.
    expect((await c.api.save(tryout.id, learner.cookie, c.problems.mcq.problemId, 'A')).status).toBe(409);
    const state = (await c.api.sitting(tryout.id, learner.cookie)).body;
    expect(state.current).toBeNull();
    expect(state.sections.map((entry: { state: string }) => entry.state)).toEqual(['ended', 'pending']);
    const next = (await c.api.start(tryout.id, learner.cookie)).body;
    expect(next.current.sectionId).toBe(tryout.sections[1]!.id);
    expect(next.current.remainingMs).toBeGreaterThan(1_200_000 - 5000);
    expect(next.current.remainingMs).toBeLessThanOrEqual(1_200_000);
  });

  it('a read after a deadline closes the section even when no answer arrives', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    const started = (await c.api.start(tryout.id, learner.cookie)).body;
    c.time.move(started.current.remainingMs + GRACE_MS);
    expect((await c.api.sitting(tryout.id, learner.cookie)).body.sections[0].state).toBe('ended');
  });

  it('the window closing ends the running section at its deadline and finishes the sitting; a section not started never starts', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems, { openMinutes: 15 });
    const learner = await c.t.createSignedInUser();
    await c.api.start(tryout.id, learner.cookie);
    await c.api.save(tryout.id, learner.cookie, c.problems.mcq.problemId, 'C');
    await c.api.submit(tryout.id, learner.cookie, tryout.sections[0]!.id);
    const second = (await c.api.start(tryout.id, learner.cookie)).body;
    const [row] = await c.t.db.select({ closesAt: tryouts.closesAt }).from(tryouts).where(eq(tryouts.id, tryout.id));
    expect(new Date(second.current.deadlineAt).getTime()).toBe(row!.closesAt.getTime());
    c.time.move(second.current.remainingMs + GRACE_MS);
    const state = (await c.api.start(tryout.id, learner.cookie)).body;
    expect(state).toMatchObject({ status: 'finished', current: null });
    expect(state.sections.map((entry: { state: string }) => entry.state)).toEqual(['ended', 'ended']);
    expect((await sittingOf(tryout.id, learner.id))!.finishedAt!.getTime()).toBe(row!.closesAt.getTime());

    // Another learner who never started the second section: finished at the close.
    const tryout2 = await openTryout(c.t, c.time.clock(), c.problems, { openMinutes: 15 });
    const late = await c.t.createSignedInUser();
    await c.api.start(tryout2.id, late.cookie);
    await c.api.submit(tryout2.id, late.cookie, tryout2.sections[0]!.id);
    c.time.move(16 * MINUTE);
    const list = (await c.api.call('GET', '/tryouts', late.cookie)).body;
    expect(list.tryouts.find((entry: { id: string }) => entry.id === tryout2.id).sitting.status).toBe('finished');
    const after = (await c.api.start(tryout2.id, late.cookie)).body;
    expect(after.sections.map((entry: { state: string }) => entry.state)).toEqual(['ended', 'pending']);
    expect(after.status).toBe('finished');
  });
});

describe('submitting a section', () => {
  it('a double submit is one submit; the next section is not started; the last submit finishes the sitting', async () => {
    const tryout = await openTryout(c.t, c.time.clock(), c.problems);
    const learner = await c.t.createSignedInUser();
    await c.api.start(tryout.id, learner.cookie);
    const [first, second] = await Promise.all([c.api.submit(tryout.id, learner.cookie, tryout.sections[0]!.id), c.api.submit(tryout.id, learner.cookie, tryout.sections[0]!.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.sections).toEqual(second.body.sections);
    expect(first.body.current).toBeNull();
    expect(first.body.sections.map((entry: { state: string }) => entry.state)).toEqual(['ended', 'pending']);
    const sitting = await sittingOf(tryout.id, learner.id);
    const [section] = await c.t.db.select().from(tryoutSittingSections).where(eq(tryoutSittingSections.sittingId, sitting!.id));
    expect(section!.ending).toBe('submitted');
    // Cannot go back: answers to the submitted section are refused.
    expect((await c.api.save(tryout.id, learner.cookie, c.problems.mcq.problemId, 'C')).status).toBe(409);
    // A section not started cannot be submitted; an unknown one is not found.
    expect((await c.api.submit(tryout.id, learner.cookie, tryout.sections[1]!.id)).body.error.code).toBe('SECTION_NOT_CURRENT');
    expect((await c.api.submit(tryout.id, learner.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await c.api.start(tryout.id, learner.cookie);
    expect((await c.api.result(tryout.id, learner.cookie)).body.error.code).toBe('SITTING_IN_PROGRESS');
    const last = await c.api.submit(tryout.id, learner.cookie, tryout.sections[1]!.id);
    expect(last.body).toMatchObject({ status: 'finished', current: null });
    expect((await sittingOf(tryout.id, learner.id))!.finishedAt).not.toBeNull();
    // Before the window closes the result is only 'submitted'.
    expect((await c.api.result(tryout.id, learner.cookie)).body).toMatchObject({ status: 'submitted', finishedAt: expect.any(String) });
    // A finished sitting starts nothing and takes no answer.
    expect((await c.api.start(tryout.id, learner.cookie)).body.status).toBe('finished');
    expect((await c.api.save(tryout.id, learner.cookie, c.problems.input.problemId, '1')).status).toBe(409);
  });
});
