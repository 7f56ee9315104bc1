import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../db/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { waitUntil } from '../test/wait-until';

// The guests' problem page is held as sent (http/held-responses.ts): the same bytes for every
// guest until content changes, never a learner's page, never an error.
let t: TestApp;
let url: string;
let problemId: string;

beforeAll(async () => {
  t = await createTestApp();
  const path = await createPublishedPath(t.db);
  const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: `Berapa $2 + 3$? ${'Jelaskan. '.repeat(150)}`, answer: '5', isPublic: true });
  problemId = problem.problemId;
  url = `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}/problems/${problemId}`;
  await waitUntil(() => t.contentChanges.live, 'the listener');
});
afterAll(() => t.close());

const guestPage = async (headers: Record<string, string> = {}) => {
  const response = await t.request('GET', url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
  return { status: response.status, encoding: response.headers.get('content-encoding'), page: JSON.parse(text) as { problem: { questionText?: string; questionHtml?: string } } & Record<string, unknown> };
};

describe("guests' problem pages held as sent", () => {
  it('answers gzip and identity alike, and an admin edit reaches the next guest at once', async () => {
    const plain = await guestPage();
    const zipped = await guestPage({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeNull();
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.page).toEqual(plain.page);
    expect(JSON.stringify(plain.page)).toContain('Berapa');

    const admin = (await t.createSignedInUser('admin')).cookie;
    const current = (await (await t.request('GET', `/math/api/admin/problems/${problemId}`, { cookie: admin })).json()) as { problem: Record<string, unknown> };
    const { problemId: _code, subtopic: _subtopic, ...editable } = current.problem as Record<string, unknown>;
    void _code;
    void _subtopic;
    const edited = await t.request('PUT', `/math/api/admin/problems/${problemId}`, { cookie: admin, body: { ...editable, questionText: 'Berapa $7 + 8$?' } });
    expect(edited.status, await edited.clone().text()).toBe(200);

    const after = await guestPage({ 'accept-encoding': 'gzip' });
    expect(JSON.stringify(after.page)).toContain('<mn>7</mn>');
    expect(JSON.stringify(after.page)).not.toContain('Jelaskan');
  });

  it("holds no learner's page and no error", async () => {
    const learner = (await t.createSignedInUser('basic')).cookie;
    await t.request('POST', `/math/api/problems/${problemId}/check`, { cookie: learner, body: { answer: '15' } });
    // The page is the one everyone gets; the learner's own part is their own request, never held.
    const theirs = (await (await t.request('GET', `${url}/progress`, { cookie: learner })).json()) as { progress: unknown };
    expect(theirs.progress).not.toBeNull();
    expect(((await (await t.request('GET', url, { cookie: learner })).json()) as { progress: unknown }).progress).toBeNull();
    const guest = await guestPage();
    expect(guest.page.progress ?? null).toBeNull();
    const missing = await t.request('GET', url.replace(problemId, 'PR-TIDAKADA'));
    expect(missing.status).toBe(404);
  });
});
