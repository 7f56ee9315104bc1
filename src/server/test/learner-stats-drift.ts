import type { Sql } from 'postgres';
import type { ProgressSummary } from '../../core/dashboard';

const ZERO: ProgressSummary = { attempted: 0, correct: 0, totalAttempts: 0, solvedIn1: 0, solvedIn2: 0, solvedIn3: 0, solvedIn4Plus: 0 };

type ProgressRow = { user_id: string; attempts_count: number; is_correct: boolean };

function countOf(rows: ProgressRow[]): ProgressSummary {
  const figures = { ...ZERO };
  for (const { attempts_count: attempts, is_correct: isCorrect } of rows) {
    if (attempts > 0) figures.attempted += 1;
    figures.totalAttempts += attempts;
    if (!isCorrect) continue;
    figures.correct += 1;
    if (attempts === 1) figures.solvedIn1 += 1;
    else if (attempts === 2) figures.solvedIn2 += 1;
    else if (attempts === 3) figures.solvedIn3 += 1;
    else if (attempts >= 4) figures.solvedIn4Plus += 1;
  }
  return figures;
}

// The learners whose learner_stats row (kept by migration 0007's trigger) differs from a fresh
// count of their user_progress rows, made here in TypeScript apart from any SQL of the app. A
// missing row counts as zeros. Empty when the invariant holds.
export async function learnerStatsDrift(sql: Sql): Promise<Record<string, { kept: ProgressSummary; counted: ProgressSummary }>> {
  const progress = await sql<ProgressRow[]>`
    select user_id, attempts_count, is_correct from user_progress`;
  const kept = await sql<(ProgressSummary & { userId: string })[]>`
    select user_id as "userId", attempted, correct, total_attempts as "totalAttempts", solved_in_1 as "solvedIn1",
      solved_in_2 as "solvedIn2", solved_in_3 as "solvedIn3", solved_in_4_plus as "solvedIn4Plus"
    from learner_stats`;
  const keptByLearner = new Map(kept.map(({ userId, ...figures }) => [userId, figures]));
  const rowsByLearner = new Map<string, ProgressRow[]>();
  for (const row of progress) {
    const rows = rowsByLearner.get(row.user_id);
    if (rows) rows.push(row);
    else rowsByLearner.set(row.user_id, [row]);
  }
  const drift: Record<string, { kept: ProgressSummary; counted: ProgressSummary }> = {};
  for (const learner of new Set([...keptByLearner.keys(), ...rowsByLearner.keys()])) {
    const figures = keptByLearner.get(learner) ?? ZERO;
    const counted = countOf(rowsByLearner.get(learner) ?? []);
    const keys = Object.keys(ZERO) as (keyof ProgressSummary)[];
    if (keys.some((key) => figures[key] !== counted[key])) drift[learner] = { kept: figures, counted };
  }
  return drift;
}
