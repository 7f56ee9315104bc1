import { and, sql } from 'drizzle-orm';
import { problems } from '../../db/schema';
import type { Writer } from '../../db/unique-code';
import { beforeProblemsChange } from '../../learning';
import type { ProblemIds } from './admin-problems.deletion.repository';

export async function existingCodes(writer: Writer, codes: string[]): Promise<Set<string>> {
  const rows = await writer.execute<{ problem_id: string }>(sql`select ${problems.problemId} from ${problems} where ${problems.problemId} in ${codes}`);
  return new Set(rows.map((row) => row.problem_id));
}

// Only rows that change are written; each gets a new version, so an editor still open on one
// of them is told another admin changed it rather than saving its old state over this.
export async function setPublished(writer: Writer, ids: ProblemIds, isPublished: boolean) {
  await beforeProblemsChange(writer, ids, { isPublished });
  await writer
    .update(problems)
    .set({ isPublished, version: sql`${problems.version} + 1`, updatedAt: sql`now()` })
    .where(and(sql`${problems.id} in (${ids})`, sql`${problems.isPublished} <> ${isPublished}`));
}

/**
 * Moves the problems to the end of the target subtopic, in their current order (by subtopic,
 * then their place in it); those already there keep their place. The caller holds the target's
 * list lock (lockSubtopic), so no create or move reads the same last place meanwhile.
 */
export async function moveToSubtopic(writer: Writer, ids: ProblemIds, subtopicInternalId: number) {
  await beforeProblemsChange(writer, ids, { subtopicId: subtopicInternalId });
  await writer.execute(sql`
    update ${problems} set
      subtopic_id = ${subtopicInternalId},
      sort_order = moved.next_order,
      version = ${problems.version} + 1,
      updated_at = now()
    from (
      select p.id,
        (select coalesce(max(t.sort_order), 0) from ${problems} t where t.subtopic_id = ${subtopicInternalId})
          + row_number() over (order by p.subtopic_id, p.sort_order, p.id) as next_order
      from ${problems} p
      where p.id in (${ids}) and p.subtopic_id <> ${subtopicInternalId}
    ) moved
    where ${problems.id} = moved.id`);
}
