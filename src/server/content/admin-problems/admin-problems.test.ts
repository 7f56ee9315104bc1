import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP_RENDERER_VERSION } from '../../../core/markup';
import type { TProblemWrite } from '../../../core/problem-editor';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTheory, createTopic } from '../../db/factories';
import { problems, problemTheories, theories, userBookmarks, userProgress } from '../../db/schema';
import { renderProblemMarkup } from '../../markup/problem-markup';
import { storedMarkupOf } from '../../test/stored-markup';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api/admin';

let t: TestApp;
let admin: string;
let learner: { id: string; cookie: string };
let path: Awaited<ReturnType<typeof createPublishedPath>>;
let theoryCodes: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  learner = await t.createSignedInUser('basic');
  path = await createPublishedPath(t.db, { category: 'Aljabar', topic: 'Persamaan', subtopic: 'Kuadrat' });
  const theoryCategory = await createCategory(t.db, { name: 'List Teori' });
  const theoryTopic = await createTopic(t.db, { categoryId: theoryCategory.id, name: 'Rumus' });
  const theorySubtopic = await createSubtopic(t.db, { topicId: theoryTopic.id, name: 'Aljabar' });
  const first = await createTheory(t.db, { subtopicId: theorySubtopic.id, content: 'Rumus ABC: $x = \\frac{-b}{2a}$' });
  const second = await createTheory(t.db, { subtopicId: theorySubtopic.id, content: 'Diskriminan $D = b^2 - 4ac$' });
  theoryCodes = [first.theoryId, second.theoryId];
});
afterAll(() => t.close());

const base = () => ({
  subtopicId: path.subtopic.subtopicId,
  questionText: 'Tentukan akar dari $x^2 - 4 = 0$.',
  solutionText: 'Faktorkan. [teori_1]',
  videoLink: 'https://youtu.be/dQw4w9WgXcQ?t=30',
  tag: 'UTBK',
  hasSolution: true,
  isPublic: true,
  theoryIds: [] as string[],
});

const drafts = (): Record<string, TProblemWrite> => ({
  input: { ...base(), type: 'input', answer: '2' },
  mcq: { ...base(), type: 'mcq', options: { A: '$2$', B: '$-2$', C: '$4$' }, answer: 'A' },
  mcma: { ...base(), type: 'mcma', options: { A: '$2$', B: '$-2$', C: '$4$' }, answer: ['B', 'A'] },
  mck: {
    ...base(),
    type: 'mck',
    options: { statement_1: '$x=2$ akar', statement_2: '$x=4$ akar' },
    answerCategories: ['Ya', 'Tidak'],
    answer: { statement_1: 'Ya', statement_2: 'Tidak' },
  },
});

async function post(url: string, body: unknown, cookie = admin) {
  return t.request('POST', url, { cookie, body });
}

async function created(body: TProblemWrite) {
  const response = await post(`${API}/problems`, body);
  expect(response.status).toBe(201);
  return (await response.json()).problem;
}

async function validationDetails(response: Response) {
  expect(response.status).toBe(400);
  const { error } = await response.json();
  expect(error.code).toBe('request.validation_failed');
  return (error.details as { path: string; message: string }[]).map(({ path: field, message }) => ({ path: field, message }));
}

