import { eq, isNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP_RENDERER_VERSION } from '../../core/markup';
import { createProblem, createPublishedPath, createTheory } from '../db/factories';
import { problems, problemTheories } from '../db/schema';
import { storedMarkupOf } from '../test/stored-markup';
import { createTestApp, type TestApp } from '../test/test-app';
import { renderProblemMarkup } from './problem-markup';
import { renderStale } from './problem-rendering';

let t: TestApp;
let path: Awaited<ReturnType<typeof createPublishedPath>>;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
  path = await createPublishedPath(t.db);
});
afterAll(() => t.close());

const storedMarkup = (problemCode: string) => storedMarkupOf(t.db, problemCode);

const staleCount = async () => (await t.db.select({ id: problems.id }).from(problems).where(isNull(problems.renderedVersion))).length;

describe('stored problem markup', () => {
  it('serves a problem saved without its HTML rendered on read, and renderStale then stores exactly that HTML', async () => {
    const source = { questionText: 'Tentukan $x$ jika $2x = 8$.', options: { B: '$4$', A: '$2$' }, solutionText: 'Bagi dua. [teori_2] [teori_1]' };
    const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', answer: 'B', isPublic: true, ...source });
    // Issue 52: its hints are stored rendered too.
    const hints = ['Ingat $2x = 2 \\cdot x$', '**Bagi** kedua ruas'];
    await t.db.update(problems).set({ hints }).where(eq(problems.id, problem.id));
    const first = await createTheory(t.db, { subtopicId: path.subtopic.id, content: 'Teori pertama $a$' });
    const second = await createTheory(t.db, { subtopicId: path.subtopic.id, content: 'Teori kedua $b$' });
    await t.db.insert(problemTheories).values([
      { problemId: problem.id, theoryId: second.id, sortOrder: 0 },
      { problemId: problem.id, theoryId: first.id, sortOrder: 1 },
    ]);
    const expected = renderProblemMarkup({ ...source, hints }, ['Teori kedua $b$', 'Teori pertama $a$']);
    expect(expected.hintsHtml).toHaveLength(2);
    expect((await storedMarkup(problem.problemId)).renderedVersion).toBeNull();

    const subtopicUrl = `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}`;
    const served = async () => {
      const page = await (await t.request('GET', `${subtopicUrl}/problems/${problem.problemId}`)).json();
      const card = (await (await t.request('GET', subtopicUrl)).json()).problems.find((row: { problemId: string }) => row.problemId === problem.problemId);
      const checked = await (await t.request('POST', `/math/api/problems/${problem.problemId}/check`, { body: { answer: 'B' } })).json();
      return { questionHtml: page.problem.questionHtml, optionsHtml: page.problem.options, previewHtml: card.previewHtml, solutionHtml: checked.reveal.solution.html };
    };
    const onRead = await served();
    expect(onRead).toEqual({ ...expected, hintsHtml: undefined, renderedVersion: undefined });

    expect(await renderStale({ db: t.db, logger })).toBeGreaterThanOrEqual(1);
    expect(await storedMarkup(problem.problemId)).toEqual(expected);
    expect(expected.renderedVersion).toBe(MARKUP_RENDERER_VERSION);
    expect(await served()).toEqual(onRead);
  });

  it('renders every stale problem over several batches, and two renderers at once store each problem once', async () => {
    await renderStale({ db: t.db, logger });
    await t.db.execute(sql`
      insert into problems (problem_id, subtopic_id, type, question_text, answer)
      select 'PR-B' || lpad(n::text, 7, '0'), ${path.subtopic.id}, 'input', 'Soal nomor $' || n || '$', '"1"'::jsonb
      from generate_series(1, 450) n`);
    expect(await staleCount()).toBe(450);
    const [one, two] = await Promise.all([renderStale({ db: t.db, logger }), renderStale({ db: t.db, logger })]);
    expect(one + two).toBe(450);
    expect(await staleCount()).toBe(0);
    expect((await storedMarkup('PR-B0000450')).questionHtml).toBe(renderProblemMarkup({ questionText: 'Soal nomor $450$' }, []).questionHtml);
  });

  it('at start-up renders again the HTML of another renderer version, and leaves current HTML alone', async () => {
    const make = (questionText: string) => createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText, answer: '1' });
    const older = await make('Soal versi lama $y$');
    const current = await make('Soal versi kini');
    await t.db.update(problems).set({ questionHtml: '<p>OLD RENDERER</p>', renderedVersion: MARKUP_RENDERER_VERSION - 1 }).where(eq(problems.id, older.id));
    await t.db.update(problems).set({ questionHtml: '<p>CURRENT RENDERER</p>', renderedVersion: MARKUP_RENDERER_VERSION }).where(eq(problems.id, current.id));

    t.services.problemRenderer.start();
    await t.services.problemRenderer.settled();

    expect(await storedMarkup(older.problemId)).toEqual(renderProblemMarkup({ questionText: 'Soal versi lama $y$' }, []));
    expect(await storedMarkup(current.problemId)).toMatchObject({ questionHtml: '<p>CURRENT RENDERER</p>', renderedVersion: MARKUP_RENDERER_VERSION });
    expect(await staleCount()).toBe(0);
  });
});
