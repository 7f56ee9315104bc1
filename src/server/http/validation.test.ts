import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../db/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let problemId: string;

beforeAll(async () => {
  t = await createTestApp();
  const path = await createPublishedPath(t.db);
  problemId = (await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Q', answer: 'ya' })).problemId;
});
afterAll(() => t.close());

describe('text that cannot be stored', () => {
  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s in an admin write with 400 and stores nothing', async (_name, text) => {
    const admin = await t.createSignedInUser('admin');
    const response = await t.request('POST', '/math/api/admin/categories', { cookie: admin.cookie, body: { categoryName: text, description: 'uji' } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ code: 'request.validation_failed', details: [{ path: 'categoryName', message: 'invalid_characters' }] });
    const list = await (await t.request('GET', '/math/api/admin/categories', { cookie: admin.cookie })).json();
    expect(list.categories).toEqual([expect.objectContaining({ categoryName: 'Aljabar' })]);
  });

  it('refuses a NUL byte in a learner answer and in a report with 400', async () => {
    const learner = await t.createSignedInUser();
    const check = await t.request('POST', `/math/api/problems/${problemId}/check`, { cookie: learner.cookie, body: { answer: 'y\u0000a' } });
    expect(check.status).toBe(400);
    const report = await t.request('POST', `/math/api/problems/${problemId}/reports`, {
      cookie: learner.cookie,
      body: { reportType: 'Saran Umum', reportContent: 'Detail laporan \u0000 yang cukup panjang' },
    });
    expect(report.status).toBe(400);
  });

  it.each([
    ['a search', '/math/api/admin/users?q=%00'],
    ['a problem search', '/math/api/admin/problems?q=a%00b'],
    ['a path parameter', '/math/api/admin/problems/PR-%00'],
  ])('refuses a NUL byte in %s with 400 (Postgres cannot compare text holding one)', async (_name, url) => {
    const admin = await t.createSignedInUser('admin');
    const response = await t.request('GET', url, { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'request.validation_failed', details: [{ message: 'invalid_characters' }] });
  });

  it('refuses a body nested deeper than any payload with 400 instead of exhausting the stack', async () => {
    const learner = await t.createSignedInUser();
    const depth = 200_000;
    const body = `{"answer":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const response = await t.request('POST', `/math/api/problems/${problemId}/check`, { cookie: learner.cookie, body });
    expect(response.status).toBe(400);
    expect((await response.json()).error.details).toEqual([expect.objectContaining({ message: 'too_deeply_nested' })]);
  });

  it('keeps accepting real emoji, which are surrogate pairs', async () => {
    const learner = await t.createSignedInUser();
    const check = await t.request('POST', `/math/api/problems/${problemId}/check`, { cookie: learner.cookie, body: { answer: 'ya 😀' } });
    expect(check.status).toBe(200);
  });
});
