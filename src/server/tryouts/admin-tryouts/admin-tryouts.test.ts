import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRYOUT_ADMIN_ERROR_MESSAGES, TRYOUT_FIELD_MESSAGES, type TAdminTryout } from '../../../core/tryout-admin';
import { TRYOUT_MAX_SECTIONS } from '../../../core/tryouts';
import { createProblem, createPublishedPath } from '../../db/factories';
import { simulateSittings } from '../../test/simulated-tryout';
import { createTestApp, type TestApp } from '../../test/test-app';
import { calibrateOffThread, CalibrationAborted, createTryoutJobRunner, createTryoutScoring } from '../tryout-scoring';
import { itemWarnings, scoreDistribution } from './admin-tryouts.report';

const API = '/math/api';
const HOUR = 3600_000;
let t: TestApp;
let now = new Date('2026-12-01T08:00:00Z');
const clock = () => now;
let admin: { cookie: string };
let codes: string[] = [];
let draftCode = '';
// A published problem whose topic is not published: learners cannot see it, so no tryout takes it.
let hiddenPathCode = '';

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await t.createSignedInUser('admin');
  const { subtopic } = await createPublishedPath(t.db);
  const made = [];
  for (let i = 0; i < 6; i++) {
    made.push(await createProblem(t.db, { subtopicId: subtopic.id, type: 'mcq', questionText: `Soal nomor ${i} $x^2$`, options: { A: '1', B: '2', C: '3' }, answer: 'A', solutionText: 'Karena.' }));
  }
  codes = made.map((problem) => problem.problemId);
  draftCode = (await createProblem(t.db, { subtopicId: subtopic.id, type: 'mcq', questionText: 'Draf', options: { A: '1', B: '2' }, answer: 'A', isPublished: false })).problemId;
  const hidden = await createPublishedPath(t.db, { category: 'Kategori Tersembunyi', topic: 'Topik Draf', subtopic: 'Subtopik Tersembunyi' });
  await t.db.execute(sql`update topics set is_published = false where id = ${hidden.topic.id}`);
  hiddenPathCode = (await createProblem(t.db, { subtopicId: hidden.subtopic.id, type: 'mcq', questionText: 'Di jalur draf', options: { A: '1', B: '2' }, answer: 'A' })).problemId;
});
afterAll(() => t.close());

