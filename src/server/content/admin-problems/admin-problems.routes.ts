import { Hono } from 'hono';
import type { Cache } from '../../cache/cache';
import { z } from 'zod';
import { ZProblemCode } from '../../../core/catalog-schemas';
import { ZProblemUpdate, ZProblemWrite } from '../../../core/problem-editor';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import type { Writer } from '../../db/unique-code';
import type { BodyLimits } from '../../http/body-limits';
import { respondOnce, type AfterCommit } from '../../http/idempotency';
import { jsonOf, paramsOf, queryOf } from '../../http/validation';
import { previewMarkup, previewProblem, ZMarkupPreviewRequest, ZProblemPreviewRequest } from './admin-problems.preview';
import { createAdminProblemsRepository } from './admin-problems.repository';
import { createProblemListRepository } from './admin-problems.list.repository';
import { getBulkDeletionImpact, runBulkAction } from './admin-problems.bulk';
import { ZBulkActionRequest, ZBulkImpactRequest } from './admin-problems.bulk.schemas';
import { ZProblemListQuery } from './admin-problems.list-schema';
import type { ItemStats } from '../item-stats/item-stats';
import {
  createProblem,
  deleteProblem,
  duplicateProblem,
  getDeletionImpact,
  getProblem,
  listProblems,
  updateProblem,
} from './admin-problems.usecases';

const ZProblemParams = z.strictObject({ problemId: ZProblemCode });

// Mounted at /admin beside other admin modules, so the guard sits on each route rather than
// on '*', which would also run for their routes.
type AdminProblemsDeps = { db: Database; guards: Guards; limits: BodyLimits; itemStats: ItemStats; changes: Changes; clock: () => Date; cache?: Cache };

export function adminProblemsRoutes({ db, guards, limits, itemStats, changes, clock, cache }: AdminProblemsDeps) {
  const lists = createProblemListRepository({ db, cache });
  const deps = { db, repo: createAdminProblemsRepository({ db, lists }), changes, clock };
  const writingTo = (writer: Writer, afterCommit: AfterCommit) => ({
    db: writer,
    repo: createAdminProblemsRepository({ db: writer, lists }),
    changes: afterCommit(changes),
    clock,
  });
  const admin = guards.requireAdmin;
  return new Hono<GuardEnv>()
    // Reading the item figures' age starts their refresh when it is due (item-stats.ts).
    .get('/problems', admin, queryOf(ZProblemListQuery), async (c) => c.json(await listProblems(deps, c.req.valid('query'), itemStats.freshness)))
    .post('/problems', admin, limits.json, jsonOf(ZProblemWrite), (c) =>
      respondOnce(c, { db, status: 201, fingerprint: c.req.valid('json') }, async (writer, afterCommit) => ({
        problem: await createProblem(writingTo(writer, afterCommit), c.req.valid('json')),
      })),
    )
    .post('/problems/bulk', admin, limits.json, jsonOf(ZBulkActionRequest), async (c) => c.json(await runBulkAction(deps, c.req.valid('json'))))
    .post('/problems/bulk/deletion-impact', admin, limits.json, jsonOf(ZBulkImpactRequest), async (c) =>
      c.json(await getBulkDeletionImpact(deps, c.req.valid('json').selection)),
    )
    .get('/problems/:problemId', admin, paramsOf(ZProblemParams), async (c) => c.json(await getProblem(deps, c.req.valid('param').problemId)))
    .put('/problems/:problemId', admin, paramsOf(ZProblemParams), limits.json, jsonOf(ZProblemUpdate), async (c) => {
      const problem = await updateProblem(deps, c.req.valid('param').problemId, c.req.valid('json'));
      return c.json({ problem });
    })
    .post('/problems/:problemId/duplicate', admin, paramsOf(ZProblemParams), (c) =>
      respondOnce(c, { db, status: 201 }, async (writer, afterCommit) => ({
        problem: await duplicateProblem(writingTo(writer, afterCommit), c.req.valid('param').problemId),
      })),
    )
    .get('/problems/:problemId/deletion-impact', admin, paramsOf(ZProblemParams), async (c) =>
      c.json(await getDeletionImpact(deps, c.req.valid('param').problemId)),
    )
    .delete('/problems/:problemId', admin, paramsOf(ZProblemParams), async (c) => c.json(await deleteProblem(deps, c.req.valid('param').problemId)))
    .post('/preview', admin, limits.json, jsonOf(ZProblemPreviewRequest), async (c) => c.json(await previewProblem(deps, c.req.valid('json'))))
    .post('/preview/markup', admin, limits.json, jsonOf(ZMarkupPreviewRequest), async (c) => c.json(previewMarkup(c.req.valid('json').text)));
}
