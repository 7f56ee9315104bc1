import { sql } from 'drizzle-orm';
import { ITEM_ANALYTICS } from '../../../core/item-analytics';
import type { Database } from '../../db/client';

export type TWrongAnswerGroup = { answer: unknown; count: number };

// Wrong answers to some problems, grouped as stored, by problem: all learners' (an author's item
// analytics, issue 15) or only some learners' (a teacher's class, issue 35), all time or the last
// ITEM_ANALYTICS.recentDays. topWrongAnswers() in core/item-analytics.ts merges groups that mean
// the same. Given learners (a class), the problems' attempts are read by problem and kept when the
// learner is one of them (a hash of the list): a bitmap of the learners' own attempts (26,000 index
// entries for the bench's class with the learner of 10,000 attempts in it) cost more than the
// problems' few hundred rows (decision 062).
export async function wrongAnswerGroups(
  db: Database,
  { problemIds, learnerIds, recentOnly = false }: { problemIds: readonly number[]; learnerIds?: readonly string[]; recentOnly?: boolean },
): Promise<Map<number, TWrongAnswerGroup[]>> {
  const byProblem = new Map<number, TWrongAnswerGroup[]>();
  if (problemIds.length === 0 || learnerIds?.length === 0) return byProblem;
  const rows = await db.execute<{ problem_id: number; answer: string; count: number }>(sql`
    select problem_id, answer::text as answer, count(*)::int as count
    from problem_attempts
    where problem_id = any(${sql.param([...problemIds])}::int[]) and not is_correct
      ${learnerIds ? sql`and user_id in (select unnest(${sql.param([...learnerIds])}::text[]))` : sql``}
      ${recentOnly ? sql`and created_at >= now() - make_interval(days => ${ITEM_ANALYTICS.recentDays})` : sql``}
    group by problem_id, answer`);
  for (const row of rows) {
    const groups = byProblem.get(row.problem_id) ?? [];
    groups.push({ answer: JSON.parse(row.answer) as unknown, count: row.count });
    byProblem.set(row.problem_id, groups);
  }
  return byProblem;
}
