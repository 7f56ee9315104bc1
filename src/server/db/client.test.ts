import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { describe, expect, it } from 'vitest';
import { announceWrites, createDatabase, isAdminListWrite, isContentWrite, isSessionWrite, openPostgres, postgresTarget } from './client';
import { createPublishedPath } from './factories';
import * as schema from './schema';
import { subtopics, users } from './schema';
import { createTestDatabase } from '../test/test-db';

describe('postgresTarget', () => {
  it('reads a Unix socket directory from ?host= as libpq does, and leaves it out of the URL', () => {
    expect(postgresTarget('postgres://u:p@127.0.0.1:5433/db?host=%2Ftmp%2Fpg%20x')).toEqual({ url: 'postgres://u:p@127.0.0.1:5433/db', path: '/tmp/pg x/.s.PGSQL.5433' });
    expect(postgresTarget('postgres://u:p@localhost/db?host=/run/postgresql&sslmode=disable')).toEqual({
      url: 'postgres://u:p@localhost/db?sslmode=disable',
      path: '/run/postgresql/.s.PGSQL.5432',
    });
  });

  it('leaves a TCP URL as it is', () => {
    expect(postgresTarget('postgres://u:p@db.example:5432/db')).toEqual({ url: 'postgres://u:p@db.example:5432/db' });
    expect(postgresTarget('postgres://u:p@db.example:5432/db?host=db2.example')).toEqual({ url: 'postgres://u:p@db.example:5432/db?host=db2.example' });
  });
});

describe('createDatabase', () => {
  it('runs a prepared statement without parameters as a prepared statement (planned once), not by the simple protocol', async () => {
    const test = await createTestDatabase();
    const database = createDatabase(test.url, { maxConnections: 1 });
    try {
      for (let i = 0; i < 3; i += 1) await database.sql.unsafe('select count(*) from categories', [], { prepare: true });
      const [row] = await database.sql<{ plans: number }[]>`
        select (generic_plans + custom_plans)::int as plans from pg_prepared_statements where statement = 'select count(*) from categories'`;
      // Three executions of one statement prepared on this connection; by the simple protocol
      // there would be no prepared statement at all.
      expect(row?.plans).toBe(3);
    } finally {
      await database.close();
      await test.drop();
    }
  });
});

describe('isSessionWrite', () => {
  // As drizzle, better-auth and our own SQL write them: true for what may end a session or change
  // what a guard reads; false for a learner's XP and answers seen, a sign-in, reads.
  const cases: [string, boolean][] = [
    ['delete from "sessions" where "sessions"."token" = $1', true],
    ['update "sessions" set "expires_at" = $1, "updated_at" = $2 where "sessions"."token" = $3', true],
    ['delete from "users" where "users"."id" = $1 returning "id"', true],
    ['update "users" set "role" = $1, "updated_at" = $2 where "users"."id" = $3 returning "id", "email"', true],
    ['update "users" set "email" = $1 where "users"."id" = $2', true],
    ['  UPDATE users SET role = $1 WHERE id = $2', true],
    ['truncate sessions cascade', true],
    ['update "users" set "questions_seen_at" = $1 where "users"."id" = $2', false],
    ['update "users" set "email_verified" = $1, "updated_at" = $2 where "users"."id" = $3 returning "role", "email"', false],
    ['insert into "sessions" ("id", "token", "user_id", "expires_at") values ($1, $2, $3, $4)', false],
    ['with progress as (insert into user_progress (user_id) values ($1) returning 1), xp as (update users set xp_total = xp_total + $2 where id = $1) select 1', false],
    ['select "users"."id", "users"."email", "users"."role" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"', false],
    ['update "user_sessions_log" set "role" = $1', false],
  ];
  it.each(cases)('%s: %s', (text, expected) => {
    expect(isSessionWrite(text)).toBe(expected);
  });
});

describe('isAdminListWrite', () => {
  // What the admin lists show beside content and users (migration 0011): reports, uploaded
  // questions, the item figures' refresh; not reads, and not tables that only share a prefix.
  const cases: [string, boolean][] = [
    ['insert into "problem_reports" ("report_id", "user_id") values ($1, $2) returning "id"', true],
    ['update "problem_reports" set "report_status" = $1 where "problem_reports"."report_id" = $2', true],
    ['update "user_questions" set "status" = $1 where "user_questions"."user_question_id" = $2', true],
    ['update item_stats_refreshes set refreshed_at = now() where id = 1', true],
    ['delete from problem_reports', true],
    ['truncate table user_questions', true],
    ['select "report_id" from "problem_reports"', false],
    ['update "problem_reports_archive" set "x" = 1', false],
    ['update "users" set "questions_seen_at" = $1 where "users"."id" = $2', false],
  ];
  it.each(cases)('%s: %s', (text, expected) => {
    expect(isAdminListWrite(text)).toBe(expected);
  });
});

describe('announceWrites', () => {
  it('counts a content write made through this handle once it succeeded, or once its transaction committed', async () => {
    const test = await createTestDatabase();
    const sql = openPostgres(test.url, { max: 2, onnotice: () => undefined });
    let changes = 0;
    announceWrites(sql, [{ matches: isContentWrite, changed: () => (changes += 1) }]);
    const db = drizzle(sql, { schema, casing: 'snake_case' });
    try {
      const { subtopic } = await createPublishedPath(db);
      expect(changes).toBe(3);
      const counted = async (write: () => Promise<unknown>) => {
        const before = changes;
        await write().catch(() => undefined);
        return changes - before;
      };
      expect(await counted(() => db.update(subtopics).set({ subtopicName: 'Baru' }).where(eq(subtopics.id, subtopic.id)))).toBe(1);
      // drizzle reads rows with .values(): the hook keeps its results as they were.
      expect(await db.update(subtopics).set({ sortOrder: 2 }).where(eq(subtopics.id, subtopic.id)).returning({ name: subtopics.subtopicName })).toEqual([{ name: 'Baru' }]);
      expect(await counted(() => db.select().from(subtopics))).toBe(0);
      expect(await counted(() => db.update(users).set({ name: 'x' }).where(eq(users.id, 'nobody')))).toBe(0);
      expect(await counted(() => sql.unsafe(`\n  update problems p set sort_order = 1 where p.id = -1`))).toBe(1);
      // A failed write changed nothing.
      expect(await counted(() => sql.unsafe(`update subtopics set no_such_column = 1`))).toBe(0);
      let inside = -1;
      expect(
        await counted(() =>
          db.transaction(async (tx) => {
            await tx.update(subtopics).set({ subtopicName: 'Dalam transaksi' }).where(eq(subtopics.id, subtopic.id));
            inside = changes;
          }),
        ),
      ).toBe(1);
      // Not before the commit: a read in between could still see the old row.
      expect(inside).toBe(changes - 1);
      expect(
        await counted(() =>
          db.transaction(async (tx) => {
            await tx.update(subtopics).set({ subtopicName: 'Dibatalkan' }).where(eq(subtopics.id, subtopic.id));
            throw new Error('rolled back on purpose');
          }),
        ),
      ).toBe(0);
      // A write in a savepoint (a create under its idempotency key) counts once the outer commits.
      expect(
        await counted(() =>
          db.transaction((tx) => tx.transaction((inner) => inner.update(subtopics).set({ subtopicName: 'Dalam savepoint' }).where(eq(subtopics.id, subtopic.id)))),
        ),
      ).toBe(1);
    } finally {
      await sql.end({ timeout: 1 });
      await test.drop();
    }
  });
});
