import { z } from 'zod';
import { publicCodePattern } from './public-code';

export const ZCategoryCode = z.string().regex(publicCodePattern('category'));
export const ZTopicCode = z.string().regex(publicCodePattern('topic'));
export const ZSubtopicCode = z.string().regex(publicCodePattern('subtopic'));
export const ZProblemCode = z.string().regex(publicCodePattern('problem'));

export const ZCategoryParams = z.strictObject({ categoryId: ZCategoryCode });
export const ZTopicParams = ZCategoryParams.extend({ topicId: ZTopicCode }).strict();
export const ZSubtopicParams = ZTopicParams.extend({ subtopicId: ZSubtopicCode }).strict();
export const ZProblemPathParams = ZSubtopicParams.extend({ problemId: ZProblemCode }).strict();

export type TProblemStatus = 'correct' | 'wrong' | 'untried';

/** A signed-in learner's mark on one card of a subtopic's list. */
export type TCardMark = { status: TProblemStatus; isBookmarked: boolean };

/** The mark of a card the learner has neither tried nor bookmarked. */
export const UNMARKED_CARD: TCardMark = { status: 'untried', isBookmarked: false };

/**
 * A subtopic's list as the API sends it: the cards, the same for every learner (held compressed
 * by the server), then, for a signed-in learner, the marks of the cards they have tried or
 * bookmarked, by problem code (every other card is not yet tried and not bookmarked); absent for a
 * guest. The SPA and the server's render both show it with each mark on its card (withCardMarks).
 */
export type TSubtopicListWire<Card, Rest> = Rest & { problems: Card[]; marks?: Record<string, TCardMark> };

/** The list with each learner's mark on its card; a guest's cards unchanged. */
export function withCardMarks<Card extends { problemId: string }, Rest extends object>({ marks, problems, ...rest }: TSubtopicListWire<Card, Rest>) {
  return {
    ...rest,
    problems: problems.map((card): Card & Partial<TCardMark> => (marks ? { ...card, ...(marks[card.problemId] ?? UNMARKED_CARD) } : card)),
  };
}
