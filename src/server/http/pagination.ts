import { z } from 'zod';

// One way every list endpoint pages: ?page=1..&pageSize=1..max, ordered by a unique key last so
// pages never overlap or skip. A list learners see whole asks for its old cap as the default.
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export type PageRequest = { page: number; pageSize: number; limit: number; offset: number };

export function pageRequest(query: Partial<TPageQuery>, { defaultSize, maxSize }: { defaultSize: number; maxSize: number }): PageRequest {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? defaultSize, maxSize);
  // One row more than asked tells whether another page follows.
  return { page, pageSize, limit: pageSize + 1, offset: (page - 1) * pageSize };
}

export type PageInfo = { page: number; pageSize: number; hasMore: boolean };

export function pageOf<T>(rows: T[], request: PageRequest): { items: T[]; pageInfo: PageInfo } {
  const hasMore = rows.length > request.pageSize;
  return { items: hasMore ? rows.slice(0, request.pageSize) : rows, pageInfo: { page: request.page, pageSize: request.pageSize, hasMore } };
}