describe('creating problems', () => {
  it.each(['input', 'mcq', 'mcma', 'mck'])('saves a valid %s problem and returns it as the form edits it', async (type) => {
    const draft = { ...drafts()[type]!, theoryIds: [theoryCodes[1]!, theoryCodes[0]!] };
    const problem = await created(draft);
    expect(problem).toMatchObject({
      problemId: expect.stringMatching(/^PR-[A-Z0-9]{8}$/),
      subtopicId: path.subtopic.subtopicId,
      type,
      questionText: draft.questionText,
      solutionText: draft.solutionText,
      videoLink: draft.videoLink,
      tag: 'UTBK',
      hasSolution: true,
      isPublic: true,
      theoryIds: [theoryCodes[1], theoryCodes[0]],
      version: 1,
    });
    if (type === 'mcma') expect(problem.answer).toEqual(['A', 'B']);
    if (type === 'mck') expect(problem.answerCategories).toEqual(['Ya', 'Tidak']);
    if (type === 'input') expect(problem.options).toBeNull();
  });

  it('saves an input problem in number mode with its tolerance, stored exactly and shown the Indonesian way', async () => {
    const input = { ...base(), type: 'input' as const };
    const problem = await created({ ...input, answer: '3,14', answerMode: 'number', answerTolerance: '0,005' });
    expect(problem).toMatchObject({ answer: '3,14', answerMode: 'number', answerTolerance: '0,005' });
    const [row] = await t.db.select({ tolerance: problems.answerTolerance }).from(problems).where(eq(problems.problemId, problem.problemId));
    expect(row?.tolerance).toBe('0.005');
    const text = await created({ ...input, answer: 'x+2', answerMode: 'text', answerTolerance: '1' });
    expect(text).toMatchObject({ answerMode: 'text', answerTolerance: null });
    // A copy keeps the mode and the tolerance.
    const copy = await post(`${API}/problems/${problem.problemId}/duplicate`, {});
    expect((await copy.json()).problem).toMatchObject({ answerMode: 'number', answerTolerance: '0,005' });
  });

  it('keeps has_solution as sent, even without a solution text', async () => {
    const problem = await created({ ...drafts().input!, solutionText: '', hasSolution: true });
    expect(problem).toMatchObject({ solutionText: null, hasSolution: true });
  });

  it.each<[string, (d: Record<string, TProblemWrite>) => unknown, { path: string; message: string }]>([
    ['an mcq answer that is not an option', (d) => ({ ...d.mcq, answer: 'D' }), { path: 'answer', message: 'answer_not_an_option' }],
    ['an mcma without a correct key', (d) => ({ ...d.mcma, answer: [] }), { path: 'answer', message: 'no_correct_option' }],
    ['an mck statement without a category', (d) => ({ ...d.mck, answer: { statement_1: 'Ya' } }), { path: 'answer.statement_2', message: 'statement_without_category' }],
    ['an mck with an unknown category', (d) => ({ ...d.mck, answer: { statement_1: 'Ya', statement_2: 'Benar' } }), { path: 'answer.statement_2', message: 'unknown_category' }],
    ['an mck with one answer category', (d) => ({ ...d.mck, answerCategories: ['Ya'], answer: { statement_1: 'Ya', statement_2: 'Ya' } }), { path: 'answerCategories', message: 'too_few_answer_categories' }],
    ['an empty question', (d) => ({ ...d.input, questionText: ' ' }), { path: 'questionText', message: 'required' }],
    ['options with a gap in their letters', (d) => ({ ...d.mcq, options: { A: '1', C: '2' } }), { path: 'options', message: 'options_not_in_order' }],
    ['a video link that is not YouTube', (d) => ({ ...d.input, videoLink: 'https://example.com/video.mp4' }), { path: 'videoLink', message: 'video_not_youtube' }],
    ['an unknown subtopic', (d) => ({ ...d.input, subtopicId: 'SU-ZZZZZZZZ' }), { path: 'subtopicId', message: 'unknown_subtopic' }],
    ['an unknown theory', (d) => ({ ...d.input, theoryIds: [theoryCodes[0], 'TH-ZZZZZZZZ'] }), { path: 'theoryIds.1', message: 'unknown_theory' }],
    ['a number-mode answer that is not a number', (d) => ({ ...d.input, answerMode: 'number', answer: 'x+2' }), { path: 'answer', message: 'answer_not_a_number' }],
    ['a number-mode tolerance under zero', (d) => ({ ...d.input, answerMode: 'number', answerTolerance: '-1' }), { path: 'answerTolerance', message: 'invalid_tolerance' }],
    ['four hints', (d) => ({ ...d.input, hints: ['1', '2', '3', '4'] }), { path: 'hints', message: 'too_many_hints' }],
    ['a hint too long', (d) => ({ ...d.input, hints: ['x'.repeat(5_001)] }), { path: 'hints.0', message: 'too_long' }],
  ])('refuses %s with a message at its field', async (_label, build, expected) => {
    const before = (await t.db.select({ id: problems.id }).from(problems)).length;
    const details = await validationDetails(await post(`${API}/problems`, build(drafts())));
    expect(details).toContainEqual(expected);
    expect(await t.db.select({ id: problems.id }).from(problems)).toHaveLength(before);
  });

  it('saves the hint steps in order, leaving out blank ones, and returns them as the form edits them (issue 52)', async () => {
    const problem = await created({ ...drafts().input!, hints: ['Mulai dari $x$', '  ', 'Lalu bagi dua'] });
    expect(problem.hints).toEqual(['Mulai dari $x$', 'Lalu bagi dua']);
    const [stored] = await t.db.select({ hintsHtml: problems.hintsHtml }).from(problems).where(eq(problems.problemId, problem.problemId));
    expect(stored!.hintsHtml).toHaveLength(2);
    expect(stored!.hintsHtml![0]).toContain('class="katex"');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.request('POST', `${API}/problems`, { cookie: admin, body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(415);
  });
});

describe('reading problems', () => {
  it('returns one problem with its path, for the link to the learner page', async () => {
    const problem = await created({ ...drafts().mcq!, theoryIds: [theoryCodes[0]!] });
    const response = await t.request('GET', `${API}/problems/${problem.problemId}`, { cookie: admin });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.problem).toEqual(problem);
    expect(body.path).toEqual({
      category: { categoryId: path.category.categoryId, categoryName: 'Aljabar' },
      topic: { topicId: path.topic.topicId, topicName: 'Persamaan' },
      subtopic: { subtopicId: path.subtopic.subtopicId, subtopicName: 'Kuadrat' },
    });
    expect(body.linkedTheories).toEqual([expect.objectContaining({ theoryId: theoryCodes[0], preview: expect.stringContaining('Rumus ABC') })]);
  });

  it('gives an older mcma answer stored as JSON text as a sorted key list', async () => {
    const row = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcma', questionText: 'Q', options: { A: '1', B: '2', C: '3' }, answer: '["C","A"]' });
    const body = await (await t.request('GET', `${API}/problems/${row.problemId}`, { cookie: admin })).json();
    expect(body.problem.answer).toEqual(['A', 'C']);
  });

  it('answers 404 for an unknown problem and 400 for a malformed code', async () => {
    expect((await t.request('GET', `${API}/problems/PR-ZZZZZZZZ`, { cookie: admin })).status).toBe(404);
    expect((await t.request('GET', `${API}/problems/nope`, { cookie: admin })).status).toBe(400);
  });
});

describe('listing problems', () => {
  let other: Awaited<ReturnType<typeof createPublishedPath>>;
  const listed = async (query: string) => {
    const response = await t.request('GET', `${API}/problems?${query}`, { cookie: admin });
    expect(response.status).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    other = await createPublishedPath(t.db, { category: 'Geometri', topic: 'Segitiga', subtopic: 'Luas' });
    for (let index = 1; index <= 3; index += 1) {
      await createProblem(t.db, { subtopicId: other.subtopic.id, type: 'input', questionText: `Luas segitiga nomor ${index} 100%_pasti`, answer: '1', tag: 'Geo' });
    }
    await createProblem(t.db, { subtopicId: other.subtopic.id, type: 'input', questionText: 'x'.repeat(250), answer: '1' });
  });

  it('filters by category, topic and subtopic, newest first, with the path and a preview', async () => {
    for (const query of [`categoryId=${other.category.categoryId}`, `topicId=${other.topic.topicId}`, `subtopicId=${other.subtopic.subtopicId}`]) {
      const body = await listed(query);
      expect(body.problems).toHaveLength(4);
      expect(body.problems[0].previewHtml).toBe(`${'x'.repeat(200)}...`);
      expect(body.pageInfo.total).toBe(4);
      expect(body.problems[1]).toMatchObject({
        type: 'input',
        previewHtml: 'Luas segitiga nomor 3 100%_pasti',
        tag: 'Geo',
        isPublic: false,
        category: { categoryId: other.category.categoryId, categoryName: 'Geometri' },
        topic: { topicId: other.topic.topicId, topicName: 'Segitiga' },
        subtopic: { subtopicId: other.subtopic.subtopicId, subtopicName: 'Luas' },
      });
    }
  });

  it('answers each filter with its own values, one after another (one prepared statement per shape)', async () => {
    const inOther = await listed(`categoryId=${other.category.categoryId}`);
    const inFirst = await listed(`categoryId=${path.category.categoryId}`);
    expect(inOther.problems.map((problem: { category: { categoryId: string } }) => problem.category.categoryId)).toEqual(Array(4).fill(other.category.categoryId));
    expect(inFirst.problems.length).toBeGreaterThan(0);
    expect(new Set(inFirst.problems.map((problem: { category: { categoryId: string } }) => problem.category.categoryId))).toEqual(new Set([path.category.categoryId]));
    // The same shape on a later page, and with a search added: each answered from its own values.
    expect((await listed(`categoryId=${other.category.categoryId}&pageSize=1&page=2`)).problems).toEqual([inOther.problems[1]]);
    expect((await listed(`categoryId=${other.category.categoryId}&q=nomor%202`)).problems.map((problem: { previewHtml: string }) => problem.previewHtml)).toEqual(['Luas segitiga nomor 2 100%_pasti']);
    expect((await listed(`categoryId=${path.category.categoryId}&q=nomor%202`)).problems).toEqual([]);
  });

  it('renders the preview as learners see it: maths with KaTeX, bold as <strong>', async () => {
    const problem = await created({ ...drafts().input!, questionText: '**P** = $\\sqrt{49}$' });
    const [row] = (await listed(`q=${problem.problemId}`)).problems;
    expect(row.previewHtml).toContain('<strong>P</strong>');
    expect(row.previewHtml).toContain('class="katex"');
    expect(row.previewHtml).not.toContain('$');
  });

  it('keeps the unfiltered total right through a create in the editor and a delete behind its back (held until content changes)', async () => {
    const countAll = async () => (await t.db.select({ id: problems.id }).from(problems)).length;
    expect((await listed('')).pageInfo.total).toBe(await countAll());
    const problem = await created(drafts().input!);
    expect((await listed('')).pageInfo.total).toBe(await countAll());
    // As psql or another server would: Postgres announces it (content_changed_notify).
    await t.db.delete(problems).where(eq(problems.problemId, problem.problemId));
    await t.contentChanges.settled();
    expect((await listed('')).pageInfo.total).toBe(await countAll());
    // A filter is counted when asked.
    expect((await listed(`subtopicId=${other.subtopic.subtopicId}`)).pageInfo.total).toBe(4);
  });

  it('pages with a default of 50 and a cap of 200', async () => {
    const first = await listed(`subtopicId=${other.subtopic.subtopicId}&pageSize=3`);
    expect(first.problems).toHaveLength(3);
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 3, hasMore: true, total: 4 });
    const second = await listed(`subtopicId=${other.subtopic.subtopicId}&pageSize=3&page=2`);
    expect(second.problems).toHaveLength(1);
    expect(second.pageInfo.hasMore).toBe(false);
    expect((await listed('')).pageInfo.pageSize).toBe(50);
    expect((await listed('pageSize=1000')).pageInfo.pageSize).toBe(200);
  });

  it('finds a problem by its code in any case, or by words of its text', async () => {
    const problem = await created(drafts().input!);
    const byCode = await listed(`q=${problem.problemId.toLowerCase()}`);
    expect(byCode.problems.map((row: { problemId: string }) => row.problemId)).toEqual([problem.problemId]);
    expect((await listed('q=SEGITIGA%20NOMOR%202')).problems).toHaveLength(1);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await listed(`q=${encodeURIComponent('100%_pasti')}`)).problems).toHaveLength(3);
    expect((await listed(`q=${encodeURIComponent('nomor_1')}`)).problems).toHaveLength(0);
    expect((await listed(`q=${encodeURIComponent('%')}&subtopicId=${other.subtopic.subtopicId}`)).problems).toHaveLength(3);
  });
});

