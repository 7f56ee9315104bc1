import { eq, sql } from 'drizzle-orm';
import { THEORY_CATEGORY_NAME } from '../../../core/theories';
import { categories } from '../schema';
import { insertWithUniqueCode, type Writer } from '../unique-code';

/**
 * Spec 3 needs a category 'List Teori' for the theories; the app makes it when it is missing
 * (issue 31), unpublished and last. Idempotent and safe with several instances starting at once:
 * the unique partial index on the marker lets one insert win and the others do nothing.
 * Answers its ids and whether this call made it.
 */
export async function ensureTheoryCategory(db: Writer): Promise<{ id: number; categoryId: string; created: boolean }> {
  const created = await insertWithUniqueCode(db, 'category', async (tx, code) => {
    const rows = await tx
      .insert(categories)
      .values({
        categoryId: code,
        categoryName: THEORY_CATEGORY_NAME,
        sortOrder: sql`(select coalesce(max(${categories.sortOrder}), -1) + 1 from ${categories})`,
        isTheoryList: true,
      })
      .onConflictDoNothing({ target: categories.isTheoryList, where: sql`${categories.isTheoryList}` })
      .returning({ id: categories.id, categoryId: categories.categoryId });
    return rows[0];
  });
  if (created) return { ...created, created: true };
  const [existing] = await db.select({ id: categories.id, categoryId: categories.categoryId }).from(categories).where(eq(categories.isTheoryList, true));
  return { ...existing!, created: false };
}
