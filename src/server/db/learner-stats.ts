// The figures learner_stats holds, as aggregates over user_progress rows aliased `up`, named as
// its columns: to count learner_stats afresh (the scale seed). Migration 0007's trigger keeps the same figures row by row.
export const LEARNER_STATS_FIGURES = `
  count(*) filter (where up.attempts_count > 0) as attempted,
  count(*) filter (where up.is_correct) as correct,
  coalesce(sum(up.attempts_count), 0) as total_attempts,
  count(*) filter (where up.is_correct and up.attempts_count = 1) as solved_in_1,
  count(*) filter (where up.is_correct and up.attempts_count = 2) as solved_in_2,
  count(*) filter (where up.is_correct and up.attempts_count = 3) as solved_in_3,
  count(*) filter (where up.is_correct and up.attempts_count >= 4) as solved_in_4_plus`;
