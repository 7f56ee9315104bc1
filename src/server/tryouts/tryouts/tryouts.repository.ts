import { sql } from 'drizzle-orm';
import type { TSubmittedAnswer } from '../../../problem-types';
import type { TStartedSection } from '../../../core/tryout-sitting';
import { TRYOUT_ANSWER_GRACE_SECONDS } from '../../../core/tryouts';
import type { Database } from '../../db/client';
import { jsonFromText } from '../../db/json-text';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// postgres.js hands json and timestamps to us as text here (db/client.ts, drizzle's parsers).
const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : dateOf(value));

export type TryoutSection = { id: string; name: string; durationSeconds: number; problems: { id: number; code: string }[] };
export type TryoutRow = { id: string; title: string; description: string; opensAt: Date; closesAt: Date; publishedAt: Date; firstStartedAt: Date | null; finalVersionId: number | null; sections: TryoutSection[] };
export type SittingSnapshot = {
  id: string;
  finishedAt: Date | null;
  started: TStartedSection[];
  // The learner's answers in the running section (none when no section runs).
  answers: { problemId: number; answer: TSubmittedAnswer | null; flagged: boolean }[];
};

// A published tryout with its sections and their problems in order (internal ids for the writes,
// codes for the problem read model); a section's problems are at most 60.
const TRYOUT_WITH_SECTIONS = `
  select t.id, t.title, t.description, t.opens_at, t.closes_at, t.published_at, t.first_started_at, t.final_version_id,
    coalesce((
      select json_agg(json_build_object('id', s.id, 'name', s.name, 'durationSeconds', s.duration_seconds,
        'problems', coalesce((select json_agg(json_build_object('id', p.id, 'code', p.problem_id) order by sp.position)
                              from tryout_section_problems sp join problems p on p.id = sp.problem_id where sp.section_id = s.id), '[]'::json))
        order by s.position)
      from tryout_sections s where s.tryout_id = t.id), '[]'::json) as sections
  from tryouts t`;

// The learner's sitting of a tryout: its sections started so far, and the answers in the one running.
const SITTING_SNAPSHOT = `
  select st.id, st.finished_at,
    coalesce((select json_agg(json_build_object('sectionId', ss.section_id, 'deadlineAt', ss.deadline_at, 'endedAt', ss.ended_at))
              from tryout_sitting_sections ss where ss.sitting_id = st.id), '[]'::json) as started,
    coalesce((select json_agg(json_build_object('problemId', a.problem_id, 'answer', a.answer, 'flagged', a.flagged))
              from tryout_sitting_sections ss join tryout_answers a on a.sitting_id = ss.sitting_id and a.section_id = ss.section_id
              where ss.sitting_id = st.id and ss.ended_at is null), '[]'::json) as answers
  from tryout_sittings st`;

// An answer's one statement (the hot path: 5,000 learners each saving every 20-30 s): saved only
// into the learner's running section that holds the problem, while its deadline plus grace has not
// passed; the section's row is share-locked so a submit or a deadline closing that commits first
// wins. It answers the deadline it saw (null: no such section) and whether it saved.
// $1 tryout, $2 learner, $3 problem (internal id), $4 answer (jsonb or null), $5 correct (null when
// no answer), $6 flagged, $7 now (the app's clock), $8 grace in seconds.
const SAVE_ANSWER = `
  with target as (
    select ss.sitting_id, ss.section_id, ss.deadline_at
    from tryout_sittings st
    join tryout_sitting_sections ss on ss.sitting_id = st.id and ss.ended_at is null
    join tryout_section_problems sp on sp.section_id = ss.section_id and sp.problem_id = $3::int
    where st.tryout_id = $1::uuid and st.user_id = $2::text
    for share of ss
  ), saved as (
    insert into tryout_answers (sitting_id, section_id, problem_id, answer, correct, flagged, updated_at)
    select sitting_id, section_id, $3::int, $4::jsonb, $5::boolean, $6::boolean, $7::timestamptz from target
    where $7::timestamptz < deadline_at + make_interval(secs => $8::int)
    on conflict (sitting_id, problem_id) do update
      set answer = excluded.answer, correct = excluded.correct, flagged = excluded.flagged, updated_at = excluded.updated_at
    returning 1
  )
  select (select deadline_at from target) as deadline_at, exists (select 1 from saved) as saved`;

