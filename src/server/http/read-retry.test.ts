import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { waitUntil } from '../test/wait-until';

// Issue 30: after pg_terminate_backend rounds, reads failed with 503: those in flight, and others
// minutes later on the connections they had been on (57P01). Reads must not notice either.

const POOL_SIZE = 5;
const READS = 8;

let t: TestApp;
let admin: postgres.Sql;
let learner: Awaited<ReturnType<TestApp['createSignedInUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = openPostgres(t.databaseUrl, { max: 1, onnotice: () => undefined });
  learner = await t.createSignedInUser();
});
afterAll(async () => {
  await admin.end({ timeout: 1 });
  await t.close();
});

// Several at once, GET and HEAD, more than the pool has connections.
function concurrentReads(): Promise<number[]> {
  const reads = Array.from({ length: READS }, (_, index) =>
    t.request(index % 2 === 0 ? 'GET' : 'HEAD', '/math/api/questions', { cookie: learner.cookie }).then((response) => response.status),
  );
  return Promise.all(reads);
}

const appConnections = (sql: postgres.TransactionSql) => sql`from pg_stat_activity
  where datname = current_database() and application_name like 'latihan-soal%' and pid <> pg_backend_pid()`;

// Reads caught mid-query (each waiting on a lock this connection holds) when an operator's
// `select pg_terminate_backend(pid) from pg_stat_activity where ...` ends every app connection
// (the pool's and the one listening for changes).
async function terminateWhileReading(): Promise<number[]> {
  let reads: Promise<number[]> | undefined;
  await admin.begin(async (tx) => {
    await tx`lock table user_questions in access exclusive mode`;
    reads = concurrentReads();
    await waitUntil(async () => (await tx`select 1 ${appConnections(tx)} and wait_event_type = 'Lock'`).length === POOL_SIZE, 'the reads to wait on the lock');
    const terminated = await tx`select pg_terminate_backend(pid) ${appConnections(tx)}`;
    expect(terminated.length).toBeGreaterThan(POOL_SIZE);
  });
  return reads!;
}

describe('when the database terminates the app connections', () => {
  it('reads in flight are answered, and so are reads after the pool sat idle, round after round', async () => {
    expect(await concurrentReads()).toEqual(Array(READS).fill(200));
    for (let round = 0; round < 3; round += 1) {
      expect(await terminateWhileReading()).toEqual(Array(READS).fill(200));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await concurrentReads()).toEqual(Array(READS).fill(200));
    }
  });
});
