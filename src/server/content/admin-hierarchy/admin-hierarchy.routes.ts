import { Hono } from 'hono';
import { z } from 'zod';
import { ZCategoryCode, ZSubtopicCode, ZTopicCode } from '../../../core/catalog-schemas';
import {
  ZCategoryFields,
  ZMoveRequest,
  ZSubtopicFields,
  ZTopicFields,
  ZUpdateCategoryRequest,
  ZUpdateSubtopicRequest,
  ZUpdateTopicRequest,
} from '../../../core/hierarchy-schemas';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import type { Writer } from '../../db/unique-code';
import type { BodyLimits } from '../../http/body-limits';
import { respondOnce, type AfterCommit } from '../../http/idempotency';
import { jsonOf, paramsOf } from '../../http/validation';
import { createAdminHierarchyRepository } from './admin-hierarchy.repository';
import {
  createItem,
  deleteItem,
  getContentTree,
  getDeletionImpact,
  listCategories,
  listSubtopicsOf,
  listTopicsOf,
  moveItem,
  updateItem,
} from './admin-hierarchy.usecases';

const ZCategoryParam = z.strictObject({ categoryId: ZCategoryCode });
const ZTopicParam = z.strictObject({ topicId: ZTopicCode });
const ZSubtopicParam = z.strictObject({ subtopicId: ZSubtopicCode });

// /admin/manage: categories > topics > subtopics. Paths carry public codes only.
export function adminHierarchyRoutes({ db, guards, limits, changes, clock }: { db: Database; guards: Guards; limits: BodyLimits; changes: Changes; clock: () => Date }) {
  const repo = createAdminHierarchyRepository({ db });
  const deps = { repo, changes, clock };
  const writingTo = (writer: Writer, afterCommit: AfterCommit) => ({ repo: createAdminHierarchyRepository({ db: writer }), changes: afterCommit(changes) });
  return (
    new Hono<GuardEnv>()
      .use('*', guards.requireAdmin)
      .get('/content-tree', async (c) => c.json(await getContentTree(repo)))

      .get('/categories', async (c) => c.json(await listCategories(repo)))
      .post('/categories', limits.json, jsonOf(ZCategoryFields), (c) => {
        const { categoryName, description } = c.req.valid('json');
        return respondOnce(c, { db, status: 201, fingerprint: c.req.valid('json') }, async (writer, afterCommit) => ({
          category: await createItem(writingTo(writer, afterCommit), 'category', { name: categoryName, description }),
        }));
      })
      .patch('/categories/:categoryId', paramsOf(ZCategoryParam), limits.json, jsonOf(ZUpdateCategoryRequest), async (c) => {
        const { categoryName, ...rest } = c.req.valid('json');
        return c.json({ category: await updateItem(deps, 'category', c.req.valid('param').categoryId, { name: categoryName, ...rest }) });
      })
      .post('/categories/:categoryId/move', paramsOf(ZCategoryParam), limits.json, jsonOf(ZMoveRequest), async (c) =>
        c.json({ categories: await moveItem(deps, 'category', c.req.valid('param').categoryId, c.req.valid('json').direction) }),
      )
      .get('/categories/:categoryId/deletion-impact', paramsOf(ZCategoryParam), async (c) =>
        c.json(await getDeletionImpact(deps, 'category', c.req.valid('param').categoryId)),
      )
      .delete('/categories/:categoryId', paramsOf(ZCategoryParam), async (c) => c.json(await deleteItem(deps, 'category', c.req.valid('param').categoryId)))

      .get('/categories/:categoryId/topics', paramsOf(ZCategoryParam), async (c) => c.json(await listTopicsOf(repo, c.req.valid('param').categoryId)))
      .post('/categories/:categoryId/topics', paramsOf(ZCategoryParam), limits.json, jsonOf(ZTopicFields), (c) =>
        respondOnce(c, { db, status: 201, fingerprint: c.req.valid('json') }, async (writer, afterCommit) => ({
          topic: await createItem(writingTo(writer, afterCommit), 'topic', { name: c.req.valid('json').topicName }, c.req.valid('param').categoryId),
        })),
      )
      .patch('/topics/:topicId', paramsOf(ZTopicParam), limits.json, jsonOf(ZUpdateTopicRequest), async (c) => {
        const { topicName, isPublished } = c.req.valid('json');
        return c.json({ topic: await updateItem(deps, 'topic', c.req.valid('param').topicId, { name: topicName, isPublished }) });
      })
      .post('/topics/:topicId/move', paramsOf(ZTopicParam), limits.json, jsonOf(ZMoveRequest), async (c) =>
        c.json({ topics: await moveItem(deps, 'topic', c.req.valid('param').topicId, c.req.valid('json').direction) }),
      )
      .get('/topics/:topicId/deletion-impact', paramsOf(ZTopicParam), async (c) => c.json(await getDeletionImpact(deps, 'topic', c.req.valid('param').topicId)))
      .delete('/topics/:topicId', paramsOf(ZTopicParam), async (c) => c.json(await deleteItem(deps, 'topic', c.req.valid('param').topicId)))

      .get('/topics/:topicId/subtopics', paramsOf(ZTopicParam), async (c) => c.json(await listSubtopicsOf(repo, c.req.valid('param').topicId)))
      .post('/topics/:topicId/subtopics', paramsOf(ZTopicParam), limits.json, jsonOf(ZSubtopicFields), (c) =>
        respondOnce(c, { db, status: 201, fingerprint: c.req.valid('json') }, async (writer, afterCommit) => ({
          subtopic: await createItem(writingTo(writer, afterCommit), 'subtopic', { name: c.req.valid('json').subtopicName }, c.req.valid('param').topicId),
        })),
      )
      .patch('/subtopics/:subtopicId', paramsOf(ZSubtopicParam), limits.json, jsonOf(ZUpdateSubtopicRequest), async (c) => {
        const { subtopicName, isPublished } = c.req.valid('json');
        return c.json({ subtopic: await updateItem(deps, 'subtopic', c.req.valid('param').subtopicId, { name: subtopicName, isPublished }) });
      })
      .post('/subtopics/:subtopicId/move', paramsOf(ZSubtopicParam), limits.json, jsonOf(ZMoveRequest), async (c) =>
        c.json({ subtopics: await moveItem(deps, 'subtopic', c.req.valid('param').subtopicId, c.req.valid('json').direction) }),
      )
      .get('/subtopics/:subtopicId/deletion-impact', paramsOf(ZSubtopicParam), async (c) =>
        c.json(await getDeletionImpact(deps, 'subtopic', c.req.valid('param').subtopicId)),
      )
      .delete('/subtopics/:subtopicId', paramsOf(ZSubtopicParam), async (c) => c.json(await deleteItem(deps, 'subtopic', c.req.valid('param').subtopicId)))
  );
}
