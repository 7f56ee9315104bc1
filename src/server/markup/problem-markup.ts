import { MARKUP_RENDERER_VERSION, renderInlineMarkup, renderMarkup, renderSolution } from '../../core/markup';
import type { TProblemOptions } from '../../problem-types';
import { questionPreview } from '../../core/preview';

export type TProblemMarkupSource = { questionText: string; options?: TProblemOptions | null; solutionText?: string | null; hints?: string[] | null };

export type TRenderedOption = { key: string; html: string };

// The columns a problem's rendered HTML is stored in (issue 13), with the renderer that made it.
export type TProblemMarkup = {
  questionHtml: string;
  optionsHtml: TRenderedOption[];
  previewHtml: string;
  solutionHtml: string | null;
  // Issue 52: each hint step, rendered as a solution's text is (without theory links).
  hintsHtml: string[];
  renderedVersion: number;
};

// The order options are shown in: A, B... and statement_2 before statement_10.
export function sortedOptions(options: TProblemOptions | null | undefined): [string, string][] {
  return Object.entries(options ?? {}).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
}

/** Everything learners see of a problem, rendered; theoryContents in the problem's link order. */
export function renderProblemMarkup(problem: TProblemMarkupSource, theoryContents: string[]): TProblemMarkup {
  return {
    questionHtml: renderMarkup(problem.questionText),
    optionsHtml: sortedOptions(problem.options).map(([key, text]) => ({ key, html: renderInlineMarkup(text) })),
    previewHtml: renderInlineMarkup(questionPreview(problem.questionText)),
    solutionHtml: problem.solutionText ? renderSolution(problem.solutionText, theoryContents) : null,
    hintsHtml: (problem.hints ?? []).map((hint) => renderMarkup(hint)),
    renderedVersion: MARKUP_RENDERER_VERSION,
  };
}
