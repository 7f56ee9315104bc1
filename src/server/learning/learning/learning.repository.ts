import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDelayedReviewChange } from '../../../core/learner-counters';
import type { TMasteryCounters } from '../../../core/mastery';
import type { TSubmittedAnswer } from '../../../problem-types';
import { REVIEW_LIST_LIMIT, type ReviewReason } from '../../../core/reviews';
import type { StoredCard } from '../../../core/review-schedule';
import type { Database } from '../../db/client';
import { createCache, type Cache } from '../../cache/cache';
import { isHeldByTryout, visibleToLearners } from '../../content';

// Issue 34 (decisions 050, 051): mastery counters, the review queue and the catalogue's outline.

// The published catalogue's tree down to subtopics, with each subtopic's published problem count:
// what every level and the next step are placed in. Held in memory while content is unchanged
// (about a thousand rows at the bench's scale); problems themselves are never held here.
export type OutlineSubtopic = { id: number; code: string; name: string; published: number; topic: OutlineTopic; index: number };
export type OutlineTopic = { id: number; code: string; name: string; category: OutlineCategory; subtopics: OutlineSubtopic[] };
export type OutlineCategory = { id: number; code: string; name: string; topics: OutlineTopic[]; subtopics: OutlineSubtopic[] };
export type Outline = {
  categories: OutlineCategory[];
  topicsByCode: Map<string, OutlineTopic>;
  subtopicsByCode: Map<string, OutlineSubtopic>;
  subtopicsById: Map<number, OutlineSubtopic>;
  // Subtopics learners may not see (a subtopic, topic or category of the path unpublished): the
  // due count leaves out their cards (usually none).
  hiddenSubtopicIds: number[];
};

type OutlineRow = {
  category_id: number; category_code: string; category_name: string;
  topic_id: number; topic_code: string; topic_name: string;
  subtopic_id: number; subtopic_code: string; subtopic_name: string; published: number;
};

function outlineOf(rows: OutlineRow[], hiddenSubtopicIds: number[]): Outline {
  const outline: Outline = { categories: [], topicsByCode: new Map(), subtopicsByCode: new Map(), subtopicsById: new Map(), hiddenSubtopicIds };
  let category: OutlineCategory | undefined;
  let topic: OutlineTopic | undefined;
  for (const row of rows) {
    if (category?.id !== row.category_id) {
      category = { id: row.category_id, code: row.category_code, name: row.category_name, topics: [], subtopics: [] };
      outline.categories.push(category);
    }
    if (topic?.id !== row.topic_id) {
      topic = { id: row.topic_id, code: row.topic_code, name: row.topic_name, category, subtopics: [] };
      category.topics.push(topic);
      outline.topicsByCode.set(topic.code, topic);
    }
    const subtopic: OutlineSubtopic = { id: row.subtopic_id, code: row.subtopic_code, name: row.subtopic_name, published: row.published, topic, index: category.subtopics.length };
    topic.subtopics.push(subtopic);
    category.subtopics.push(subtopic);
    outline.subtopicsByCode.set(subtopic.code, subtopic);
    outline.subtopicsById.set(subtopic.id, subtopic);
  }
  return outline;
}

type StatsRow = {
  subtopic_id: number; attempted: number; solved: number; recent_first_tries: number; recent_first_try_bits: number;
  delayed_reviews: number; delayed_correct: number; last_delayed_correct: boolean | null;
};
export type SubtopicCounters = Omit<TMasteryCounters, 'publishedProblems'>;
export const countersOf = (row: Omit<StatsRow, 'subtopic_id'>): SubtopicCounters => ({
  attempted: row.attempted,
  solved: row.solved,
  recentFirstTries: row.recent_first_tries,
  recentFirstTryBits: row.recent_first_try_bits,
  delayedReviews: row.delayed_reviews,
  delayedCorrect: row.delayed_correct,
  lastDelayedCorrect: row.last_delayed_correct,
});
const STATS_COLUMNS = 'subtopic_id, attempted, solved, recent_first_tries, recent_first_try_bits, delayed_reviews, delayed_correct, last_delayed_correct';

// Cards whose problem, and its whole path, learners may see (the others silently leave the queue).
const VISIBLE_CARD = `join problems p on p.id = c.problem_id join subtopics s on s.id = p.subtopic_id join topics t on t.id = s.topic_id
  join categories k on k.id = t.category_id and ${visibleToLearners({ problem: 'p', subtopic: 's', topic: 't', category: 'k' })}`;