// A learner's first start of a tryout already locked (someone started it before), in one statement:
// the sitting and its first section with the deadline the rules gave it. Nothing is written when the
// learner has a sitting already (another tab won): the caller then takes the general path.
// $1 tryout, $2 learner, $3 now (the app's clock), $4 the section, $5 its deadline.
const FIRST_START = `
  with sitting as (
    insert into tryout_sittings (tryout_id, user_id, started_at) values ($1::uuid, $2::text, $3::timestamptz)
    on conflict (tryout_id, user_id) do nothing
    returning id
  ), section as (
    insert into tryout_sitting_sections (sitting_id, section_id, started_at, deadline_at)
    select id, $4::uuid, $3::timestamptz, $5::timestamptz from sitting
    returning sitting_id
  )
  select sitting_id as id from section`;

function tryoutOf(row: Record<string, unknown>): TryoutRow {
  return {
    id: String(row.id),
    title: String(row.title),
    description: String(row.description),
    opensAt: dateOf(row.opens_at),
    closesAt: dateOf(row.closes_at),
    publishedAt: dateOf(row.published_at),
    firstStartedAt: dateOrNull(row.first_started_at),
    finalVersionId: row.final_version_id === null ? null : Number(row.final_version_id),
    sections: jsonFromText<TryoutSection[]>(row.sections),
  };
}

function snapshotOf(row: Record<string, unknown>): SittingSnapshot {
  type StartedJson = { sectionId: string; deadlineAt: string; endedAt: string | null };
  return {
    id: String(row.id),
    finishedAt: dateOrNull(row.finished_at),
    started: jsonFromText<StartedJson[]>(row.started).map((section) => ({ sectionId: section.sectionId, deadlineAt: dateOf(section.deadlineAt), endedAt: dateOrNull(section.endedAt) })),
    answers: jsonFromText<SittingSnapshot['answers']>(row.answers),
  };
}

