import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { problems, userBookmarks } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { questionStartUnlessRendered, storedMarkup } from '../../markup/stored-markup';
import { isProblemVisible, joinProblemPath, problemPathColumns } from '../../content';

export function createBookmarksRepository({ db }: { db: Database }) {
  // Newest first, with the hierarchy codes a link needs; problems in unpublished parts are left
  // out. Prepared once: building this join's SQL on every request was a measurable part of the
  // bookmarks page's cost at 50 connections (bench/README.md, issue 13).
  const listPage = joinProblemPath(
    db
      .select({
        problemId: problems.problemId,
        tag: problems.tag,
        questionStart: questionStartUnlessRendered,
        previewHtml: storedMarkup(problems.previewHtml),
        ...problemPathColumns,
        createdAt: userBookmarks.createdAt,
      })
      .from(userBookmarks)
      .innerJoin(problems, eq(problems.id, userBookmarks.problemId))
      .$dynamic(),
  )
    .where(and(eq(userBookmarks.userId, sql.placeholder('userId')), isProblemVisible))
    .orderBy(desc(userBookmarks.createdAt), desc(userBookmarks.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('bookmarks_list');

  return {
    // Returns false when the bookmark already existed.
    add: async (userId: string, problemInternalId: number) => {
      const inserted = await db
        .insert(userBookmarks)
        .values({ userId, problemId: problemInternalId })
        .onConflictDoNothing()
        .returning({ id: userBookmarks.id });
      return inserted.length > 0;
    },
    // Returns false when there was nothing to remove.
    removeByCode: async (userId: string, problemCode: string) => {
      const deleted = await db
        .delete(userBookmarks)
        .where(
          and(
            eq(userBookmarks.userId, userId),
            eq(userBookmarks.problemId, sql`(select id from problems where problem_id = ${problemCode})`),
          ),
        )
        .returning({ id: userBookmarks.id });
      return deleted.length > 0;
    },
    list: (userId: string, page: PageRequest) => listPage.execute({ userId, limit: page.limit, offset: page.offset }),
  };
}

export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;
