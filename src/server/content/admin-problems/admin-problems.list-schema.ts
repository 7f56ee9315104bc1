import { z } from 'zod';
import { ZCategoryCode, ZSubtopicCode, ZTopicCode } from '../../../core/catalog-schemas';
import { PROBLEM_LIST_SORTS } from '../../../core/item-analytics';
import { ZPageQuery } from '../../http/pagination';

const SEARCH_MAX_LENGTH = 200;

const ZQueryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
const ZRate = z.coerce.number().min(0).max(1);

// The list's filters as its query string carries them; a bulk action on "every problem that
// matches" sends the same object.
export const ZProblemListFilterQuery = z.object({
  categoryId: ZCategoryCode.optional(),
  topicId: ZTopicCode.optional(),
  subtopicId: ZSubtopicCode.optional(),
  q: z.string().max(SEARCH_MAX_LENGTH).optional(),
  // Item analytics (issue 15): rates as fractions 0..1, bounds inclusive.
  needsCheck: ZQueryFlag.optional(),
  hasOpenReports: ZQueryFlag.optional(),
  minLearners: z.coerce.number().int().min(0).max(10_000_000).optional(),
  maxFirstTryRate: ZRate.optional(),
  maxEventualRate: ZRate.optional(),
  minMeanAttempts: z.coerce.number().min(0).max(1000).optional(),
  sort: z.enum(PROBLEM_LIST_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});

export const ZProblemListQuery = ZPageQuery.extend(ZProblemListFilterQuery.shape);
