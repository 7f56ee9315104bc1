import { randomUUID } from 'node:crypto';
import { count, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TYPES } from '../../core/reports';
import { THEORY_CATEGORY_NAME } from '../../core/theories';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTheory, createTopic } from '../db/factories';
import { assignments, categories, classes, problemImages, problemReports, problems, subtopics, theories, topics, userQuestions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: string;
let learner: string;
let photo: Buffer;
let teacher: string;
let classId: string;
let codes: { category: string; topic: string; subtopic: string; problem: string; theory: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  learner = (await t.createSignedInUser()).cookie;
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aaff' } }).jpeg().toBuffer();
  const path = await createPublishedPath(t.db);
  const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Berapa 1 + 1?', answer: '2' });
  const theoryCategory = await createCategory(t.db, { name: THEORY_CATEGORY_NAME });
  const theoryTopic = await createTopic(t.db, { categoryId: theoryCategory.id, name: 'Aljabar' });
  const theorySubtopic = await createSubtopic(t.db, { topicId: theoryTopic.id, name: 'Persamaan' });
  const theory = await createTheory(t.db, { subtopicId: theorySubtopic.id, content: 'Rumus' });
  teacher = (await t.createSignedInUser('teacher')).cookie;
  classId = (await (await t.request('POST', '/math/api/classes', { cookie: teacher, body: { name: 'X IPA 2' } })).json()).class.id;
  codes = { category: path.category.categoryId, topic: path.topic.topicId, subtopic: path.subtopic.subtopicId, problem: problem.problemId, theory: theory.theoryId };
});
afterAll(() => t.close());

const photoForm = () => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'soal.jpg');
  return form;
};

// `round` varies what must differ between two genuine creates (a learner's open report of one type).
type Case = { name: string; table: PgTable & { id: AnyColumn }; send: (key: string, round: number) => Promise<Response> };

const json = (url: string, body: unknown, cookie: string) => (key: string) =>
  t.request('POST', `/math/api${url}`, { cookie, body, headers: { 'idempotency-key': key } });

const cases: Case[] = [
  { name: 'a category', table: categories, send: (key) => json('/admin/categories', { categoryName: 'Baru', description: 'Kategori baru' }, admin)(key) },
  { name: 'a topic', table: topics, send: (key) => json(`/admin/categories/${codes.category}/topics`, { topicName: 'Baru' }, admin)(key) },
  { name: 'a subtopic', table: subtopics, send: (key) => json(`/admin/topics/${codes.topic}/subtopics`, { subtopicName: 'Baru' }, admin)(key) },
  {
    name: 'a problem',
    table: problems,
    send: (key) =>
      json(
        '/admin/problems',
        {
          subtopicId: codes.subtopic,
          type: 'input',
          questionText: 'Berapa 2 + 2?',
          answer: '4',
          solutionText: '',
          videoLink: '',
          tag: '',
          hasSolution: false,
          isPublic: false,
          theoryIds: [],
        },
        admin,
      )(key),
  },
  { name: 'a duplicated problem', table: problems, send: (key) => json(`/admin/problems/${codes.problem}/duplicate`, undefined, admin)(key) },
  { name: 'a duplicated theory', table: theories, send: (key) => json(`/admin/theories/${codes.theory}/duplicate`, undefined, admin)(key) },
  { name: 'a problem image', table: problemImages, send: (key) => t.upload('/math/api/admin/images', photoForm(), { cookie: admin, headers: { 'idempotency-key': key } }) },
  { name: 'a Tanya Soal photo', table: userQuestions, send: (key) => t.upload('/math/api/questions', photoForm(), { cookie: learner, headers: { 'idempotency-key': key } }) },
  // Issue 35: a teacher's class and an assignment.
  { name: 'a class', table: classes, send: (key) => json('/classes', { name: 'X IPA 3' }, teacher)(key) },
  {
    name: 'an assignment',
    table: assignments,
    send: (key) => json(`/classes/${classId}/assignments`, { title: 'Tugas 1', dueDate: '2099-12-31', dueTime: '23:59', closeAfterDue: false, problemIds: [codes.problem] }, teacher)(key),
  },
  {
    name: 'a problem report',
    table: problemReports,
    send: (key, round) =>
      json(`/problems/${codes.problem}/reports`, { reportType: REPORT_TYPES[round]!, reportContent: 'Kalimat soal ambigu sekali.' }, learner)(key),
  },
];

const rowsIn = async (table: Case['table']) => (await t.db.select({ value: count() }).from(table))[0]!.value;

describe('every create answers a repeated Idempotency-Key with its first response', () => {
  it.each(cases)('$name sent twice, and twice more at once, is made once each time', async ({ table, send }) => {
    const before = await rowsIn(table);
    const key = randomUUID();
    const first = await send(key, 0);
    const firstBody = await first.json();
    expect(first.status, JSON.stringify(firstBody)).toBe(201);
    const again = await send(key, 0);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(firstBody);
    expect(await rowsIn(table)).toBe(before + 1);

    const raceKey = randomUUID();
    const raced = await Promise.all([send(raceKey, 1), send(raceKey, 1)]);
    const bodies = await Promise.all(raced.map((response) => response.json()));
    expect(raced.map((response) => response.status)).toEqual([201, 201]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(await rowsIn(table)).toBe(before + 2);
  });
});
