import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTheoryCategory } from '../db/seed/theory-category';
import { inputProblemRequest, times } from './content-requests';
import { createTestApp, type TestApp } from './test-app';

// Every list here is made through the API, so it starts without the equal orders a factory
// leaves (sort_order 0 unless told).

const API = '/math/api/admin';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
});
afterAll(() => t.close());

type Reply = { status: number; body: Record<string, Record<string, string | number>> };

async function call(method: string, path: string, body?: unknown): Promise<Reply> {
  const response = await t.request(method, `${API}${path}`, { cookie: admin, body });
  return { status: response.status, body: await response.json() };
}

let made = 0;
const categoryBody = (name = `Kategori ${++made}`) => ({ categoryName: name, description: 'Deskripsi' });
const category = async (name?: string) => (await call('POST', '/categories', categoryBody(name))).body.category!.categoryId as string;
const topic = async (categoryId: string) => (await call('POST', `/categories/${categoryId}/topics`, { topicName: `Topik ${++made}` })).body.topic!.topicId as string;
const subtopic = async (topicId: string) =>
  (await call('POST', `/topics/${topicId}/subtopics`, { subtopicName: `Subtopik ${++made}` })).body.subtopic!.subtopicId as string;

// One list of each kind: where it is, how to add to it, how to move and delete one of its items,
// and its sort orders as stored.
type ListKind = {
  name: string;
  setUp: () => Promise<string>;
  create: (parent: string) => Promise<Reply>;
  codeOf: (reply: Reply) => string;
  move?: (code: string, direction: 'up' | 'down') => Promise<Reply>;
  remove: (code: string) => Promise<Reply>;
  orders: (parent: string) => Promise<number[]>;
};

const ordersOf = async (query: ReturnType<typeof sql>) => (await t.db.execute<{ sort_order: number }>(query)).map((row) => Number(row.sort_order));

let theorySubtopic: Promise<string> | undefined;
// 'List Teori' is made by the app (it refuses a category of that name through the API).
const theoryList = () => (theorySubtopic ??= ensureTheoryCategory(t.db).then(({ categoryId }) => topic(categoryId))).then(subtopic);

const kinds: ListKind[] = [
  {
    name: 'categories',
    setUp: async () => '',
    create: () => call('POST', '/categories', categoryBody()),
    codeOf: (reply) => reply.body.category!.categoryId as string,
    move: (code, direction) => call('POST', `/categories/${code}/move`, { direction }),
    remove: (code) => call('DELETE', `/categories/${code}`),
    orders: () => ordersOf(sql`select sort_order from categories`),
  },
  {
    name: 'topics',
    setUp: () => category(),
    create: (parent) => call('POST', `/categories/${parent}/topics`, { topicName: `Topik ${++made}` }),
    codeOf: (reply) => reply.body.topic!.topicId as string,
    move: (code, direction) => call('POST', `/topics/${code}/move`, { direction }),
    remove: (code) => call('DELETE', `/topics/${code}`),
    orders: (parent) => ordersOf(sql`select t.sort_order from topics t join categories c on c.id = t.category_id where c.category_id = ${parent}`),
  },
  {
    name: 'subtopics',
    setUp: async () => topic(await category()),
    create: (parent) => call('POST', `/topics/${parent}/subtopics`, { subtopicName: `Subtopik ${++made}` }),
    codeOf: (reply) => reply.body.subtopic!.subtopicId as string,
    move: (code, direction) => call('POST', `/subtopics/${code}/move`, { direction }),
    remove: (code) => call('DELETE', `/subtopics/${code}`),
    orders: (parent) => ordersOf(sql`select s.sort_order from subtopics s join topics t on t.id = s.topic_id where t.topic_id = ${parent}`),
  },
  {
    name: 'problems',
    setUp: async () => subtopic(await topic(await category())),
    create: (parent) => call('POST', '/problems', inputProblemRequest(parent, `Soal ${++made}`)),
    codeOf: (reply) => reply.body.problem!.problemId as string,
    remove: (code) => call('DELETE', `/problems/${code}`),
    orders: (parent) => ordersOf(sql`select p.sort_order from problems p join subtopics s on s.id = p.subtopic_id where s.subtopic_id = ${parent}`),
  },
  {
    name: 'theories',
    setUp: theoryList,
    create: (parent) => call('POST', '/theories', { subtopicId: parent, content: `Teori ${++made}` }),
    codeOf: (reply) => reply.body.theory!.theoryId as string,
    move: (code, direction) => call('POST', `/theories/${code}/move`, { direction }),
    remove: (code) => call('DELETE', `/theories/${code}`),
    orders: (parent) => ordersOf(sql`select th.sort_order from theories th join subtopics s on s.id = th.subtopic_id where s.subtopic_id = ${parent}`),
  },
];

const sorted = (orders: number[]) => [...orders].sort((left, right) => left - right);

describe('places in a list under concurrent writes', () => {
  it.each(kinds)('20 $name created at once take 20 different places after the last', async (kind) => {
    const parent = await kind.setUp();
    const before = await kind.orders(parent);
    const replies = await Promise.all(times(20, () => kind.create(parent)));
    expect(replies.map((reply) => reply.status)).toEqual(times(20, () => 201));
    const after = sorted(await kind.orders(parent));
    const first = before.length === 0 ? after[0]! : Math.max(...before) + 1;
    expect(after.slice(before.length)).toEqual(times(20, (index) => first + index));
  });

  it.each(kinds)('creates, moves and deletes of $name at once leave every place taken once', async (kind) => {
    const parent = await kind.setUp();
    const codes: string[] = [];
    for (let index = 0; index < 6; index += 1) codes.push(kind.codeOf(await kind.create(parent)));
    const before = (await kind.orders(parent)).length;
    // Three rounds, each of two moves, a delete and ten creates.
    for (let round = 0; round < 3; round += 1) {
      const [moved, removed] = [codes[round]!, codes.pop()!];
      const moves = kind.move ? [kind.move(moved, 'down'), kind.move(moved, 'up')] : [];
      const writes = [...moves, kind.remove(removed), ...times(10, () => kind.create(parent))];
      const statuses = (await Promise.all(writes)).map((reply) => reply.status);
      // The move up finds its item at the top (409) when it comes before the move down.
      expect(statuses.filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
    }
    const orders = await kind.orders(parent);
    expect(orders).toHaveLength(before + 3 * (10 - 1));
    expect(new Set(orders).size).toBe(orders.length);
  });
});
