import { z } from 'zod';
import { ZProblemCode, ZSubtopicCode } from '../../../core/catalog-schemas';
import { ZProblemListFilterQuery } from './admin-problems.list-schema';

// A selection by codes is at most what an author ticks by hand over a few pages; "every problem
// that matches" goes as the filter itself and is applied in SQL, whatever its size.
export const BULK_MAX_PROBLEM_IDS = 1000;

export const ZBulkSelection = z.union([
  z.strictObject({ problemIds: z.array(ZProblemCode).min(1).max(BULK_MAX_PROBLEM_IDS) }),
  z.strictObject({ filter: ZProblemListFilterQuery.strict() }),
]);

export const ZBulkActionRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('publish'), selection: ZBulkSelection }),
  z.strictObject({ action: z.literal('unpublish'), selection: ZBulkSelection }),
  z.strictObject({ action: z.literal('delete'), selection: ZBulkSelection }),
  z.strictObject({ action: z.literal('move'), selection: ZBulkSelection, subtopicId: ZSubtopicCode }),
]);

export const ZBulkImpactRequest = z.strictObject({ selection: ZBulkSelection });

export type TBulkSelection = z.output<typeof ZBulkSelection>;
export type TBulkActionRequest = z.output<typeof ZBulkActionRequest>;
