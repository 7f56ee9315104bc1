import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MISTAKES_LIST_LIMIT } from '../../../core/mistakes';
import type { Database } from '../../db/client';
import { questionStartUnlessRendered, storedMarkup } from '../../markup/stored-markup';
import { problems } from '../../db/schema';
import { isHeldByTryout, visibleToLearners } from '../../content';

// Issue 52.3 (decision 086): the problems of some subtopics a learner ever answered wrong in
// practice. Their progress row tells it: a wrong answer leaves it unsolved, and a solve after one
// counts more than one attempt (a solved problem takes no more answers).
const textOf = (fragment: SQL) => new PgDialect().sqlToQuery(fragment).sql;

// The subtopics' published problems in their order, each probed in the learner's progress (a
// subtopic holds about a hundred; the usecase asks for only as many subtopics as fill the list),
// never all the learner's progress (`offset 0` keeps each a probe: joined, Postgres read all of a
// heavy learner's progress for two subtopics' problems, 1.2 ms against 0.5); the listed ones'
// codes and previews are read last, for those alone. A problem a tryout holds is listed without its question, as
// on the subtopic's list.
const LIST = `select m.subtopic_id, m.number, m.is_solved, pp.problem_code, pp.in_tryout, pp.question_start, pp.preview_html
  from (
    select x.id, x.subtopic_id, x.number, up.is_correct as is_solved
    from (
      select p.id, p.subtopic_id, (row_number() over (partition by p.subtopic_id order by p.sort_order, p.id))::int as number
      from problems p
      where p.subtopic_id = any($2::int[]) and ${visibleToLearners({ problem: 'p' })}
    ) x
    cross join lateral (
      select u.is_correct from user_progress u
      where u.user_id = $1::text and u.problem_id = x.id and u.attempts_count > case when u.is_correct then 1 else 0 end offset 0
    ) up
    order by array_position($2::int[], x.subtopic_id), x.number
    limit ${MISTAKES_LIST_LIMIT}
  ) m
  cross join lateral (
    select problems.problem_id as problem_code,
      ${textOf(sql`${isHeldByTryout(sql.raw('problems.id'))} as in_tryout, ${questionStartUnlessRendered} as question_start, ${storedMarkup(problems.previewHtml)} as preview_html`)}
    from problems where problems.id = m.id offset 0
  ) pp
  order by array_position($2::int[], m.subtopic_id), m.number`;

// How many per subtopic, from the learner's counters (one row each): their attempted problems
// less those solved at the first attempt (core/learner-counters.ts). An admin's unpublishing of a
// problem leaves the counters as they are, so a hidden problem answered wrong still counts here
// until it is published again or deleted (the list leaves it out).
const COUNTS = `select subtopic_id, (attempted - solved_in_1)::int as count from learner_subtopic_stats
  where user_id = $1::text and subtopic_id = any($2::int[]) and attempted > solved_in_1`;

export type MistakeRow = {
  subtopic_id: number; number: number; is_solved: boolean; problem_code: string; in_tryout: boolean; question_start: string | null; preview_html: string | null;
};

export function createMistakesRepository({ db }: { db: Database }) {
  const client = db.$client;
  return {
    /** The problems of `subtopicIds` the learner ever answered wrong, in the subtopics' order and then their own, at most MISTAKES_LIST_LIMIT. */
    list: (userId: string, subtopicIds: number[]) => client.unsafe<MistakeRow[]>(LIST, [userId, subtopicIds], { prepare: true }),
    /** How many each of `subtopicIds` holds (none: not in the map). */
    counts: async (userId: string, subtopicIds: number[]): Promise<Map<number, number>> => {
      const rows = await client.unsafe<{ subtopic_id: number; count: number }[]>(COUNTS, [userId, subtopicIds], { prepare: true });
      return new Map(rows.map((row) => [row.subtopic_id, row.count]));
    },
  };
}

export type MistakesRepository = ReturnType<typeof createMistakesRepository>;
