import { Hono } from 'hono';
import { ZCategoryParams, ZSubtopicParams, ZTopicParams } from '../../../core/catalog-schemas';
import type { Guards, OptionalUserEnv } from '../../accounts';
import type { HeldResponses } from '../../http/held-responses';
import { ZPageQuery } from '../../http/pagination';
import { paramsOf, queryOf } from '../../http/validation';
import type { MarkupCache } from '../../markup/markup-cache';
import type { CatalogRepository } from './catalog.repository';
import { getCategoryPage, getSubtopicList, getSubtopicMarks, getTopicPage, listCategories } from './catalog.usecases';

// `repo`: the app's one catalog repository (what it holds in memory is shared with the server's render).
// `shared`: responses held as sent (http/held-responses.ts): a subtopic's list is the same for
// everyone, and a signed-in learner's marks on it are a small response of their own.
export function catalogRoutes({ guards, markup, repo, shared }: { guards: Guards; markup: MarkupCache; repo: CatalogRepository; shared: HeldResponses }) {
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
    // optionalUser for what it refuses: an ended session is told so (401), never served as a guest's.
    .get('/categories/:categoryId/topics/:topicId/subtopics/:subtopicId', guards.optionalUser, paramsOf(ZSubtopicParams), queryOf(ZPageQuery), async (c) => {
      const query = c.req.valid('query');
      return shared.json(c, () => getSubtopicList(repo, markup.preview, c.req.valid('param'), query), `${query.page}/${query.pageSize ?? ''}`);
    })
    .get('/categories/:categoryId/topics/:topicId/subtopics/:subtopicId/marks', guards.requireUser, paramsOf(ZSubtopicParams), queryOf(ZPageQuery), async (c) =>
      c.json(await getSubtopicMarks(repo, c.req.valid('param'), c.get('user').id, c.req.valid('query'))),
    );
}