const call = async (method: string, path: string, body?: unknown, cookie = admin.cookie) => {
  const response = await t.request(method, `${API}${path}`, { cookie, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

const window = (opensInHours: number, closesInHours: number) => ({
  opensAt: new Date(now.getTime() + opensInHours * HOUR).toISOString(),
  closesAt: new Date(now.getTime() + closesInHours * HOUR).toISOString(),
});

async function createDraft(title = 'Tryout SNBT 1', hours: [number, number] = [1, 3]): Promise<TAdminTryout> {
  const created = await call('POST', '/admin/tryouts', { title, description: 'Latihan', ...window(...hours) });
  expect(created.status).toBe(201);
  return created.body.tryout;
}

const documentOf = (tryout: TAdminTryout) => ({
  title: tryout.title,
  description: tryout.description,
  opensAt: tryout.opensAt,
  closesAt: tryout.closesAt,
  updatedAt: tryout.updatedAt,
  sections: tryout.sections.map((section) => ({ id: section.id, name: section.name, durationSeconds: section.durationSeconds, problemIds: section.problems.map((p) => p.problemId) })),
});

async function buildTwoSections(tryout: TAdminTryout): Promise<TAdminTryout> {
  const saved = await call('PUT', `/admin/tryouts/${tryout.id}`, {
    ...documentOf(tryout),
    sections: [
      { name: 'Penalaran Matematika', durationSeconds: 1800, problemIds: codes.slice(0, 2) },
      { name: 'Pengetahuan Kuantitatif', durationSeconds: 1200, problemIds: codes.slice(2, 4) },
    ],
  });
  expect(saved.status).toBe(200);
  return saved.body.tryout;
}

const lock = (id: string) => t.db.execute(sql`update tryouts set first_started_at = ${now.toISOString()}::timestamptz where id = ${id}`);

describe('building a tryout', () => {
  it('creates a draft, lists it, and refuses bad input with field messages', async () => {
    const tryout = await createDraft('  Tryout SNBT Desember ');
    expect((await call('GET', `/admin/tryouts/${tryout.id}`)).body.serverNow).toBe(now.toISOString());
    expect(tryout).toMatchObject({ title: 'Tryout SNBT Desember', description: 'Latihan', state: 'draft', locked: false, publishedAt: null, sections: [] });
    const listed = await call('GET', '/admin/tryouts');
    expect(listed.body.tryouts.find((item: { id: string }) => item.id === tryout.id)).toMatchObject({ state: 'draft', locked: false, sectionCount: 0, problemCount: 0, participants: 0, finished: 0 });
    const refused = [
      { title: '', ...window(1, 2) },
      { title: 'x'.repeat(121), ...window(1, 2) },
      { title: 'T', ...window(2, 1) },
      { title: 'T', opensAt: 'besok', closesAt: window(1, 2).closesAt },
      { title: 'T', ...window(1, 2), extra: true },
    ];
    for (const body of refused) expect((await call('POST', '/admin/tryouts', body)).status, JSON.stringify(body)).toBe(400);
    const backwards = await call('POST', '/admin/tryouts', { title: 'T', ...window(2, 1) });
    expect(backwards.body.error.details).toContainEqual(expect.objectContaining({ path: 'closesAt', message: TRYOUT_FIELD_MESSAGES.window }));
  });

  it('saves the whole document in one go, keeping section ids, and refuses a stale version', async () => {
    const draft = await createDraft();
    const built = await buildTwoSections(draft);
    expect(built.sections.map((s) => [s.name, s.durationSeconds, s.problems.map((p) => p.problemId)])).toEqual([
      ['Penalaran Matematika', 1800, codes.slice(0, 2)],
      ['Pengetahuan Kuantitatif', 1200, codes.slice(2, 4)],
    ]);
    expect(built.sections[0]!.problems[0]).toMatchObject({ type: 'mcq', questionText: 'Soal nomor 0 $x^2$', subtopicName: 'Persamaan Linear', isPublished: true });
    // Reordered, one section dropped, one added, problems moved between them.
    const reordered = await call('PUT', `/admin/tryouts/${draft.id}`, {
      ...documentOf(built),
      title: 'Tryout SNBT 2',
      sections: [
        { id: built.sections[1]!.id, name: 'PK', durationSeconds: 600, problemIds: [codes[0]!, codes[3]!] },
        { name: 'Penalaran Umum', durationSeconds: 900, problemIds: [codes[4]!] },
      ],
    });
    expect(reordered.status).toBe(200);
    const after: TAdminTryout = reordered.body.tryout;
    expect(after.title).toBe('Tryout SNBT 2');
    expect(after.sections[0]!.id).toBe(built.sections[1]!.id);
    expect(after.sections.map((s) => s.problems.map((p) => p.problemId))).toEqual([[codes[0], codes[3]], [codes[4]]]);
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(built.updatedAt).getTime());
    expect((await t.db.execute(sql`select 1 from tryout_sections where tryout_id = ${draft.id}`)).length).toBe(2);
    // Someone else's save came first: the older document is refused, nothing changes.
    const stale = await call('PUT', `/admin/tryouts/${draft.id}`, { ...documentOf(built), title: 'Lama' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'TRYOUT_STALE', message: TRYOUT_ADMIN_ERROR_MESSAGES.TRYOUT_STALE, details: { updatedAt: after.updatedAt } });
    expect((await call('GET', `/admin/tryouts/${draft.id}`)).body.tryout.title).toBe('Tryout SNBT 2');
  });

  it('refuses unknown, draft and repeated problems, bad sections and limits with 400', async () => {
    const draft = await createDraft();
    const base = documentOf(draft);
    const section = (problemIds: string[], extra: object = {}) => ({ name: 'Bagian', durationSeconds: 600, problemIds, ...extra });
    const cases: [object, string, string][] = [
      [{ sections: [section(['PR-ZZZZZZZZ'])] }, 'sections.0.problemIds.0', TRYOUT_FIELD_MESSAGES.unknownProblem],
      [{ sections: [section([draftCode])] }, 'sections.0.problemIds.0', TRYOUT_FIELD_MESSAGES.unknownProblem],
      [{ sections: [section([codes[0]!, hiddenPathCode])] }, 'sections.0.problemIds.1', TRYOUT_FIELD_MESSAGES.unknownProblem],
      [{ sections: [section([codes[0]!]), section([codes[0]!])] }, 'sections.1.problemIds.0', TRYOUT_FIELD_MESSAGES.duplicateProblem],
      [{ sections: [section([], { durationSeconds: 30 })] }, 'sections.0.durationSeconds', TRYOUT_FIELD_MESSAGES.duration],
      [{ sections: [section([], { name: '  ' })] }, 'sections.0.name', TRYOUT_FIELD_MESSAGES.sectionName],
      [{ sections: [section([], { id: '00000000-0000-4000-8000-000000000000' })] }, 'sections.0.id', TRYOUT_FIELD_MESSAGES.unknownSection],
      [{ sections: Array.from({ length: TRYOUT_MAX_SECTIONS + 1 }, () => section([])) }, 'sections', TRYOUT_FIELD_MESSAGES.sections],
      [{ sections: [section(['bukan-kode'])] }, 'sections.0.problemIds.0', TRYOUT_FIELD_MESSAGES.problemCode],
      [{ ...window(3, 2) }, 'closesAt', TRYOUT_FIELD_MESSAGES.window],
    ];
    for (const [change, path, message] of cases) {
      const refused = await call('PUT', `/admin/tryouts/${draft.id}`, { ...base, ...change });
      expect(refused.status, path).toBe(400);
      expect(refused.body.error.details, path).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect((await call('PUT', `/admin/tryouts/${draft.id}`, { ...base, updatedAt: undefined })).status).toBe(400);
    expect((await call('GET', `/admin/tryouts/${draft.id}`)).body.tryout.sections).toEqual([]);
  });

  it('answers 404 for an unknown tryout and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/publish'],
      ['POST', '/unpublish'],
      ['DELETE', ''],
      ['GET', '/preview'],
      ['GET', '/report'],
      ['POST', '/recalibrate'],
      ['GET', '/job'],
    ] as const) {
      const missing = await call(method, `/admin/tryouts/${unknown}${path}`);
      expect(missing.status, `${method} ${path}`).toBe(404);
      expect(missing.body.error).toMatchObject({ code: 'TRYOUT_NOT_FOUND', message: 'Tryout tidak ditemukan.' });
      expect((await call(method, `/admin/tryouts/tidak-ada${path}`)).status).toBe(400);
    }
  });

  it('is for admins only: a teacher or learner gets 403', async () => {
    const draft = await createDraft();
    for (const role of ['basic', 'teacher'] as const) {
      const other = await t.createSignedInUser(role);
      expect((await call('GET', '/admin/tryouts', undefined, other.cookie)).status).toBe(403);
      expect((await call('GET', `/admin/tryouts/${draft.id}`, undefined, other.cookie)).status).toBe(403);
      expect((await call('PUT', `/admin/tryouts/${draft.id}`, documentOf(draft), other.cookie)).status).toBe(403);
      expect((await call('DELETE', `/admin/tryouts/${draft.id}`, undefined, other.cookie)).status).toBe(403);
    }
  });
});

