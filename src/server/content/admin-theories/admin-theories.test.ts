import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP_RENDERER_VERSION } from '../../../core/markup';
import { THEORY_CATEGORY_NAME, THEORY_CONTENT_MAX_LENGTH } from '../../../core/theories';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTheory, createTopic } from '../../db/factories';
import { categories, problems, problemTheories, theories } from '../../db/schema';
import { renderProblemMarkup } from '../../markup/problem-markup';
import { storedMarkupOf } from '../../test/stored-markup';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api/admin';

let t: TestApp;
let admin: string;
let theoryCategoryId: number;
let theoryTopicId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  theoryCategoryId = (await createCategory(t.db, { name: THEORY_CATEGORY_NAME })).id;
  theoryTopicId = (await createTopic(t.db, { categoryId: theoryCategoryId, name: 'Aljabar' })).id;
});
afterAll(() => t.close());

async function newTheorySubtopic(name = 'Persamaan') {
  return createSubtopic(t.db, { topicId: theoryTopicId, name });
}

async function call(method: string, path: string, body?: unknown, cookie = admin) {
  const response = await t.request(method, `${API}${path}`, { cookie, body });
  return { status: response.status, body: await response.json() };
}

const contentsOf = async (subtopicCode: string) =>
  (await call('GET', `/theories?subtopicId=${subtopicCode}`)).body.theories.map((theory: { content: string }) => theory.content);

