import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createSubtopic, createTheory, createTopic } from '../db/factories';
import { createTestApp, type TestApp } from './test-app';
import { waitUntil } from './wait-until';

// Every admin route that writes content, one after another: a learner's read right after the
// route's response must be what the database holds, though the catalogue and the problems are
// held in memory. The route's own call (changes.contentChanged(), decision 041) must see to it:
// Postgres's notifications (migration 0009), which would otherwise arrive a moment later and hide
// a missing call, are switched off in this test's database. The truth is read with everything
// held dropped first.
const API = '/math/api';
const ADMIN = `${API}/admin`;

let t: TestApp;
let admin: string;
let learner: string;
let theoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  learner = (await t.createSignedInUser('basic')).cookie;
  const theoryCategory = await createCategory(t.db, { name: 'List Teori' });
  const theoryTopic = await createTopic(t.db, { categoryId: theoryCategory.id, name: 'Rumus' });
  const theorySubtopic = await createSubtopic(t.db, { topicId: theoryTopic.id, name: 'Aljabar' });
  theoryId = (await createTheory(t.db, { subtopicId: theorySubtopic.id, content: 'Rumus lama: $a^2$' })).theoryId;
  await waitUntil(() => t.contentChanges.live, 'the listener');
  await t.contentChanges.settled();
  await t.sql.unsafe(`
    alter table categories disable trigger categories_content_changed;
    alter table topics disable trigger topics_content_changed;
    alter table subtopics disable trigger subtopics_content_changed;
    alter table problems disable trigger problems_content_changed;
    alter table problems disable trigger problems_content_updated;`);
});
afterAll(() => t.close());

type Snapshot = Record<string, string>;

async function get(url: string, cookie: string | undefined = learner): Promise<{ status: number; body: string }> {
  const response = await t.request('GET', url, { cookie });
  return { status: response.status, body: await response.text() };
}

// Pages a learner reads, from the catalogue's first page down to each problem; `seen` keeps every
// page ever read, so a page that disappears is read again (a deleted problem must answer 404).
// Each problem page is read by a guest too: guests' pages are held as sent (http/held-responses.ts).
const seen = new Set<string>();
const seenByGuests = new Set<string>();
async function learnerView(): Promise<Snapshot> {
  const view: Snapshot = {};
  const read = async (url: string) => {
    seen.add(url);
    const { status, body } = await get(url);
    view[url] = `${status} ${body}`;
    return status === 200 ? (JSON.parse(body) as Record<string, unknown>) : undefined;
  };
  const readAsGuest = async (url: string) => {
    seenByGuests.add(url);
    const { status, body } = await get(url, undefined);
    view[`guest ${url}`] = `${status} ${body}`;
  };
  const catalogue = await read(`${API}/catalog/categories`);
  for (const { categoryId } of (catalogue?.categories ?? []) as { categoryId: string }[]) {
    const category = await read(`${API}/catalog/categories/${categoryId}`);
    for (const { topicId } of (category?.topics ?? []) as { topicId: string }[]) {
      const topic = await read(`${API}/catalog/categories/${categoryId}/topics/${topicId}`);
      for (const { subtopicId } of (topic?.subtopics ?? []) as { subtopicId: string }[]) {
        const subtopicUrl = `${API}/catalog/categories/${categoryId}/topics/${topicId}/subtopics/${subtopicId}`;
        const subtopic = await read(subtopicUrl);
        for (const { problemId } of (subtopic?.problems ?? []) as { problemId: string }[]) {
          await read(`${subtopicUrl}/problems/${problemId}`);
          await readAsGuest(`${subtopicUrl}/problems/${problemId}`);
        }
      }
    }
  }
  for (const url of seen) if (!(url in view)) await read(url);
  for (const url of seenByGuests) if (!(`guest ${url}` in view)) await readAsGuest(url);
  return view;
}

