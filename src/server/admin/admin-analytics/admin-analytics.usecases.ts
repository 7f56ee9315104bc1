import { flagReasons, ITEM_ANALYTICS, topWrongAnswers, type TAnswerShape } from '../../../core/item-analytics';
import { renderInlineMarkup } from '../../../core/markup';
import { questionPreview } from '../../../core/preview';
import type { Changes } from '../../db/content-changes';
import { adminAnalyticsErrors } from './admin-analytics.errors';
import type { AdminAnalyticsRepository, TOutcomeCounts } from './admin-analytics.repository';

type Deps = { repo: AdminAnalyticsRepository };
type WriteDeps = Deps & { changes: Changes };

function periodFigures(counts: TOutcomeCounts, wrong: ReturnType<typeof topWrongAnswers>) {
  const { learners, solved } = counts;
  return {
    learners,
    firstTryRate: learners === 0 ? null : counts.one / learners,
    eventualRate: learners === 0 ? null : solved / learners,
    meanAttemptsToSolve: solved === 0 ? null : counts.solved_attempts / solved,
    solvedOnAttempt: { one: counts.one, two: counts.two, three: counts.three, fourOrMore: counts.four_plus },
    wrongAnswers: wrong,
  };
}

// One problem's figures, all time and the last 30 days, computed when asked (fresh).
export async function getProblemAnalytics({ repo }: Deps, problemCode: string) {
  const problem = await repo.findProblem(problemCode);
  if (!problem) throw adminAnalyticsErrors.problemNotFound();
  const shape: TAnswerShape = { type: problem.type, answerMode: problem.answerMode };
  const [allTime, recent, allWrong, recentWrong] = await Promise.all([
    repo.allTimeOutcomes(problem.id),
    repo.recentOutcomes(problem.id),
    repo.wrongAnswerGroups(problem.id, false),
    repo.wrongAnswerGroups(problem.id, true),
  ]);
  const allTimeFigures = periodFigures(allTime, topWrongAnswers(shape, allWrong));
  return {
    problem: {
      problemId: problem.problemId,
      type: problem.type,
      answerMode: problem.answerMode,
      preview: questionPreview(problem.questionStart),
      // The heading shows the question as learners see it (maths and bold), as the problem list does.
      previewHtml: problem.previewHtml ?? renderInlineMarkup(questionPreview(problem.questionStart ?? '')),
      path: { categoryId: problem.categoryId, topicId: problem.topicId, subtopicId: problem.subtopicId, subtopicName: problem.subtopicName },
    },
    openReports: problem.openReports,
    flags: flagReasons({ ...allTimeFigures, openReports: problem.openReports }),
    recentDays: ITEM_ANALYTICS.recentDays,
    allTime: allTimeFigures,
    recent: periodFigures(recent, topWrongAnswers(shape, recentWrong)),
    computedAt: new Date().toISOString(),
  };
}

type TSubtopicRow = Awaited<ReturnType<AdminAnalyticsRepository['subtopicProblems']>>[number];

// Easiest first by measured first-try solve rate, then by final solve rate; problems nobody has
// tried yet keep their current order at the end.
function byDifficulty(rows: TSubtopicRow[]): TSubtopicRow[] {
  const position = new Map(rows.map((row, index) => [row.id, index]));
  const rate = (count: number, row: TSubtopicRow) => (row.learners === 0 ? -1 : count / row.learners);
  return [...rows].sort(
    (left, right) =>
      rate(right.first_try, right) - rate(left.first_try, left) ||
      rate(right.solved, right) - rate(left.solved, left) ||
      position.get(left.id)! - position.get(right.id)!,
  );
}

function orderView(rows: TSubtopicRow[]) {
  const current = new Map(rows.map((row, index) => [row.id, index + 1]));
  const proposed = byDifficulty(rows);
  return {
    problems: proposed.map((row) => ({
      problemId: row.problem_id,
      type: row.type,
      preview: questionPreview(row.question_start),
      currentNumber: current.get(row.id)!,
      learners: row.learners,
      firstTryRate: row.learners === 0 ? null : row.first_try / row.learners,
      eventualRate: row.learners === 0 ? null : row.solved / row.learners,
    })),
    isAlreadyInOrder: proposed.every((row, index) => current.get(row.id) === index + 1),
  };
}

// The order a subtopic would get, with the figures behind it (live, for a few hundred rows).
export async function getDifficultyOrder({ repo }: Deps, subtopicCode: string) {
  const subtopic = await repo.findSubtopic(subtopicCode);
  if (!subtopic) throw adminAnalyticsErrors.subtopicNotFound();
  return { subtopic: { subtopicId: subtopic.subtopicId, subtopicName: subtopic.subtopicName }, ...orderView(await repo.subtopicProblems(repo.reader, subtopic.id)) };
}

// Applies that order (sort_order 1..n) in one transaction, the rows locked from reading to writing.
// `expected` is the order the admin confirmed: if the figures (or the problems) changed since, the
// order is not applied and 409 says so, rather than applying one nobody saw.
export async function applyDifficultyOrder({ repo, changes }: WriteDeps, subtopicCode: string, expected?: readonly string[]) {
  const subtopic = await repo.findSubtopic(subtopicCode);
  if (!subtopic) throw adminAnalyticsErrors.subtopicNotFound();
  const rows = await repo.inTransaction(async (tx) => {
    const locked = await repo.subtopicProblems(tx, subtopic.id, true);
    const ordered = byDifficulty(locked);
    if (expected && (expected.length !== ordered.length || ordered.some((row, index) => row.problem_id !== expected[index]))) {
      throw adminAnalyticsErrors.orderChanged();
    }
    await repo.applyOrder(
      tx,
      ordered.map((row) => row.id),
    );
    return ordered;
  });
  // The subtopic's problems are in a new order on learners' pages.
  changes.contentChanged();
  return { subtopic: { subtopicId: subtopic.subtopicId, subtopicName: subtopic.subtopicName }, ...orderView(rows) };
}