describe('editing problems', () => {
  const put = (problemId: string, body: unknown) => t.request('PUT', `${API}/problems/${problemId}`, { cookie: admin, body });

  it('saves a change, bumps the version and replaces the theory links in their new order', async () => {
    const problem = await created({ ...drafts().mcq!, theoryIds: [theoryCodes[0]!] });
    const response = await put(problem.problemId, { ...drafts().mck!, theoryIds: [theoryCodes[1]!, theoryCodes[0]!], version: 1 });
    expect(response.status).toBe(200);
    const { problem: saved } = await response.json();
    expect(saved).toMatchObject({ type: 'mck', version: 2, theoryIds: [theoryCodes[1], theoryCodes[0]] });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(problem.updatedAt).getTime());
  });

  it('shows a save to learners at once, though the page they read before is held in memory', async () => {
    for (let i = 0; i < 200 && !t.contentChanges.live; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(t.contentChanges.live).toBe(true);
    // Published at once (a new problem is otherwise a draft, issue 31).
    const problem = await created({ ...drafts().input!, tag: 'Sebelum', isPublished: true });
    const page = `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}/problems/${problem.problemId}`;
    const read = async (cookie?: string) => (await (await t.request('GET', page, { cookie })).json()).problem;
    expect(await read()).toMatchObject({ tag: 'Sebelum' });
    expect(await read(learner.cookie)).toMatchObject({ tag: 'Sebelum' });
    expect((await put(problem.problemId, { ...drafts().input!, tag: 'Sesudah', isPublished: true, version: 1 })).status).toBe(200);
    // No wait for Postgres's notification: the save itself drops what this server held.
    expect(await read()).toMatchObject({ tag: 'Sesudah' });
    expect(await read(learner.cookie)).toMatchObject({ tag: 'Sesudah' });
    // Unpublished through the hierarchy: gone for guests and learners alike.
    expect((await t.request('PATCH', `${API}/subtopics/${path.subtopic.subtopicId}`, { cookie: admin, body: { isPublished: false } })).status).toBe(200);
    expect((await t.request('GET', page)).status).toBe(404);
    expect((await t.request('PATCH', `${API}/subtopics/${path.subtopic.subtopicId}`, { cookie: admin, body: { isPublished: true } })).status).toBe(200);
    // A change made elsewhere (another server, psql) arrives by Postgres's notification.
    await t.db.update(problems).set({ tag: 'Dari psql' }).where(eq(problems.problemId, problem.problemId));
    await t.contentChanges.settled();
    expect(await read()).toMatchObject({ tag: 'Dari psql' });
  });

  it('refuses the second of two saves made from the same version', async () => {
    const problem = await created(drafts().input!);
    const [first, second] = await Promise.all([
      put(problem.problemId, { ...drafts().input!, questionText: 'Versi admin A', version: 1 }),
      put(problem.problemId, { ...drafts().input!, questionText: 'Versi admin B', version: 1 }),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    const refused = first!.status === 409 ? first! : second!;
    const { error } = await refused.json();
    expect(error.code).toBe('admin.problem_edit_conflict');
    expect(error.details).toEqual({ currentVersion: 2, updatedAt: expect.any(String) });
    const [row] = await t.db.select({ version: problems.version }).from(problems).where(eq(problems.problemId, problem.problemId));
    expect(row!.version).toBe(2);
  });

  it('refuses a save from an older version after a later one landed', async () => {
    const problem = await created(drafts().input!);
    expect((await put(problem.problemId, { ...drafts().input!, version: 1 })).status).toBe(200);
    expect((await put(problem.problemId, { ...drafts().input!, version: 1 })).status).toBe(409);
    expect((await put(problem.problemId, { ...drafts().input!, version: 2 })).status).toBe(200);
  });

  it('validates an edit like a new problem and needs a version', async () => {
    const problem = await created(drafts().mcq!);
    expect(await validationDetails(await put(problem.problemId, { ...drafts().mcq!, answer: 'Z', version: 1 }))).toContainEqual({ path: 'answer', message: 'answer_not_an_option' });
    expect((await validationDetails(await put(problem.problemId, drafts().mcq!))).map((issue) => issue.path)).toContain('version');
  });

  it('answers 404 for an unknown problem', async () => {
    expect((await put('PR-ZZZZZZZZ', { ...drafts().input!, version: 1 })).status).toBe(404);
  });
});

describe('duplicating problems', () => {
  it('copies everything under a new code, not public, with the theory links in order', async () => {
    const source = await created({ ...drafts().mck!, isPublic: true, theoryIds: [theoryCodes[1]!, theoryCodes[0]!] });
    const response = await post(`${API}/problems/${source.problemId}/duplicate`, undefined);
    expect(response.status).toBe(201);
    const { problem: copy } = await response.json();
    expect(copy.problemId).not.toBe(source.problemId);
    const { problemId: _a, updatedAt: _b, isPublic: _c, ...copiedFields } = source;
    expect(copy).toMatchObject({ ...copiedFields, isPublic: false, version: 1 });
    expect(copy.theoryIds).toEqual([theoryCodes[1], theoryCodes[0]]);
  });

  it('answers 404 for an unknown problem', async () => {
    expect((await post(`${API}/problems/PR-ZZZZZZZZ/duplicate`, undefined)).status).toBe(404);
  });
});

describe('rendered markup stored on save', () => {
  const storedMarkup = (problemCode: string) => storedMarkupOf(t.db, problemCode);
  const contentOf = async (theoryCode: string) => (await t.db.select({ content: theories.content }).from(theories).where(eq(theories.theoryId, theoryCode)))[0]!.content;

  it('stores the HTML learners see, by the current renderer, when a problem is created, edited or copied', async () => {
    const markup = { questionText: 'Tentukan akar dari $x^2 - 4 = 0$.', options: { A: '$2$', B: '$-2$', C: '$4$' }, solutionText: 'Lihat [teori_1], lalu [teori_2].' };
    const problem = await created({ ...drafts().mcq!, ...markup, theoryIds: [theoryCodes[1]!, theoryCodes[0]!] });
    const [first, second] = [await contentOf(theoryCodes[0]!), await contentOf(theoryCodes[1]!)];
    const asCreated = renderProblemMarkup(markup, [second, first]);
    expect(asCreated.renderedVersion).toBe(MARKUP_RENDERER_VERSION);
    expect(await storedMarkup(problem.problemId)).toEqual(asCreated);

    const edit = { questionText: 'Pernyataan tentang $x^2$', options: { statement_1: '$x=2$ akar', statement_2: '$x=4$ akar' }, solutionText: 'Cukup [teori_1].' };
    const body = { ...drafts().mck!, ...edit, theoryIds: [theoryCodes[0]!], version: 1 };
    expect((await t.request('PUT', `${API}/problems/${problem.problemId}`, { cookie: admin, body })).status).toBe(200);
    const asEdited = renderProblemMarkup(edit, [first]);
    expect(await storedMarkup(problem.problemId)).toEqual(asEdited);

    const copy = (await (await post(`${API}/problems/${problem.problemId}/duplicate`, undefined)).json()).problem;
    expect(await storedMarkup(copy.problemId)).toEqual(asEdited);
  });
});

describe('deleting problems', () => {
  const notUsed = { assignments: { total: 0, items: [] }, tryouts: { total: 0, items: [] }, questions: { total: 0, items: [] } };

  it('counts the learners with progress, then removes the problem with its progress, bookmarks and links', async () => {
    const problem = await created({ ...drafts().input!, theoryIds: [theoryCodes[0]!], isPublished: true });
    const second = await t.createSignedInUser('basic');
    for (const cookie of [learner.cookie, second.cookie]) {
      await t.request('POST', `/math/api/problems/${problem.problemId}/check`, { cookie, body: { answer: 'salah' } });
    }
    await t.request('POST', `/math/api/problems/${problem.problemId}/check`, { cookie: learner.cookie, body: { answer: '2' } });
    await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body: { problemId: problem.problemId } });

    const impact = await t.request('GET', `${API}/problems/${problem.problemId}/deletion-impact`, { cookie: admin });
    expect(await impact.json()).toEqual({ learners: 2, theories: 1, usage: notUsed });

    const [row] = await t.db.select({ id: problems.id }).from(problems).where(eq(problems.problemId, problem.problemId));
    const deleted = await t.request('DELETE', `${API}/problems/${problem.problemId}`, { cookie: admin });
    expect(await deleted.json()).toEqual({ problemId: problem.problemId });
    expect(await t.db.select().from(userProgress).where(eq(userProgress.problemId, row!.id))).toEqual([]);
    expect(await t.db.select().from(userBookmarks).where(eq(userBookmarks.problemId, row!.id))).toEqual([]);
    expect(await t.db.select().from(problemTheories).where(eq(problemTheories.problemId, row!.id))).toEqual([]);
    expect((await t.request('GET', `${API}/problems/${problem.problemId}`, { cookie: admin })).status).toBe(404);
    expect((await t.request('DELETE', `${API}/problems/${problem.problemId}`, { cookie: admin })).status).toBe(404);
  });

  it('reports no learners for an untouched problem and 404 for an unknown one', async () => {
    const problem = await created(drafts().input!);
    expect(await (await t.request('GET', `${API}/problems/${problem.problemId}/deletion-impact`, { cookie: admin })).json()).toEqual({ learners: 0, theories: 0, usage: notUsed });
    expect((await t.request('GET', `${API}/problems/PR-ZZZZZZZZ/deletion-impact`, { cookie: admin })).status).toBe(404);
  });
});

