import { problemTypeOf } from '../../problem-types';
import { holdJson, type HeldJson } from '../http/held-json';
import type { MarkupCache } from '../markup/markup-cache';
import { sortedOptions, type TRenderedOption } from '../markup/problem-markup';
import type { ProblemPageRow, ProblemRow } from './problem-read.repository';

// A problem as learners see it (never its answer), and the part of its page that is the same
// for everyone, held once per row read.

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
  return { breadcrumb: breadcrumbOf(row), problem: { ...problemView(markup, row), number: row.number, isDraft: !row.isPublished } };
}

// The practice page's head: a problem a tryout holds (decision 068) shows only where it sits and
// its number, with why it is unavailable for now; not its question, nor anything that grades it.
type TPracticeHead = ReturnType<typeof pageHeadOf>;
export function practiceHeadOf(markup: MarkupCache, row: ProblemPageRow): Omit<TPracticeHead, 'problem'> & { problem: TPracticeHead['problem'] | null; inTryout: { number: number } | null } {
  if (row.heldByTryout) return { breadcrumb: breadcrumbOf(row), problem: null, inTryout: { number: row.number } };
  return { ...pageHeadOf(markup, row), inTryout: null };
}

// The head of a problem page as UTF-8 JSON (`{"breadcrumb":…,"problem":…`), and compressed
// (http/held-json.ts), kept beside the row it was made from while that row is held in memory (the
// repository's rows are never changed, a changed problem is a new row): encoding the problem's
// markup was the largest share of the server's time on a problem page answered from memory, and
// compressing it again for every browser would cost more (issue 13, decision 022). Only the
// compressed form is kept: every browser takes gzip, and the UTF-8 (a client that does not, a
// page rendered on the server) is inflated when asked for. Kept as well, it was 20-30 MB of
// memory with the problems held at their bound (bench/README.md, the soak).
const heldHeads = new WeakMap<ProblemPageRow, HeldJson>();

export function heldHeadOf(markup: MarkupCache, row: ProblemPageRow): HeldJson {
  let head = heldHeads.get(row);
  if (!head) {
    const json = JSON.stringify(practiceHeadOf(markup, row));
    head = holdJson(Buffer.from(json.slice(0, -1)), { keepRaw: false });
    heldHeads.set(row, head);
  }
  return head;
}
