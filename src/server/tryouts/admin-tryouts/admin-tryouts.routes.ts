import { Hono } from 'hono';
import { z } from 'zod';
import { ZCreateTryoutRequest, ZSaveTryoutRequest } from '../../../core/tryout-admin';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import type { BodyLimits } from '../../http/body-limits';
import { respondOnce } from '../../http/idempotency';
import { jsonOf, paramsOf } from '../../http/validation';
import type { MarkupCache } from '../../markup/markup-cache';
import { tryoutPreview, tryoutReport } from './admin-tryouts.report';
import {
  createTryout,
  deleteTryout,
  getTryout,
  listTryouts,
  publishTryout,
  requestRecalibration,
  saveTryout,
  tryoutJob,
  unpublishTryout,
} from './admin-tryouts.usecases';

const ZTryoutParams = z.strictObject({ tryoutId: z.uuid() });

type Deps = { db: Database; guards: Guards; limits: BodyLimits; markup: MarkupCache; changes: Pick<Changes, 'contentChanged'>; clock?: () => Date; wakeJobs?: () => void };

// Tryouts built by admins (issue 36, point 1 and 5; decision 058). Mounted at /admin beside the
// other admin modules, so the guard sits on each route.
export function adminTryoutsRoutes({ db, guards, limits, markup, changes, clock = () => new Date(), wakeJobs }: Deps) {
  const deps = { db, now: clock, changes, wakeJobs };
  const admin = guards.requireAdmin;
  // The server's time beside every answer that shows a state or a job (the page computes nothing from the laptop's clock).
  const serverNow = () => clock().toISOString();
  const idOf = (c: { req: { valid: (target: 'param') => { tryoutId: string } } }) => c.req.valid('param').tryoutId;
  return new Hono<GuardEnv>()
    .get('/tryouts', admin, async (c) => c.json({ serverNow: serverNow(), tryouts: await listTryouts(deps) }))
    // Creates answer once per Idempotency-Key (a retried request makes no second tryout).
    .post('/tryouts', admin, limits.json, jsonOf(ZCreateTryoutRequest), async (c) =>
      respondOnce(c, { db, status: 201, fingerprint: c.req.valid('json') }, async (writer) => ({
        tryout: await createTryout({ ...deps, db: writer }, c.get('user'), c.req.valid('json')),
      })),
    )
    .get('/tryouts/:tryoutId', admin, paramsOf(ZTryoutParams), async (c) => c.json({ serverNow: serverNow(), tryout: await getTryout(deps, idOf(c)) }))
    .put('/tryouts/:tryoutId', admin, paramsOf(ZTryoutParams), limits.json, jsonOf(ZSaveTryoutRequest), async (c) =>
      c.json({ serverNow: serverNow(), tryout: await saveTryout(deps, idOf(c), c.req.valid('json')) }),
    )
    .post('/tryouts/:tryoutId/publish', admin, paramsOf(ZTryoutParams), async (c) => c.json({ serverNow: serverNow(), tryout: await publishTryout(deps, idOf(c)) }))
    .post('/tryouts/:tryoutId/unpublish', admin, paramsOf(ZTryoutParams), async (c) => c.json({ serverNow: serverNow(), tryout: await unpublishTryout(deps, idOf(c)) }))
    .delete('/tryouts/:tryoutId', admin, paramsOf(ZTryoutParams), async (c) => {
      await deleteTryout(deps, idOf(c));
      return c.body(null, 204);
    })
    .get('/tryouts/:tryoutId/preview', admin, paramsOf(ZTryoutParams), async (c) => c.json(await tryoutPreview({ db, markup }, idOf(c))))
    .get('/tryouts/:tryoutId/report', admin, paramsOf(ZTryoutParams), async (c) => c.json({ serverNow: serverNow(), ...(await tryoutReport({ db }, idOf(c))) }))
    .post('/tryouts/:tryoutId/recalibrate', admin, paramsOf(ZTryoutParams), async (c) => {
      const { job, created } = await requestRecalibration(deps, idOf(c));
      return c.json({ serverNow: serverNow(), job }, created ? 202 : 200);
    })
    .get('/tryouts/:tryoutId/job', admin, paramsOf(ZTryoutParams), async (c) => c.json({ serverNow: serverNow(), job: await tryoutJob(deps, idOf(c)) }));
}
