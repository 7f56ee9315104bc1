import { newCard, toCard } from '../../../core/review-schedule';
import type { Database } from '../../db/client';
import { visibleToLearners } from '../../content';

// Issue 52 (decision 085): what opening a hint and revealing a problem write, each in one statement
// (one transaction) that writes only if the learner's row still allows it.

// Opens hint `$3` (1-based) if the learner's row still has the one before it open (core/stuck-help.ts
// decided it may open, from the row as read): a second request for the same step changes nothing.
const OPEN_HINT = `update user_progress set hints_opened = $3::int
  where user_id = $1::text and problem_id = $2::int and hints_opened = $3::int - 1
  returning hints_opened`;

// The reveal: the problem locked first (key share, as an answer locks it: an admin's delete or move
// waits for it or is waited for), then the progress row (made if the learner never answered) gets revealed_at, unless it is
// solved or revealed already, and only then the problem enters the review queue ('reveal'), due at
// the start of the learner's next day ($4 today in their zone $5). A card the problem has already
// keeps its schedule; a wrong answer's ('mistake', decision 086) is then called a reveal's.
const REVEAL = `with problem as (
    select id, subtopic_id, is_published from problems where id = $2::int for key share
  ), progress as (
    insert into user_progress (user_id, problem_id, revealed_at)
    select $1::text, id, $3::timestamptz from problem
    on conflict (user_id, problem_id) do update set revealed_at = excluded.revealed_at
      where user_progress.revealed_at is null and not user_progress.is_correct
    returning 1
  ), card as (
    insert into review_cards (user_id, problem_id, reason, subtopic_id, problem_visible, entered_at, due, stability, difficulty, elapsed_days,
      scheduled_days, learning_steps, reps, lapses, state, last_review)
    select $1::text, p.id, 'reveal', p.subtopic_id, ${visibleToLearners({ problem: 'p' })}, $3::timestamptz,
      (($4::date + 1)::timestamp at time zone $5::text), c.stability, c.difficulty, c.elapsed_days, c.scheduled_days, c.learning_steps,
      c.reps, c.lapses, c.state, c.last_review
    from problem p
    cross join jsonb_to_record($6::jsonb) as c(stability float8, difficulty float8, elapsed_days int, scheduled_days int, learning_steps int,
      reps int, lapses int, state smallint, last_review timestamptz)
    where exists (select 1 from progress)
    on conflict (user_id, problem_id) do update set reason = 'reveal' where review_cards.reason = 'mistake'
    returning due
  )
  select exists (select 1 from progress) as is_new, (select due from card) as due`;

export function createHelpRepository({ db }: { db: Database }) {
  const client = db.$client;
  return {
    /** Whether this call opened hint `step`. */
    openHint: async (userId: string, problemId: number, step: number) =>
      (await client.unsafe<{ hints_opened: number }[]>(OPEN_HINT, [userId, problemId, step], { prepare: true })).length > 0,

    /** `today`: the learner's date now (YYYY-MM-DD) in `timeZone`. */
    reveal: async (userId: string, problemId: number, now: Date, today: string, timeZone: string) => {
      // The card's ts-fsrs fields (a new card; its due is the statement's: the next learner-day).
      const card = toCard(newCard(now));
      const [row] = await client.unsafe<{ is_new: boolean; due: Date | null }[]>(
        REVEAL,
        [userId, problemId, now.toISOString(), today, timeZone, JSON.stringify(card)],
        { prepare: true },
      );
      return { isNew: row?.is_new ?? false, due: row?.due ? new Date(row.due) : null };
    },
  };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
