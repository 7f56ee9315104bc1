// Issue 53.6: a formula KaTeX cannot parse may be saved in a draft, but blocks 'Terbitkan'.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../../db/factories';
import { problems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api/admin/problems';

let t: TestApp;
let admin: string;
let path: Awaited<ReturnType<typeof createPublishedPath>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  path = await createPublishedPath(t.db, { subtopic: 'Rumus rusak' });
});
afterAll(() => t.close());

const broken = () => ({
  subtopicId: path.subtopic.subtopicId,
  type: 'mcq',
  questionText: 'Nilai $\\frac{1}{$ adalah',
  options: { A: '$2$', B: '$x^{$' },
  answer: 'A',
  solutionText: 'Jadi $2$.',
  hints: ['Sederhanakan $\\sqrt{$ dulu'],
  videoLink: '',
  tag: '',
  hasSolution: true,
  isPublic: false,
  theoryIds: [] as string[],
});

const publishedOf = async (codes: string[]) =>
  (await t.db.select({ problemId: problems.problemId, isPublished: problems.isPublished }).from(problems).where(inArray(problems.problemId, codes))).map((row) => [
    row.problemId,
    row.isPublished,
  ]);

async function refusal(response: Response, code: string) {
  expect(response.status).toBe(422);
  const { error } = await response.json();
  expect(error.code).toBe(code);
  return error as { message: string; details: unknown };
}

describe('saving a problem with a broken formula', () => {
  it('saves it as a draft (learners do not see it)', async () => {
    const response = await t.request('POST', API, { cookie: admin, body: { ...broken(), isPublished: false } });
    expect(response.status).toBe(201);
    const { problem } = await response.json();
    expect(await publishedOf([problem.problemId])).toEqual([[problem.problemId, false]]);
  });

  it('refuses to create it published, naming each broken field', async () => {
    const before = await t.db.select({ id: problems.id }).from(problems);
    const error = await refusal(await t.request('POST', API, { cookie: admin, body: { ...broken(), isPublished: true } }), 'admin.problem_markup_invalid');
    expect((error.details as { path: string; message: string }[]).map((issue) => [issue.path, issue.message])).toEqual([
      ['questionText', 'tex_error'],
      ['options.B', 'tex_error'],
      ['hints.0', 'tex_error'],
    ]);
    expect(error.message).toContain('(Teks soal, Opsi B, Petunjuk 1)');
    expect(await t.db.select({ id: problems.id }).from(problems)).toHaveLength(before.length);
  });

  it('refuses to publish an edited draft, and to keep a published problem published with a broken edit', async () => {
    const draft = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Draf', answer: '1', isPublished: false });
    const put = (code: string, body: unknown) => t.request('PUT', `${API}/${code}`, { cookie: admin, body });
    const edit = { ...broken(), type: 'input', options: undefined, answer: '1', solutionText: 'Jadi $\\sqrt{$', hints: [] };
    const error = await refusal(await put(draft.problemId, { ...edit, isPublished: true, version: 1 }), 'admin.problem_markup_invalid');
    expect((error.details as { path: string }[]).map((issue) => issue.path)).toEqual(['questionText', 'solutionText']);
    const [row] = await t.db.select({ questionText: problems.questionText, isPublished: problems.isPublished, version: problems.version }).from(problems).where(eq(problems.problemId, draft.problemId));
    expect(row).toEqual({ questionText: 'Draf', isPublished: false, version: 1 });
    // Still a draft: saved.
    expect((await put(draft.problemId, { ...edit, isPublished: false, version: 1 })).status).toBe(200);

    const live = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Terbit', answer: '1', isPublished: true });
    // No isPublished in the request: the problem stays published, so the check applies.
    await refusal(await put(live.problemId, { ...edit, version: 1 }), 'admin.problem_markup_invalid');
    expect(await publishedOf([live.problemId])).toEqual([[live.problemId, true]]);
  });
});

describe('bulk publish', () => {
  it('publishes nothing while a selected draft has a broken formula, and names each such problem', async () => {
    const good = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Baik $\\frac{1}{2}$', answer: '1', isPublished: false });
    const bad = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Rusak $\\frac{1}{$', answer: '1', isPublished: false });
    const badHint = await createProblem(t.db, {
      subtopicId: path.subtopic.id,
      type: 'mcq',
      questionText: 'Pilih',
      options: { A: '$1$', B: '$\\left( 2$' },
      answer: 'A',
      isPublished: false,
    });
    // The factory takes no hints.
    await t.db.update(problems).set({ hints: ['$x^{$'] }).where(eq(problems.problemId, badHint.problemId));
    const codes = [good.problemId, bad.problemId, badHint.problemId];
    const error = await refusal(
      await t.request('POST', `${API}/bulk`, { cookie: admin, body: { action: 'publish', selection: { problemIds: codes } } }),
      'admin.bulk_markup_invalid',
    );
    expect(error.details).toEqual({
      problems: [
        { problemId: bad.problemId, paths: ['questionText'] },
        { problemId: badHint.problemId, paths: ['options.B', 'hints.0'] },
      ].sort((a, b) => a.problemId.localeCompare(b.problemId)),
    });
    expect(error.message).toContain(`${bad.problemId} (Teks soal)`);
    expect(error.message).toContain(`${badHint.problemId} (Opsi B, Petunjuk 1)`);
    expect(await publishedOf(codes)).toEqual(codes.map((code) => [code, false]));

    // The good one alone is published.
    const response = await t.request('POST', `${API}/bulk`, { cookie: admin, body: { action: 'publish', selection: { problemIds: [good.problemId] } } });
    expect(response.status).toBe(200);
    expect(await publishedOf([good.problemId])).toEqual([[good.problemId, true]]);
  });
});