describe('admin theories', () => {
  it("lists the subtopics of 'List Teori' with their topic, in order, published or not", async () => {
    const geometry = await createTopic(t.db, { categoryId: theoryCategoryId, name: 'Geometri', sortOrder: 5 });
    await createSubtopic(t.db, { topicId: geometry.id, name: 'Segitiga', isPublished: true });
    const other = await createPublishedPath(t.db, { subtopic: 'Bukan Teori' });
    const { status, body } = await call('GET', '/theory-subtopics');
    expect(status).toBe(200);
    const names = body.subtopics.map((row: { subtopicName: string }) => row.subtopicName);
    expect(names).toContain('Segitiga');
    expect(names).not.toContain(other.subtopic.subtopicName);
    expect(body.subtopics.at(-1)).toEqual({ subtopicId: expect.stringMatching(/^SU-/), subtopicName: 'Segitiga', topicName: 'Geometri' });
  });

  it('adds a theory at the end of its subtopic, with its content rendered', async () => {
    const subtopic = await newTheorySubtopic();
    await createTheory(t.db, { subtopicId: subtopic.id, content: 'Pertama', sortOrder: 4 });
    const { status, body } = await call('POST', '/theories', { subtopicId: subtopic.subtopicId, content: 'Rumus **abc**: $x^2$' });
    expect(status).toBe(201);
    expect(body.theory).toEqual({
      theoryId: expect.stringMatching(/^TH-[A-Z0-9]{8}$/),
      content: 'Rumus **abc**: $x^2$',
      contentHtml: expect.stringContaining('<strong>abc</strong>'),
      sortOrder: 5,
      linkedProblemCount: 0,
    });
    expect(body.theory.contentHtml).toContain('katex');
    expect(await contentsOf(subtopic.subtopicId)).toEqual(['Pertama', 'Rumus **abc**: $x^2$']);
  });

  it('puts the first theory of an empty subtopic at 0', async () => {
    const subtopic = await newTheorySubtopic();
    expect((await call('POST', '/theories', { subtopicId: subtopic.subtopicId, content: 'Satu' })).body.theory.sortOrder).toBe(0);
  });

  it.each([
    ['missing content', (subtopicId: string) => ({ subtopicId })],
    ['blank content', (subtopicId: string) => ({ subtopicId, content: '  \n ' })],
    ['too long content', (subtopicId: string) => ({ subtopicId, content: 'x'.repeat(THEORY_CONTENT_MAX_LENGTH + 1) })],
    ['no subtopic', () => ({ content: 'Isi' })],
    ['a malformed subtopic id', () => ({ subtopicId: 'SU-kecil', content: 'Isi' })],
  ])('refuses a theory with %s (400)', async (_case, body) => {
    const subtopic = await newTheorySubtopic();
    const { status, body: error } = await call('POST', '/theories', body(subtopic.subtopicId));
    expect(status).toBe(400);
    expect(error.error.code).toBe('request.validation_failed');
    expect(await contentsOf(subtopic.subtopicId)).toEqual([]);
  });

  it("refuses a subtopic outside 'List Teori' with 404", async () => {
    const other = await createPublishedPath(t.db);
    const { status, body } = await call('POST', '/theories', { subtopicId: other.subtopic.subtopicId, content: 'Isi' });
    expect(status).toBe(404);
    expect(body.error.code).toBe('admin.subtopic_not_found');
    expect((await call('GET', `/theories?subtopicId=${other.subtopic.subtopicId}`)).status).toBe(404);
  });

  it('edits the content of a theory', async () => {
    const subtopic = await newTheorySubtopic();
    const theory = await createTheory(t.db, { subtopicId: subtopic.id, content: 'Lama' });
    const { status, body } = await call('PATCH', `/theories/${theory.theoryId}`, { content: 'Baru *miring*' });
    expect(status).toBe(200);
    expect(body.theory).toMatchObject({ theoryId: theory.theoryId, content: 'Baru *miring*', contentHtml: expect.stringContaining('<em>miring</em>') });
    expect(await contentsOf(subtopic.subtopicId)).toEqual(['Baru *miring*']);
    expect((await call('PATCH', `/theories/${theory.theoryId}`, { content: '' })).status).toBe(400);
    expect((await call('PATCH', '/theories/TH-ZZZZZZZZ', { content: 'x' })).status).toBe(404);
  });

  it("duplicates a theory with the '[Copy] ' prefix, placed last", async () => {
    const subtopic = await newTheorySubtopic();
    const first = await createTheory(t.db, { subtopicId: subtopic.id, content: 'Satu', sortOrder: 0 });
    await createTheory(t.db, { subtopicId: subtopic.id, content: 'Dua', sortOrder: 1 });
    const { status, body } = await call('POST', `/theories/${first.theoryId}/duplicate`);
    expect(status).toBe(201);
    expect(body.theory.theoryId).not.toBe(first.theoryId);
    expect(body.theory.sortOrder).toBe(2);
    expect(await contentsOf(subtopic.subtopicId)).toEqual(['Satu', 'Dua', '[Copy] Satu']);
  });

  it('refuses a copy that would be longer than the limit instead of cutting it', async () => {
    const subtopic = await newTheorySubtopic();
    const long = await createTheory(t.db, { subtopicId: subtopic.id, content: 'x'.repeat(THEORY_CONTENT_MAX_LENGTH) });
    expect((await call('POST', `/theories/${long.theoryId}/duplicate`)).status).toBe(409);
  });

  it('moves a theory up and down, and refuses to move past either end', async () => {
    const subtopic = await newTheorySubtopic();
    const rows = [];
    for (const [index, content] of ['A', 'B', 'C'].entries()) rows.push(await createTheory(t.db, { subtopicId: subtopic.id, content, sortOrder: index }));
    const down = await call('POST', `/theories/${rows[0]!.theoryId}/move`, { direction: 'down' });
    expect(down.status).toBe(200);
    expect(down.body.theories.map((theory: { content: string }) => theory.content)).toEqual(['B', 'A', 'C']);
    const up = await call('POST', `/theories/${rows[2]!.theoryId}/move`, { direction: 'up' });
    expect(up.body.theories.map((theory: { content: string }) => theory.content)).toEqual(['B', 'C', 'A']);

    const pastTop = await call('POST', `/theories/${rows[1]!.theoryId}/move`, { direction: 'up' });
    expect(pastTop.status).toBe(409);
    expect(pastTop.body.error.code).toBe('admin.cannot_move');
    expect((await call('POST', `/theories/${rows[0]!.theoryId}/move`, { direction: 'down' })).status).toBe(409);
    expect((await call('POST', `/theories/${rows[0]!.theoryId}/move`, { direction: 'sideways' })).status).toBe(400);
    expect(await contentsOf(subtopic.subtopicId)).toEqual(['B', 'C', 'A']);
  });

  it('names the problems that link a theory, and deleting it removes only those links', async () => {
    const subtopic = await newTheorySubtopic();
    const doomed = await createTheory(t.db, { subtopicId: subtopic.id, content: 'Dihapus' });
    const kept = await createTheory(t.db, { subtopicId: subtopic.id, content: 'Tetap', sortOrder: 1 });
    const path = await createPublishedPath(t.db);
    const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Q', answer: '1' });
    await t.db.insert(problemTheories).values([
      { problemId: problem.id, theoryId: doomed.id, sortOrder: 0 },
      { problemId: problem.id, theoryId: kept.id, sortOrder: 1 },
    ]);

    const listed = await contentsOf(subtopic.subtopicId);
    expect(listed).toEqual(['Dihapus', 'Tetap']);
    const impact = await call('GET', `/theories/${doomed.theoryId}/deletion-impact`);
    expect(impact.body).toEqual({ problems: [{ problemId: problem.problemId }], problemCount: 1 });

    const deleted = await call('DELETE', `/theories/${doomed.theoryId}`);
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(theories).where(eq(theories.id, doomed.id))).toEqual([]);
    expect(await t.db.select().from(problems).where(eq(problems.id, problem.id))).toHaveLength(1);
    const links = await t.db.select().from(problemTheories).where(eq(problemTheories.problemId, problem.id)).orderBy(asc(problemTheories.sortOrder));
    expect(links.map((link) => link.theoryId)).toEqual([kept.id]);
    expect((await call('DELETE', `/theories/${doomed.theoryId}`)).status).toBe(404);
  });

  it("stores the linked problems' solutions again with the edited theory, and without a deleted one", async () => {
    const subtopic = await newTheorySubtopic();
    const edited = await createTheory(t.db, { subtopicId: subtopic.id, content: 'Teori lama' });
    const doomed = await createTheory(t.db, { subtopicId: subtopic.id, content: 'Teori dihapus', sortOrder: 1 });
    const path = await createPublishedPath(t.db);
    const source = { questionText: 'Q', solutionText: 'Ingat [teori_1] dan [teori_2]' };
    const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', answer: '1', ...source });
    const unlinked = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', answer: '1', ...source });
    await t.db.insert(problemTheories).values([
      { problemId: problem.id, theoryId: edited.id, sortOrder: 0 },
      { problemId: problem.id, theoryId: doomed.id, sortOrder: 1 },
    ]);
    const stored = async (problemCode: string) => {
      const { solutionHtml, renderedVersion } = await storedMarkupOf(t.db, problemCode);
      return { solutionHtml, renderedVersion };
    };
    const renderer = t.services.problemRenderer;
    renderer.requestRun();
    await renderer.settled();
    expect(await stored(problem.problemId)).toEqual({ solutionHtml: renderProblemMarkup(source, ['Teori lama', 'Teori dihapus']).solutionHtml, renderedVersion: MARKUP_RENDERER_VERSION });
    // Current HTML of a problem the theory is not linked to: an edit must leave it be.
    await t.db.update(problems).set({ solutionHtml: 'UNTOUCHED', renderedVersion: MARKUP_RENDERER_VERSION }).where(eq(problems.id, unlinked.id));

    expect((await call('PATCH', `/theories/${edited.theoryId}`, { content: 'Teori baru' })).status).toBe(200);
    await renderer.settled();
    expect(await stored(problem.problemId)).toEqual({ solutionHtml: renderProblemMarkup(source, ['Teori baru', 'Teori dihapus']).solutionHtml, renderedVersion: MARKUP_RENDERER_VERSION });

    expect((await call('DELETE', `/theories/${doomed.theoryId}`)).status).toBe(200);
    await renderer.settled();
    const afterDelete = await stored(problem.problemId);
    expect(afterDelete).toEqual({ solutionHtml: renderProblemMarkup(source, ['Teori baru']).solutionHtml, renderedVersion: MARKUP_RENDERER_VERSION });
    expect(afterDelete.solutionHtml).not.toContain('Teori dihapus');
    expect(await stored(unlinked.problemId)).toEqual({ solutionHtml: 'UNTOUCHED', renderedVersion: MARKUP_RENDERER_VERSION });
  });

  it('keeps the theory and its links when the delete fails midway', async () => {
    const subtopic = await newTheorySubtopic();
    const theory = await createTheory(t.db, { subtopicId: subtopic.id, content: 'Aman' });
    const path = await createPublishedPath(t.db);
    const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Q', answer: '1' });
    await t.db.insert(problemTheories).values({ problemId: problem.id, theoryId: theory.id, sortOrder: 0 });
    // A trigger makes the theory's own delete fail after its links are already deleted.
    await t.sql.unsafe(`create function refuse_theory_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await t.sql.unsafe(`create trigger refuse_theory_delete before delete on theories for each row execute function refuse_theory_delete()`);
    try {
      expect((await call('DELETE', `/theories/${theory.theoryId}`)).status).toBe(500);
    } finally {
      await t.sql.unsafe('drop trigger refuse_theory_delete on theories; drop function refuse_theory_delete()');
    }
    expect(await t.db.select().from(problemTheories).where(eq(problemTheories.theoryId, theory.id))).toHaveLength(1);
  });

  it("answers 404 admin.theory_category_missing when 'List Teori' does not exist", async () => {
    await t.db.update(categories).set({ categoryName: 'Teori Lama', isTheoryList: false }).where(eq(categories.id, theoryCategoryId));
    try {
      const subtopics = await call('GET', '/theory-subtopics');
      expect(subtopics.status).toBe(404);
      expect(subtopics.body.error.code).toBe('admin.theory_category_missing');
      const subtopic = await newTheorySubtopic();
      expect((await call('GET', `/theories?subtopicId=${subtopic.subtopicId}`)).body.error.code).toBe('admin.theory_category_missing');
    } finally {
      await t.db.update(categories).set({ categoryName: THEORY_CATEGORY_NAME, isTheoryList: true }).where(eq(categories.id, theoryCategoryId));
    }
  });

  it('refuses guests with 401 and learners with 403', async () => {
    const subtopic = await newTheorySubtopic();
    const theory = await createTheory(t.db, { subtopicId: subtopic.id, content: 'Rahasia' });
    const learner = (await t.createSignedInUser()).cookie;
    for (const cookie of ['', learner]) {
      const expected = cookie ? 403 : 401;
      expect((await call('GET', '/theory-subtopics', undefined, cookie)).status).toBe(expected);
      expect((await call('POST', '/theories', { subtopicId: subtopic.subtopicId, content: 'x' }, cookie)).status).toBe(expected);
      expect((await call('PATCH', `/theories/${theory.theoryId}`, { content: 'x' }, cookie)).status).toBe(expected);
      expect((await call('DELETE', `/theories/${theory.theoryId}`, undefined, cookie)).status).toBe(expected);
    }
    expect(await contentsOf(subtopic.subtopicId)).toEqual(['Rahasia']);
  });
});