describe('publishing, locking and deleting', () => {
  it('publishes only a complete tryout with published problems, before it closes', async () => {
    const draft = await createDraft();
    const empty = await call('POST', `/admin/tryouts/${draft.id}/publish`);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: 'TRYOUT_INCOMPLETE', message: TRYOUT_ADMIN_ERROR_MESSAGES.TRYOUT_INCOMPLETE });
    const withEmptySection = await call('PUT', `/admin/tryouts/${draft.id}`, { ...documentOf(draft), sections: [{ name: 'A', durationSeconds: 600, problemIds: [codes[5]!] }, { name: 'B', durationSeconds: 600, problemIds: [] }] });
    expect((await call('POST', `/admin/tryouts/${draft.id}/publish`)).body.error.code).toBe('TRYOUT_INCOMPLETE');
    const complete = await call('PUT', `/admin/tryouts/${draft.id}`, { ...documentOf(withEmptySection.body.tryout), sections: [{ name: 'A', durationSeconds: 600, problemIds: [codes[5]!] }] });
    // A problem unpublished after it was picked keeps the tryout from being published.
    await t.db.execute(sql`update problems set is_published = false where problem_id = ${codes[5]!}`);
    const drafts = await call('POST', `/admin/tryouts/${draft.id}/publish`);
    expect(drafts.status).toBe(400);
    expect(drafts.body.error).toMatchObject({ code: 'TRYOUT_UNPUBLISHED_PROBLEMS', details: { problemIds: [codes[5]] } });
    expect((await call('GET', `/admin/tryouts/${draft.id}`)).body.tryout.sections[0].problems[0].isPublished).toBe(false);
    await t.db.execute(sql`update problems set is_published = true where problem_id = ${codes[5]!}`);
    // So does its subtopic unpublished: learners would not see the problem.
    await t.db.execute(sql`update subtopics set is_published = false where id = (select subtopic_id from problems where problem_id = ${codes[5]!})`);
    expect((await call('POST', `/admin/tryouts/${draft.id}/publish`)).body.error).toMatchObject({ code: 'TRYOUT_UNPUBLISHED_PROBLEMS', details: { problemIds: [codes[5]] } });
    expect((await call('GET', `/admin/tryouts/${draft.id}`)).body.tryout.sections[0].problems[0].isPublished).toBe(false);
    await t.db.execute(sql`update subtopics set is_published = true where id = (select subtopic_id from problems where problem_id = ${codes[5]!})`);
    const published = await call('POST', `/admin/tryouts/${draft.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.tryout).toMatchObject({ state: 'upcoming', publishedAt: now.toISOString() });
    expect(new Date(published.body.tryout.updatedAt).getTime()).toBeGreaterThan(new Date(complete.body.tryout.updatedAt).getTime());
    // Twice is once.
    expect((await call('POST', `/admin/tryouts/${draft.id}/publish`)).body.tryout.publishedAt).toBe(now.toISOString());
    const unpublished = await call('POST', `/admin/tryouts/${draft.id}/unpublish`);
    expect(unpublished.body.tryout).toMatchObject({ state: 'draft', publishedAt: null });
    // Its window already over: not published.
    const past = await createDraft('Lewat', [-3, -1]);
    await call('PUT', `/admin/tryouts/${past.id}`, { ...documentOf(past), sections: [{ name: 'A', durationSeconds: 600, problemIds: [codes[5]!] }] });
    expect((await call('POST', `/admin/tryouts/${past.id}/publish`)).body.error.code).toBe('TRYOUT_ALREADY_CLOSED');
  });

  it('once started, refuses changes to sections, problems, durations and the opening, but takes title, description and a later close', async () => {
    const built = await buildTwoSections(await createDraft());
    await call('POST', `/admin/tryouts/${built.id}/publish`);
    await lock(built.id);
    const current: TAdminTryout = (await call('GET', `/admin/tryouts/${built.id}`)).body.tryout;
    expect(current.locked).toBe(true);
    const doc = documentOf(current);
    const changes = [
      { sections: doc.sections.map((s, i) => (i === 0 ? { ...s, problemIds: [codes[5]!, ...s.problemIds.slice(1)] } : s)) },
      { sections: doc.sections.map((s, i) => (i === 0 ? { ...s, problemIds: [...s.problemIds].reverse() } : s)) },
      { sections: doc.sections.map((s, i) => (i === 1 ? { ...s, durationSeconds: 3600 } : s)) },
      { sections: doc.sections.map((s, i) => (i === 1 ? { ...s, name: 'Baru' } : s)) },
      { sections: doc.sections.slice(0, 1) },
      { sections: [...doc.sections].reverse() },
      { opensAt: new Date(new Date(doc.opensAt).getTime() + 60_000).toISOString() },
      { closesAt: new Date(new Date(doc.closesAt).getTime() - 60_000).toISOString() },
    ];
    for (const change of changes) {
      const refused = await call('PUT', `/admin/tryouts/${built.id}`, { ...doc, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect(refused.body.error).toEqual({ code: 'TRYOUT_LOCKED', message: 'Tryout ini sudah dimulai peserta; bagian dan soalnya tidak dapat diubah lagi.' });
    }
    const later = new Date(new Date(doc.closesAt).getTime() + HOUR).toISOString();
    const allowed = await call('PUT', `/admin/tryouts/${built.id}`, { ...doc, title: 'Judul baru', description: 'Baru', closesAt: later });
    expect(allowed.status).toBe(200);
    expect(allowed.body.tryout).toMatchObject({ title: 'Judul baru', description: 'Baru', closesAt: later, locked: true });
    expect(allowed.body.tryout.sections).toEqual(current.sections);
    for (const [method, path] of [['POST', '/unpublish'], ['DELETE', '']] as const) {
      const refused = await call(method, `/admin/tryouts/${built.id}${path}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({ code: 'TRYOUT_LOCKED', message: TRYOUT_ADMIN_ERROR_MESSAGES.TRYOUT_LOCKED_REMOVE });
    }
  });

  it('deletes a tryout nobody started', async () => {
    const built = await buildTwoSections(await createDraft());
    const removed = await t.request('DELETE', `${API}/admin/tryouts/${built.id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(204);
    expect((await call('GET', `/admin/tryouts/${built.id}`)).status).toBe(404);
    expect((await t.db.execute(sql`select 1 from tryout_section_problems where tryout_id = ${built.id}`)).length).toBe(0);
  });

  it('refuses to delete a problem a tryout uses, one, in bulk or with its subtopic, naming the tryout', async () => {
    const { category, topic, subtopic } = await createPublishedPath(t.db, { category: 'Geometri' });
    const used = (await createProblem(t.db, { subtopicId: subtopic.id, type: 'mcq', questionText: 'Dipakai', options: { A: '1', B: '2' }, answer: 'A' })).problemId;
    const tryout = await createDraft('Tryout Pemakai Soal');
    await call('PUT', `/admin/tryouts/${tryout.id}`, { ...documentOf(tryout), sections: [{ name: 'A', durationSeconds: 600, problemIds: [used] }] });
    const single = await call('DELETE', `/admin/problems/${used}`);
    expect(single.status).toBe(409);
    const usage = { assignments: { total: 0, items: [] }, tryouts: { total: 1, items: [{ title: 'Tryout Pemakai Soal', state: 'draft', problems: 1 }] }, questions: { total: 0, items: [] } };
    expect(single.body.error).toMatchObject({ code: 'content.in_use', details: usage });
    const bulk = await call('POST', '/admin/problems/bulk', { action: 'delete', selection: { problemIds: [used] } });
    expect(bulk.status).toBe(409);
    expect(bulk.body.error).toMatchObject({ code: 'content.in_use', details: usage });
    // So is deleting the subtopic, topic or category it sits in (which takes its problems with it).
    for (const path of [`/admin/subtopics/${subtopic.subtopicId}`, `/admin/topics/${topic.topicId}`, `/admin/categories/${category.categoryId}`]) {
      const refused = await call('DELETE', path);
      expect(refused.status, path).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'content.in_use', details: usage });
    }
    expect((await t.db.execute(sql`select 1 from problems where problem_id = ${used}`)).length).toBe(1);
    // Out of the tryout, it can go.
    await call('DELETE', `/admin/tryouts/${tryout.id}`);
    expect((await call('DELETE', `/admin/problems/${used}`)).status).toBe(200);
  });
});

describe('preview, report and background jobs', () => {
  it('previews the problems as learners will see them, without keys or solutions', async () => {
    const built = await buildTwoSections(await createDraft());
    const preview = await call('GET', `/admin/tryouts/${built.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.tryout).toEqual({ id: built.id, title: built.title });
    expect(preview.body.sections.map((s: { name: string; problems: unknown[] }) => [s.name, s.problems.length])).toEqual([
      ['Penalaran Matematika', 2],
      ['Pengetahuan Kuantitatif', 2],
    ]);
    const first = preview.body.sections[0].problems[0];
    expect(first.position).toBe(1);
    expect(first.problem).toMatchObject({ problemId: codes[0], type: 'mcq' });
    expect(first.problem.questionHtml).toContain('katex');
    expect(Object.keys(first.problem).sort()).toEqual(['answerCategories', 'answerMode', 'options', 'problemId', 'questionHtml', 'tag', 'type']);
    expect(JSON.stringify(preview.body)).not.toContain('Karena.');
  });

  it('reports a tryout before anyone sat it: provisional items, empty distribution, no job; recalibration refused', async () => {
    const built = await buildTwoSections(await createDraft());
    const report = await call('GET', `/admin/tryouts/${built.id}/report`);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ participants: 0, started: 0, finished: 0, stage: 'none', version: null, job: null });
    expect(report.body.distribution).toHaveLength(16);
    expect(report.body.distribution[0]).toEqual({ from: 200, to: 250, count: 0 });
    expect(report.body.items.map((i: { problemId: string; position: number }) => [i.problemId, i.position])).toEqual([
      [codes[0], 1],
      [codes[1], 2],
      [codes[2], 1],
      [codes[3], 2],
    ]);
    expect(report.body.items[0]).toMatchObject({ a: 1, b: 0, provisional: true, answers: 0, correctRate: null, difficulty: 'sedang', warnings: [], mostChosenWrong: null });
    const refused = await call('POST', `/admin/tryouts/${built.id}/recalibrate`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'TRYOUT_NOT_STARTED', message: TRYOUT_ADMIN_ERROR_MESSAGES.TRYOUT_NOT_STARTED });
    expect((await call('GET', `/admin/tryouts/${built.id}/job`)).body).toEqual({ serverNow: now.toISOString(), job: null });
  });

  it('recalibrates in the background with progress: 202 once, the same job while it is active', async () => {
    const built = await buildTwoSections(await createDraft('Kalibrasi', [-2, 1]));
    await call('POST', `/admin/tryouts/${built.id}/publish`);
    await lock(built.id);
    await simulateSittings(t.db, { id: built.id, sections: [] }, { count: 250, tag: 'recal' });
    // One sitting scored at submit (as the sitting module does): version 1, provisional.
    const [sitting] = await t.db.execute<{ id: string }>(sql`select id from tryout_sittings where tryout_id = ${built.id} limit 1`);
    await t.db.transaction((tx) => createTryoutScoring({ db: t.db, clock }).scoreSitting(tx, sitting!.id, 'provisional'));
    const provisional = await call('GET', `/admin/tryouts/${built.id}/report`);
    expect(provisional.body).toMatchObject({ stage: 'provisional', version: { version: 1, sittings: 0 } });
    expect(provisional.body.distribution.reduce((sum: number, bin: { count: number }) => sum + bin.count, 0)).toBe(1);
    expect(provisional.body.items.every((item: { provisional: boolean }) => item.provisional)).toBe(true);
    const queued = await call('POST', `/admin/tryouts/${built.id}/recalibrate`);
    expect(queued.status).toBe(202);
    expect(queued.body.job).toMatchObject({ kind: 'recalibrate', status: 'queued', progress: 0, startedAt: null, finishedAt: null });
    const again = await call('POST', `/admin/tryouts/${built.id}/recalibrate`);
    expect(again.status).toBe(200);
    expect(again.body.job.id).toBe(queued.body.job.id);
    const progress: number[] = [];
    const runner = createTryoutJobRunner({ db: t.db, clock });
    const polling = setInterval(() => {
      void t.db.execute(sql`select progress from tryout_jobs where id = ${queued.body.job.id}`).then(([row]) => progress.push(Number(row?.progress)));
    }, 20);
    expect(await runner.runQueued()).toBe(1);
    clearInterval(polling);
    const done = await call('GET', `/admin/tryouts/${built.id}/job`);
    expect(done.body.job).toMatchObject({ id: queued.body.job.id, status: 'done', progress: 100 });
    expect(done.body.job.message).toBe('Parameter versi 2: 4 soal terkalibrasi, 0 sementara, dari 250 peserta.');
    expect(new Set(progress.filter((value) => value > 0 && value < 100)).size).toBeGreaterThan(0);
    const report = await call('GET', `/admin/tryouts/${built.id}/report`);
    expect(report.body).toMatchObject({ participants: 250, started: 250, finished: 250, stage: 'provisional', version: { version: 2, sittings: 250 } });
    for (const item of report.body.items) {
      expect(item.provisional).toBe(false);
      expect(item.answers).toBeGreaterThan(200);
      expect(item.seA).toBeGreaterThan(0);
      expect(['mudah', 'sedang', 'sulit']).toContain(item.difficulty);
      expect(item.mostChosenWrong).toEqual({ answer: expect.any(String), count: expect.any(Number) });
      // Read by meaning, as item analytics shows it ('B', '1: Benar; 2: Salah'), not as stored JSON.
      expect(item.mostChosenWrong.answer).not.toMatch(/["{[]/);
    }
  });

  it('finalizes closed tryouts from the tick: once, with progress, final scores and percentiles', async () => {
    const built = await buildTwoSections(await createDraft('Final', [-2, 1]));
    await call('POST', `/admin/tryouts/${built.id}/publish`);
    await lock(built.id);
    await simulateSittings(t.db, { id: built.id, sections: [] }, { count: 240, tag: 'final' });
    const runner = createTryoutJobRunner({ db: t.db, clock });
    // Still open: nothing to finalize.
    await runner.tick();
    expect((await call('GET', `/admin/tryouts/${built.id}/job`)).body.job).toBeNull();
    now = new Date(now.getTime() + 2 * HOUR);
    await runner.tick();
    const job = (await call('GET', `/admin/tryouts/${built.id}/job`)).body.job;
    expect(job).toMatchObject({ kind: 'finalize', status: 'done', progress: 100, message: 'Skor akhir 240 peserta dengan parameter versi 1.' });
    const report = await call('GET', `/admin/tryouts/${built.id}/report`);
    // The 250 learners of the test above met these problems first there: their first answers
    // calibrate the items too (a learner's first tryout answer, across tryouts).
    expect(report.body).toMatchObject({ stage: 'final', version: { version: 1, sittings: 240 + 250 } });
    expect(report.body.distribution.reduce((sum: number, bin: { count: number }) => sum + bin.count, 0)).toBe(240);
    const scores = await t.db.execute<{ percentile: number | null; version_id: number }>(sql`
      select sc.percentile, sc.version_id::int as version_id from tryout_scores sc join tryout_sittings s on s.id = sc.sitting_id where s.tryout_id = ${built.id} and sc.stage = 'final'`);
    expect(scores).toHaveLength(240);
    expect(scores.every((row) => row.percentile !== null && row.percentile > 0 && row.percentile <= 100)).toBe(true);
    expect((await call('GET', `/admin/tryouts/${built.id}`)).body.tryout.state).toBe('final');
    // Idempotent: more ticks enqueue nothing more for it.
    await runner.tick();
    await runner.tick();
    const jobs = await t.db.execute(sql`select kind, status from tryout_jobs where tryout_id = ${built.id}`);
    expect(jobs).toEqual([{ kind: 'finalize', status: 'done' }]);
    expect((await t.db.execute(sql`select 1 from tryout_param_versions where tryout_id = ${built.id}`)).length).toBe(1);
  });

  it('takes queued jobs with SKIP LOCKED, fails a job left running by a stopped instance, and backs off after a failure', async () => {
    const first = await buildTwoSections(await createDraft('Satu', [-2, 1]));
    const second = await buildTwoSections(await createDraft('Dua', [-2, 1]));
    for (const tryout of [first, second]) await lock(tryout.id);
    const runner = createTryoutJobRunner({ db: t.db, clock });
    await t.db.execute(sql`insert into tryout_jobs (tryout_id, kind, created_at) values (${first.id}, 'recalibrate', now() - interval '1 minute'), (${second.id}, 'recalibrate', now())`);
    // Another instance holds the first job: this one takes the second and leaves the first alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from tryout_jobs where tryout_id = ${first.id} for update`);
      locked();
      await held;
    });
    await isLocked;
    expect(await runner.runQueued()).toBe(1);
    release();
    await holder;
    const statuses = async (id: string) => (await t.db.execute<{ status: string }>(sql`select status from tryout_jobs where tryout_id = ${id}`)).map((row) => row.status);
    expect(await statuses(first.id)).toEqual(['queued']);
    expect(await statuses(second.id)).toEqual(['done']);
    // A job 'running' for 15 minutes belongs to an instance that stopped: failed at the next tick.
    await t.db.execute(sql`update tryout_jobs set status = 'running', started_at = ${new Date(now.getTime() - 16 * 60_000).toISOString()}::timestamptz where tryout_id = ${first.id}`);
    await runner.tick();
    expect(await statuses(first.id)).toEqual(['failed']);
    // A finalize that fails is not queued again at every tick.
    await t.db.execute(sql`update tryouts set published_at = opens_at, closes_at = ${new Date(now.getTime() - HOUR).toISOString()}::timestamptz where id = ${second.id}`);
    await t.db.execute(sql`insert into tryout_jobs (tryout_id, kind, status, created_at, finished_at) values (${second.id}, 'finalize', 'failed', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`);
    await runner.tick();
    expect((await t.db.execute(sql`select 1 from tryout_jobs where tryout_id = ${second.id} and kind = 'finalize'`)).length).toBe(1);
    now = new Date(now.getTime() + 11 * 60_000);
    await runner.tick();
    expect(await statuses(second.id)).toContain('done');
  });

  it('stops a calibration in its worker thread when asked', async () => {
    const patterns = Array.from({ length: 3000 }, (_, i) => Array.from({ length: 30 }, (__, j) => ((i * 7 + j * 13) % 5 < 2 ? 1 : 0) as 0 | 1));
    const controller = new AbortController();
    const running = calibrateOffThread({ patterns, counts: patterns.map(() => 1) }, {}, controller.signal);
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(CalibrationAborted);
  });
});

