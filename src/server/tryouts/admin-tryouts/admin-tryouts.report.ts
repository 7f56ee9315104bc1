import { inArray, sql } from 'drizzle-orm';
import { difficultyWord } from '../../../core/irt/difficulty';
import { SKOR_PREDIKSI_SCALE } from '../../../core/irt/score';
import { flagReasons, ITEM_ANALYTICS, topWrongAnswers } from '../../../core/item-analytics';
import { TINY_DISCRIMINATION, type TTryoutItemWarning, type TTryoutReport } from '../../../core/tryout-admin';
import type { Database } from '../../db/client';
import { problems } from '../../db/schema';
import { openReportsOf, problemColumns, problemView } from '../../content';
import type { MarkupCache } from '../../markup/markup-cache';
import { storedMarkup } from '../../markup/stored-markup';
import { currentItemParameters, latestJob } from '../tryout-scoring';
import { adminTryoutErrors } from './admin-tryouts.errors';
import { createAdminTryoutsRepository } from './admin-tryouts.repository';
import { jsonFromText } from '../../db/json-text';


// The admin's report of a tryout (issue 36, point 5) and its preview.

const BIN_WIDTH = 50;

// Bins of 50 on 200-1000 (the last one takes 1000 too).
export function scoreDistribution(scores: readonly number[]): TTryoutReport['distribution'] {
  const bins: TTryoutReport['distribution'] = [];
  for (let from = SKOR_PREDIKSI_SCALE.min; from < SKOR_PREDIKSI_SCALE.max; from += BIN_WIDTH) bins.push({ from, to: from + BIN_WIDTH, count: 0 });
  for (const score of scores) {
    const index = Math.min(bins.length - 1, Math.max(0, Math.floor((score - SKOR_PREDIKSI_SCALE.min) / BIN_WIDTH)));
    bins[index]!.count++;
  }
  return bins;
}

// Fit warnings: the IRT ones on calibrated items, item analytics' own flags on this tryout's
// answers (a low rate of right answers, an open report), and a wrong answer more popular than
// the key once enough learners answered.
export function itemWarnings(item: {
  a: number;
  provisional: boolean;
  answers: number;
  correct: number;
  openReports: number;
  mostChosenWrong: { count: number } | null;
}): TTryoutItemWarning[] {
  const warnings: TTryoutItemWarning[] = [];
  if (!item.provisional && item.a < 0) warnings.push('negative-discrimination');
  if (!item.provisional && item.a >= 0 && item.a < TINY_DISCRIMINATION) warnings.push('tiny-discrimination');
  if (item.mostChosenWrong && item.answers >= ITEM_ANALYTICS.minLearnersForRates && item.mostChosenWrong.count > item.correct) warnings.push('popular-wrong-option');
  const flags = flagReasons({ learners: item.answers, firstTryRate: item.answers > 0 ? item.correct / item.answers : null, eventualRate: null, openReports: item.openReports });
  if (flags.includes('low_first_try')) warnings.push('low-correct-rate');
  if (flags.includes('open_report')) warnings.push('open-report');
  return warnings;
}

