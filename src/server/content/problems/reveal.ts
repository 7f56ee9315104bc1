import { shownAnswer, type TSubmittedAnswer } from '../../../problem-types';
import { parseYouTubeLink, youtubeEmbedUrl } from '../../../core/youtube';
import type { SessionUser } from '../../http/context';
import type { MarkupCache } from '../../markup/markup-cache';
import type { ProblemRow } from './problem-read.repository';

// What a learner earns by solving (the check) or by answering a review (issue 34): the answer,
// and the solution and video where spec 6 allows. Shared by the practice module and the reviews.
export type RevealDeps = { linkedTheories: (problemInternalId: number) => Promise<string[]>; markup: MarkupCache };

export type TSolutionView =
  | { status: 'visible'; html: string }
  | { status: 'login_required' }
  | { status: 'unavailable' };

export type TReveal = {
  answer: TSubmittedAnswer;
  solution: TSolutionView;
  video: { embedUrl: string } | null;
};

// `solutionHtml`: the stored solution, read with the problem (null: none current, rendered here).
export async function revealFor({ linkedTheories, markup }: RevealDeps, problem: ProblemRow & { solutionHtml: string | null }, user: SessionUser | null): Promise<TReveal> {
  const mayView = user !== null || problem.isPublic;
  const video = problem.videoLink && mayView ? parseYouTubeLink(problem.videoLink) : null;
  let solution: TSolutionView;
  if (!problem.hasSolution || !problem.solutionText) solution = { status: 'unavailable' };
  else if (!mayView) solution = { status: 'login_required' };
  else {
    solution = { status: 'visible', html: problem.solutionHtml ?? markup.solution(problem.solutionText, await linkedTheories(problem.id)) };
  }
  return { answer: shownAnswer(problem.type, problem.answer), solution, video: video ? { embedUrl: youtubeEmbedUrl(video) } : null };
}

