import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignment, createClass, dueIn, getJson, mcqProblems } from '../../test/classes';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 51.6: the teacher's pages word due times on the server's clock, as the learners' pages and
// the tryout timer do; each answer carries it.
const NOW = new Date('2026-12-07T03:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
});
afterAll(() => t.close());

describe("the teacher's pages carry the server's clock", () => {
  it('the class page and an assignment report say what time the server has', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const owned = await createClass(t, teacher.cookie);
    const [problem] = await mcqProblems(t, 1);
    const assignment = await createAssignment(t, teacher.cookie, owned.id, { ...dueIn(24, NOW), problemIds: [problem!.problemId] });
    expect((await getJson(t, teacher.cookie, `/classes/${owned.id}`)).body.serverNow).toBe(NOW.toISOString());
    expect((await getJson(t, teacher.cookie, `/assignments/${assignment.id}/report`)).body.serverNow).toBe(NOW.toISOString());
  });
});
