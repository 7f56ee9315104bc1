import { sql, type SQL } from 'drizzle-orm';
import type { Sql } from 'postgres';
import { MASTERY_WINDOW } from '../../../core/mastery';
import type { Writer } from '../../db/unique-code';
import { RECOUNT_LEARNERS_ASSIGNMENTS, takeOffDeletedProblems } from './assignment-progress';

// Issue 50: a learner's counters (learner_stats, learner_subtopic_stats) and review cards follow
// their progress and its problems. Answers write them themselves (answer-writer.ts); what changes
// problems under them (an admin's delete, move or (un)publish) calls beforeProblemsChange in its own
// transaction, and progress written by hand (seeds, scripts, tests) is counted with recountLearners.

/**
 * What progress rows aliased `up` add to their learner's counters, summed: core/learner-counters.ts
 * figuresOf over each row, as aggregates (a delete or move takes the rows of many learners at
 * once). Named as learner_subtopic_stats' columns (learner_stats calls `solved` `correct`).
 */
export const PROGRESS_FIGURES = `count(*) filter (where up.attempts_count > 0)::int as attempted,
  count(*) filter (where up.is_correct)::int as solved,
  coalesce(sum(up.attempts_count), 0)::int as total_attempts,
  count(*) filter (where up.is_correct and up.attempts_count = 1)::int as solved_in_1,
  count(*) filter (where up.is_correct and up.attempts_count = 2)::int as solved_in_2,
  count(*) filter (where up.is_correct and up.attempts_count = 3)::int as solved_in_3,
  count(*) filter (where up.is_correct and up.attempts_count >= 4)::int as solved_in_4_plus`;
const FIGURES = sql.raw(PROGRESS_FIGURES);
const COUNTS = sql.raw('(up.attempts_count > 0 or up.is_correct)');

// The columns PROGRESS_FIGURES names, and the same in learner_stats.
const SUBTOPIC_COLUMNS = ['attempted', 'solved', 'total_attempts', 'solved_in_1', 'solved_in_2', 'solved_in_3', 'solved_in_4_plus'] as const;
const LEARNER_COLUMN: Record<(typeof SUBTOPIC_COLUMNS)[number], string> = {
  attempted: 'attempted',
  solved: 'correct',
  total_attempts: 'total_attempts',
  solved_in_1: 'solved_in_1',
  solved_in_2: 'solved_in_2',
  solved_in_3: 'solved_in_3',
  solved_in_4_plus: 'solved_in_4_plus',
};

// `s.c = s.c <sign> d.c` for every figure, in the named table's columns.
const moved = (sign: '+' | '-', column: (name: (typeof SUBTOPIC_COLUMNS)[number]) => string) =>
  sql.raw(SUBTOPIC_COLUMNS.map((name) => `${column(name)} = s.${column(name)} ${sign} d.${name}`).join(', '));

/** Problems as the admin's change leaves them: deleted, or with a new subtopic and/or publication. */
export type ProblemsChange = { deleted: true } | { subtopicId?: number; isPublished?: boolean };

/**
 * Called by a transaction that is about to delete, move or (un)publish the problems `ids` names
 * (a subquery of their internal ids), before it does: locks them (an answer in flight holds its
 * problem until it commits, and one arriving later waits for this transaction), then moves their
 * learners' counters and cards as the change will leave them. Learners' recent first tries stay
 * as they are: they are a history.
 */
export async function beforeProblemsChange(writer: Writer, ids: SQL, change: ProblemsChange) {
  await writer.execute(sql`select 1 from problems where id in (${ids}) order by id for update`);
  const leaving = (problemIds: SQL) => sql`
    update learner_subtopic_stats s set ${moved('-', (name) => name)}
    from (
      select up.user_id, p.subtopic_id, ${FIGURES} from user_progress up join problems p on p.id = up.problem_id
      where up.problem_id in (${problemIds}) and ${COUNTS} group by up.user_id, p.subtopic_id
    ) d
    where s.user_id = d.user_id and s.subtopic_id = d.subtopic_id`;
  if ('deleted' in change) {
    await writer.execute(leaving(ids));
    await takeOffDeletedProblems(writer, ids);
    await writer.execute(sql`
      update learner_stats s set ${moved('-', (name) => LEARNER_COLUMN[name])}
      from (select up.user_id, ${FIGURES} from user_progress up where up.problem_id in (${ids}) and ${COUNTS} group by up.user_id) d
      where s.user_id = d.user_id`);
    return;
  }
  const { subtopicId, isPublished } = change;
  if (subtopicId !== undefined) {
    const moving = sql`select id from problems where id in (${ids}) and subtopic_id <> ${subtopicId}`;
    await writer.execute(leaving(moving));
    await writer.execute(sql`
      insert into learner_subtopic_stats as s (user_id, subtopic_id, ${sql.raw(SUBTOPIC_COLUMNS.join(', '))})
      select d.user_id, ${subtopicId}::int, ${sql.raw(SUBTOPIC_COLUMNS.map((name) => `d.${name}`).join(', '))}
      from (select up.user_id, ${FIGURES} from user_progress up where up.problem_id in (${moving}) and ${COUNTS} group by up.user_id) d
      on conflict (user_id, subtopic_id) do update set ${sql.raw(SUBTOPIC_COLUMNS.map((name) => `${name} = s.${name} + excluded.${name}`).join(', '))}`);
    await writer.execute(sql`update review_cards set subtopic_id = ${subtopicId} where problem_id in (${moving})`);
  }
  if (isPublished !== undefined) {
    await writer.execute(sql`update review_cards set problem_visible = ${isPublished} where problem_id in (${ids}) and problem_visible <> ${isPublished}`);
  }
}

