import type { SessionUser } from '../../http/context';
import { pageOf, pageRequest, type TPageQuery } from '../../http/pagination';
import type { MarkupCache } from '../../markup/markup-cache';
import type { VisibleProblemLookup } from '../../content';
import { bookmarkErrors } from './bookmarks.errors';
import type { BookmarksRepository } from './bookmarks.repository';

type Deps = { repo: BookmarksRepository; findVisibleProblem: VisibleProblemLookup; markup: MarkupCache };

// The bookmarks page shows them all; 500 was its cap before lists were paged.
export const BOOKMARKS_PAGE = { defaultSize: 500, maxSize: 500 };

export async function listBookmarks({ repo, markup }: Deps, user: SessionUser, query: TPageQuery) {
  const page = pageRequest(query, BOOKMARKS_PAGE);
  const { items, pageInfo } = pageOf(await repo.list(user.id, page), page);
  return {
    bookmarks: items.map(({ questionStart, previewHtml, createdAt, ...row }) => ({
      ...row,
      previewHtml: previewHtml ?? markup.preview(questionStart),
      createdAt,
    })),
    pageInfo,
  };
}

export async function addBookmark({ repo, findVisibleProblem }: Deps, user: SessionUser, problemCode: string) {
  const problem = await findVisibleProblem(problemCode);
  if (!(await repo.add(user.id, problem.id))) throw bookmarkErrors.alreadyBookmarked();
  return { problemId: problemCode };
}

export async function removeBookmark({ repo }: Deps, user: SessionUser, problemCode: string) {
  if (!(await repo.removeByCode(user.id, problemCode))) throw bookmarkErrors.notBookmarked();
  return { problemId: problemCode };
}
