import { Hono } from 'hono';
import { ZCategoryParams, ZSubtopicParams, ZTopicParams } from '../../../core/catalog-schemas';
import type { Guards, OptionalUserEnv } from '../../accounts';
import { jsonResponse } from '../../http/compression';
import { ZPageQuery } from '../../http/pagination';
import { paramsOf, queryOf } from '../../http/validation';
import type { MarkupCache } from '../../markup/markup-cache';
import type { CatalogRepository } from './catalog.repository';
import { getCategoryPage, getSubtopicList, getTopicPage, listCategories } from './catalog.usecases';

// `repo`: the app's one catalog repository (what it holds in memory is shared with the server's render).
export function catalogRoutes({ guards, markup, repo }: { guards: Guards; markup: MarkupCache; repo: CatalogRepository }) {
  return new Hono<OptionalUserEnv>()
    .get('/categories', queryOf(ZPageQuery), async (c) => c.json(await listCategories(repo, c.req.valid('query'))))
    .get('/categories/:categoryId', paramsOf(ZCategoryParams), queryOf(ZPageQuery), async (c) => {
      const { categoryId } = c.req.valid('param');
      return c.json(await getCategoryPage(repo, categoryId, c.req.valid('query')));
    })
    .get('/categories/:categoryId/topics/:topicId', paramsOf(ZTopicParams), queryOf(ZPageQuery), async (c) => {
      const { categoryId, topicId } = c.req.valid('param');
      return c.json(await getTopicPage(repo, categoryId, topicId, c.req.valid('query')));
    })
    .get('/categories/:categoryId/topics/:topicId/subtopics/:subtopicId', guards.optionalUser, paramsOf(ZSubtopicParams), queryOf(ZPageQuery), async (c) => {
      return jsonResponse(c, await getSubtopicList(repo, markup.preview, c.req.valid('param'), c.get('user')?.id ?? null, c.req.valid('query')));
    });
}
