import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../src/server/db/factories';
import { users } from '../src/server/db/schema';
import { createTestDatabase, type TestDatabase } from '../src/server/test/test-db';

const run = promisify(execFile);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const admin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
  });

describe('npm run admin', () => {
  it('promotes a learner to admin and demotes them back', async () => {
    const user = await createUserWithPassword(database.db, { email: 'guru@contoh.id', password: 'papan-tulis-hijau' });
    const promoted = await admin('promote', 'Guru@Contoh.id');
    expect(promoted.stdout).toContain('guru@contoh.id is now admin');
    expect((await database.db.select().from(users).where(eq(users.id, user.id)))[0]?.role).toBe('admin');

    await admin('demote', 'guru@contoh.id');
    expect((await database.db.select().from(users).where(eq(users.id, user.id)))[0]?.role).toBe('basic');
  });

  it('fails with a clear message for an unknown email', async () => {
    await expect(admin('promote', 'tidak-ada@contoh.id')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No user with email tidak-ada@contoh.id'),
    });
  });

  it('prints usage for an unknown command', async () => {
    await expect(admin('delete', 'x@contoh.id')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
