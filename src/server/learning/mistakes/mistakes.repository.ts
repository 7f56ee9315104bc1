import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MISTAKES_LIST_LIMIT } from '../../../core/mistakes';
import type { Database } from '../../db/client';
import { questionStartUnlessRendered, storedMarkup } from '../../markup/stored-markup';
import { problems } from '../../db/schema';
import { isHeldByTryout, visibleToLearners } from '../../content';

// Issue 52.3 (decision 086): the problems of some subtopics a learner ever answered wrong. In
// practice a progress row tells it: a wrong answer leaves it unsolved, and a solve after one counts
// more than one attempt (a solved problem takes no more answers). In 'Ulang Soal' a wrong review's
// log row does. The subtopics' problems are probed one by one through the (user_id, problem_id)
// indexes (a subtopic holds tens of problems, a topic a few hundred), never the learner's whole
// progress; a problem a tryout holds waits, as on the subtopic's list.
const MISTAKES = `select x.id, x.subtopic_id, x.number, coalesce(up.is_correct, false) as is_solved
  from (
    select p.id, p.subtopic_id, p.sort_order, (row_number() over (partition by p.subtopic_id order by p.sort_order, p.id))::int as number
    from problems p
    where p.subtopic_id = any($2::int[]) and ${visibleToLearners({ problem: 'p' })}
  ) x
  left join user_progress up on up.user_id = $1::text and up.problem_id = x.id
  where (up.attempts_count > case when up.is_correct then 1 else 0 end
      or exists (select 1 from review_logs rl where rl.user_id = $1::text and rl.problem_id = x.id and not rl.is_correct))
    and not ${new PgDialect().sqlToQuery(isHeldByTryout(sql.raw('x.id'))).sql}`;

// With how many there are before the cut (a window count, computed before the limit).
const LIST = `select m.subtopic_id, m.number, m.is_solved, problems.problem_id as problem_code, (count(*) over ())::int as total,
    ${new PgDialect().sqlToQuery(sql`${questionStartUnlessRendered} as question_start, ${storedMarkup(problems.previewHtml)} as preview_html`).sql}
  from (${MISTAKES}) m
  join problems on problems.id = m.id
  order by array_position($2::int[], m.subtopic_id), m.number
  limit ${MISTAKES_LIST_LIMIT}`;

const COUNT = `select count(*)::int as count from (${MISTAKES}) m`;

export type MistakeRow = {
  subtopic_id: number; number: number; is_solved: boolean; problem_code: string; total: number; question_start: string | null; preview_html: string | null;
};

export function createMistakesRepository({ db }: { db: Database }) {
  const client = db.$client;
  return {
    /**
     * The problems of `subtopicIds` the learner ever answered wrong, in the subtopics' order and
     * then their own, at most MISTAKES_LIST_LIMIT (each row with the total before the cut).
     */
    list: (userId: string, subtopicIds: number[]) => client.unsafe<MistakeRow[]>(LIST, [userId, subtopicIds], { prepare: true }),
    /** How many there are. */
    count: async (userId: string, subtopicIds: number[]) => {
      const [row] = await client.unsafe<{ count: number }[]>(COUNT, [userId, subtopicIds], { prepare: true });
      return row?.count ?? 0;
    },
  };
}

export type MistakesRepository = ReturnType<typeof createMistakesRepository>;
