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