// Hot statements are prepared once per connection (db/client.ts keeps them prepared).
export function createTryoutsRepository({ db }: { db: Database }) {
  const prepared = <T extends Record<string, unknown>>(text: string, parameters: unknown[]) => db.$client.unsafe<T[]>(text, parameters as never[], { prepare: true });

  return {
    findTryout: async (tryoutId: string): Promise<TryoutRow | undefined> => {
      const [row] = await prepared(`${TRYOUT_WITH_SECTIONS} where t.id = $1::uuid and t.published_at is not null`, [tryoutId]);
      return row && tryoutOf(row);
    },

    // Published tryouts, newest window first (the list orders them by state), with this learner's sittings.
    listTryouts: async (userId: string, limit: number) => {
      const rows = await prepared(
        `select x.*, st.id as sitting_id, st.finished_at as sitting_finished_at,
           exists (select 1 from tryout_scores sc where sc.sitting_id = st.id) as scored
         from (${TRYOUT_WITH_SECTIONS} where t.published_at is not null order by t.opens_at desc, t.id limit $2::int) x
         left join tryout_sittings st on st.tryout_id = x.id and st.user_id = $1::text
         order by x.opens_at desc, x.id`,
        [userId, limit],
      );
      return rows.map((row) => ({
        tryout: tryoutOf(row),
        sitting: row.sitting_id ? { id: String(row.sitting_id), finishedAt: dateOrNull(row.sitting_finished_at), scored: Boolean(row.scored) } : null,
      }));
    },

    findSitting: async (tryoutId: string, userId: string): Promise<SittingSnapshot | undefined> => {
      const [row] = await prepared(`${SITTING_SNAPSHOT} where st.tryout_id = $1::uuid and st.user_id = $2::text`, [tryoutId, userId]);
      return row && snapshotOf(row);
    },

    // FIRST_START: the new sitting's id, or undefined when the learner had one.
    startFirstSection: async (input: { tryoutId: string; userId: string; now: Date; sectionId: string; deadlineAt: Date }): Promise<string | undefined> => {
      const [row] = await prepared<{ id: string }>(FIRST_START, [input.tryoutId, input.userId, input.now.toISOString(), input.sectionId, input.deadlineAt.toISOString()]);
      return row?.id;
    },

    saveAnswer: async (input: { tryoutId: string; userId: string; problemId: number; answer: TSubmittedAnswer | null; correct: boolean | null; flagged: boolean; now: Date }) => {
      const [row] = await prepared<{ deadline_at: unknown; saved: boolean }>(SAVE_ANSWER, [
        input.tryoutId,
        input.userId,
        input.problemId,
        input.answer === null ? null : JSON.stringify(input.answer),
        input.correct,
        input.flagged,
        input.now.toISOString(),
        TRYOUT_ANSWER_GRACE_SECONDS,
      ]);
      return { deadlineAt: dateOrNull(row?.deadline_at), saved: Boolean(row?.saved) };
    },

    // The writes of a sitting's rules, in the caller's transaction (tryouts.sitting.ts).
    inTransaction: (tx: Tx) => ({
      tx,
      createSitting: async (tryoutId: string, userId: string, now: Date) => {
        const rows = await tx.execute(sql`
          insert into tryout_sittings (tryout_id, user_id, started_at) values (${tryoutId}, ${userId}, ${now.toISOString()})
          on conflict (tryout_id, user_id) do nothing returning id`);
        return rows.length > 0;
      },
      // The first sitting ever locks the tryout's sections and problems (the admin's editor checks it).
      lockTryout: async (tryoutId: string, now: Date) => {
        const rows = await tx.execute(sql`update tryouts set first_started_at = ${now.toISOString()} where id = ${tryoutId} and first_started_at is null returning id`);
        return rows.length > 0;
      },
      findTryout: async (tryoutId: string): Promise<TryoutRow | undefined> => {
        const [row] = await tx.execute(sql`${sql.raw(TRYOUT_WITH_SECTIONS)} where t.id = ${tryoutId} and t.published_at is not null`);
        return row && tryoutOf(row);
      },
      // The sitting, locked: two tabs' writes on one sitting go one after the other.
      lockSitting: async (tryoutId: string, userId: string): Promise<SittingSnapshot | undefined> => {
        const [row] = await tx.execute(sql`${sql.raw(SITTING_SNAPSHOT)} where st.tryout_id = ${tryoutId} and st.user_id = ${userId} for update of st`);
        return row && snapshotOf(row);
      },
      endSectionsAtDeadline: (sittingId: string, sectionIds: string[]) =>
        tx.execute(sql`
          update tryout_sitting_sections set ended_at = deadline_at, ending = 'deadline'
          where sitting_id = ${sittingId} and section_id = any(${`{${sectionIds.join(',')}}`}::uuid[]) and ended_at is null`),
      submitSection: (sittingId: string, sectionId: string, now: Date) =>
        tx.execute(sql`
          update tryout_sitting_sections set ended_at = ${now.toISOString()}, ending = 'submitted'
          where sitting_id = ${sittingId} and section_id = ${sectionId} and ended_at is null`),
      startSection: (sittingId: string, sectionId: string, now: Date, deadlineAt: Date) =>
        tx.execute(sql`
          insert into tryout_sitting_sections (sitting_id, section_id, started_at, deadline_at)
          values (${sittingId}, ${sectionId}, ${now.toISOString()}, ${deadlineAt.toISOString()})`),
      finishSitting: (sittingId: string, finishedAt: Date) =>
        tx.execute(sql`update tryout_sittings set finished_at = ${finishedAt.toISOString()} where id = ${sittingId} and finished_at is null`),
    }),

    // The result's data: the sitting's answers, its scores (final first) and the item parameters they used.
    resultData: async (sittingId: string) => {
      const [answers, scores] = await Promise.all([
        prepared<{ problem_id: number; answer: unknown; correct: boolean | null }>(`select problem_id, answer, correct from tryout_answers where sitting_id = $1::uuid`, [sittingId]),
        prepared(
          `select sc.stage, sc.theta, sc.sd, sc.score, sc.plus_minus, sc.percentile, sc.sections, v.id as version_id, v.version, v.created_at
           from tryout_scores sc join tryout_param_versions v on v.id = sc.version_id
           where sc.sitting_id = $1::uuid order by (sc.stage = 'final') desc limit 1`,
          [sittingId],
        ),
      ]);
      const [score] = scores;
      const items = score
        ? await prepared<{ problem_id: number; b: number; provisional: boolean }>(`select problem_id, b, provisional from tryout_item_params where version_id = $1::bigint`, [score.version_id])
        : [];
      return {
        answers: answers.map((row) => ({ problemId: row.problem_id, answer: row.answer === null ? null : jsonFromText<TSubmittedAnswer>(row.answer), correct: row.correct })),
        score: score && {
          stage: String(score.stage) as 'provisional' | 'final',
          theta: Number(score.theta),
          sd: Number(score.sd),
          score: Number(score.score),
          plusMinus: Number(score.plus_minus),
          percentile: score.percentile === null ? null : Number(score.percentile),
          sections: jsonFromText<{ sectionId: string; theta: number; sd: number; score: number; plusMinus: number }[]>(score.sections),
          version: { version: Number(score.version), createdAt: dateOf(score.created_at) },
        },
        items: new Map(items.map((item) => [item.problem_id, { b: Number(item.b), provisional: item.provisional }])),
      };
    },
  };
}

export type TryoutsRepository = ReturnType<typeof createTryoutsRepository>;
export type SittingWrites = ReturnType<TryoutsRepository['inTransaction']>;
