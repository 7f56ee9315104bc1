import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode } from '../../../core/catalog-schemas';
import { questionPreview } from '../../../core/preview';
import type { Guards, GuardEnv } from '../../auth/guards';
import type { Database } from '../../db/client';
import { createError } from '../../http/app-error';
import { readJson, readParams } from '../../http/validation';
import { createPracticeRepository } from '../practice/practice.repository';
import { practiceErrors } from '../practice/practice.errors';
import type { MarkupCache } from '../practice/markup-cache';
import { createBookmarksRepository } from './bookmarks.repository';

const ZBookmarkRequest = z.strictObject({ problemId: ZProblemCode });

const bookmarkErrors = {
  alreadyBookmarked: () => createError({ code: 'bookmarks.already_bookmarked', status: 409, message: 'Problem is already bookmarked' }),
  notBookmarked: () => createError({ code: 'bookmarks.not_found', status: 404, message: 'Problem is not bookmarked' }),
};

export function bookmarksRoutes({ db, guards, markup }: { db: Database; guards: Guards; markup: MarkupCache }) {
  const bookmarks = createBookmarksRepository({ db });
  const practice = createPracticeRepository({ db });
  const findProblem = async (problemCode: string) => {
    const problem = await practice.findPublishedProblem(problemCode);
    if (!problem) throw practiceErrors.problemNotFound();
    return problem;
  };
  return new Hono<GuardEnv>()
    .use('*', guards.requireUser)
    .get('/', async (c) => {
      const rows = await bookmarks.list(c.get('user').id);
      return c.json({
        bookmarks: rows.map(({ questionText, createdAt, ...row }) => {
          const preview = questionPreview(questionText);
          return { ...row, preview, previewHtml: markup.inline(preview), createdAt };
        }),
      });
    })
    .post('/', async (c) => {
      const { problemId } = await readJson(c, ZBookmarkRequest);
      const problem = await findProblem(problemId);
      if (!(await bookmarks.add(c.get('user').id, problem.id))) throw bookmarkErrors.alreadyBookmarked();
      return c.json({ bookmark: { problemId } }, 201);
    })
    // Removal works even when the problem has since been unpublished.
    .delete('/:problemId', async (c) => {
      const { problemId } = readParams(c, z.strictObject({ problemId: ZProblemCode }));
      if (!(await bookmarks.removeByCode(c.get('user').id, problemId))) throw bookmarkErrors.notBookmarked();
      return c.json({ bookmark: { problemId } });
    });
}
