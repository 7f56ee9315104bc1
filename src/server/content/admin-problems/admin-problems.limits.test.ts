import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TEXT_MAX_LENGTH } from '../../../core/problem-editor';
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
  path = await createPublishedPath(t.db);
});
afterAll(() => t.close());

const draft = (questionText: string) => ({ subtopicId: path.subtopic.subtopicId, type: 'input', questionText, answer: '2', theoryIds: [] });

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const { error } = await response.json();
  return (error.details as { path: string; message: string }[]).map(({ path: field, message }) => ({ path: field, message }));
}

describe('a question text over the limit', () => {
  const tooLong = 'x'.repeat(QUESTION_TEXT_MAX_LENGTH + 1);

  it('is refused on create, not cut', async () => {
    expect(await refusal(await t.request('POST', API, { cookie: admin, body: draft(tooLong) }))).toEqual([{ path: 'questionText', message: 'too_long' }]);
    expect((await t.request('POST', API, { cookie: admin, body: draft('x'.repeat(QUESTION_TEXT_MAX_LENGTH)) })).status).toBe(201);
  });

  it('is refused on save, and the stored text stays', async () => {
    const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Berapakah $1 + 1$?', answer: '2' });
    const response = await t.request('PUT', `${API}/${problem.problemId}`, { cookie: admin, body: { ...draft(tooLong), version: 1 } });
    expect(await refusal(response)).toEqual([{ path: 'questionText', message: 'too_long' }]);
    const [stored] = await t.db.select({ questionText: problems.questionText }).from(problems).where(eq(problems.problemId, problem.problemId));
    expect(stored?.questionText).toBe('Berapakah $1 + 1$?');
  });
});
