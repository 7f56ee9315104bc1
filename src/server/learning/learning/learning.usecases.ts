import { dateInTimeZone } from '../../../core/dashboard';
import { canSubmit, gradeAnswer, isSameAnswer } from '../../../core/grading';
import {
  DELAYED_REVIEW_DAYS,
  isAtLeastMahir,
  masteryOf,
  NO_COUNTERS,
  subtopicLevelOf,
  type TMasteryCounters,
  type TSubtopicLevel,
} from '../../../core/mastery';
import { subtopicProgressOf, type TSubtopicProgress } from '../../../core/mastery-next-step';
import type { TSubmittedAnswer } from '../../../problem-types';
import { delayedReviewChange } from '../../../core/learner-counters';
import { rate, RATING } from '../../../core/review-schedule';
import {
  REVIEW_LIST_LIMIT,
  REVIEW_REPEAT_WINDOW_MS,
  type TNextStep,
  type TProblemLink,
  type TReviewAnswerResult,
  type TReviewItem,
  type TReviewList,
  type TReviewsSummary,
} from '../../../core/reviews';
import type { SessionUser } from '../../http/context';
import type { MarkupCache } from '../../markup/markup-cache';
import { isVisibleToLearners, pageHeadOf, problemInTryout, problemNotFound, type ProblemReadRepository, type ProblemRow, revealFor } from '../../content';
import { learningErrors } from './learning.errors';
import {
  storedCardOf,
  type DashboardLearningState,
  type LastPractised,
  type LearningRepository,
  type Outline,
  type OutlineSubtopic,
  type SubtopicCounters,
} from './learning.repository';

export type LearningDeps = {
  repo: LearningRepository;
  // The practice module's reads (its repository): the problem as the check reads it, and its theories.
  practice: {
    findProblemToCheck: (problemCode: string) => Promise<(ProblemRow & { solutionHtml: string | null; heldByTryout: boolean }) | undefined>;
    linkedTheories: (problemInternalId: number) => Promise<string[]>;
  };
  problems: ProblemReadRepository;
  markup: MarkupCache;
};

/** A subtopic's counters for the mastery rule: the learner's (none yet: zeros) and its published problem count. */
export const countersFor = (subtopic: OutlineSubtopic, counters: SubtopicCounters | undefined): TMasteryCounters => ({
  ...NO_COUNTERS,
  ...counters,
  publishedProblems: subtopic.published,
});

const levelOf = (subtopic: OutlineSubtopic, counters: SubtopicCounters | undefined) => subtopicLevelOf(subtopic.code, countersFor(subtopic, counters));

const linkOf = (subtopic: OutlineSubtopic, problemCode: string): TProblemLink => ({
  categoryId: subtopic.topic.category.code,
  topicId: subtopic.topic.code,
  subtopicId: subtopic.code,
  problemId: problemCode,
});

// ---- Levels ----

export async function topicLevels({ repo }: LearningDeps, user: SessionUser, topicCode: string): Promise<{ levels: TSubtopicLevel[] }> {
  const outline = await repo.outline();
  const topic = outline.topicsByCode.get(topicCode);
  if (!topic) throw learningErrors.topicNotFound();
  const withProblems = topic.subtopics.filter((subtopic) => subtopic.published > 0);
  const counters = await repo.counters(user.id, withProblems.map((subtopic) => subtopic.id));
  return { levels: withProblems.map((subtopic) => levelOf(subtopic, counters.get(subtopic.id))!) };
}

/** The learner's level on a subtopic and (issue 52.5) its progress: solved of published, the next step in words. */
export async function subtopicLevel(
  { repo }: LearningDeps,
  user: SessionUser,
  subtopicCode: string,
): Promise<{ level: TSubtopicLevel | null; progress: TSubtopicProgress | null }> {
  const outline = await repo.outline();
  const subtopic = outline.subtopicsByCode.get(subtopicCode);
  if (!subtopic) throw learningErrors.subtopicNotFound();
  if (subtopic.published === 0) return { level: null, progress: null };
  const counters = countersFor(subtopic, (await repo.counters(user.id, [subtopic.id])).get(subtopic.id));
  return { level: subtopicLevelOf(subtopic.code, counters), progress: subtopicProgressOf(counters) };
}