export type CardRow = {
  problem_id: number; reason: ReviewReason; entered_at: Date; due: Date; stability: number; difficulty: number;
  elapsed_days: number; scheduled_days: number; learning_steps: number; reps: number; lapses: number; state: number; last_review: Date | null;
};
export const storedCardOf = (row: CardRow): StoredCard => ({
  due: new Date(row.due),
  stability: row.stability,
  difficulty: row.difficulty,
  elapsedDays: row.elapsed_days,
  scheduledDays: row.scheduled_days,
  learningSteps: row.learning_steps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  lastReview: row.last_review ? new Date(row.last_review) : null,
});

export type LastPractised = { problem_code: string; id: number; subtopic_id: number; sort_order: number; is_correct: boolean; is_published: boolean };

export type ReviewWrite = {
  card: StoredCard;
  log: { answer: TSubmittedAnswer; isCorrect: boolean; rating: number; stateBefore: number; dueBefore: Date; reviewedAt: Date };
  subtopicId: number;
  // A delayed review (core/mastery.ts DELAYED_REVIEW_DAYS): how the subtopic's delayed counters move; null for any other.
  delayed: TDelayedReviewChange | null;
};

// answer: jsonb as text (db/client.ts leaves JSON to the caller).
export type ReviewLogRow = { answer: string | TSubmittedAnswer; is_correct: boolean; rating: number; next_due: Date; reviewed_at: Date };

// Parameters as scalar subqueries: values the planner does not see, so a custom plan costs what
// the generic plan costs and Postgres keeps the generic one (decision 018).
const P1 = '(select $1::text)';
const P2 = '(select $2::timestamptz)';

// How many of the learner's cards are due, of problems learners may see: counted from the card
// index alone (migration 0020: a card carries its problem's subtopic and publication), leaving
// out the held outline's hidden subtopics (usually none); and the earliest visible card not yet
// due. Written once, as fragments of the learner, the instant and the hidden subtopics, shared by
// the review list's statement (as text, below) and the dashboard's (dashboardLearningState).
const dueCount = (user: SQL, now: SQL, hidden: SQL) => sql`select count(*)::int from review_cards
  where user_id = ${user} and due <= ${now} and problem_visible and subtopic_id <> all(${hidden})`;
const nextDue = (user: SQL, now: SQL) =>
  sql`select c.due from review_cards c ${sql.raw(VISIBLE_CARD)} where c.user_id = ${user} and c.due > ${now} order by c.due limit 1`;

/**
 * What the dashboard shows of issue 34 beside its own figures, as one JSON value of its statement
 * (decision 055): the due count, the next due instant, and the problem the learner last practised.
 * `hidden` is an int[] (cast again: `<> all((select …))` would read as a subquery of rows).
 */
export const dashboardLearningState = (user: SQL, now: SQL, hidden: SQL) => sql`json_build_object(
  'due', (${dueCount(user, now, hidden)}),
  'nextDue', (${nextDue(user, now)}),
  'last', (select json_build_object('problem_code', p.problem_id, 'id', p.id, 'subtopic_id', p.subtopic_id, 'sort_order', p.sort_order, 'is_correct', up.is_correct, 'is_published', ${sql.raw(visibleToLearners({ problem: 'p' }))})
    from (select problem_id, is_correct from user_progress where user_id = ${user} and attempts_count > 0 order by updated_at desc nulls last limit 1) up
    join problems p on p.id = up.problem_id))`;
export type DashboardLearningState = { due: number; nextDue: string | null; last: LastPractised | null };
// A due card of the review list; `due` as Postgres gives timestamps (text, db/client.ts).
export type DueCardRow = { problem_id: number; problem_code: string; subtopic_id: number; due: string; held_by_tryout: boolean; reason: ReviewReason };

/**
 * A page of the learner's due cards of published problems, earliest first (after `after`, the
 * (due, problem_id) of the last card of the page before, when given), each with its problem's code
 * and subtopic, and whether a tryout holds it (the list leaves it out): the path's names and
 * publication come from the held outline, not joined for every card (joined, a heavy learner's 214
 * due cards cost 1.7 ms in the generic plan, which joined them all before keeping 50). The page's length is written in (a LIMIT parameter keeps Postgres on
 * custom plans, decision 018).
 */
