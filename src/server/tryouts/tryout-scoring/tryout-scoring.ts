import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { eapScorer, itemParametersForScoring, MIN_TRYOUT_ANSWERS, percentileRanks, skorPrediksi, type TCalibratedItem, type TItemParameters } from '../../../core/irt';
import { TRYOUT_ANSWER_GRACE_SECONDS } from '../../../core/tryouts';
import type { Database } from '../../db/client';
import { tryoutItemParams, tryoutParamVersions, tryoutScores } from '../../db/schema';
import type { Writer } from '../../db/unique-code';
import { calibrateOffThread } from './calibrate-off-thread';

// Scoring of tryouts (issue 36, point 3; decisions 056, 057, 058): parameter versions, provisional
// scores at submit (called by the sitting module inside its own transaction), recalibration from
// first answers under tryout conditions (in a worker thread), and final scores with percentiles.

export type TProgress = (progress: number, message: string) => void | Promise<void>;
export type TScoringOptions = { signal?: AbortSignal };
export type TParamVersion = { versionId: number; version: number };
export type TSectionScore = { sectionId: string; theta: number; sd: number; score: number; plusMinus: number };
export type TSittingScore = TParamVersion & { theta: number; sd: number; score: number; plusMinus: number; sections: TSectionScore[] };
export type TRecalibration = TParamVersion & { learners: number; calibratedItems: number; provisionalItems: number };
export type TFinalization = TParamVersion & { sittings: number; alreadyFinal: boolean };

// The tryout's items in order (sections by position, problems by position), internal problem ids.
type TItem = { problemId: number; sectionId: string };
type TStoredParams = TItemParameters & { answers: number; correct: number; status: string };

// Stored scores go in batches (a row has 10 columns; Postgres takes at most 65,535 parameters).
const SCORE_BATCH = 500;
const SCORE_SLICE = 500;

const rowsOf = <T>(result: unknown) => result as T[];

async function tryoutItems(db: Writer, tryoutId: string): Promise<TItem[]> {
  const rows = rowsOf<{ problem_id: number; section_id: string }>(
    await db.execute(sql`
      select tsp.problem_id, tsp.section_id
      from tryout_section_problems tsp join tryout_sections s on s.id = tsp.section_id
      where tsp.tryout_id = ${tryoutId}
      order by s.position, tsp.position`),
  );
  return rows.map((row) => ({ problemId: row.problem_id, sectionId: row.section_id }));
}

// Practice first tries (user_progress: a learner's first attempt right or not) of the tryout's
// problems: the provisional parameters' source (decision 057). Read live, not from the
// problem_item_stats view, which may be minutes old.
async function practiceFirstTries(db: Writer, tryoutId: string): Promise<Map<number, { firstTryRate: number | null; firstTries: number }>> {
  const rows = rowsOf<{ problem_id: number; tries: number; first_right: number }>(
    await db.execute(sql`
      select up.problem_id, count(*)::int as tries, (count(*) filter (where up.is_correct and up.attempts_count = 1))::int as first_right
      from user_progress up
      where up.attempts_count > 0 and up.problem_id in (select problem_id from tryout_section_problems where tryout_id = ${tryoutId})
      group by up.problem_id`),
  );
  return new Map(rows.map((row) => [row.problem_id, { firstTryRate: row.tries > 0 ? row.first_right / row.tries : null, firstTries: row.tries }]));
}

const practiceOf = (practice: Map<number, { firstTryRate: number | null; firstTries: number }>, problemId: number) =>
  practice.get(problemId) ?? { firstTryRate: null, firstTries: 0 };

// Serialises the writers of one tryout's parameter versions (version numbers are max + 1).
async function lockVersions(tx: Writer, tryoutId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tryout-params:${tryoutId}`}, 0))`);
}

