import { Hono } from 'hono';
import { ZCreateTheoryRequest, ZMoveTheoryRequest, ZTheoryListQuery, ZTheoryParams, ZUpdateTheoryRequest } from '../../../core/theories';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import type { Writer } from '../../db/unique-code';
import type { BodyLimits } from '../../http/body-limits';
import { respondOnce, type AfterCommit } from '../../http/idempotency';
import { jsonOf, paramsOf, queryOf } from '../../http/validation';
import type { MarkupCache } from '../../markup/markup-cache';
import type { ProblemRenderer } from '../../markup/problem-rendering';
import { createAdminTheoriesRepository } from './admin-theories.repository';
import {
  createTheory,
  deleteTheory,
  duplicateTheory,
  getDeletionImpact,
  listTheories,
  listTheorySubtopics,
  moveTheory,
  updateTheory,
} from './admin-theories.usecases';

// Mounted at /admin beside other admin modules, so the guard sits on each route rather than
// on '*', which would also run it for every other /admin/* route.
type Deps = { db: Database; guards: Guards; limits: BodyLimits; markup: MarkupCache; problemRenderer: Pick<ProblemRenderer, 'requestRun'>; changes: Changes };

export function adminTheoriesRoutes({ db, guards, limits, markup, problemRenderer, changes }: Deps) {
  const deps = { repo: createAdminTheoriesRepository({ db }), markup, problemRenderer, changes };
  const writingTo = (writer: Writer, afterCommit: AfterCommit) => ({ ...deps, repo: createAdminTheoriesRepository({ db: writer }), changes: afterCommit(changes) });
  const admin = guards.requireAdmin;
  return new Hono<GuardEnv>()
    .get('/theory-subtopics', admin, async (c) => c.json(await listTheorySubtopics(deps)))
    .get('/theories', admin, queryOf(ZTheoryListQuery), async (c) => c.json(await listTheories(deps, c.req.valid('query').subtopicId)))
    .post('/theories', admin, limits.json, jsonOf(ZCreateTheoryRequest), (c) =>
      respondOnce(c, { db, status: 201, fingerprint: c.req.valid('json') }, async (writer, afterCommit) => ({
        theory: await createTheory(writingTo(writer, afterCommit), c.req.valid('json')),
      })),
    )
    .patch('/theories/:theoryId', admin, paramsOf(ZTheoryParams), limits.json, jsonOf(ZUpdateTheoryRequest), async (c) => {
      const theory = await updateTheory(deps, c.req.valid('param').theoryId, c.req.valid('json').content);
      return c.json({ theory });
    })
    .post('/theories/:theoryId/duplicate', admin, paramsOf(ZTheoryParams), (c) =>
      respondOnce(c, { db, status: 201 }, async (writer, afterCommit) => ({
        theory: await duplicateTheory(writingTo(writer, afterCommit), c.req.valid('param').theoryId),
      })),
    )
    .post('/theories/:theoryId/move', admin, paramsOf(ZTheoryParams), limits.json, jsonOf(ZMoveTheoryRequest), async (c) =>
      c.json(await moveTheory(deps, c.req.valid('param').theoryId, c.req.valid('json').direction)),
    )
    .get('/theories/:theoryId/deletion-impact', admin, paramsOf(ZTheoryParams), async (c) =>
      c.json(await getDeletionImpact(deps, c.req.valid('param').theoryId)),
    )
    .delete('/theories/:theoryId', admin, paramsOf(ZTheoryParams), async (c) => c.json(await deleteTheory(deps, c.req.valid('param').theoryId)));
}