const dueCardsPage = (user: SQL, now: SQL, after?: SQL) => sql`select c.problem_id, p.problem_id as problem_code, c.subtopic_id, c.due, ${isHeldByTryout(sql.raw('p.id'))} as held_by_tryout, c.reason
  from (
    select problem_id, subtopic_id, due, reason from review_cards
    where user_id = ${user} and due <= ${now} and problem_visible ${after ? sql`and (due, problem_id) > ${after}` : sql``}
    order by due, problem_id limit ${sql.raw(String(REVIEW_LIST_LIMIT))}
  ) c
  join problems p on p.id = c.problem_id and ${sql.raw(visibleToLearners({ problem: 'p' }))}
  order by c.due, c.problem_id`;

// A fragment as SQL text with its parameters written in (raw): for the statements sent with
// `client.unsafe` here.
const dialect = new PgDialect();
const textOf = (fragment: SQL) => dialect.sqlToQuery(fragment).sql;
const DUE_COUNT = textOf(dueCount(sql.raw(P1), sql.raw(P2), sql.raw('(select $3::int[])::int[]')));
const NEXT_DUE = textOf(nextDue(sql.raw(P1), sql.raw(P2)));
const FIRST_DUE_CARDS = textOf(dueCardsPage(sql.raw(P1), sql.raw(P2)));
const DUE_CARDS_AFTER = textOf(dueCardsPage(sql.raw(P1), sql.raw(P2), sql.raw('((select $3::timestamptz), (select $4::int))')));