async function latestVersion(db: Writer, tryoutId: string): Promise<TParamVersion | null> {
  const rows = rowsOf<{ id: number; version: number }>(
    await db.execute(sql`select id::int as id, version from tryout_param_versions where tryout_id = ${tryoutId} order by version desc limit 1`),
  );
  return rows[0] ? { versionId: rows[0].id, version: rows[0].version } : null;
}

async function writeVersion(tx: Writer, tryoutId: string, learners: number, now: Date, items: TItem[], params: TStoredParams[]): Promise<TParamVersion> {
  await lockVersions(tx, tryoutId);
  const previous = await latestVersion(tx, tryoutId);
  const [row] = await tx
    .insert(tryoutParamVersions)
    .values({ tryoutId, version: (previous?.version ?? 0) + 1, sittings: learners, createdAt: now })
    .returning({ id: tryoutParamVersions.id, version: tryoutParamVersions.version });
  if (items.length > 0) {
    await tx.insert(tryoutItemParams).values(
      items.map((item, j) => {
        const p = params[j]!;
        return { versionId: row!.id, problemId: item.problemId, a: p.a, b: p.b, seA: p.seA, seB: p.seB, provisional: p.provisional, answers: p.answers, correct: p.correct, status: p.status };
      }),
    );
  }
  return { versionId: row!.id, version: row!.version };
}

async function versionParams(db: Writer, versionId: number): Promise<Map<number, { a: number; b: number }>> {
  const rows = rowsOf<{ problem_id: number; a: number; b: number }>(await db.execute(sql`select problem_id, a, b from tryout_item_params where version_id = ${versionId}`));
  return new Map(rows.map((row) => [row.problem_id, { a: row.a, b: row.b }]));
}

// Scores of sittings given the problems each got right: a blank or wrong item counts 0 (decision
// 057: the exam counts a blank as not right). A section's score is the EAP over its items, the
// overall one over all of them (one scale).
function scorer(items: TItem[], params: Map<number, { a: number; b: number }>) {
  const itemParams = items.map((item) => params.get(item.problemId) ?? null);
  const overall = eapScorer(itemParams);
  const sectionIds = [...new Set(items.map((item) => item.sectionId))];
  const sections = sectionIds.map((sectionId) => {
    const indexes = items.flatMap((item, j) => (item.sectionId === sectionId ? [j] : []));
    return { sectionId, indexes, score: eapScorer(indexes.map((j) => itemParams[j]!)) };
  });
  return (rightProblems: ReadonlySet<number>) => {
    const responses = items.map((item) => (rightProblems.has(item.problemId) ? 1 : 0));
    const ability = overall(responses);
    return {
      theta: ability.theta,
      sd: ability.sd,
      ...skorPrediksi(ability),
      sections: sections.map(({ sectionId, indexes, score }): TSectionScore => {
        const sectionAbility = score(indexes.map((j) => responses[j]!));
        const { score: sectionScore, plusMinus } = skorPrediksi(sectionAbility);
        return { sectionId, theta: sectionAbility.theta, sd: sectionAbility.sd, score: sectionScore, plusMinus };
      }),
    };
  };
}

type TScoreRow = { sittingId: string; theta: number; sd: number; score: number; plusMinus: number; percentile: number | null; sections: TSectionScore[] };

