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

/**
 * A subtopic's list as the API sends it: the cards, the same for every learner (held compressed
 * by the server), then the learner's marks card by card (absent for a guest). The SPA and the
 * server's render both show it with each mark on its card (withCardMarks).
 */
export type TSubtopicListWire<Card, Rest> = Rest & { problems: Card[]; marks?: TCardMark[] };

/** The list with each learner's mark on its card; a guest's cards unchanged. */
export function withCardMarks<Card extends object, Rest extends object>({ marks, problems, ...rest }: TSubtopicListWire<Card, Rest>) {
  return {
    ...rest,
    problems: problems.map((card, index): Card & Partial<TCardMark> => (marks?.[index] ? { ...card, ...marks[index] } : card)),
  };
}