describe('live preview', () => {
  it('renders the question, options and solution with KaTeX, the Ingat! box and the video', async () => {
    const response = await post(`${API}/preview`, {
      type: 'mcq',
      questionText: 'Hitung **cepat** $\\frac{1}{2}$',
      options: { B: '$b$', A: '$a$' },
      solutionText: 'Lihat:\n[teori_1]',
      theoryIds: [theoryCodes[1]],
      videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m',
    });
    expect(response.status).toBe(200);
    const preview = await response.json();
    expect(preview.questionHtml).toContain('<strong>cepat</strong>');
    expect(preview.questionHtml).toContain('class="katex"');
    expect(preview.options.map((option: { key: string }) => option.key)).toEqual(['A', 'B']);
    expect(preview.options[0].html).toContain('katex');
    expect(preview.solutionHtml).toContain('Ingat!');
    expect(preview.solutionHtml).toContain('Diskriminan');
    expect(preview.video).toEqual({ embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=60' });
    expect(preview.warnings).toEqual([]);
  });

  it('previews a half-written draft and lists its warnings', async () => {
    const response = await post(`${API}/preview`, {
      questionText: 'Berapa $x^2',
      options: { A: '$\\fracc{1}{2}$' },
      solutionText: '[teori_2] <img src="/math/api/images/IM-AAAAAAAA.png">',
      theoryIds: [theoryCodes[0], 'bukan-kode'],
      videoLink: 'https://vimeo.com/1',
    });
    expect(response.status).toBe(200);
    const preview = await response.json();
    expect(preview.video).toBeNull();
    expect(preview.warnings.map((warning: { field: string; code: string }) => `${warning.field}:${warning.code}`)).toEqual([
      'questionText:unbalanced_dollar',
      'options.A:katex_error',
      'solutionText:image_without_alt',
      'solutionText:unknown_theory_marker',
      'videoLink:video_not_youtube',
    ]);
  });

  it('previews an empty draft', async () => {
    const preview = await (await post(`${API}/preview`, {})).json();
    expect(preview).toEqual({ questionHtml: '', options: [], solutionHtml: null, hintsHtml: [], video: null, warnings: [] });
  });

  it('bounds the text it renders', async () => {
    expect((await post(`${API}/preview`, { questionText: 'x'.repeat(20_001) })).status).toBe(400);
    expect((await post(`${API}/preview/markup`, { text: 'x'.repeat(50_001) })).status).toBe(400);
  });

  it('renders theory markup with its warnings', async () => {
    const response = await post(`${API}/preview/markup`, { text: 'Ingat *ini*: $a^2$ dan $b' });
    expect(response.status).toBe(200);
    const preview = await response.json();
    expect(preview.html).toContain('<em>ini</em>');
    expect(preview.html).toContain('katex');
    expect(preview.warnings).toEqual([expect.objectContaining({ field: 'text', code: 'unbalanced_dollar' })]);
  });
});

describe('who may use the problem admin', () => {
  it.each([
    ['GET', `${API}/problems`],
    ['POST', `${API}/problems`],
    ['GET', `${API}/problems/PR-ZZZZZZZZ`],
    ['PUT', `${API}/problems/PR-ZZZZZZZZ`],
    ['POST', `${API}/problems/PR-ZZZZZZZZ/duplicate`],
    ['GET', `${API}/problems/PR-ZZZZZZZZ/deletion-impact`],
    ['DELETE', `${API}/problems/PR-ZZZZZZZZ`],
    ['POST', `${API}/preview`],
    ['POST', `${API}/preview/markup`],
  ])('%s %s answers 401 to a guest and 403 to a learner', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? {} : undefined;
    expect((await t.request(method, url, { body })).status).toBe(401);
    expect((await t.request(method, url, { body, cookie: learner.cookie })).status).toBe(403);
  });
});