// ---- Next problem ----

type Place = { id: number; subtopic_id: number; sort_order: number };

/**
 * The next problem of `place`'s subtopic the learner (or a guest: null) has not solved: later in
 * it, then (learners only) earlier in it.
 */
async function nextInSubtopic(repo: LearningRepository, subtopic: OutlineSubtopic, userId: string | null, place: Place, problemCode: string) {
  return (
    (await repo.firstUnsolved(userId, [subtopic.id], { sortOrder: place.sort_order, id: place.id })) ??
    (userId ? await repo.firstUnsolved(userId, [subtopic.id], null).then((row) => (row?.problem_code === problemCode ? undefined : row)) : undefined)
  );
}

/**
 * The next problem after `place` the learner (or a guest: null) has not solved: in its subtopic
 * (nextInSubtopic), then in the category's following subtopics. The dashboard's 'Lanjutkan' (which
 * names the subtopic it leads to).
 */
async function nextAfter(repo: LearningRepository, outline: Outline, userId: string | null, place: Place, problemCode: string) {
  const subtopic = outline.subtopicsById.get(place.subtopic_id);
  if (!subtopic) return null;
  const category = subtopic.topic.category;
  const found =
    (await nextInSubtopic(repo, subtopic, userId, place, problemCode)) ??
    (await repo.firstUnsolved(
      userId,
      category.subtopics.slice(subtopic.index + 1).filter((s) => s.published > 0).map((s) => s.id),
      null,
    ));
  if (!found) return null;
  const at = outline.subtopicsById.get(found.subtopic_id);
  return at ? { ...linkOf(at, found.problem_code), subtopicName: at.name } : null;
}

/** A subtopic's page, by its path's codes, with its name. */
export type TSubtopicLink = { categoryId: string; topicId: string; subtopicId: string; subtopicName: string };

/**
 * The subtopic offered after `subtopic` (issue 52.5): the category's following subtopic with
 * published problems, for a learner the first of them not yet finished (solved of published, by
 * their counters: one read of the few rows they have there). Null at the category's end.
 */
async function followingSubtopic(repo: LearningRepository, subtopic: OutlineSubtopic, userId: string | null): Promise<TSubtopicLink | null> {
  const following = subtopic.topic.category.subtopics.slice(subtopic.index + 1).filter((s) => s.published > 0);
  const counters = userId && following.length > 0 ? await repo.counters(userId, following.map((s) => s.id)) : null;
  const at = following.find((s) => !counters || (counters.get(s.id)?.solved ?? 0) < s.published);
  return at ? { categoryId: at.topic.category.code, topicId: at.topic.code, subtopicId: at.code, subtopicName: at.name } : null;
}

/**
 * 'Soal berikutnya' (issue 34, changed by issue 52.5, decision 087): `next`, the next problem of
 * the same subtopic not yet solved, never one of another subtopic; and `nextSubtopic`, the subtopic
 * offered after this one (followingSubtopic), which the page names on its own button, at the
 * subtopic's end and in the moment of reaching 'Mahir' or finishing it.
 */
export async function nextProblem({ repo }: LearningDeps, user: SessionUser | null, afterCode: string) {
  const [outline, place] = await Promise.all([repo.outline(), repo.problemPlace(afterCode)]);
  if (!place) throw problemNotFound();
  const subtopic = outline.subtopicsById.get(place.subtopic_id);
  if (!subtopic) return { next: null, nextSubtopic: null };
  const userId = user?.id ?? null;
  const [found, nextSubtopic] = await Promise.all([nextInSubtopic(repo, subtopic, userId, place, afterCode), followingSubtopic(repo, subtopic, userId)]);
  return { next: found ? { ...linkOf(subtopic, found.problem_code), subtopicName: subtopic.name } : null, nextSubtopic };
}

// ---- Dashboard ----

/** The subtopics whose cards the dashboard's due count leaves out (dashboardLearningState). */
export async function hiddenSubtopicIds({ repo }: LearningDeps): Promise<number[]> {
  return (await repo.outline()).hiddenSubtopicIds;
}

/**
 * What the dashboard adds for issue 34, from what its statement read (dashboardLearningState):
 * the reviews due, and 'Lanjutkan'.
 */