async function admin200(method: string, url: string, body?: unknown, headers?: Record<string, string>) {
  const response = await t.request(method, `${ADMIN}${url}`, { cookie: admin, body, headers });
  expect(response.status, `${method} ${url}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as unknown;
}

// The code of what a create answered with, e.g. { category: { categoryId } }.
async function created(url: string, body: unknown, [key, field]: [string, string], headers?: Record<string, string>) {
  return ((await admin200('POST', url, body, headers)) as Record<string, Record<string, string>>)[key]![field]!;
}

describe('admin content writes', () => {
  it('leave no stale learner read right after their response', async () => {
    const ids: Record<string, string> = {};
    // [what, the write, whether learners see a difference]
    const steps: [string, () => Promise<unknown>, boolean][] = [
      ['category created', async () => (ids.category = await created('/categories', { categoryName: 'Geometri', description: 'Bangun datar dan ruang.' }, ['category', 'categoryId'])), false],
      ['topic created', async () => (ids.topic = await created(`/categories/${ids.category}/topics`, { topicName: 'Segitiga' }, ['topic', 'topicId'])), false],
      ['subtopic created', async () => (ids.subtopic = await created(`/topics/${ids.topic}/subtopics`, { subtopicName: 'Luas' }, ['subtopic', 'subtopicId'])), false],
      [
        'problem created, once per Idempotency-Key',
        async () => {
          const body = {
            subtopicId: ids.subtopic,
            type: 'input',
            questionText: 'Luas segitiga dengan alas $4$ dan tinggi $3$?',
            answer: '6',
            solutionText: 'Setengah alas kali tinggi. [teori_1]',
            videoLink: null,
            tag: 'Awal',
            hasSolution: true,
            isPublic: true,
            isPublished: true,
            theoryIds: [theoryId],
          };
          ids.problem = await created('/problems', body, ['problem', 'problemId'], { 'Idempotency-Key': 'buat-soal-1' });
          ids.body = JSON.stringify(body);
        },
        false,
      ],
      // New levels start unpublished.
      ['category published', () => admin200('PATCH', `/categories/${ids.category}`, { isPublished: true }), false],
      ['topic published', () => admin200('PATCH', `/topics/${ids.topic}`, { isPublished: true }), false],
      ['subtopic published', () => admin200('PATCH', `/subtopics/${ids.subtopic}`, { isPublished: true }), true],
      ['problem edited', () => admin200('PUT', `/problems/${ids.problem}`, { ...JSON.parse(ids.body!), tag: 'Diubah', version: 1 }), true],
      ['problem duplicated (a draft)', async () => (ids.copy = await created(`/problems/${ids.problem}/duplicate`, undefined, ['problem', 'problemId'], { 'Idempotency-Key': 'salin-1' })), false],
      ['problems published in bulk', () => admin200('POST', '/problems/bulk', { action: 'publish', selection: { problemIds: [ids.copy] } }), true],
      ['subtopic renamed', () => admin200('PATCH', `/subtopics/${ids.subtopic}`, { subtopicName: 'Luas Segitiga' }), true],
      ['topic renamed', () => admin200('PATCH', `/topics/${ids.topic}`, { topicName: 'Bangun Datar' }), true],
      ['category renamed', () => admin200('PATCH', `/categories/${ids.category}`, { categoryName: 'Geometri Datar' }), true],
      ['second subtopic created', async () => (ids.other = await created(`/topics/${ids.topic}/subtopics`, { subtopicName: 'Keliling' }, ['subtopic', 'subtopicId'])), false],
      ['second subtopic published', () => admin200('PATCH', `/subtopics/${ids.other}`, { isPublished: true }), false],
      ['problems moved in bulk', () => admin200('POST', '/problems/bulk', { action: 'move', selection: { problemIds: [ids.copy] }, subtopicId: ids.other }), true],
      ['subtopic moved', () => admin200('POST', `/subtopics/${ids.other}/move`, { direction: 'up' }), true],
      ['theory edited', () => admin200('PATCH', `/theories/${theoryId}`, { content: 'Rumus baru: $\\frac{1}{2}at$' }), false],
      [
        'problems put in difficulty order',
        async () => {
          const order = (await admin200('GET', `/subtopics/${ids.other}/difficulty-order`)) as { problems: { problemId: string }[] };
          const expected = order.problems.map((problem) => problem.problemId);
          return admin200('POST', `/subtopics/${ids.other}/difficulty-order`, { expected });
        },
        false,
      ],
      ['problems unpublished in bulk', () => admin200('POST', '/problems/bulk', { action: 'unpublish', selection: { problemIds: [ids.copy] } }), true],
      ['subtopic unpublished', () => admin200('PATCH', `/subtopics/${ids.subtopic}`, { isPublished: false }), true],
      ['subtopic published again', () => admin200('PATCH', `/subtopics/${ids.subtopic}`, { isPublished: true }), true],
      ['theory deleted', () => admin200('DELETE', `/theories/${theoryId}`), false],
      ['problem deleted', () => admin200('DELETE', `/problems/${ids.problem}`), true],
      ['problems deleted in bulk', () => admin200('POST', '/problems/bulk', { action: 'delete', selection: { problemIds: [ids.copy] } }), false],
      ['subtopic deleted', () => admin200('DELETE', `/subtopics/${ids.other}`), false],
      ['topic deleted', () => admin200('DELETE', `/topics/${ids.topic}`), false],
      ['category deleted', () => admin200('DELETE', `/categories/${ids.category}`), false],
    ];
    for (const [what, write, visible] of steps) {
      const before = await learnerView();
      await write();
      const rightAfter = await learnerView();
      t.contentChanges.contentChanged();
      const truth = await learnerView();
      expect(rightAfter, what).toEqual(truth);
      if (visible) expect(truth, `${what}: learners see it`).not.toEqual(before);
    }
  });
});
