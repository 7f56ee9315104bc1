import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, openPostgres } from '../db/client';
import { isDatabaseUnavailable } from '../http/error-handler';
import { createTestDatabase, type TestDatabase } from './test-db';
import { waitUntil } from './wait-until';

// The driver paths that crashed the process or hung when Postgres went away, each made
// deterministic (patches/postgres+3.4.10.patch, docs/decisions/010). Without the patch this file
// fails: the driver throws "Cannot read properties of null (reading 'write')" where no caller
// can catch it, and the last two tests hang.

let database: TestDatabase;
let killer: ReturnType<typeof openPostgres>;

beforeAll(async () => {
  database = await createTestDatabase();
  killer = openPostgres(database.url, { max: 1, onnotice: () => undefined });
});
afterAll(async () => {
  await killer.end({ timeout: 1 });
  await database.drop();
});

const terminate = (pid: number) => killer`select pg_terminate_backend(${pid})`;

describe('when the database drops a connection', () => {
  it('a transaction whose connection dies fails with a database-unavailable error, and the pool carries on', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const [row] = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      await terminate(row!.pid);
      await tx.execute(sql`select 1`);
    });
    const error: unknown = await transaction.catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await database.db.execute(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('a reserved connection whose backend dies rejects its queries and is not handed back (upstream #1208)', { timeout: 5000 }, async () => {
    const reserved = await database.sql.reserve();
    const [row] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
    await terminate(row!.pid);
    await expect(reserved`select 1`).rejects.toSatisfy(isDatabaseUnavailable);
    await expect(reserved`select 1`).rejects.toSatisfy(isDatabaseUnavailable);
    reserved.release();
    expect(await database.sql`select 1 as one`).toEqual([{ one: 1 }]);
  });

  // Issue 30: a connection whose backend was terminated mid-query kept the backend's 57P01 and
  // failed with it the first query of its next start, minutes later (upstream #1223).
  it('a connection terminated mid-query fails that query only, not the next one it serves', { timeout: 10_000 }, async () => {
    const single = openPostgres(database.url, { max: 1, onnotice: () => undefined });
    try {
      const [row] = await single<{ pid: number }[]>`select pg_backend_pid() as pid`;
      const running = single`select pg_sleep(5)`.catch((error: unknown) => error);
      await waitUntil(async () => (await killer`select 1 from pg_stat_activity where pid = ${row!.pid} and state = 'active'`).length === 1, 'the query to run');
      await terminate(row!.pid);
      expect(isDatabaseUnavailable(await running)).toBe(true);
      expect(await single`select 1 as one`).toEqual([{ one: 1 }]);
    } finally {
      await single.end({ timeout: 1 });
    }
  });
});

describe('when the server closes connections during start-up', () => {
  // A Postgres still starting up can close a new connection without a word.
  let server: net.Server;
  let connects = 0;
  beforeAll(async () => {
    server = net.createServer((socket) => {
      connects += 1;
      socket.once('data', () => socket.end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a query fails after one attempt instead of reconnecting in a loop', { timeout: 5000 }, async () => {
    const { port } = server.address() as net.AddressInfo;
    const starting = createDatabase(`postgres://u:p@127.0.0.1:${port}/d`, { maxConnections: 1 });
    try {
      await expect(starting.sql`select 1`).rejects.toSatisfy(isDatabaseUnavailable);
      expect(connects).toBe(1);
    } finally {
      await starting.close();
    }
  });
});
