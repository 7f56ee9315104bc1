import { z } from 'zod';
import { contentWarnings, markupWarnings } from '../../../core/content-warnings';
import { renderMarkup } from '../../../core/markup';
import { HINT_TEXT_MAX_LENGTH, MAX_HINTS } from '../../../core/stuck-help';
import { MAX_LINKED_THEORIES, QUESTION_TEXT_MAX_LENGTH, SOLUTION_TEXT_MAX_LENGTH, VIDEO_LINK_MAX_LENGTH } from '../../../core/problem-editor';
import { OPTION_TEXT_MAX_LENGTH } from '../../../problem-types';
import { publicCodePattern } from '../../../core/public-code';
import { parseYouTubeLink, youtubeEmbedUrl } from '../../../core/youtube';
import { renderProblemMarkup } from '../../markup/problem-markup';
import type { AdminProblemsRepository } from './admin-problems.repository';

const MAX_PREVIEW_OPTIONS = 99;
const OPTION_KEY_MAX_LENGTH = 20;
const MARKUP_TEXT_MAX_LENGTH = Math.max(QUESTION_TEXT_MAX_LENGTH, SOLUTION_TEXT_MAX_LENGTH);

// Lenient on purpose: a half-written draft must still preview. Only sizes are bounded.
export const ZProblemPreviewRequest = z.object({
  type: z.string().max(8).optional(),
  questionText: z.string().max(QUESTION_TEXT_MAX_LENGTH).default(''),
  options: z
    .record(z.string().max(OPTION_KEY_MAX_LENGTH), z.string().max(OPTION_TEXT_MAX_LENGTH))
    .nullable()
    .optional()
    .refine((options) => Object.keys(options ?? {}).length <= MAX_PREVIEW_OPTIONS, { message: 'too_many_options' }),
  answerCategories: z.array(z.string().max(100)).max(20).nullable().optional(),
  solutionText: z.string().max(SOLUTION_TEXT_MAX_LENGTH).nullable().optional(),
  hints: z.array(z.string().max(HINT_TEXT_MAX_LENGTH)).max(MAX_HINTS).default([]),
  theoryIds: z.array(z.string().max(11)).max(MAX_LINKED_THEORIES).default([]),
  videoLink: z.string().max(VIDEO_LINK_MAX_LENGTH).nullable().optional(),
});
export type TProblemPreviewRequest = z.output<typeof ZProblemPreviewRequest>;

export const ZMarkupPreviewRequest = z.object({ text: z.string().max(MARKUP_TEXT_MAX_LENGTH) });

// Rendered by the learners' renderer itself, but not through the shared markup cache: drafts
// change on every keystroke and would push learners' renderings out of it.
export async function previewProblem({ repo }: { repo: AdminProblemsRepository }, draft: TProblemPreviewRequest) {
  const theoryCodes = draft.theoryIds.filter((code) => publicCodePattern('theory').test(code));
  const found = new Map((await repo.findTheories(theoryCodes)).map((theory) => [theory.theoryId, theory.content]));
  const theoryContents = theoryCodes.flatMap((code) => found.get(code) ?? []);
  const rendered = renderProblemMarkup(draft, theoryContents);
  const video = draft.videoLink ? parseYouTubeLink(draft.videoLink.trim()) : null;
  return {
    questionHtml: rendered.questionHtml,
    options: rendered.optionsHtml,
    solutionHtml: rendered.solutionHtml,
    hintsHtml: rendered.hintsHtml,
    video: video ? { embedUrl: youtubeEmbedUrl(video) } : null,
    warnings: contentWarnings({
      questionText: draft.questionText,
      solutionText: draft.solutionText,
      options: draft.options,
      theoryCount: theoryContents.length,
      videoLink: draft.videoLink,
    }),
  };
}

export function previewMarkup(text: string) {
  return { html: renderMarkup(text), warnings: markupWarnings('text', text) };
}
