import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode } from '../../../core/catalog-schemas';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { ZPageQuery } from '../../http/pagination';
import { jsonOf, paramsOf, queryOf } from '../../http/validation';
import type { MarkupCache } from '../../markup/markup-cache';
import { createVisibleProblemLookup } from '../../content';
import { createBookmarksRepository } from './bookmarks.repository';
import { addBookmark, listBookmarks, removeBookmark } from './bookmarks.usecases';
import { jsonResponse } from '../../http/compression';

const ZBookmarkRequest = z.strictObject({ problemId: ZProblemCode });

export function bookmarksRoutes({ db, guards, markup, limits }: { db: Database; guards: Guards; markup: MarkupCache; limits: BodyLimits }) {
  const deps = { repo: createBookmarksRepository({ db }), findVisibleProblem: createVisibleProblemLookup(db), markup };
  return new Hono<GuardEnv>()
    .use('*', guards.requireUser)
    .get('/', queryOf(ZPageQuery), async (c) => jsonResponse(c, await listBookmarks(deps, c.get('user'), c.req.valid('query'))))
    .post('/', limits.json, jsonOf(ZBookmarkRequest), async (c) => {
      const bookmark = await addBookmark(deps, c.get('user'), c.req.valid('json').problemId);
      return jsonResponse(c, { bookmark }, 201);
    })
    // Removal works even when the problem has since been unpublished.
    .delete('/:problemId', paramsOf(ZBookmarkRequest), async (c) => {
      const bookmark = await removeBookmark(deps, c.get('user'), c.req.valid('param').problemId);
      return jsonResponse(c, { bookmark });
    });
}
