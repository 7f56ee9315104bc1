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

// The learners whose learner_stats row (kept by the writers of progress, issue 50) differs from a fresh
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

// The figures learner_subtopic_stats holds per (learner, subtopic), counted the same way.
const SUBTOPIC_FIGURES = ['attempted', 'solved', 'total_attempts', 'solved_in_1', 'solved_in_2', 'solved_in_3', 'solved_in_4_plus'] as const;
type SubtopicFigures = Record<(typeof SUBTOPIC_FIGURES)[number], number>;
const NO_FIGURES: SubtopicFigures = { attempted: 0, solved: 0, total_attempts: 0, solved_in_1: 0, solved_in_2: 0, solved_in_3: 0, solved_in_4_plus: 0 };

// The (learner, subtopic) counters that differ from a fresh count of the learner's progress on the
// subtopic's problems, as `learner/subtopic: kept …, counted …`; a missing row counts as zeros.
export async function learnerSubtopicStatsDrift(sql: Sql): Promise<string[]> {
  const rows = await sql<{ user_id: string; subtopic_id: number; attempts_count: number; is_correct: boolean }[]>`
    select up.user_id, p.subtopic_id, up.attempts_count, up.is_correct from user_progress up join problems p on p.id = up.problem_id`;
  const counted = new Map<string, SubtopicFigures>();
  for (const row of rows) {
    const key = `${row.user_id}/${row.subtopic_id}`;
    const figures = counted.get(key) ?? { ...NO_FIGURES };
    figures.attempted += row.attempts_count > 0 ? 1 : 0;
    figures.solved += row.is_correct ? 1 : 0;
    figures.total_attempts += row.attempts_count;
    if (row.is_correct && row.attempts_count >= 1) figures[row.attempts_count >= 4 ? 'solved_in_4_plus' : (`solved_in_${row.attempts_count}` as 'solved_in_1')] += 1;
    counted.set(key, figures);
  }
  const kept = await sql<({ user_id: string; subtopic_id: number } & SubtopicFigures)[]>`
    select user_id, subtopic_id, ${sql(SUBTOPIC_FIGURES as unknown as string[])} from learner_subtopic_stats`;
  const show = (figures: SubtopicFigures) => SUBTOPIC_FIGURES.map((name) => figures[name]).join('/');
  const differences: string[] = [];
  for (const row of kept) {
    const key = `${row.user_id}/${row.subtopic_id}`;
    const figures = counted.get(key) ?? NO_FIGURES;
    if (SUBTOPIC_FIGURES.some((name) => figures[name] !== row[name])) differences.push(`${key}: kept ${show(row)}, counted ${show(figures)}`);
    counted.delete(key);
  }
  for (const [key, figures] of counted) if (SUBTOPIC_FIGURES.some((name) => figures[name] !== 0)) differences.push(`${key}: no row, counted ${show(figures)}`);
  return differences;
}

// Review cards whose subtopic or visibility is not their problem's.
export async function reviewCardDrift(sql: Sql): Promise<string[]> {
  const rows = await sql<{ user_id: string; problem_id: number }[]>`
    select c.user_id, c.problem_id from review_cards c join problems p on p.id = c.problem_id
    where c.subtopic_id <> p.subtopic_id or c.problem_visible <> p.is_published`;
  return rows.map((row) => `${row.user_id}/${row.problem_id}`);
}
