import { Hono } from 'hono';
import { ZCategoryParams, ZSubtopicParams, ZTopicParams } from '../../../core/catalog-schemas';
import type { Guards } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { AppEnv, SessionUser } from '../../http/context';
import { readParams } from '../../http/validation';
import type { MarkupCache } from '../practice/markup-cache';
import { createCatalogRepository } from './catalog.repository';
import { getCategoryPage, getSubtopicPage, getTopicPage, listCategories } from './catalog.usecases';

export function catalogRoutes({ db, guards, markup }: { db: Database; guards: Guards; markup: MarkupCache }) {
  const repo = createCatalogRepository({ db });
  return new Hono<AppEnv & { Variables: { user: SessionUser | null } }>()
    .get('/categories', async (c) => c.json({ categories: await listCategories(repo) }))
    .get('/categories/:categoryId', async (c) => {
      const { categoryId } = readParams(c, ZCategoryParams);
      return c.json(await getCategoryPage(repo, categoryId));
    })
    .get('/categories/:categoryId/topics/:topicId', async (c) => {
      const { categoryId, topicId } = readParams(c, ZTopicParams);
      return c.json(await getTopicPage(repo, categoryId, topicId));
    })
    .get('/categories/:categoryId/topics/:topicId/subtopics/:subtopicId', guards.optionalUser, async (c) => {
      const params = readParams(c, ZSubtopicParams);
      return c.json(await getSubtopicPage(repo, markup.inline, params, c.get('user')?.id ?? null));
    });
}