export async function tryoutReport({ db }: { db: Database }, id: string): Promise<TTryoutReport> {
  const repo = createAdminTryoutsRepository(db);
  const tryout = await repo.find(id);
  if (!tryout) throw adminTryoutErrors.notFound();
  const [counts] = await db.execute<{ participants: number; started: number; finished: number }>(sql`
    select count(*)::int as participants,
      (count(*) filter (where exists (select 1 from tryout_sitting_sections ss where ss.sitting_id = si.id)))::int as started,
      (count(*) filter (where si.finished_at is not null))::int as finished
    from tryout_sittings si where si.tryout_id = ${id}`);
  const stage: TTryoutReport['stage'] = tryout.finalVersionId !== null ? 'final' : (
    await db.execute(sql`select 1 from tryout_scores sc join tryout_sittings si on si.id = sc.sitting_id where si.tryout_id = ${id} and sc.stage = 'provisional' limit 1`)
  ).length > 0 ? 'provisional' : 'none';
  const scores =
    stage === 'none'
      ? []
      : (await db.execute<{ score: number }>(sql`select sc.score from tryout_scores sc join tryout_sittings si on si.id = sc.sitting_id where si.tryout_id = ${id} and sc.stage = ${stage}`)).map((row) => row.score);
  const [finalVersion] =
    tryout.finalVersionId === null
      ? []
      : await db.execute<{ version: number; created_at: string | Date; sittings: number }>(sql`select version, created_at, sittings from tryout_param_versions where id = ${tryout.finalVersionId}`);
  const current = await currentItemParameters(db, id);
  const version = finalVersion
    ? { version: finalVersion.version, createdAt: new Date(finalVersion.created_at).toISOString(), sittings: finalVersion.sittings }
    : current.version && { version: current.version.version, createdAt: current.version.createdAt, sittings: current.version.sittings };

  // This tryout's answers per problem: how many, how many right, and the wrong ones by meaning.
  const answerRows = await db.execute<{ problem_id: number; answer: unknown; correct: boolean; count: number }>(sql`
    select a.problem_id, a.answer, a.correct, count(*)::int as count
    from tryout_answers a join tryout_sittings si on si.id = a.sitting_id
    where si.tryout_id = ${id} and a.answer is not null
    group by a.problem_id, a.answer, a.correct`);
  const problemRows = await db.execute<{ id: number; problem_id: string; type: string; answer_mode: string; open_reports: number }>(sql`
    select id, problem_id, type, answer_mode, ${openReportsOf(problems.id)} as open_reports from problems where id in (select problem_id from tryout_section_problems where tryout_id = ${id})`);
  const problemById = new Map(problemRows.map((row) => [row.id, row]));
  const sections = await repo.sections(id);
  const sectionName = new Map(sections.map((section) => [section.id, section.name]));
  const positionInSection = new Map<string, number>();

  const items = current.items.map((item) => {
    const problem = problemById.get(item.problemId)!;
    const rows = answerRows.filter((row) => row.problem_id === item.problemId);
    const answers = rows.reduce((sum, row) => sum + row.count, 0);
    const correct = rows.filter((row) => row.correct).reduce((sum, row) => sum + row.count, 0);
    const wrong = topWrongAnswers({ type: problem.type, answerMode: problem.answer_mode }, rows.filter((row) => !row.correct).map((row) => ({ ...row, answer: jsonFromText(row.answer) })), 1);
    const mostChosenWrong = wrong.top[0] ? { answer: wrong.top[0].answer, count: wrong.top[0].count } : null;
    const position = (positionInSection.get(item.sectionId) ?? 0) + 1;
    positionInSection.set(item.sectionId, position);
    return {
      problemId: problem.problem_id,
      sectionName: sectionName.get(item.sectionId) ?? '',
      position,
      a: item.a,
      b: item.b,
      seA: item.seA,
      seB: item.seB,
      provisional: item.provisional,
      answers,
      correctRate: answers > 0 ? correct / answers : null,
      difficulty: difficultyWord(item.b),
      warnings: itemWarnings({ a: item.a, provisional: item.provisional, answers, correct, openReports: problem.open_reports, mostChosenWrong }),
      mostChosenWrong,
    };
  });

  return {
    participants: counts!.participants,
    started: counts!.started,
    finished: counts!.finished,
    stage,
    version: version ?? null,
    distribution: scoreDistribution(scores),
    items,
    job: await latestJob(db, id),
  };
}

/** The tryout as a learner will see it, problems rendered, no answers or solutions. */
export async function tryoutPreview({ db, markup }: { db: Database; markup: MarkupCache }, id: string) {
  const repo = createAdminTryoutsRepository(db);
  const tryout = await repo.find(id);
  if (!tryout) throw adminTryoutErrors.notFound();
  const [sections, byCodes] = await Promise.all([repo.sections(id), repo.sectionProblems(id)]);
  const ids = [...byCodes.values()].flat().map((problem) => problem.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ ...problemColumns, questionHtml: storedMarkup(problems.questionHtml), optionsHtml: storedMarkup(problems.optionsHtml) })
          .from(problems)
          .where(inArray(problems.id, ids));
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return {
    tryout: { id: tryout.id, title: tryout.title },
    sections: sections.map((section) => ({
      ...section,
      problems: (byCodes.get(section.id) ?? []).map((problem, i) => {
        const { hasSolution: _hasSolution, ...view } = problemView(markup, rowById.get(problem.id)!);
        return { position: i + 1, problem: view };
      }),
    })),
  };
}
