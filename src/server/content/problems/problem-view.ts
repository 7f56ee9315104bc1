import { problemTypeOf } from '../../../problem-types';
import type { MarkupCache } from '../../markup/markup-cache';
import { sortedOptions, type TRenderedOption } from '../../markup/problem-markup';
import type { ProblemPageRow, ProblemRow } from './problem-read.repository';
import { isVisibleToLearners } from '../visibility/visibility';

// A problem as learners see it (never its answer), and the part of its page that is the same
// for everyone.

type StoredProblemMarkup = { questionHtml: string | null; optionsHtml: TRenderedOption[] | null };

export function problemView(markup: MarkupCache, problem: ProblemRow & StoredProblemMarkup) {
  const options = problem.optionsHtml ?? sortedOptions(problem.options).map(([key, text]) => ({ key, html: markup.inline(text) }));
  return {
    problemId: problem.problemId,
    type: problem.type,
    tag: problem.tag,
    questionHtml: problem.questionHtml ?? markup.block(problem.questionText),
    options,
    ...problemTypeOf(problem.type).viewFields(problem),
    hasSolution: problem.hasSolution,
  };
}

const breadcrumbOf = (row: ProblemPageRow) => ({
  category: { categoryId: row.categoryCode, categoryName: row.categoryName },
  topic: { topicId: row.topicCode, topicName: row.topicName },
  subtopic: { subtopicId: row.subtopicCode, subtopicName: row.subtopicName },
});

// The part of a problem page that is the same for everyone: where it sits, and the problem.
export function pageHeadOf(markup: MarkupCache, row: ProblemPageRow) {
  return { breadcrumb: breadcrumbOf(row), problem: { ...problemView(markup, row), number: row.number, isDraft: !isVisibleToLearners(row) } };
}

// The practice page's head: a problem a tryout holds (decision 068) shows only where it sits and
// its number, with why it is unavailable for now; not its question, nor anything that grades it.
type TPracticeHead = ReturnType<typeof pageHeadOf>;
// Practice alone says how many hint steps a problem has (issue 52): their text only once opened
// (learning/help); a review or a tryout shows the problem without them.
type TPracticeProblem = TPracticeHead['problem'] & { hintCount: number };
export function practiceHeadOf(markup: MarkupCache, row: ProblemPageRow): Omit<TPracticeHead, 'problem'> & { problem: TPracticeProblem | null; inTryout: { number: number } | null } {
  if (row.heldByTryout) return { breadcrumb: breadcrumbOf(row), problem: null, inTryout: { number: row.number } };
  const head = pageHeadOf(markup, row);
  return { ...head, problem: { ...head.problem, hintCount: row.hints.length }, inTryout: null };
}