async function storeScores(tx: Writer, stage: 'provisional' | 'final', versionId: number, now: Date, rows: TScoreRow[]) {
  for (let start = 0; start < rows.length; start += SCORE_BATCH) {
    await tx
      .insert(tryoutScores)
      .values(rows.slice(start, start + SCORE_BATCH).map((row) => ({ ...row, stage, versionId, computedAt: now })))
      .onConflictDoUpdate({
        target: [tryoutScores.sittingId, tryoutScores.stage],
        set: {
          versionId: sql`excluded.version_id`,
          theta: sql`excluded.theta`,
          sd: sql`excluded.sd`,
          score: sql`excluded.score`,
          plusMinus: sql`excluded.plus_minus`,
          percentile: sql`excluded.percentile`,
          sections: sql`excluded.sections`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
}

// Each learner's first answer under tryout conditions to each of the tryout's problems, across
// tryouts (decision 058): the first sitting section, by start, in which the learner met the
// problem; their answer there, if any, once that section has ended (submitted, or its deadline
// and the grace passed). A later meeting of the same problem is left out (missing).
async function firstTryoutAnswers(db: Writer, tryoutId: string, now: Date, itemCount: number) {
  const rows = rowsOf<{ right_items: number[] | null; wrong_items: number[] | null }>(
    await db.execute(sql`
      with items as (
        select tsp.problem_id, (row_number() over (order by s.position, tsp.position) - 1)::int as idx
        from tryout_section_problems tsp join tryout_sections s on s.id = tsp.section_id
        where tsp.tryout_id = ${tryoutId}
      ),
      exposure as (
        select distinct on (si.user_id, tsp.problem_id) si.user_id, tsp.problem_id, ss.sitting_id, ss.ended_at, ss.deadline_at
        from items i
        join tryout_section_problems tsp on tsp.problem_id = i.problem_id
        join tryout_sitting_sections ss on ss.section_id = tsp.section_id
        join tryout_sittings si on si.id = ss.sitting_id
        order by si.user_id, tsp.problem_id, ss.started_at, ss.sitting_id
      )
      select array_agg(i.idx) filter (where a.correct) as right_items, array_agg(i.idx) filter (where not a.correct) as wrong_items
      from exposure e
      join items i on i.problem_id = e.problem_id
      join tryout_answers a on a.sitting_id = e.sitting_id and a.problem_id = e.problem_id and a.correct is not null
      where e.ended_at is not null or e.deadline_at + make_interval(secs => ${TRYOUT_ANSWER_GRACE_SECONDS}) < ${now.toISOString()}::timestamptz
      group by e.user_id`),
  );
  const patterns: (0 | 1 | null)[][] = [];
  const answers = new Array<number>(itemCount).fill(0);
  const correct = new Array<number>(itemCount).fill(0);
  for (const row of rows) {
    const pattern = new Array<0 | 1 | null>(itemCount).fill(null);
    for (const j of row.right_items ?? []) {
      pattern[j] = 1;
      answers[j]!++;
      correct[j]!++;
    }
    for (const j of row.wrong_items ?? []) {
      pattern[j] = 0;
      answers[j]!++;
    }
    patterns.push(pattern);
  }
  return { patterns, answers, correct };
}

const provisionalFromPractice = (practice: { firstTryRate: number | null; firstTries: number }, answers: number, correct: number): TStoredParams => ({
  ...itemParametersForScoring(null, practice),
  answers,
  correct,
  status: answers === 0 ? 'noAnswers' : 'practice',
});

export type TCurrentItemParameters = TItemParameters & { problemId: number; sectionId: string };

/**
 * The parameters each of the tryout's items is scored with now: its latest version's, or, with
 * no version yet, the provisional ones from practice (not stored). For the admin's report.
 */
export async function currentItemParameters(db: Writer, tryoutId: string): Promise<{ version: (TParamVersion & { createdAt: string; sittings: number }) | null; items: TCurrentItemParameters[] }> {
  const items = await tryoutItems(db, tryoutId);
  const [latest] = rowsOf<{ id: number; version: number; created_at: string | Date; sittings: number }>(
    await db.execute(sql`select id::int as id, version, created_at, sittings from tryout_param_versions where tryout_id = ${tryoutId} order by version desc limit 1`),
  );
  const stored = latest
    ? new Map(
        rowsOf<{ problem_id: number; a: number; b: number; se_a: number | null; se_b: number | null; provisional: boolean }>(
          await db.execute(sql`select problem_id, a, b, se_a, se_b, provisional from tryout_item_params where version_id = ${latest.id}`),
        ).map((row) => [row.problem_id, { a: row.a, b: row.b, seA: row.se_a, seB: row.se_b, provisional: row.provisional }]),
      )
    : new Map<number, TItemParameters>();
  const practice = await practiceFirstTries(db, tryoutId);
  return {
    version: latest ? { versionId: latest.id, version: latest.version, createdAt: new Date(latest.created_at).toISOString(), sittings: latest.sittings } : null,
    items: items.map((item) => ({ ...item, ...(stored.get(item.problemId) ?? itemParametersForScoring(null, practiceOf(practice, item.problemId))) })),
  };
}

export function createTryoutScoring({ db, clock = () => new Date() }: { db: Database; clock?: () => Date }) {
  // Version 1 when a tryout is first scored and has none: every item provisional from practice.
  const ensureVersion = async (tx: Writer, tryoutId: string, items: TItem[]): Promise<TParamVersion> => {
    const known = await latestVersion(tx, tryoutId);
    if (known) return known;
    await lockVersions(tx, tryoutId);
    const written = await latestVersion(tx, tryoutId);
    if (written) return written;
    const practice = await practiceFirstTries(tx, tryoutId);
    return writeVersion(
      tx,
      tryoutId,
      0,
      clock(),
      items,
      items.map((item) => provisionalFromPractice(practiceOf(practice, item.problemId), 0, 0)),
    );
  };

  const recalibrate = async (tryoutId: string, onProgress: TProgress = () => undefined, options: TScoringOptions = {}): Promise<TRecalibration> => {
    const now = clock();
    await onProgress(5, 'Membaca jawaban pertama peserta');
    const items = await tryoutItems(db, tryoutId);
    const { patterns, answers, correct } = await firstTryoutAnswers(db, tryoutId, now, items.length);
    const practice = await practiceFirstTries(db, tryoutId);
    let calibrated: (TCalibratedItem | null)[] = items.map(() => null);
    if (answers.some((count) => count >= MIN_TRYOUT_ANSWERS)) {
      await onProgress(20, `Mengkalibrasi ${items.length} soal dari ${patterns.length} peserta`);
      const calibration = await calibrateOffThread({ patterns, counts: patterns.map(() => 1) }, {}, options.signal);
      calibrated = calibration.items;
    }
    await onProgress(80, 'Menyimpan parameter');
    const params = items.map((item, j): TStoredParams => {
      const fit = calibrated[j] ?? null;
      const chosen = itemParametersForScoring(fit, practiceOf(practice, item.problemId));
      if (!fit || fit.answers < MIN_TRYOUT_ANSWERS) return { ...chosen, answers: answers[j]!, correct: correct[j]!, status: answers[j] === 0 ? 'noAnswers' : 'practice' };
      return { ...chosen, answers: fit.answers, correct: fit.correct, status: fit.atBound ? 'atBound' : fit.status };
    });
    const version = await db.transaction((tx) => writeVersion(tx, tryoutId, patterns.length, now, items, params));
    const provisionalItems = params.filter((p) => p.provisional).length;
    return { ...version, learners: patterns.length, calibratedItems: items.length - provisionalItems, provisionalItems };
  };

  return {
    /**
     * The provisional score of a sitting that has just finished, in the caller's transaction:
     * from the tryout's latest parameter version (version 1, provisional from practice, is
     * written first when there is none). Stored in tryout_scores with that version.
     */
    scoreSitting: async (tx: Writer, sittingId: string, stage: 'provisional'): Promise<TSittingScore> => {
      const [sitting] = rowsOf<{ tryout_id: string }>(await tx.execute(sql`select tryout_id from tryout_sittings where id = ${sittingId}`));
      if (!sitting) throw new Error(`no sitting ${sittingId}`);
      const items = await tryoutItems(tx, sitting.tryout_id);
      const version = await ensureVersion(tx, sitting.tryout_id, items);
      const right = rowsOf<{ problem_id: number }>(await tx.execute(sql`select problem_id from tryout_answers where sitting_id = ${sittingId} and correct`));
      const result = scorer(items, await versionParams(tx, version.versionId))(new Set(right.map((row) => row.problem_id)));
      await storeScores(tx, stage, version.versionId, clock(), [{ sittingId, theta: result.theta, sd: result.sd, score: result.score, plusMinus: result.plusMinus, percentile: null, sections: result.sections }]);
      return { ...version, theta: result.theta, sd: result.sd, score: result.score, plusMinus: result.plusMinus, sections: result.sections };
    },

    /** A new parameter version from first answers under tryout conditions (calibrated in a worker thread). */
    recalibrate,

    /**
     * After the window closes: recalibrate on every sitting, then write every sitting's final
     * score with its percentile and set tryouts.final_version_id, in one transaction. A tryout
     * already final is left as it is (idempotent).
     */
    finalize: async (tryoutId: string, onProgress: TProgress = () => undefined, options: TScoringOptions = {}): Promise<TFinalization> => {
      const [tryout] = rowsOf<{ closes_at: string | Date; final_version_id: number | null }>(
        await db.execute(sql`select closes_at, final_version_id::int as final_version_id from tryouts where id = ${tryoutId}`),
      );
      if (!tryout) throw new Error(`no tryout ${tryoutId}`);
      const countSittings = async () =>
        rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from tryout_sittings where tryout_id = ${tryoutId}`))[0]!.n;
      if (tryout.final_version_id !== null) {
        const [row] = rowsOf<{ version: number }>(await db.execute(sql`select version from tryout_param_versions where id = ${tryout.final_version_id}`));
        await onProgress(100, 'Skor akhir sudah ada');
        return { versionId: tryout.final_version_id, version: row?.version ?? 0, sittings: await countSittings(), alreadyFinal: true };
      }
      if (new Date(tryout.closes_at).getTime() > clock().getTime()) throw new Error('Tryout belum ditutup; skor akhir dihitung setelah ditutup.');
      const version = await recalibrate(tryoutId, (progress, message) => onProgress(Math.round(progress * 0.6), message), options);
      await onProgress(60, 'Menghitung skor akhir');
      const items = await tryoutItems(db, tryoutId);
      const score = scorer(items, await versionParams(db, version.versionId));
      const sittings = rowsOf<{ id: string; right_problems: number[] }>(
        await db.execute(sql`
          select s.id, coalesce(array_agg(a.problem_id) filter (where a.correct), '{}') as right_problems
          from tryout_sittings s left join tryout_answers a on a.sitting_id = s.id
          where s.tryout_id = ${tryoutId}
          group by s.id`),
      );
      // In slices, yielding between them: requests keep being served while thousands are scored.
      const results: (ReturnType<typeof score> & { sittingId: string })[] = [];
      for (let start = 0; start < sittings.length; start += SCORE_SLICE) {
        for (const sitting of sittings.slice(start, start + SCORE_SLICE)) results.push({ sittingId: sitting.id, ...score(new Set(sitting.right_problems)) });
        await setImmediate();
      }
      const percentiles = percentileRanks(results.map((result) => result.score));
      await onProgress(85, `Menyimpan skor akhir ${results.length} peserta`);
      const now = clock();
      const finalized = await db.transaction(async (tx) => {
        const claimed = rowsOf<{ id: string }>(
          await tx.execute(sql`update tryouts set final_version_id = ${version.versionId} where id = ${tryoutId} and final_version_id is null returning id`),
        );
        if (claimed.length === 0) return false;
        await storeScores(
          tx,
          'final',
          version.versionId,
          now,
          results.map((result, i) => ({ sittingId: result.sittingId, theta: result.theta, sd: result.sd, score: result.score, plusMinus: result.plusMinus, percentile: percentiles[i]!, sections: result.sections })),
        );
        return true;
      });
      await onProgress(100, 'Selesai');
      return { versionId: version.versionId, version: version.version, sittings: results.length, alreadyFinal: !finalized };
    },
  };
}

export type TryoutScoring = ReturnType<typeof createTryoutScoring>;