describe('report helpers', () => {
  it('bins scores by 50 on 200–1000, 1000 in the last bin', () => {
    const bins = scoreDistribution([200, 249, 250, 999, 1000]);
    expect(bins).toHaveLength(16);
    expect(bins[0]).toEqual({ from: 200, to: 250, count: 2 });
    expect(bins[1]!.count).toBe(1);
    expect(bins[15]).toEqual({ from: 950, to: 1000, count: 2 });
  });

  it.each([
    [{ a: -0.4, provisional: false, answers: 300, correct: 150, openReports: 0, mostChosenWrong: null }, ['negative-discrimination']],
    [{ a: 0.2, provisional: false, answers: 300, correct: 150, openReports: 0, mostChosenWrong: null }, ['tiny-discrimination']],
    [{ a: 0.2, provisional: true, answers: 10, correct: 5, openReports: 0, mostChosenWrong: null }, []],
    [{ a: 1.2, provisional: false, answers: 300, correct: 90, openReports: 0, mostChosenWrong: { count: 120 } }, ['popular-wrong-option']],
    [{ a: 1.2, provisional: false, answers: 300, correct: 30, openReports: 1, mostChosenWrong: { count: 20 } }, ['low-correct-rate', 'open-report']],
    [{ a: 1.2, provisional: false, answers: 10, correct: 2, openReports: 0, mostChosenWrong: { count: 8 } }, []],
  ])('warns %o with %o', (item, expected) => {
    expect(itemWarnings(item)).toEqual(expected);
  });
});