/**
 * Counts the learners' counters afresh: the figures from their progress, the recent first tries
 * from their attempts (attempt 1 of each problem, the latest 5 per subtopic), the delayed reviews
 * from their review log, and their rows of their classes' assignments (decision 083). For progress written by hand (seeds, scripts, tests), which no answer's
 * writer saw; an answer's own writes never need it. `client`: postgres.js, or a transaction of it.
 */
export async function recountLearners(client: Pick<Sql, 'unsafe'>, userIds: string[]) {
  const learners = 'select unnest($1::text[])';
  const statements = [
    `delete from learner_subtopic_stats where user_id in (${learners})`,
    `insert into learner_stats as s (user_id, ${SUBTOPIC_COLUMNS.map((name) => LEARNER_COLUMN[name]).join(', ')})
    select l.user_id, ${SUBTOPIC_COLUMNS.map((name) => `coalesce(d.${name}, 0)`).join(', ')}
    from (${learners} as user_id) l
    join users u on u.id = l.user_id
    left join (select up.user_id, ${PROGRESS_FIGURES} from user_progress up where up.user_id in (${learners}) group by up.user_id) d on d.user_id = l.user_id
    on conflict (user_id) do update set ${SUBTOPIC_COLUMNS.map((name) => `${LEARNER_COLUMN[name]} = excluded.${LEARNER_COLUMN[name]}`).join(', ')}`,
    `insert into learner_subtopic_stats (user_id, subtopic_id, first_tries, ${SUBTOPIC_COLUMNS.join(', ')})
    select up.user_id, p.subtopic_id, count(*) filter (where up.attempts_count > 0), ${PROGRESS_FIGURES}
    from user_progress up join problems p on p.id = up.problem_id
    where up.user_id in (${learners}) and (up.attempts_count > 0 or up.is_correct)
    group by up.user_id, p.subtopic_id`,
    `insert into learner_subtopic_stats as s (user_id, subtopic_id, recent_first_tries, recent_first_try_bits)
    select user_id, subtopic_id, count(*)::smallint, coalesce(sum(case when is_correct then 1 << (rn - 1)::int else 0 end), 0)::smallint
    from (
      -- A first try after the key was revealed is not right (core/learner-counters.ts, decision 085).
      select a.user_id, p.subtopic_id, a.is_correct and not coalesce(up.revealed_at <= a.created_at, false) as is_correct,
        row_number() over (partition by a.user_id, p.subtopic_id order by a.created_at desc, a.id desc) as rn
      from problem_attempts a join problems p on p.id = a.problem_id
      left join user_progress up on up.user_id = a.user_id and up.problem_id = a.problem_id
      where a.user_id in (${learners}) and a.attempt_number = 1
    ) x
    where rn <= ${MASTERY_WINDOW}
    group by user_id, subtopic_id
    on conflict (user_id, subtopic_id) do update set recent_first_tries = excluded.recent_first_tries, recent_first_try_bits = excluded.recent_first_try_bits`,
    `insert into learner_subtopic_stats as s (user_id, subtopic_id, delayed_reviews, delayed_correct, last_delayed_correct)
    select r.user_id, p.subtopic_id, count(*), count(*) filter (where r.is_correct), (array_agg(r.is_correct order by r.reviewed_at desc, r.id desc))[1]
    from review_logs r join problems p on p.id = r.problem_id
    where r.user_id in (${learners}) and r.is_delayed
    group by r.user_id, p.subtopic_id
    on conflict (user_id, subtopic_id) do update set delayed_reviews = excluded.delayed_reviews, delayed_correct = excluded.delayed_correct,
      last_delayed_correct = excluded.last_delayed_correct`,
    RECOUNT_LEARNERS_ASSIGNMENTS,
  ];
  for (const statement of statements) await client.unsafe(statement, [userIds]);
}
