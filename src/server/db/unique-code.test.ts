import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createCategory } from './factories';
import { categories, users } from './schema';
import { insertWithUniqueCode } from './unique-code';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('insertWithUniqueCode', () => {
  it('draws a new code when the first one collides, inside an outer transaction too', async () => {
    const existing = await createCategory(database.db, { name: 'Ada' });
    const codes = [existing.categoryId, 'CA-NEWCODE1'];
    const created = await database.db.transaction(async (outer) =>
      insertWithUniqueCode(
        outer,
        'category',
        async (tx, code) => (await tx.insert(categories).values({ categoryId: code, categoryName: 'Baru' }).returning())[0]!,
        () => codes.shift()!,
      ),
    );
    expect(created.categoryId).toBe('CA-NEWCODE1');
    expect(await database.db.select().from(categories).where(eq(categories.categoryName, 'Baru'))).toHaveLength(1);
  });

  it('gives up after five collisions with the database error', async () => {
    const existing = await createCategory(database.db, { name: 'Selalu Sama' });
    await expect(
      insertWithUniqueCode(
        database.db,
        'category',
        (tx, code) => tx.insert(categories).values({ categoryId: code, categoryName: 'Tidak Pernah' }),
        () => existing.categoryId,
      ),
    ).rejects.toThrow();
  });

  it('does not retry other unique violations', async () => {
    let calls = 0;
    await database.db.insert(users).values({ id: 'u-dup', email: 'dup@contoh.id' });
    await expect(
      insertWithUniqueCode(database.db, 'category', async (tx) => {
        calls += 1;
        await tx.insert(users).values({ id: 'u-dup-2', email: 'dup@contoh.id' });
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it('the database refuses a malformed code', async () => {
    await expect(database.db.insert(categories).values({ categoryId: 'CA-lower123', categoryName: 'x' })).rejects.toThrow();
  });
});