export async function dashboardLearning({ repo }: LearningDeps, userId: string, state: DashboardLearningState) {
  const outline = await repo.outline();
  const reviews: TReviewsSummary = { dueCount: state.due, nextDueAt: state.nextDue ? new Date(state.nextDue).toISOString() : null };
  return { reviews, next: await nextStep(repo, outline, reviews, userId, state.last ?? undefined) };
}

async function nextStep(
  repo: LearningRepository,
  outline: Outline,
  reviews: TReviewsSummary,
  userId: string,
  last: LastPractised | undefined,
): Promise<TNextStep | null> {
  if (reviews.dueCount > 0) return { kind: 'review', dueCount: reviews.dueCount };
  // Where they last practised: that problem if still unsolved, else the next one.
  const lastSubtopic = last?.is_published ? outline.subtopicsById.get(last.subtopic_id) : undefined;
  if (last && lastSubtopic) {
    if (!last.is_correct) return { kind: 'continue', link: linkOf(lastSubtopic, last.problem_code), subtopicName: lastSubtopic.name };
    const next = await nextAfter(repo, outline, userId, last, last.problem_code);
    if (next) {
      const { subtopicName, ...link } = next;
      return { kind: 'continue', link, subtopicName };
    }
  }
  // The first subtopic not yet 'Mahir' of the category they use most (the first, for a newcomer),
  // then of the others in catalogue order.
  const used = await repo.attemptedByCategory(userId);
  let favourite = outline.categories[0];
  for (const category of outline.categories) if ((used.get(category.id) ?? 0) > (used.get(favourite!.id) ?? 0)) favourite = category;
  const ordered = favourite ? [favourite, ...outline.categories.filter((category) => category !== favourite)] : [];
  for (const category of ordered) {
    const withProblems = category.subtopics.filter((subtopic) => subtopic.published > 0);
    const counters = await repo.counters(userId, withProblems.map((subtopic) => subtopic.id));
    const open = withProblems.filter((subtopic) => !isAtLeastMahir(masteryOf(countersFor(subtopic, counters.get(subtopic.id)))?.level));
    // The first of them with a problem left to solve (looked at a few at a time).
    const found = await repo.firstUnsolved(userId, open.map((subtopic) => subtopic.id), null);
    const subtopic = found && outline.subtopicsById.get(found.subtopic_id);
    if (found && subtopic) {
      return { kind: 'start', link: linkOf(subtopic, found.problem_code), subtopicName: subtopic.name, level: levelOf(subtopic, counters.get(subtopic.id))!.level };
    }
  }
  return null;
}

// ---- Reviews ----

// Pages of due cards read until the list is full: a page holds fewer visible cards only when an
// admin hid a subtopic, topic or category holding some of them (the outline has no such path).
const REVIEW_LIST_PAGES = 5;

export async function reviewList({ repo }: LearningDeps, user: SessionUser, now: Date): Promise<TReviewList> {
  const outline = await repo.outline();
  const first = await repo.firstDuePage(user.id, now, outline.hiddenSubtopicIds);
  const due: TReviewItem[] = [];
  let rows = first.cards;
  for (let page = 0; page < REVIEW_LIST_PAGES && due.length < REVIEW_LIST_LIMIT; page += 1) {
    if (page > 0) {
      const last = rows.at(-1);
      if (rows.length < REVIEW_LIST_LIMIT || !last) break;
      rows = await repo.dueCards(user.id, now, { due: last.due, problemId: last.problem_id });
    }
    for (const row of rows) {
      const subtopic = outline.subtopicsById.get(row.subtopic_id);
      // A problem a tryout holds waits, due, until the tryout's final scores (decision 068).
      if (!subtopic || row.held_by_tryout || due.length === REVIEW_LIST_LIMIT) continue;
      due.push({
        ...linkOf(subtopic, row.problem_code),
        subtopicName: subtopic.name,
        topicName: subtopic.topic.name,
        dueAt: new Date(row.due).toISOString(),
        reason: row.reason,
      });
    }
  }
  return { due, ...first.summary };
}

