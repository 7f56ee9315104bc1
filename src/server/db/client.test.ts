import { describe, expect, it } from 'vitest';
import { createDatabase, postgresTarget } from './client';
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
