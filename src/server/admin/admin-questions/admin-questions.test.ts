import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../../core/moderation';
import { generatePublicCode } from '../../../core/public-code';
import type { QuestionStatus } from '../../../core/question-status';
import { createProblem, createPublishedPath } from '../../db/factories';
import { userQuestions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createSignedInUser']>>;
let problemCode: string;

const LIST_URL = '/math/api/admin/user-questions';
const patchUrl = (userQuestionId: string) => `${LIST_URL}/${userQuestionId}`;

// Rows written directly, with the upload time each test needs; the photo itself is not read.
async function insertQuestion(userId: string | null, createdAt: Date, status: QuestionStatus = 'pending') {
  const userQuestionId = generatePublicCode('userQuestion');
  await t.db.insert(userQuestions).values({ userQuestionId, userId, imageUrl: `questions/${userQuestionId}.jpg`, status, createdAt });
  return userQuestionId;
}

async function rowOf(userQuestionId: string) {
  const [row] = await t.db.select().from(userQuestions).where(eq(userQuestions.userQuestionId, userQuestionId));
  return row!;
}

function moderate(userQuestionId: string, body: unknown) {
  return t.request('PATCH', patchUrl(userQuestionId), { cookie: admin.cookie, body });
}

async function listAsAdmin(query = '') {
  const response = await t.request('GET', `${LIST_URL}${query}`, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return response.json();
}

async function unseenCount(cookie: string) {
  const { user } = await (await t.request('GET', '/math/api/me', { cookie })).json();
  return user.unseenAnsweredQuestions as number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createSignedInUser('admin');
  const path = await createPublishedPath(t.db);
  problemCode = (await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Q', answer: '5' })).problemId;
});
afterAll(() => t.close());

describe('the admin list of user questions', () => {
  beforeEach(async () => {
    await t.db.delete(userQuestions);
  });

  it('shows the queue oldest first, with the reporter, the photo route and counts per status', async () => {
    const learner = await t.createSignedInUser();
    const newest = await insertQuestion(learner.id, new Date('2026-11-03T08:00:00Z'));
    const oldest = await insertQuestion(learner.id, new Date('2026-11-01T08:00:00Z'), 'answerable');
    const middle = await insertQuestion(learner.id, new Date('2026-11-02T08:00:00Z'), 'not_answerable');
    const body = await listAsAdmin();
    expect(body.questions.map((question: { userQuestionId: string }) => question.userQuestionId)).toEqual([oldest, middle, newest]);
    expect(body.questions[0]).toEqual({
      userQuestionId: oldest,
      createdAt: '2026-11-01T08:00:00.000Z',
      reporterEmail: learner.email,
      status: 'answerable',
      imageUrl: `/math/api/questions/${oldest}/image`,
      adminReason: null,
      problemId: null,
      simpleAnswer: null,
      answeredAt: null,
    });
    expect(body.counts).toEqual({ total: 3, byStatus: { pending: 1, answerable: 1, not_answerable: 1, resolved: 0 } });
    expect((await t.request('GET', body.questions[0].imageUrl, { cookie: admin.cookie })).status).toBe(404);
  });

  it('filters by status and keeps the counts of the whole queue', async () => {
    const learner = await t.createSignedInUser();
    await insertQuestion(learner.id, new Date('2026-11-01T08:00:00Z'));
    const refused = await insertQuestion(learner.id, new Date('2026-11-02T08:00:00Z'), 'not_answerable');
    const body = await listAsAdmin('?status=not_answerable');
    expect(body.questions.map((question: { userQuestionId: string }) => question.userQuestionId)).toEqual([refused]);
    expect(body.counts.total).toBe(2);
    expect((await t.request('GET', `${LIST_URL}?status=closed`, { cookie: admin.cookie })).status).toBe(400);
  });

  it('pages through the queue without overlap, even when uploads share a time', async () => {
    const learner = await t.createSignedInUser();
    const sameTime = new Date('2026-11-01T08:00:00Z');
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push(await insertQuestion(learner.id, sameTime));
    const first = await listAsAdmin('?pageSize=2');
    const second = await listAsAdmin('?pageSize=2&page=2');
    const third = await listAsAdmin('?pageSize=2&page=3');
    const seen = [first, second, third].flatMap((page) => page.questions.map((question: { userQuestionId: string }) => question.userQuestionId));
    expect(seen).toEqual(codes);
    expect([first.pageInfo.hasMore, second.pageInfo.hasMore, third.pageInfo.hasMore]).toEqual([true, true, false]);
  });

  it("shows a deleted learner's question with no reporter email (the page says 'User Dihapus')", async () => {
    const learner = await t.createSignedInUser();
    const code = await insertQuestion(learner.id, new Date('2026-11-01T08:00:00Z'));
    await t.db.delete(users).where(eq(users.id, learner.id));
    const body = await listAsAdmin();
    expect(body.questions).toEqual([expect.objectContaining({ userQuestionId: code, reporterEmail: null })]);
  });
});

describe('moderating a question', () => {
  it('resolves with a problem id and a short answer, and the learner sees both', async () => {
    const learner = await t.createSignedInUser();
    const code = await insertQuestion(learner.id, new Date());
    const response = await moderate(code, { status: 'resolved', problemId: ` ${problemCode.toLowerCase()} `, simpleAnswer: '$x = 5$', adminReason: 'sisa ketikan' });
    expect(response.status).toBe(200);
    const { question } = await response.json();
    expect(question).toMatchObject({ userQuestionId: code, status: 'resolved', problemId: problemCode, simpleAnswer: '$x = 5$', adminReason: null });
    const { questions } = await (await t.request('GET', '/math/api/questions', { cookie: learner.cookie })).json();
    expect(questions[0]).toMatchObject({ status: 'resolved', problemLink: expect.objectContaining({ problemId: problemCode }) });
    expect(questions[0].simpleAnswerHtml).toContain('katex');
  });

  it.each([
    ['resolved without anything', { status: 'resolved' }, [['problemId', MODERATION_MESSAGES.resolvedNeedsProblemAndAnswer], ['simpleAnswer', MODERATION_MESSAGES.resolvedNeedsProblemAndAnswer]]],
    ['resolved without a short answer', { status: 'resolved', problemId: 'PR-ABCDEFGH' }, [['simpleAnswer', MODERATION_MESSAGES.resolvedNeedsProblemAndAnswer]]],
    ['resolved without a problem id', { status: 'resolved', simpleAnswer: '5' }, [['problemId', MODERATION_MESSAGES.resolvedNeedsProblemAndAnswer]]],
    ['resolved with a problem id that does not exist', { status: 'resolved', problemId: 'PR-ZZZZZZZZ', simpleAnswer: '5' }, [['problemId', MODERATION_MESSAGES.unknownProblem]]],
    ['not_answerable without a reason', { status: 'not_answerable', adminReason: '  ' }, [['adminReason', MODERATION_MESSAGES.refusedNeedsReason]]],
  ])('refuses %s and changes nothing', async (_name, body, issues) => {
    const learner = await t.createSignedInUser();
    const code = await insertQuestion(learner.id, new Date());
    const response = await moderate(code, body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.details.map((issue: { path: string; message: string }) => [issue.path, issue.message])).toEqual(issues);
    expect(await rowOf(code)).toMatchObject({ status: 'pending', problemId: null, simpleAnswer: null, adminReason: null, answeredAt: null });
  });

  it('refuses a reason longer than the database allows', async () => {
    const learner = await t.createSignedInUser();
    const code = await insertQuestion(learner.id, new Date());
    const response = await moderate(code, { status: 'not_answerable', adminReason: 'x'.repeat(2001) });
    expect(response.status).toBe(400);
  });

  it('clears the answer when the status moves away from resolved, and the reason when it moves away from not_answerable', async () => {
    const learner = await t.createSignedInUser();
    const code = await insertQuestion(learner.id, new Date());
    expect((await moderate(code, { status: 'resolved', problemId: problemCode, simpleAnswer: '5' })).status).toBe(200);
    expect((await moderate(code, { status: 'not_answerable', adminReason: 'Foto buram', problemId: problemCode, simpleAnswer: '5' })).status).toBe(200);
    expect(await rowOf(code)).toMatchObject({ status: 'not_answerable', adminReason: 'Foto buram', problemId: null, simpleAnswer: null });
    expect((await moderate(code, { status: 'answerable', adminReason: 'Foto buram' })).status).toBe(200);
    expect(await rowOf(code)).toMatchObject({ status: 'answerable', adminReason: null, problemId: null, simpleAnswer: null });
  });

  it('records when the learner was answered, keeps it on an identical save and clears it when reopened', async () => {
    const learner = await t.createSignedInUser();
    const code = await insertQuestion(learner.id, new Date());
    await moderate(code, { status: 'answerable' });
    expect((await rowOf(code)).answeredAt).toBeNull();
    await moderate(code, { status: 'resolved', problemId: problemCode, simpleAnswer: '5' });
    const answeredAt = (await rowOf(code)).answeredAt;
    expect(answeredAt).toBeInstanceOf(Date);
    await moderate(code, { status: 'resolved', problemId: problemCode, simpleAnswer: '5' });
    expect((await rowOf(code)).answeredAt).toEqual(answeredAt);
    await moderate(code, { status: 'resolved', problemId: problemCode, simpleAnswer: '6' });
    expect((await rowOf(code)).answeredAt!.getTime()).toBeGreaterThan(answeredAt!.getTime());
    await moderate(code, { status: 'pending' });
    expect((await rowOf(code)).answeredAt).toBeNull();
  });

  it('answers 404 for an unknown question', async () => {
    const response = await moderate('UQ-ZZZZZZZZ', { status: 'pending' });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('admin.question_not_found');
  });
});

describe('the learner hears back', () => {
  it('counts answers since the last visit to Tanya Soal, and the visit clears the count', async () => {
    const learner = await t.createSignedInUser();
    const first = await insertQuestion(learner.id, new Date());
    const second = await insertQuestion(learner.id, new Date());
    expect(await unseenCount(learner.cookie)).toBe(0);
    await moderate(first, { status: 'resolved', problemId: problemCode, simpleAnswer: '5' });
    await moderate(second, { status: 'not_answerable', adminReason: 'Foto buram' });
    expect(await unseenCount(learner.cookie)).toBe(2);

    const firstVisit = await (await t.request('POST', '/math/api/questions/seen', { cookie: learner.cookie })).json();
    expect(firstVisit.previousSeenAt).toBeNull();
    expect(await unseenCount(learner.cookie)).toBe(0);
    const { questions } = await (await t.request('GET', '/math/api/questions', { cookie: learner.cookie })).json();
    for (const question of questions) expect(new Date(question.answeredAt).getTime()).toBeLessThanOrEqual(new Date(firstVisit.seenAt).getTime());

    await moderate(first, { status: 'resolved', problemId: problemCode, simpleAnswer: '$x = 5$' });
    expect(await unseenCount(learner.cookie)).toBe(1);
    const secondVisit = await (await t.request('POST', '/math/api/questions/seen', { cookie: learner.cookie })).json();
    expect(secondVisit.previousSeenAt).toBe(firstVisit.seenAt);
    const changed = (await (await t.request('GET', '/math/api/questions', { cookie: learner.cookie })).json()).questions.filter(
      (question: { answeredAt: string | null }) => question.answeredAt && question.answeredAt > secondVisit.previousSeenAt,
    );
    expect(changed.map((question: { userQuestionId: string }) => question.userQuestionId)).toEqual([first]);
    expect(await unseenCount(learner.cookie)).toBe(0);
  });

  it("counts only the learner's own questions", async () => {
    const learner = await t.createSignedInUser();
    const other = await t.createSignedInUser();
    await moderate(await insertQuestion(other.id, new Date()), { status: 'not_answerable', adminReason: 'Foto buram' });
    expect(await unseenCount(learner.cookie)).toBe(0);
    expect(await unseenCount(other.cookie)).toBe(1);
  });
});

describe('preview of a short answer', () => {
  it('renders maths between dollar signs as the learner will see it, without script', async () => {
    const response = await t.request('POST', '/math/api/admin/preview/simple-answer', { cookie: admin.cookie, body: { text: '$x = 5$ <script>alert(1)</script>' } });
    expect(response.status).toBe(200);
    const { html } = await response.json();
    expect(html).toContain('katex');
    expect(html).not.toContain('<script');
  });
});

describe('who may moderate', () => {
  it('refuses guests (401) and learners (403)', async () => {
    const learner = await t.createSignedInUser();
    const code = await insertQuestion(learner.id, new Date());
    for (const [cookie, status] of [[undefined, 401], [learner.cookie, 403]] as const) {
      expect((await t.request('GET', LIST_URL, { cookie })).status).toBe(status);
      expect((await t.request('PATCH', patchUrl(code), { cookie, body: { status: 'answerable' } })).status).toBe(status);
      expect((await t.request('POST', '/math/api/admin/preview/simple-answer', { cookie, body: { text: 'x' } })).status).toBe(status);
    }
    expect((await rowOf(code)).status).toBe('pending');
    expect((await t.request('POST', '/math/api/questions/seen')).status).toBe(401);
  });
});