// Without the app's `cache` (scripts, tests of the repository) the outline is read each time.
export function createLearningRepository({ db, cache = createCache() }: { db: Database; cache?: Cache }) {
  const client = db.$client;
  const outlines = cache.holder<Outline>('catalogue outline', { sizeOf: (outline) => 300 * outline.subtopicsById.size + 8 * outline.hiddenSubtopicIds.length, tags: () => ['content'] });

  const loadOutline = async () => {
    const [rows, hidden] = await Promise.all([
      client.unsafe<OutlineRow[]>(
        `select k.id as category_id, k.category_id as category_code, k.category_name,
          t.id as topic_id, t.topic_id as topic_code, t.topic_name,
          s.id as subtopic_id, s.subtopic_id as subtopic_code, s.subtopic_name,
          (select count(*)::int from problems p where p.subtopic_id = s.id and ${visibleToLearners({ problem: 'p' })}) as published
        from categories k
        join topics t on t.category_id = k.id
        join subtopics s on s.topic_id = t.id
        where ${visibleToLearners({ subtopic: 's', topic: 't', category: 'k' })}
        order by k.sort_order, k.id, t.sort_order, t.id, s.sort_order, s.id`,
        [],
        { prepare: true },
      ),
      client.unsafe<{ id: number }[]>(
        `select s.id from subtopics s join topics t on t.id = s.topic_id join categories k on k.id = t.category_id
        where not ${visibleToLearners({ subtopic: 's', topic: 't', category: 'k' })}`,
        [],
        { prepare: true },
      ),
    ]);
    return outlineOf(rows, hidden.map((row) => row.id));
  };

  const outline = async (): Promise<Outline> => (await outlines.get('outline', loadOutline))!;

  return {
    outline,

    /** A learner's counters, of the given subtopics or (null) of all they have. */
    counters: async (userId: string, subtopicIds: number[] | null): Promise<Map<number, SubtopicCounters>> => {
      const rows = subtopicIds
        ? await client.unsafe<StatsRow[]>(`select ${STATS_COLUMNS} from learner_subtopic_stats where user_id = $1 and subtopic_id = any($2::int[])`, [userId, subtopicIds], { prepare: true })
        : await client.unsafe<StatsRow[]>(`select ${STATS_COLUMNS} from learner_subtopic_stats where user_id = $1`, [userId], { prepare: true });
      return new Map(rows.map((row) => [row.subtopic_id, countersOf(row)]));
    },

    /** How many problems the learner has attempted per category (internal ids): which one they use most. */
    attemptedByCategory: async (userId: string): Promise<Map<number, number>> => {
      const rows = await client.unsafe<{ category_id: number; attempted: number }[]>(
        `select t.category_id, sum(st.attempted)::int as attempted
        from learner_subtopic_stats st join subtopics s on s.id = st.subtopic_id join topics t on t.id = s.topic_id
        where st.user_id = $1 group by t.category_id`,
        [userId],
        { prepare: true },
      );
      return new Map(rows.map((row) => [row.category_id, row.attempted]));
    },

    /**
     * The review list's first page and its summary in one statement (one round trip, not three):
     * dueCards' first page, the due count and when the next card is due.
     */
    firstDuePage: async (userId: string, now: Date, hiddenSubtopicIds: number[]) => {
      const [row] = await client.unsafe<{ state: string }[]>(
        `select json_build_object(
          'cards', coalesce((select json_agg(json_build_array(d.problem_id, d.problem_code, d.subtopic_id, d.due, d.held_by_tryout, d.reason) order by d.due, d.problem_id)
            from (${FIRST_DUE_CARDS}) d), '[]'::json),
          'due', (${DUE_COUNT}),
          'nextDue', (${NEXT_DUE})
        )::text as state`,
        [userId, now.toISOString(), hiddenSubtopicIds],
        { prepare: true },
      );
      const state = JSON.parse(row!.state) as { cards: [number, string, number, string, boolean, ReviewReason][]; due: number; nextDue: string | null };
      return {
        // As dueCards gives them (its `after` is the last of these): `due` as Postgres wrote it, to
        // the microsecond (a Date would cut it to the millisecond, and the next page would start
        // again at the first card of that millisecond).
        cards: state.cards.map(([problemId, problemCode, subtopicId, due, held, reason]): DueCardRow => ({
          problem_id: problemId, problem_code: problemCode, subtopic_id: subtopicId, due, held_by_tryout: held, reason,
        })),
        summary: { dueCount: state.due, nextDueAt: state.nextDue ? new Date(state.nextDue).toISOString() : null },
      };
    },

    /** The page of due cards after `after` (dueCardsPage): the first page comes with firstDuePage. */
    dueCards: async (userId: string, now: Date, after: { due: string; problemId: number }) =>
      client.unsafe<DueCardRow[]>(
        DUE_CARDS_AFTER,
        [userId, now.toISOString(), after.due, after.problemId],
        { prepare: true },
      ),

    /** The learner's card of a problem learners may see, by its code (with the problem's path). */
    findCard: async (userId: string, problemCode: string) => {
      const [row] = await client.unsafe<(CardRow & { subtopic_id: number; category_code: string; topic_code: string; subtopic_code: string })[]>(
        `select c.*, p.subtopic_id, k.category_id as category_code, t.topic_id as topic_code, s.subtopic_id as subtopic_code
        from review_cards c ${VISIBLE_CARD}
        where c.user_id = $1 and p.problem_id = $2`,
        [userId, problemCode],
        { prepare: true },
      );
      return row;
    },

    /**
     * One review answer in one transaction: the learner's row locked, as every answer of theirs
     * locks it (learning/answer-writer.ts), and the card (two identical answers at once are graded
     * one after the other), then `decide` with the card and the learner's last review of it, then
     * its writes: the card, the log and, for a delayed review, the subtopic's delayed counters as
     * core/learner-counters.ts moves them. Undefined when there is no such card (or its problem is
     * not visible).
     */
    answerReview: async <T>(
      userId: string,
      problemId: number,
      decide: (card: CardRow & { subtopic_id: number }, lastReview: ReviewLogRow | undefined) => { result: T; write: null | ReviewWrite },
    ): Promise<T | undefined> =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
        const [card] = await tx.execute<CardRow & { subtopic_id: number }>(
          // Visible as every read of cards has it (the problem read for grading may be held from before an unpublish).
          sql`select c.*, p.subtopic_id from review_cards c ${sql.raw(VISIBLE_CARD)} where c.user_id = ${userId} and c.problem_id = ${problemId} for update of c`,
        );
        if (!card) return undefined;
        const [last] = await tx.execute<ReviewLogRow>(
          sql`select answer, is_correct, rating, next_due, reviewed_at from review_logs where user_id = ${userId} and problem_id = ${problemId} order by reviewed_at desc limit 1`,
        );
        const { result, write } = decide(card, last);
        if (write) {
          const { card: next, log, subtopicId, delayed } = write;
          await tx.execute(sql`update review_cards set due = ${next.due.toISOString()}, stability = ${next.stability}, difficulty = ${next.difficulty},
            elapsed_days = ${next.elapsedDays}, scheduled_days = ${next.scheduledDays}, learning_steps = ${next.learningSteps}, reps = ${next.reps},
            lapses = ${next.lapses}, state = ${next.state}, last_review = ${next.lastReview?.toISOString() ?? null}
            where user_id = ${userId} and problem_id = ${problemId}`);
          await tx.execute(sql`insert into review_logs (user_id, problem_id, answer, is_correct, rating, state_before, due_before, next_due, is_delayed, reviewed_at)
            values (${userId}, ${problemId}, ${JSON.stringify(log.answer)}::jsonb, ${log.isCorrect}, ${log.rating}, ${log.stateBefore}, ${log.dueBefore.toISOString()}, ${next.due.toISOString()}, ${delayed !== null}, ${log.reviewedAt.toISOString()})`);
          if (delayed) {
            await tx.execute(sql`insert into learner_subtopic_stats as s (user_id, subtopic_id, delayed_reviews, delayed_correct, last_delayed_correct)
              values (${userId}, ${subtopicId}, ${delayed.delayedReviews}, ${delayed.delayedCorrect}, ${delayed.lastDelayedCorrect})
              on conflict (user_id, subtopic_id) do update set delayed_reviews = s.delayed_reviews + excluded.delayed_reviews,
                delayed_correct = s.delayed_correct + excluded.delayed_correct, last_delayed_correct = excluded.last_delayed_correct`);
          }
        }
        return result;
      }),

    /**
     * The first published problem the learner has not solved among, in order: the problems of
     * `subtopicIds[0]` after (sort_order, id) `after` (all of them without), then those of the
     * following subtopics. Looked at a few subtopics at a time; undefined when none.
     */
    firstUnsolved: async (userId: string | null, subtopicIds: number[], after: { sortOrder: number; id: number } | null) => {
      type Row = { problem_code: string; subtopic_id: number };
      const unsolved = `and ${visibleToLearners({ problem: 'p' })} and not exists (select 1 from user_progress up where up.user_id = $1::text and up.problem_id = p.id and up.is_correct)`;
      if (after && subtopicIds.length > 0) {
        const [row] = await client.unsafe<Row[]>(
          `select p.problem_id as problem_code, p.subtopic_id from problems p
          where p.subtopic_id = $2::int and (p.sort_order, p.id) > ($3::int, $4::int) ${unsolved}
          order by p.sort_order, p.id limit 1`,
          [userId ?? '', subtopicIds[0]!, after.sortOrder, after.id],
          { prepare: true },
        );
        if (row) return row;
      }
      const rest = after ? subtopicIds.slice(1) : subtopicIds;
      const CHUNK = 8;
      for (let start = 0; start < rest.length; start += CHUNK) {
        const [row] = await client.unsafe<Row[]>(
          `select x.problem_code, x.subtopic_id from unnest($2::int[]) with ordinality as s(id, ord)
          cross join lateral (
            select p.problem_id as problem_code, p.subtopic_id from problems p
            where p.subtopic_id = s.id ${unsolved}
            order by p.sort_order, p.id limit 1
          ) x
          order by s.ord limit 1`,
          [userId ?? '', rest.slice(start, start + CHUNK)],
          { prepare: true },
        );
        if (row) return row;
      }
      return undefined;
    },

    /** A published problem's place (its path must be published too), by code. */
    problemPlace: async (problemCode: string) => {
      const [row] = await client.unsafe<{ id: number; subtopic_id: number; sort_order: number }[]>(
        `select p.id, p.subtopic_id, p.sort_order from problems p
        join subtopics s on s.id = p.subtopic_id join topics t on t.id = s.topic_id join categories k on k.id = t.category_id
        where p.problem_id = $1 and ${visibleToLearners({ problem: 'p', subtopic: 's', topic: 't', category: 'k' })}`,
        [problemCode],
        { prepare: true },
      );
      return row;
    },


    /**
     * What the dashboard adds (issue 34), in one statement: the learner's counters of the map's
     * subtopics, their due cards counted per subtopic from the index alone (problem published; the
     * path is checked against the held outline), the earliest card not yet due, and the problem they last answered.
     */
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