export async function reviewProblem({ repo, problems, markup }: LearningDeps, user: SessionUser, problemCode: string, now: Date) {
  const card = await repo.findCard(user.id, problemCode);
  if (!card) throw learningErrors.reviewNotFound();
  if (new Date(card.due).getTime() > now.getTime()) throw learningErrors.reviewNotDue();
  const row = await problems.findProblemInPath({ categoryId: card.category_code, topicId: card.topic_code, subtopicId: card.subtopic_code, problemId: problemCode });
  if (!isVisibleToLearners(row)) throw learningErrors.reviewNotFound();
  if (row.heldByTryout) throw problemInTryout();
  // Shown fresh: the problem alone, never the learner's progress, last answer or solution.
  return { problem: pageHeadOf(markup, row), dueAt: new Date(card.due).toISOString() };
}

/** Whole calendar days in `timeZone` from the day of `from` to the day of `to`. */
export function learnerDaysBetween(from: Date, to: Date, timeZone: string): number {
  const day = (instant: Date) => Date.parse(`${dateInTimeZone(instant, timeZone)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / 86_400_000);
}

const parsedAnswer = (answer: string | TSubmittedAnswer): TSubmittedAnswer => (typeof answer === 'string' ? (JSON.parse(answer) as TSubmittedAnswer) : answer);

export async function answerReview(deps: LearningDeps, user: SessionUser, problemCode: string, rawAnswer: unknown, now: Date, timeZone: string) {
  const problem = await deps.practice.findProblemToCheck(problemCode);
  if (!isVisibleToLearners(problem)) throw learningErrors.reviewNotFound();
  if (problem.heldByTryout) throw problemInTryout();
  if (!canSubmit(problem, rawAnswer)) throw learningErrors.invalidAnswer([{ path: '', message: 'answer_does_not_fit_problem' }]);
  const answer = rawAnswer;
  const grade = gradeAnswer(problem, answer);
  if (grade === 'invalid') throw learningErrors.notANumber();

  const outcome = await deps.repo.answerReview(user.id, problem.id, (card, last) => {
    // A double-click: the same answer again shortly after the review it repeats is that review.
    if (last && now.getTime() - new Date(last.reviewed_at).getTime() < REVIEW_REPEAT_WINDOW_MS && isSameAnswer(parsedAnswer(last.answer), answer, problem)) {
      const result: TReviewAnswerResult = {
        isCorrect: last.is_correct,
        rating: last.is_correct ? 'good' : 'again',
        nextDueAt: new Date(last.next_due).toISOString(),
        isRepeat: true,
        answer: parsedAnswer(last.answer),
      };
      return { result: { result, subtopicId: card.subtopic_id }, write: null };
    }
    const before = storedCardOf(card);
    if (before.due.getTime() > now.getTime()) throw learningErrors.reviewNotDue();
    const isCorrect = grade === 'correct';
    const rating = isCorrect ? RATING.good : RATING.again;
    const next = rate(before, now, rating);
    const isDelayed = learnerDaysBetween(new Date(card.entered_at), now, timeZone) >= DELAYED_REVIEW_DAYS;
    // The answer graded goes back with its grade: the page shows it beside the key (issue 52.4).
    const result: TReviewAnswerResult = { isCorrect, rating: isCorrect ? 'good' : 'again', nextDueAt: next.due.toISOString(), isRepeat: false, answer };
    return {
      result: { result, subtopicId: card.subtopic_id },
      write: {
        card: next,
        subtopicId: card.subtopic_id,
        log: { answer, isCorrect, rating, stateBefore: before.state, dueBefore: before.due, reviewedAt: now },
        delayed: isDelayed ? delayedReviewChange(isCorrect) : null,
      },
    };
  });
  if (!outcome) throw learningErrors.reviewNotFound();
  const [reveal, outline, counters] = await Promise.all([
    revealFor({ linkedTheories: deps.practice.linkedTheories, markup: deps.markup }, problem, user),
    deps.repo.outline(),
    deps.repo.counters(user.id, [outcome.subtopicId]),
  ]);
  const subtopic = outline.subtopicsById.get(outcome.subtopicId);
  return { result: outcome.result, reveal, level: subtopic ? levelOf(subtopic, counters.get(subtopic.id)) : null };
}
